#!/usr/bin/env node
// Launcher for the `sudoku` command: the bundled CLI (build it with `node scripts/build.mjs --cli`).
require('../dist/cli.js');
