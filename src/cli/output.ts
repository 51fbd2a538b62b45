// Buffered output: solved text to stdout in large writes that respect back-pressure, messages and a progress line to stderr.

import type { Writable } from 'node:stream';
import { displayText, encodeText } from './encoding';
import type { Encoding } from './encoding';

/** Exit statuses of every command. */
export const EXIT_OK = 0;
/** Some puzzle was not solved, rated or made (or a file held none). */
export const EXIT_PUZZLES = 1;
/** A usage error, a file that cannot be read, or output that cannot be written. */
export const EXIT_USAGE = 2;
/** Ctrl-C: what was done is printed (the status a shell reports for a process ended by SIGINT). */
export const EXIT_INTERRUPTED = 130;
/** A fault of the program itself (a thread that died, an exception): said as an internal error. */
export const EXIT_INTERNAL = 3;

/**
 * Runs a command to its exit status, ending on a failed write: a reader that closed the pipe (`| head`) wanted no
 * more, which is no failure; any other failed write is said once on stderr. `close` runs however it ends.
 */
export async function untilWritten(stderr: Writable, run: () => Promise<number>, close?: () => void | Promise<void>): Promise<number> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof WriteError)) throw e;
    if (e.code === 'EPIPE') return EXIT_OK;
    stderr.write(`sudoku: cannot write output: ${e.reason}\n`);
    return EXIT_USAGE;
  } finally {
    await close?.();
  }
}

/** Characters buffered before they are written. */
export const FLUSH_AT = 1 << 16;

/** The output stream failed (a full disk, a closed pipe): the run ends, and the reason is said once. */
export class WriteError extends Error {
  constructor(readonly code: string | undefined, readonly reason: string) {
    super(reason);
    this.name = 'WriteError';
  }
}

/** The words for a failed write: `no space left on device` for ENOSPC. */
export function writeErrorReason(e: NodeJS.ErrnoException): string {
  switch (e.code) {
    case 'ENOSPC':
      return 'no space left on device';
    case 'EPIPE':
      return 'the reader closed the pipe';
    case 'EDQUOT':
      return 'disk quota exceeded';
    case 'EFBIG':
      return 'file too large';
    case 'EIO':
      return 'input/output error';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EBADF':
      return 'bad file descriptor';
    default:
      return e.message;
  }
}

/**
 * Collects text and writes it in large pieces, encoded, waiting when the stream asks to; or takes bytes filled in
 * a buffer it gives out (`buffer`, `writeFilled`).
 */
export class BufferedWriter {
  private parts: string[] = [];
  private size = 0;
  private lastChar = '';
  private failure: WriteError | undefined;
  /** How text is turned into bytes; changes between files only after a flush. */
  encoding: Encoding = 'utf8';

