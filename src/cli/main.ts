// Entry point of the `sudoku` command (bundled to dist/cli.js); the same file serves as each worker thread.

import { SOLVE_WORKER, serveSolve } from './batch';
import { GENERATE_WORKER, serveGenerate } from './generate';
import { poolTag } from './pool';
import { RATE_WORKER, serveRateJobs } from './rating';
import { setFlagsFromString } from 'node:v8';
import { EXIT_INTERRUPTED, EXIT_INTERNAL } from './output';
import { runCli } from './run';

/**
 * Keeps each heap near what it holds, for the rater (it allocates fast and keeps little): young generations stay
 * at their first size and old ones grow 5% past what a collection leaves. V8's flags are the process's; Node sets
 * them again whenever a worker thread starts, so each rate worker sets them once more as it starts, and the
 * session after it starts its workers. Measured on `rate --jobs 2` in bench/FINDINGS.md.
 */
function compactHeaps(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
  setFlagsFromString('--heap-growing-percent=5');
}

const tag = poolTag();
if (tag === SOLVE_WORKER) {
  serveSolve();
} else if (tag === RATE_WORKER) {
  compactHeaps();
  serveRateJobs();
} else if (tag === GENERATE_WORKER) {
  serveGenerate();
} else {
  // A reader that closed the pipe (`| head`) wants no more output: stop quietly. Any other write error is caught
  // and said once by the run itself (BufferedWriter), so it is not thrown here.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
  });
  runCli(process.argv.slice(2), {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    stderrIsTTY: process.stderr.isTTY === true,
    stdinIsTTY: process.stdin.isTTY === true,
    script: __filename,
    stdinFd: 0,
    compactHeaps,
    onInterrupt: (handler) => {
      // The first Ctrl-C ends the run cleanly (what was rated is printed); a second one ends it at once.
      let heard = false;
      const onSigint = (): void => {
        if (heard) process.exit(EXIT_INTERRUPTED);
        heard = true;
        handler();
      };
      process.on('SIGINT', onSigint);
      return () => process.off('SIGINT', onSigint);
    },
  }).then(
    (status) => {
      process.exitCode = status;
    },
    (e: unknown) => {
      process.stderr.write(`sudoku: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = EXIT_INTERNAL;
    },
  );
}
