#!/usr/bin/env node
// Bundles with esbuild: the extension (node, cjs, `vscode` external), its web variant, the board's
// browser script and the CLI, after building the WebAssembly engine they embed (scripts/wasm.mjs).
// `--watch` rebuilds on change; `--production` minifies without maps.
// Type checking is separate (`tsc --noEmit`), as esbuild only strips types.
import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
const only = process.argv.includes('--cli') ? 'cli' : undefined;

// The WebAssembly engine's generated module (src/core/wasm/module.generated.ts) must exist before bundling.
const wasm = spawnSync(process.execPath, [new URL('./wasm.mjs', import.meta.url).pathname], { stdio: 'inherit' });
if (wasm.status !== 0) process.exit(wasm.status ?? 1);

const common = {
  bundle: true,
  minify: production,
  sourcemap: production ? false : 'linked',
  logLevel: 'warning',
  legalComments: 'none',
};

/** @type {(esbuild.BuildOptions & { name: string })[]} */
const targets = [
  { name: 'extension', entryPoints: ['src/extension/main.ts'], outfile: 'dist/extension.js', platform: 'node', format: 'cjs', target: 'node20', external: ['vscode'] },
  { name: 'web', entryPoints: ['src/extension/main.ts'], outfile: 'dist/web/extension.js', platform: 'browser', format: 'cjs', target: 'es2022', external: ['vscode'], define: { 'process.env.SUDOKU_WEB': '"1"' } },
  { name: 'webview', entryPoints: ['src/webview/main.ts'], outfile: 'dist/webview.js', platform: 'browser', format: 'iife', target: 'es2022' },
  { name: 'cli', entryPoints: ['src/cli/main.ts'], outfile: 'dist/cli.js', platform: 'node', format: 'cjs', target: 'node20' },
].filter((t) => existsSync(t.entryPoints[0]) && (!only || t.name === only));

const contexts = await Promise.all(targets.map(({ name: _name, ...options }) => esbuild.context({ ...common, ...options })));
if (watch) {
  await Promise.all(contexts.map((c) => c.watch()));
  console.log(`watching ${targets.map((t) => t.name).join(', ')}`);
} else {
  try {
    await Promise.all(contexts.map((c) => c.rebuild()));
  } finally {
    await Promise.all(contexts.map((c) => c.dispose()));
  }
  console.log(`built ${targets.map((t) => t.name).join(', ') || 'nothing yet'}${production ? ' (production)' : ''}`);
}
