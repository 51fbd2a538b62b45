#!/usr/bin/env node
// Installs what the real-editor runs need, once: Debian's Chromium and ripgrep (apt, as root) and
// code-server from npm into an ignored cache folder, reused on later runs.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CODE_SERVER_VERSION, codeServerDir, hasCommand, log, runBounded } from './lib.mjs';

const MIN = 60_000;
/** Debian packages: code-server's native modules build with libkrb5-dev and pkg-config, ripgrep seeds its cache. */
export const SERVER_PACKAGES = ['libkrb5-dev', 'pkg-config', 'ripgrep'];
/** Debian packages for the browser-driven runs. */
export const BROWSER_PACKAGES = ['chromium'];
/** The Chromium binary Playwright drives. */
export const CHROMIUM = '/usr/bin/chromium';
/** Chromium flags that work headless, as root, with no network; Playwright adds a fresh profile. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

/** The code-server launcher inside the cache. */
export const codeServerBin = join(codeServerDir, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
const marker = join(codeServerDir, '.installed');

function dpkgInstalled(pkg) {
  try {
    return runBounded('dpkg-query', ['-W', '-f=${Status}', pkg], { timeoutMs: 30_000, quiet: true }).includes('install ok installed');
  } catch {
    return false;
  }
}

/** Installs the Debian packages that are missing (apt-get update first); needs root. */
export function ensureSystemPackages(packages = [...SERVER_PACKAGES, ...BROWSER_PACKAGES]) {
  const missing = packages.filter((p) => !dpkgInstalled(p));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`missing Debian packages: ${missing.join(' ')}. Install them as root: apt-get install ${missing.join(' ')}`);
  }
  log(`apt-get install ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const wait = ['-o', 'DPkg::Lock::Timeout=300']; // another apt run may hold the lock for a while
  runBounded('apt-get', [...wait, 'update', '-q'], { timeoutMs: 8 * MIN, env, quiet: true });
  runBounded('apt-get', [...wait, 'install', '-y', '-q', ...missing], { timeoutMs: 12 * MIN, env, quiet: true });
}

/**
 * code-server's @vscode/ripgrep postinstall downloads `rg` from GitHub, which these machines cannot
 * reach; it first looks in its cache, so put Debian's `rg` there in the archive it expects.
 */
function seedRipgrepCache() {
  const cacheDir = join(tmpdir(), 'vscode-ripgrep-cache-1.15.11');
  const archive = join(cacheDir, 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz');
  if (existsSync(archive)) return;
  if (!hasCommand('rg')) throw new Error('ripgrep (rg) is not installed');
  mkdirSync(cacheDir, { recursive: true });
  const staging = mkdtempSync(join(tmpdir(), 'rg-seed-'));
  try {
    const rg = runBounded('sh', ['-c', 'command -v rg'], { timeoutMs: 10_000, quiet: true }).trim();
    copyFileSync(rg, join(staging, 'rg'));
    runBounded('tar', ['-czf', archive, '-C', staging, 'rg'], { timeoutMs: 60_000, quiet: true });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Installs code-server into the cache unless a complete install of the same version is there. */
export function ensureCodeServer() {
  if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === CODE_SERVER_VERSION && existsSync(codeServerBin)) {
    return codeServerBin;
  }
  seedRipgrepCache();
  log(`npm install code-server@${CODE_SERVER_VERSION} into ${codeServerDir} (about a minute, once)`);
  rmSync(codeServerDir, { recursive: true, force: true });
  mkdirSync(codeServerDir, { recursive: true });
  writeFileSync(join(codeServerDir, 'package.json'), JSON.stringify({ name: 'code-server-cache', private: true }, null, 2));
  const env = { ...process.env, npm_config_unsafe_perm: 'true', npm_config_yes: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
  runBounded('npm', ['install', `code-server@${CODE_SERVER_VERSION}`, '--prefix', codeServerDir, '--no-save', '--loglevel=error'], { timeoutMs: 15 * MIN, env, cwd: codeServerDir });
  if (!existsSync(codeServerBin)) throw new Error(`code-server installed but ${codeServerBin} is missing`);
  writeFileSync(marker, `${CODE_SERVER_VERSION}\n`);
  return codeServerBin;
}

/** Everything the editor runs need; returns the code-server entry script. */
export function ensureEditor() {
  ensureSystemPackages();
  return ensureCodeServer();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = Date.now();
  ensureEditor();
  log(`editor ready in ${((Date.now() - t0) / 1000).toFixed(1)}s: code-server ${CODE_SERVER_VERSION} at ${codeServerDir}`);
}
