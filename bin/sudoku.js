#!/usr/bin/env node
// Launcher for the `sudoku` command: the bundled CLI (built by `npm run build` or `node scripts/build.mjs --cli`).
'use strict';
const path = require('node:path');
const cli = path.join(__dirname, '..', 'dist', 'cli.js');
try {
  require.resolve(cli);
} catch {
  process.stderr.write(`sudoku: ${cli} is not built yet: run \`npm run build\` in ${path.dirname(__dirname)} first.\n`);
  process.exit(2);
}
require(cli);
