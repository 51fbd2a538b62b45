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

/** A document as the model reads it: uri, version, language, text. */
export class FakeDocument {
  isClosed = false;
  version = 1;
  readonly uri: { toString(): string };

  constructor(name: string, private text: string, readonly languageId = 'sudoku') {
    this.uri = { toString: () => `file:///${name}` };
  }

  getText(): string {
    return this.text;
  }

  /** Replaces the text and bumps the version, as an edit does. */
  edit(text: string): void {
    this.text = text;
    this.version++;
  }
}

const FAKE_ID = '\0fake-vscode';
const fake = new Module(FAKE_ID);
fake.exports = { EventEmitter };
fake.loaded = true;
const cache = (Module as unknown as { _cache: Record<string, unknown> })._cache;
cache[FAKE_ID] = fake;
const mod = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const resolve = mod._resolveFilename;
mod._resolveFilename = function (request: string, ...rest: unknown[]): string {
  return request === 'vscode' ? FAKE_ID : resolve.call(this, request, ...rest);
};
