#!/usr/bin/env node
// `npm start`: builds and packages the extension, installs it into code-server (from npm, cached in
// .cache/) and opens the examples/ folder on 127.0.0.1, printing the address. Runs until Ctrl-C,
// then stops code-server's whole process group. PORT=<n> picks the port; otherwise a free one.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { log, root, runBounded } from './editor/lib.mjs';
import { ensureCodeServer, ensureSystemPackages, SERVER_PACKAGES } from './editor/setup.mjs';
import { installExtension, makeServerHome, readLog, removeServerHome, startCodeServer } from './editor/server.mjs';
import { vsixPath } from './editor/vsix.mjs';

const MIN = 60_000;

async function main() {
  log('building and packaging the extension (npm run package)');
  runBounded('npm', ['run', '--silent', 'package'], { timeoutMs: 5 * MIN, stdin: 'ignore' });
  const vsix = vsixPath();
  if (!existsSync(vsix)) throw new Error(`packaging did not produce ${vsix}`);

  ensureSystemPackages(SERVER_PACKAGES);
  ensureCodeServer();

  const dirs = makeServerHome('start');
  log(`installing ${relative(root, vsix)} into code-server`);
  installExtension(dirs, vsix);
  const port = process.env.PORT ? Number(process.env.PORT) : undefined;
  const server = await startCodeServer(dirs, { port });

  let stopping = false;
  const stop = async (why) => {
    if (stopping) return;
    stopping = true;
    log(`${why}: stopping code-server (process group ${server.pid})`);
    await server.stop();
    removeServerHome(dirs);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('Ctrl-C'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  server.exited.then(() => {
    if (stopping) return;
    console.error(`code-server exited on its own; its log:\n${readLog(dirs)}`);
    removeServerHome(dirs);
    process.exit(1);
  });

  const examples = join(root, 'examples');
  console.log(`
  Sudoku for VS Code is running in code-server, with the examples/ folder open:

      ${server.base}/?folder=${encodeURIComponent(examples)}

  Open that address in a browser on this machine. Press Ctrl-C here to stop.

  With VS Code installed, use the same package there:

      code --install-extension ${vsix}
`);
}

main().catch((e) => {
  console.error(`npm start failed: ${e.message}`);
  process.exit(1);
});
