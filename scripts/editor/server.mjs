// Starts and stops code-server for one run: its own config, user data, extensions and XDG folders in
// a temporary directory, in its own process group (setsid) so the whole tree stops with one signal.
import { mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeServerBin } from './setup.mjs';
import { fatal, freePort, log, runBounded, spawnGroup, waitFor } from './lib.mjs';

/** Process groups of servers still running; whatever way this process ends, they end with it. */
const liveGroups = new Set();
process.on('exit', () => {
  for (const pgid of liveGroups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

const SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'extensions.ignoreRecommendations': true,
  'editor.codeLens': true,
  'editor.minimap.enabled': false,
  'git.enabled': false,
  'security.workspace.trust.enabled': false,
  'chat.commandCenter.enabled': false,
  'window.commandCenter': false,
  'files.autoSave': 'off',
};

/** A fresh home for one code-server: config, user data, extensions and XDG folders; `settings` are added to the user settings. */
export function makeServerHome(label, settings = {}) {
  const home = mkdtempSync(join(tmpdir(), `sudoku-editor-${label}-`));
  const dirs = {
    home,
    userData: join(home, 'user-data'),
    extensions: join(home, 'extensions'),
    xdgConfig: join(home, 'xdg-config'),
    xdgData: join(home, 'xdg-data'),
    config: join(home, 'config.yaml'),
    log: join(home, 'code-server.log'),
  };
  for (const d of [dirs.userData, dirs.extensions, dirs.xdgConfig, dirs.xdgData]) mkdirSync(d, { recursive: true });
  mkdirSync(join(dirs.userData, 'User'), { recursive: true });
  writeFileSync(join(dirs.userData, 'User', 'settings.json'), JSON.stringify({ ...SETTINGS, ...settings }, null, 2));
  return dirs;
}

function serverArgs(dirs) {
  return [
    codeServerBin,
    '--config', dirs.config,
    '--user-data-dir', dirs.userData,
    '--extensions-dir', dirs.extensions,
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
  ];
}

function serverEnv(dirs, extra = {}) {
  return {
    ...process.env,
    XDG_CONFIG_HOME: dirs.xdgConfig,
    XDG_DATA_HOME: dirs.xdgData,
    EXTENSIONS_GALLERY: '{}',
    ...extra,
  };
}

/** Installs a .vsix into the home's extensions folder with code-server's own CLI. */
export function installExtension(dirs, vsix) {
  writeFileSync(dirs.config, 'bind-addr: 127.0.0.1:0\nauth: none\ncert: false\n');
  runBounded(process.execPath, [...serverArgs(dirs), '--install-extension', vsix, '--force'], {
    timeoutMs: 120_000,
    env: serverEnv(dirs),
    quiet: true,
  });
}

/**
 * Starts code-server on 127.0.0.1 (a free port unless `port` is given) and waits for /healthz.
 * Returns its address, a promise of its exit and a `stop()` that sends SIGTERM to the whole process
 * group, then SIGKILL if it lingers.
 */
export async function startCodeServer(dirs, { env = {}, timeoutMs = 60_000, port: wanted } = {}) {
  const port = wanted ?? (await freePort());
  writeFileSync(dirs.config, `bind-addr: 127.0.0.1:${port}\nauth: none\ncert: false\n`);
  const out = openSync(dirs.log, 'a');
  const child = spawnGroup(process.execPath, serverArgs(dirs), {
    env: serverEnv(dirs, env),
    stdio: ['ignore', out, out],
  });
  const pid = child.pid;
  liveGroups.add(pid);
  let exited = false;
  const exitedPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = true;
      if (!groupAlive(pid)) liveGroups.delete(pid);
      resolve({ code, signal });
    });
  });
  const base = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (groupAlive(pid)) {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // gone meanwhile
      }
      // The file watcher and extension host are in the same group: wait for all of them.
      await waitFor(`process group ${pid} to end`, () => !groupAlive(pid), { timeoutMs: 15_000 }).catch(() => {
        log(`code-server (group ${pid}) outlived SIGTERM; sending SIGKILL`);
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      });
    }
    liveGroups.delete(pid);
  };

  try {
    await waitFor(`code-server /healthz on port ${port}`, async () => {
      if (exited) throw fatal(`code-server exited early; log:\n${readLog(dirs)}`);
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) });
      return res.ok;
    }, { timeoutMs, intervalMs: 200 });
  } catch (e) {
    await stop();
    throw e;
  }
  return { port, base, pid, stop, exited: exitedPromise };
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The text of the Node extension host's logs (remoteexthost.log) of a home, '' when there are none yet. */
export function remoteExtensionHostLog(dirs) {
  const found = [];
  const visit = (dir) => {
    let entries = [];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isDirectory()) visit(join(dir, e.name));
      else if (e.name === 'remoteexthost.log') found.push(readFileSync(join(dir, e.name), 'utf8'));
    }
  };
  visit(join(dirs.userData, 'logs'));
  return found.join('\n');
}

/** The last part of a home's code-server log, for failure reports. */
export function readLog(dirs, chars = 4000) {
  try {
    return readFileSync(dirs.log, 'utf8').slice(-chars);
  } catch {
    return '(no log)';
  }
}

/** Removes a server home (after its server stopped). */
export function removeServerHome(dirs) {
  rmSync(dirs.home, { recursive: true, force: true });
}
