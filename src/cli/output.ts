// Buffered output: solved text to stdout in large writes that respect back-pressure, messages and a progress line to stderr.

import type { Writable } from 'node:stream';

const FLUSH_AT = 1 << 16;

/** Collects text and writes it in large pieces, waiting when the stream asks to. */
export class BufferedWriter {
  private parts: string[] = [];
  private size = 0;
  private lastChar = '';

  constructor(private readonly stream: Writable) {}

  write(text: string): void {
    if (text.length === 0) return;
    this.parts.push(text);
    this.size += text.length;
    this.lastChar = text[text.length - 1];
  }

  /** True when nothing was written yet or the last text ended a line. */
  get atLineStart(): boolean {
    return this.lastChar === '' || this.lastChar === '\n';
  }

  /** Writes what is buffered once it is big enough (or always, with `force`). */
  async flush(force = false): Promise<void> {
    if (this.size === 0 || (!force && this.size < FLUSH_AT)) return;
    const text = this.parts.join('');
    this.parts = [];
    this.size = 0;
    if (!this.stream.write(text)) {
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
  }
}

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
  ) {
    this.out = new BufferedWriter(stream);
  }

  /** One line of diagnostics (a newline is added). */
  line(text: string): void {
    this.clearProgress();
    this.out.write(text + '\n');
  }

  /** Redraws the progress line at most ten times a second, and only once a run has taken half a second. */
  progress(text: string): void {
    if (!this.progressEnabled) return;
    const now = Date.now();
    if (now - this.startedAt < 500 || now - this.lastProgress < 100) return;
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

  flush(force = false): Promise<void> {
    return this.out.flush(force);
  }
}
