#!/usr/bin/env node
// Builds the WebAssembly modules: wasm/engine.c -> src/core/wasm/module.generated.ts (the classic engine) and
// wasm/killer.c -> src/core/wasm/killer.generated.ts (the killer search), the .wasm bytes as base64,
// which the JS bundles embed (so `solve` can instantiate it synchronously at load, in Node and in the web worker
// host). Compiler: Debian's clang and lld (wasm32, freestanding C, no libc). When they are missing and this runs
// as root on Debian, it installs them with apt-get, as scripts/editor/setup.mjs does for Chromium.
// Skips the compile of a module whose generated file already matches its source, the headers that includes, and its
// flags (a hash in its header).
// Usage: node scripts/wasm.mjs [--force]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const FLAGS = ['--target=wasm32', '-msimd128', '-mbulk-memory', '-nostdlib', '-fno-builtin', '-Wall', '-Wextra', '-Werror', '-Wl,--no-entry', '-Wl,--strip-all'];
/**
 * The modules: C source, generated TypeScript, the prefix of its exported names (`${prefix}BASE64`, `${prefix}COMPILER`)
 * and its optimisation level. Both modules are embedded in every bundle as base64, so size counts: the killer search
 * is as fast at -Os as at -O3 (hard killer set, interleaved) and a third smaller.
 */
const MODULES = [
  { name: 'engine', source: join(root, 'wasm', 'engine.c'), target: join(root, 'src', 'core', 'wasm', 'module.generated.ts'), prefix: 'WASM_', what: "The engine's", opt: '-O3' },
  { name: 'killer', source: join(root, 'wasm', 'killer.c'), target: join(root, 'src', 'core', 'wasm', 'killer.generated.ts'), prefix: 'KILLER_WASM_', what: "The killer search's", opt: '-Os' },
];
/** The compiler flags of module `m`. */
const flagsOf = (m) => [FLAGS[0], m.opt, ...FLAGS.slice(1)];
const force = process.argv.includes('--force');

/** The texts of `file` and of the headers it includes with `#include "name"` (beside it), theirs too, each once. */
function sourceTexts(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const texts = [text];
  for (const [, name] of text.matchAll(/^[ \t]*#[ \t]*include[ \t]*"([^"]+)"/gm)) texts.push(...sourceTexts(join(dirname(file), name), seen));
  return texts;
}

/** The modules whose generated file does not match its sources (the C file and its headers) and the flags (a hash in its header). */
const stale = MODULES.map((m) => {
  const hash = createHash('sha256');
  for (const text of sourceTexts(m.source)) hash.update(text);
  return { ...m, hash: hash.update(flagsOf(m).join(' ')).digest('hex').slice(0, 16) };
}).filter((m) => force || !existsSync(m.target) || !readFileSync(m.target, 'utf8').includes(`source hash ${m.hash}`));
if (stale.length === 0) process.exit(0);

/** The clang that targets wasm32 with its lld: `clang` or a versioned one. */
function findClang() {
  for (const name of ['clang', 'clang-16', 'clang-15', 'clang-14']) {
    const r = spawnSync(name, ['--version'], { encoding: 'utf8' });
    if (r.status === 0) return { name, version: r.stdout.split('\n')[0].trim() };
  }
  return undefined;
}

function installCompiler() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error('clang and lld are needed to build the WebAssembly engine: install them (Debian: apt-get install -y clang lld)');
  }
  console.log('wasm: installing clang and lld (apt-get)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'clang', 'lld'], { stdio: 'inherit', env });
  if (r.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'clang', 'lld'], { stdio: 'inherit', env });
  }
  if (r.status !== 0) throw new Error('apt-get install clang lld failed');
}

let clang = findClang();
if (!clang) {
  installCompiler();
  clang = findClang();
  if (!clang) throw new Error('clang is still not on PATH after installing it');
}

const dir = mkdtempSync(join(tmpdir(), 'sudoku-wasm-'));
try {
  for (const m of stale) {
    const out = join(dir, `${m.name}.wasm`);
    let r = spawnSync(clang.name, [...flagsOf(m), '-o', out, m.source], { encoding: 'utf8' });
    if (r.status !== 0 && /lld|wasm-ld/.test(r.stderr) && !existsSync('/usr/bin/wasm-ld')) {
      installCompiler();
      r = spawnSync(clang.name, [...flagsOf(m), '-o', out, m.source], { encoding: 'utf8' });
    }
    if (r.status !== 0) throw new Error(`${clang.name} failed on wasm/${m.name}.c:\n${r.stderr}`);
    const bytes = readFileSync(out);
    // Freestanding: the module must import nothing (no libc, no host functions).
    const imports = WebAssembly.Module.imports(new WebAssembly.Module(bytes));
    if (imports.length > 0) throw new Error(`wasm/${m.name}.c imports ${imports.map((i) => `${i.module}.${i.name}`).join(', ')}; it must import nothing`);
    const lines = bytes.toString('base64').match(/.{1,120}/g) ?? [];
    writeFileSync(
      m.target,
      [
        `// Generated by scripts/wasm.mjs from wasm/${m.name}.c: do not edit (gitignored; rebuilt by the build and the tests).`,
        `// source hash ${m.hash}; ${clang.version}; ${flagsOf(m).join(' ')}; ${bytes.length} bytes.`,
        '',
        '/** The compiler that built the module, for the benchmark report. */',
        `export const ${m.prefix}COMPILER = ${JSON.stringify(`${clang.version}, ${flagsOf(m).filter((f) => /^-O|^-m/.test(f)).join(' ')}`)};`,
        '',
        `/** ${m.what} .wasm bytes, base64. */`,
        `export const ${m.prefix}BASE64 =`,
        lines.map((l) => `  '${l}'`).join(' +\n') + ';',
        '',
      ].join('\n'),
    );
    console.log(`wasm: built ${m.name} (${bytes.length} bytes) with ${clang.version}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
