// Entry point of the `sudoku` command (bundled to dist/cli.js); the same file serves as each worker thread.

import { isPoolWorker, serveJobs } from './pool';
import { runCli } from './run';

if (isPoolWorker()) {
  serveJobs();
} else {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
  runCli(process.argv.slice(2), {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    stderrIsTTY: process.stderr.isTTY === true,
    stdinIsTTY: process.stdin.isTTY === true,
    script: __filename,
  }).then(
    (status) => {
      process.exitCode = status;
    },
    (e: unknown) => {
      process.stderr.write(`sudoku: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 3;
    },
  );
}
