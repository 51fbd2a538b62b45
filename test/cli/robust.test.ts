// Issue 7, the CLI: plain text read as the editor reads it, output that does not depend on where reads end, bytes
// kept, write errors said in one line, columns in characters, and clear limits on --jobs and --budget.

import * as assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { scan } from '../../src/text';
import { maxJobs, parseArgs } from '../../src/cli/args';
import { runCli } from '../../src/cli/run';
import { BufferedWriter, FLUSH_AT } from '../../src/cli/output';
import { scanSegments } from '../../src/cli/segments';
import { fixturesDir, loadSet, repoRoot } from '../helpers/data';

const CLI = path.join(repoRoot, 'out', 'src', 'cli', 'main.js');

interface Run {
  status: number | null;
  stdout: Buffer;
  stderr: string;
}

/** Runs the CLI in `cwd` with `args` and `input` (bytes or text) on stdin. */
function sudoku(args: string[], input: string | Buffer = '', cwd = os.tmpdir()): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], { input, cwd, timeout: 60_000 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.toString('utf8') };
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-robust-'));
}

const exchange = loadSet(fixturesDir, 'sudoku-exchange-200');
const P0 = exchange.puzzles[0];
const S0 = exchange.solutions![0];
const P1 = exchange.puzzles[1];
const S1 = exchange.solutions![1];

/** A puzzle line as a 9-row grid, `.` for empty. */
function gridOf(line: string): string {
  return Array.from({ length: 9 }, (_, r) => line.slice(r * 9, r * 9 + 9).split('').join(' ')).join('\n');
}

/** A puzzle as a multi-line LeetCode board whose last line is `]]` (so a next board can start on it). */
function leetRows(line: string): string[] {
  return Array.from({ length: 9 }, (_, r) => JSON.stringify(line.slice(r * 9, r * 9 + 9).split('')));
}

/** Runs the CLI in this process on `text` (a Readable of its bytes), collecting stdout as bytes and stderr as text. */
async function inProcess(args: string[], stdin: Readable): Promise<{ status: number; stdout: Buffer; stderr: string; chunks: number }> {
  const out = new PassThrough();
  const err = new PassThrough();
  const outParts: Buffer[] = [];
  const errParts: Buffer[] = [];
  out.on('data', (b: Buffer) => outParts.push(b));
  err.on('data', (b: Buffer) => errParts.push(Buffer.from(b)));
  const status = await runCli(args, { stdin, stdout: out, stderr: err, stderrIsTTY: false, stdinIsTTY: false, script: CLI });
  return { status, stdout: Buffer.concat(outParts), stderr: Buffer.concat(errParts).toString('utf8'), chunks: outParts.length };
}

