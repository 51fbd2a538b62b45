// A few `vscode` types, just enough to run the editor-free parts of PuzzleModel in Node; installed on import.

import Module from 'node:module';

type Listener<T> = (value: T) => unknown;

/** The vscode.EventEmitter contract: `event(listener, thisArgs?, disposables?)`, `fire`, `dispose`. */
export class EventEmitter<T> {
  private listeners: Listener<T>[] = [];
  readonly event = (listener: Listener<T>, thisArgs?: unknown, disposables?: { dispose(): void }[]): { dispose(): void } => {
    const bound: Listener<T> = (v) => listener.call(thisArgs, v);
    this.listeners.push(bound);
    const d = { dispose: () => { this.listeners = this.listeners.filter((l) => l !== bound); } };
    disposables?.push(d);
    return d;
  };

  fire(value: T): void {
    for (const l of [...this.listeners]) l(value);
  }

  dispose(): void {
    this.listeners = [];
  }
}

/** A line and character, as vscode.Position. */
export class Position {
  constructor(readonly line: number, readonly character: number) {}
}

/** Two positions, as vscode.Range. */
export class Range {
  constructor(readonly start: Position, readonly end: Position) {}
}

/** Markdown text, as vscode.MarkdownString. */
export class MarkdownString {
  constructor(readonly value = '') {}
}

/** A hover's contents and range, as vscode.Hover. */
export class Hover {
  readonly contents: MarkdownString[];
  constructor(contents: MarkdownString, readonly range?: Range) {
    this.contents = [contents];
  }
}

/** vscode.DiagnosticSeverity's values (convert.ts reads them when it loads). */
export const DiagnosticSeverity = { Error: 0, Warning: 1, Information: 2, Hint: 3 } as const;

/** A document as the model and the providers read it: uri, version, language, text, and offsets to positions. */
export class FakeDocument {
  isClosed = false;
  version = 1;
  readonly uri: { readonly scheme: string; toString(): string };

  constructor(name: string, private text: string, readonly languageId = 'sudoku') {
    this.uri = { scheme: 'file', toString: () => `file:///${name}` };
  }

  getText(): string {
    return this.text;
  }

  get lineCount(): number {
    return this.text.split('\n').length;
  }

  lineAt(line: number): { range: Range } {
    const starts = this.lineStarts();
    const end = line + 1 < starts.length ? starts[line + 1] - 1 : this.text.length;
    return { range: new Range(new Position(line, 0), new Position(line, end - starts[line])) };
  }

  positionAt(offset: number): Position {
    const starts = this.lineStarts();
    let line = 0;
    while (line + 1 < starts.length && starts[line + 1] <= offset) line++;
    return new Position(line, offset - starts[line]);
  }

  offsetAt(position: Position): number {
    const starts = this.lineStarts();
    return starts[position.line] + position.character;
  }

  private lineStarts(): number[] {
    const starts = [0];
    for (let i = 0; i < this.text.length; i++) if (this.text[i] === '\n') starts.push(i + 1);
    return starts;
  }

  /** Replaces the text and bumps the version, as an edit does. */
  edit(text: string): void {
    this.text = text;
    this.version++;
  }
}

const FAKE_ID = '\0fake-vscode';
const fake = new Module(FAKE_ID);
fake.exports = { EventEmitter, Position, Range, MarkdownString, Hover, DiagnosticSeverity };
fake.loaded = true;
const cache = (Module as unknown as { _cache: Record<string, unknown> })._cache;
cache[FAKE_ID] = fake;
const mod = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const resolve = mod._resolveFilename;
mod._resolveFilename = function (request: string, ...rest: unknown[]): string {
  return request === 'vscode' ? FAKE_ID : resolve.call(this, request, ...rest);
};
