// Entry point of the in-editor integration suite: runs mocha inside the VS Code extension host
// (code-server's, or a desktop VS Code's under @vscode/test-electron) and reports the counts.
import * as fs from 'node:fs';
import * as path from 'node:path';
import Mocha from 'mocha';

/** Called by the extension host with `extensionTestsPath`; settles when every test has run. */
export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 90_000, slow: 5_000 });
  const files = fs.readdirSync(__dirname).filter((f) => f.endsWith('.test.js')).sort();
  for (const f of files) mocha.addFile(path.join(__dirname, f));
  // The code-server launcher echoes the extension host's log from this line to the counts line.
  console.log('SUDOKU_SUITE_BEGIN');
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      const s = runner.stats ?? { passes: 0, failures, pending: 0, tests: 0 };
      const stats = { passed: s.passes, failed: s.failures, skipped: s.pending, tests: s.tests };
      // The launcher reads this line from the workbench log and, when it can, the file.
      console.log(`SUDOKU_SUITE_STATS ${JSON.stringify(stats)}`);
      const out = process.env.SUDOKU_EDITOR_STATS;
      if (out) fs.writeFileSync(out, JSON.stringify(stats));
      if (failures > 0) reject(new Error(`${failures} of ${s.tests} in-editor tests failed`));
      else resolve();
    });
  });
}
