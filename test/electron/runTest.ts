// `npm run test:electron`: the in-editor suite under a downloaded desktop VS Code (@vscode/test-electron),
// against the minimum `engines.vscode` and against stable. Needs the internet; CI here uses code-server.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runTests } from '@vscode/test-electron';

const root = path.resolve(__dirname, '..', '..', '..');

/** The lowest VS Code version the manifest accepts, e.g. `^1.95.0` gives `1.95.0`. */
function minimumVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { vscode: string } };
  const m = /(\d+\.\d+\.\d+)/.exec(manifest.engines.vscode);
  if (!m) throw new Error(`cannot read a version from engines.vscode "${manifest.engines.vscode}"`);
  return m[1];
}

async function runAgainst(version: string): Promise<void> {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-electron-'));
  const workspace = path.join(temp, 'workspace');
  fs.cpSync(path.join(root, 'test', 'editor', 'workspace'), workspace, { recursive: true });
  try {
    console.log(`\n=== VS Code ${version}`);
    await runTests({
      version,
      extensionDevelopmentPath: root,
      extensionTestsPath: path.join(root, 'out', 'test', 'editor', 'suite', 'index.js'),
      launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', `--user-data-dir=${path.join(temp, 'user-data')}`],
    });
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const versions = process.argv.length > 2 ? process.argv.slice(2) : [minimumVersion(), 'stable'];
  let failed = 0;
  for (const version of versions) {
    try {
      await runAgainst(version);
    } catch (e) {
      failed++;
      console.error(`VS Code ${version}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  process.exit(failed === 0 ? 0 : 1);
}

void main();