describe('issue 7, CLI: plain text is read as the editor reads it', () => {
  it('solves examples/leetcode.txt (prose around two boards) and exits 0', () => {
    const r = sudoku(['solve', path.join(repoRoot, 'examples', 'leetcode.txt')]);
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
    const text = fs.readFileSync(path.join(repoRoot, 'examples', 'leetcode.txt'), 'utf8');
    assert.equal(scan(r.stdout.toString('utf8'), { mode: 'plaintext' }).puzzles.length, scan(text, { mode: 'plaintext' }).puzzles.length);
    assert.ok(r.stdout.toString('utf8').startsWith(text.split('\n')[0]), 'the prose is kept');
    assert.doesNotMatch(r.stdout.toString('utf8'), /"\."/, 'every empty cell is filled');
  });

  it('leaves prose alone in a .txt file and on stdin, and solves the puzzle in it', () => {
    const text = `Notes on puzzles\n\nHere is one from the exchange:\n${P0}\nThe End.\n`;
    const dir = tempDir();
    try {
      fs.writeFileSync(path.join(dir, 'notes.txt'), text);
      const expected = text.replace(P0, S0);
      const r = sudoku(['solve', 'notes.txt'], '', dir);
      assert.deepEqual({ ...r, stdout: r.stdout.toString('utf8') }, { status: 0, stdout: expected, stderr: '' });
      const s = sudoku(['solve'], text);
      assert.deepEqual({ ...s, stdout: s.stdout.toString('utf8') }, { status: 0, stdout: expected, stderr: '' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--strict reads a .txt file as strict text; a .sudoku file is strict already', () => {
    const text = `Notes\n${P0}\n`;
    const dir = tempDir();
    try {
      fs.writeFileSync(path.join(dir, 'notes.txt'), text);
      fs.writeFileSync(path.join(dir, 'notes.sudoku'), text);
      const problem = scan(text, { mode: 'sudoku' }).problems[0];
      const line = `notes.txt:1:1: ${problem.message}\n`;
      const strict = sudoku(['solve', '--strict', 'notes.txt'], '', dir);
      assert.deepEqual({ ...strict, stdout: strict.stdout.toString('utf8') }, { status: 1, stdout: `Notes\n${S0}\n`, stderr: line });
      const sudokuFile = sudoku(['solve', 'notes.sudoku'], '', dir);
      assert.equal(sudokuFile.stderr, line.replace('notes.txt', 'notes.sudoku'));
      assert.equal(sudokuFile.status, 1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says on stderr that a file holds no puzzle, and exits 1', () => {
    const dir = tempDir();
    try {
      fs.writeFileSync(path.join(dir, 'README.md'), '# A project\n\nIt has 12 files and 3 tests.\n');
      const r = sudoku(['solve', 'README.md'], '', dir);
      assert.deepEqual({ ...r, stdout: r.stdout.toString('utf8') }, {
        status: 1, stdout: '# A project\n\nIt has 12 files and 3 tests.\n', stderr: 'README.md: no puzzle found\n',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names --strict and the plain-text rule in --help', () => {
    const help = sudoku(['--help']).stdout.toString('utf8');
    assert.match(help, /--strict/);
    assert.match(help, /\.sudoku, \.sdk or \.sdm/);
  });
});

describe('issue 7, CLI: memory stays flat and output comes as it goes', () => {
  it('prints the text of a long input with no puzzle before the input has ended', async () => {
    // 4 MB of "x" lines, delivered slowly: stdout must receive text while stdin is still open.
    const stdin = new PassThrough();
    const out = new PassThrough();
    let seenBeforeEnd = false;
    let ended = false;
    out.on('data', () => {
      if (!ended) seenBeforeEnd = true;
    });
    const run = runCli(['solve'], { stdin, stdout: out, stderr: new PassThrough(), stderrIsTTY: false, stdinIsTTY: false, script: CLI });
    const piece = 'x\n'.repeat(1 << 16);
    for (let i = 0; i < 32 && !seenBeforeEnd; i++) {
      stdin.write(piece);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    ended = true;
    stdin.end();
    assert.equal(await run, 1, 'no puzzle in it');
    assert.ok(seenBeforeEnd, 'output was written before the input ended');
  });

  it('holds at most a bounded piece of a text with no blank line and no puzzle', async () => {
    const { scanSegments } = await import('../../src/cli/segments');
    async function* lines(): AsyncGenerator<string> {
      for (let i = 0; i < 200; i++) yield `2026-12-01 09:00:${String(i % 60).padStart(2, '0')} INFO request ${i} served in 12 ms\n`.repeat(100);
    }
    let longest = 0;
    let segments = 0;
    for await (const seg of scanSegments(lines(), { mode: 'plaintext', segmentChars: 1 << 14 })) {
      longest = Math.max(longest, seg.text.length);
      segments++;
    }
    assert.ok(segments > 10, `${segments} segments`);
    assert.ok(longest < 1 << 16, `longest segment ${longest} characters`);
  });
});

/** A stream that takes a chunk only after a pause, as a slow pipe does: records its largest chunk and backlog. */
function slowSink(): { stream: Writable; largest: () => number; backlog: () => number; text: () => string } {
  let largest = 0;
  let backlog = 0;
  const chunks: Buffer[] = [];
  const stream = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, done) {
      largest = Math.max(largest, chunk.length);
      chunks.push(Buffer.from(chunk));
      setTimeout(done, 0);
    },
  });
  const write = stream.write.bind(stream);
  stream.write = ((chunk: Buffer, ...rest: never[]) => {
    const ok = write(chunk, ...rest);
    backlog = Math.max(backlog, stream.writableLength);
    return ok;
  }) as typeof stream.write;
  return { stream, largest: () => largest, backlog: () => backlog, text: () => Buffer.concat(chunks).toString('utf8') };
}

describe('issue 7, CLI: what is held for output stays bounded', function () {
  this.timeout(120_000);

  it('the writer waits for a slow stream to drain, for text and for filled buffers alike', async () => {
    const sink = slowSink();
    const writer = new BufferedWriter(sink.stream);
    const line = `${'7'.repeat(99)}\n`;
    for (let i = 0; i < 3000; i++) {
      writer.write(line);
      await writer.flush();
      if (i % 100 === 0) {
        const bytes = writer.buffer(5000);
        bytes.fill(0x2e, 0, 4999);
        bytes[4999] = 10;
        await writer.writeFilled(bytes, 5000);
      }
    }
    await writer.finish();
    await new Promise<void>((resolve) => sink.stream.end(resolve));
    assert.equal(sink.text().length, 3000 * 100 + 30 * 5000, 'everything was written, once');
    // Waiting for 'drain' before the next chunk: the stream never holds more than one chunk of text beyond its mark.
    assert.ok(sink.backlog() <= FLUSH_AT + 5000 + 1024, `the stream held ${sink.backlog()} bytes at once`);
  });

  it('the last segment of an input is cut like the others, so its problems are few at a time', async () => {
    // All of it in one read: the input ends while most of it is still unscanned.
    let segments = 0;
    let most = 0;
    for await (const seg of scanSegments(Readable.from(['x\n'.repeat(200_000)]), { mode: 'sudoku' })) {
      segments++;
      most = Math.max(most, seg.problems.length);
    }
    assert.ok(segments >= 90, `${segments} segments`);
    assert.ok(most <= 4096, `a segment held ${most} problems`);
  });

  it('messages of a strict-mode file of errors go out in bounded pieces, waiting for a slow stderr', async () => {
    const err = slowSink();
    const out = slowSink();
    const status = await runCli(['solve', '--strict', '-'], {
      stdin: Readable.from([Buffer.from('x\n'.repeat(60_000))]), stdout: out.stream, stderr: err.stream, stderrIsTTY: false, stdinIsTTY: false, script: CLI,
    });
    assert.equal(status, 1);
    const lines = err.text().split('\n');
    assert.equal(lines.length, 60_001, 'one message for each line');
    assert.equal(lines[60_000], '');
    assert.equal(lines[59_999], "<stdin>:60000:1: Unexpected 'x' at column 1: use 1-9 for givens and . or 0 for empty cells");
    assert.ok(err.largest() <= FLUSH_AT + 200, `a write of ${err.largest()} bytes to stderr`);
    assert.ok(err.backlog() <= 2 * FLUSH_AT + 1024, `stderr held ${err.backlog()} bytes at once`);
  });
});

describe('issue 7, CLI: the answer does not depend on where a read ends', () => {
  it('200 multi-line LeetCode boards, each starting on the line the previous one ends', () => {
    const rows: string[] = ['['];
    for (let b = 0; b < 200; b++) {
      const r = leetRows(exchange.puzzles[b]).map((x) => `  ${x}`);
      rows.push(`${b === 0 ? '' : '], '}[`, ...r.map((x, i) => (i < 8 ? `${x},` : x)));
    }
    rows.push(']]');
    const text = rows.join('\n').replace(/\[\n\]/, '[') + '\n';
    assert.ok(text.length > 1 << 16);
    const expected = scan(text, { mode: 'plaintext' });
    assert.equal(expected.puzzles.length, 200, 'one scan finds every board');
    const r = sudoku(['solve'], text);
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
    assert.equal(scan(r.stdout.toString('utf8'), { mode: 'plaintext' }).puzzles.filter((p) => p.cells.includes(0)).length, 0);
  });

  for (const header of ['#1234', '#12345']) {
    it(`800 grids back to back and one stray row, first line ${header}: no grid, as one scan says`, () => {
      // Bare rows of 9 cells (90 characters a grid): a 64 KiB read ends at a multiple of 9 rows for one header only.
      const grids = Array.from({ length: 800 }, (_, i) => exchange.puzzles[i % 200].replace(/(.{9})(?!$)/g, '$1\n')).join('\n');
      const text = `${header}\n${grids}\n1 2 3 4 5 6 7 8 9\n`;
      const expected = scan(text, { mode: 'sudoku' });
      assert.equal(expected.puzzles.length, 0);
      const dir = tempDir();
      try {
        fs.writeFileSync(path.join(dir, 'grids.sudoku'), text);
        const r = sudoku(['solve', 'grids.sudoku'], '', dir);
        assert.equal(r.stdout.toString('utf8'), text, 'nothing is solved');
        assert.equal(r.stderr, expected.problems.map((p) => `grids.sudoku:${p.line + 1}:${p.column + 1}: ${p.message}\n`).join(''));
        assert.equal(r.status, 1);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  it('a batch file over 64 KiB followed by a grid: the count is right', () => {
    const body = Array.from({ length: 1000 }, (_, i) => exchange.puzzles[i % 200].replace(/\./g, '0')).join('\n');
    const text = `1000\n${body}\n\n${gridOf(P0)}\n`;
    const expected = scan(text, { mode: 'plaintext' });
    assert.equal(expected.problems.length, 0);
    assert.equal(expected.puzzles.length, 1001);
    const r = sudoku(['solve'], text);
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
  });

  it('two leading byte order marks and a first line over 64 KiB: the second mark is kept', () => {
    const text = `\ufeff\ufeff${'word '.repeat(20000)}\n${P0}\n`;
    const r = sudoku(['solve'], Buffer.from(text, 'utf8'));
    assert.deepEqual(r.stdout, Buffer.from(text.replace(P0, S0), 'utf8'));
    assert.equal(r.status, 0);
  });
});

describe('issue 7, CLI: bytes are kept', () => {
  it('keeps a Latin-1 é and any byte that is not UTF-8, and solves the puzzle after it', () => {
    const before = Buffer.concat([Buffer.from('Caf'), Buffer.of(0xe9), Buffer.from(' puzzles \xff\xfe? no: '), Buffer.of(0xc3, 0x28, 0xed, 0xa0, 0x80, 0xf0, 0x9f, 0x98), Buffer.from('\n')]);
    const input = Buffer.concat([before, Buffer.from(`${P0}\n`), Buffer.of(0x80), Buffer.from('\n')]);
    const r = sudoku(['solve'], input);
    assert.deepEqual(r.stdout, Buffer.concat([before, Buffer.from(`${S0}\n`), Buffer.of(0x80), Buffer.from('\n')]));
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
  });

  it('keeps an emoji, a CJK line and a UTF-8 byte order mark', () => {
    const text = `\ufeff😀 puzzles 数独\n${P0}\n`;
    const r = sudoku(['solve'], Buffer.from(text, 'utf8'));
    assert.deepEqual(r.stdout, Buffer.from(text.replace(P0, S0), 'utf8'));
  });

  for (const [name, bom, enc] of [['UTF-16LE (PowerShell >)', Buffer.of(0xff, 0xfe), 'le'], ['UTF-16BE', Buffer.of(0xfe, 0xff), 'be']] as const) {
    it(`reads and writes ${name} with its byte order mark, CRLF kept`, () => {
      const encode = (s: string): Buffer => {
        const b = Buffer.from(s, 'utf16le');
        if (enc === 'be') b.swap16();
        return b;
      };
      const text = `Puzzles é 😀\r\n${P0}\r\n${gridOf(P1).replace(/\n/g, '\r\n')}\r\n`;
      const dir = tempDir();
      try {
        fs.writeFileSync(path.join(dir, 'p.txt'), Buffer.concat([bom, encode(text)]));
        const r = sudoku(['solve', 'p.txt'], '', dir);
        assert.equal(r.stderr, '');
        assert.deepEqual(r.stdout, Buffer.concat([bom, encode(text.replace(P0, S0).replace(gridOf(P1).replace(/\n/g, '\r\n'), gridOf(S1).replace(/\n/g, '\r\n')))]));
        assert.equal(r.status, 0);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  it('the same bytes come out when stdin arrives one byte at a time', async () => {
    const input = Buffer.concat([Buffer.from('é ok \u20ac '), Buffer.of(0xe2, 0x82), Buffer.from(' 😀\n'), Buffer.from(`${P0}\n`)]);
    const r = await inProcess(['solve'], Readable.from((function* () {
      for (const b of input) yield Buffer.of(b);
    })()));
    assert.deepEqual(r.stdout, Buffer.from(input.toString('latin1').replace(P0, S0), 'latin1'));
    assert.equal(r.status, 0);
  });
});

describe('issue 7, CLI: write errors', () => {
  it('says "no space left on device" in one line and exits 2 on a full disk', function () {
    if (!fs.existsSync('/dev/full')) {
      console.log('      (no /dev/full on this system: the full-disk check cannot run here)');
      this.skip();
    }
    const fd = fs.openSync('/dev/full', 'w');
    try {
      const r = spawnSync(process.execPath, [CLI, 'solve'], { input: `${P0}\n`, stdio: ['pipe', fd, 'pipe'], timeout: 60_000 });
      assert.equal(r.stderr.toString('utf8'), 'sudoku: cannot write output: no space left on device\n');
      assert.equal(r.status, 2);
    } finally {
      fs.closeSync(fd);
    }
  });

  it('ends quietly with status 0 when the reader closes the pipe early', async () => {
    const text = Array.from({ length: 20 }, () => exchange.puzzles.join('\n')).join('\n') + '\n';
    const child = spawn(process.execPath, [CLI, 'solve'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString('utf8')));
    child.stdin.on('error', () => undefined);
    child.stdin.end(text);
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.stdout.destroy();
    const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    assert.equal(stderr, '');
    assert.equal(status, 0);
  });
});

describe('issue 7, CLI: columns count characters', () => {
  it('an emoji before a board does not shift the column of a conflict', () => {
    const board = JSON.stringify(Array.from({ length: 9 }, (_, r) => (r === 0 ? '55.......' : '.........'.slice(0, 9)).split('')));
    const text = `😀 b = ${board}\n`;
    const found = scan(text, { mode: 'plaintext' }).puzzles;
    assert.equal(found.length, 1, 'the board is a puzzle');
    const offset = found[0].offsets[1];
    const column = [...text.slice(0, offset)].length + 1;
    const r = sudoku(['solve'], text);
    assert.equal(r.stderr.split('\n')[0], `<stdin>:1:${column}: 5 appears twice in row 1 (r1c1 and r1c2)`);
    assert.ok(!r.stderr.includes('\ufffd'));
  });

  it('a message about a character never prints a replacement character', () => {
    const r = sudoku(['solve', '--strict'], Buffer.concat([Buffer.from('😀 x\n'), Buffer.of(0xe9), Buffer.from('\n')]));
    assert.ok(!r.stderr.includes('\ufffd'), r.stderr);
    assert.match(r.stderr, /^<stdin>:1:1: /m);
    assert.match(r.stderr, /^<stdin>:2:1: .*\\xE9/m);
  });
});

describe('issue 7, CLI: limits and odd inputs', () => {
  it('numbers beyond safe integers in --jobs and --budget get a clear message', () => {
    for (const flag of ['--jobs', '--budget']) {
      const r = sudoku(['solve', flag, '99999999999999999999'], `${P0}\n`);
      assert.equal(r.stderr, `sudoku: ${flag} must be at most 9,007,199,254,740,991, got '99999999999999999999'\nTry 'sudoku --help' for usage.\n`);
      assert.equal(r.status, 2);
    }
  });

  it('--jobs is capped at twice the cores', () => {
    const cmd = parseArgs(['solve', '--jobs', '100000']);
    assert.equal(cmd.kind, 'solve');
    if (cmd.kind === 'solve') assert.equal(cmd.options.jobs, maxJobs());
    assert.equal(maxJobs(), 2 * os.availableParallelism());
  });

  it('- with a directory on stdin and /dev/stdin give the same message', function () {
    if (!fs.existsSync('/dev/stdin')) this.skip();
    const dir = tempDir();
    try {
      const viaDash = spawnSync('sh', ['-c', `"${process.execPath}" "${CLI}" solve - < "${dir}"`], { encoding: 'utf8' });
      const viaPath = spawnSync('sh', ['-c', `"${process.execPath}" "${CLI}" solve /dev/stdin < "${dir}"`], { encoding: 'utf8' });
      assert.equal(viaDash.status, 2);
      assert.equal(viaPath.status, 2);
      assert.equal(viaDash.stderr, 'sudoku: cannot read standard input: is a directory\n');
      assert.equal(viaPath.stderr, viaDash.stderr);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a lone-CR file as lines', () => {
    const text = `Puzzles\r${P0}\r${P1}\r`;
    const r = sudoku(['solve'], text);
    assert.equal(r.stdout.toString('utf8'), `Puzzles\r${S0}\r${S1}\r`);
    assert.equal(r.status, 0);
  });
});