  constructor(private readonly stream: Writable) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      this.failure ??= new WriteError(e.code, writeErrorReason(e));
    });
  }

  /** The write error seen so far, if any. */
  get error(): WriteError | undefined {
    return this.failure;
  }

  write(text: string): void {
    if (text.length === 0) return;
    this.parts.push(text);
    this.size += text.length;
    this.lastChar = text[text.length - 1];
  }

  /** Bytes as they are, after what was flushed (call `flush(true)` first). */
  writeBytes(bytes: Uint8Array): void {
    if (this.failure) return;
    this.stream.write(bytes);
  }

  /** Characters buffered and not yet handed to the stream. */
  get buffered(): number {
    return this.size;
  }

  /**
   * A buffer of at least `size` bytes to fill and pass to `writeFilled`. It is new each time: a stream may keep the
   * chunk it was given past its write callback (a PassThrough hands it on as it is), so a written buffer is never
   * filled again.
   */
  buffer(size: number): Buffer {
    return Buffer.allocUnsafe(size);
  }

  /**
   * Writes `buf[0, length)`, text of ASCII characters from `buffer()`, after the text buffered before it, and waits
   * when the stream asks to.
   */
  async writeFilled(buf: Buffer, length: number): Promise<void> {
    if (length === 0 || this.encoding !== 'utf8') {
      // ASCII is its own UTF-8; in another encoding it goes the way of text.
      if (length > 0) this.write(buf.toString('latin1', 0, length));
      await this.flush();
      return;
    }
    await this.flush(true);
    this.lastChar = String.fromCharCode(buf[length - 1]);
    await this.put(buf.subarray(0, length));
  }

  /** True when nothing was written yet or the last text ended a line. */
  get atLineStart(): boolean {
    return this.lastChar === '' || this.lastChar === '\n';
  }

  /** Writes what is buffered once it is big enough (or always, with `force`). */
  async flush(force = false): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.size === 0 || (!force && this.size < FLUSH_AT)) return;
    const text = this.parts.join('');
    this.parts = [];
    this.size = 0;
    await this.put(encodeText(text, this.encoding));
  }

  /** Hands bytes to the stream and waits for it to drain when it asks to. */
  private async put(chunk: Uint8Array): Promise<void> {
    let ok: boolean;
    try {
      ok = this.stream.write(chunk);
    } catch (e) {
      this.failure ??= new WriteError((e as NodeJS.ErrnoException).code, writeErrorReason(e as NodeJS.ErrnoException));
      throw this.failure;
    }
    if (!ok) {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          this.stream.off('drain', done);
          this.stream.off('error', done);
          this.stream.off('close', done);
          resolve();
        };
        this.stream.on('drain', done);
        this.stream.on('error', done);
        this.stream.on('close', done);
      });
    }
    if (this.failure) throw this.failure;
  }

  /** Writes out what is buffered and then waits until the stream has taken it (so a late error is seen). */
  async finish(): Promise<void> {
    await this.flush(true);
    // A file stream reports its error on a later tick: give it the chance before the run counts as written.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (this.failure) throw this.failure;
  }
}

/** When a progress line may be drawn: once a run has taken `afterMs`, and at most once per `everyMs`. */
export interface ProgressTiming {
  readonly afterMs: number;
  readonly everyMs: number;
}

/** Half a second into a run, then at most ten redraws a second. */
const PROGRESS_TIMING: ProgressTiming = { afterMs: 500, everyMs: 100 };

/** Messages on stderr, and a one-line progress report that is redrawn in place on a terminal. */
export class Reporter {
  private readonly out: BufferedWriter;
  private progressShown = false;
  private lastProgress = 0;

  constructor(
    private readonly stream: Writable,
    /** Draw the progress line at all (stderr is a terminal and no per-puzzle lines are printed). */
    private readonly progressEnabled: boolean,
    private readonly startedAt: number,
    private readonly timing: ProgressTiming = PROGRESS_TIMING,
  ) {
    this.out = new BufferedWriter(stream);
  }

  /** One line of diagnostics (a newline is added); an escaped byte or a lone surrogate is shown as `\xE9` or `\uD83D`. */
  line(text: string): void {
    this.clearProgress();
    this.out.write(displayText(text) + '\n');
  }

  /** Redraws the progress line at most ten times a second, and only once a run has taken half a second (`timing`). */
  progress(text: string): void {
    if (!this.progressEnabled) return;
    const now = Date.now();
    if (now - this.startedAt < this.timing.afterMs || now - this.lastProgress < this.timing.everyMs) return;
    this.lastProgress = now;
    void this.out.flush(true);
    this.stream.write(`\r${text}\x1b[K`);
    this.progressShown = true;
  }

  clearProgress(): void {
    if (!this.progressShown) return;
    this.stream.write('\r\x1b[K');
    this.progressShown = false;
  }

  /** Characters of messages buffered and not yet written. */
  get buffered(): number {
    return this.out.buffered;
  }

  /** Writes the buffered messages; a failing stderr does not stop the run (there is nowhere left to say so). */
  async flush(force = false): Promise<void> {
    try {
      await this.out.flush(force);
    } catch {
      // stderr is gone.
    }
  }
}
