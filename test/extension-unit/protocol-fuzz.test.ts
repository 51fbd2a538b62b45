// Fuzz suite for the board's validators (issue 7): random values, random bytes read as JSON, and
// mutations of valid messages. The validators never throw, accept exactly what an independent
// statement of the protocol accepts, and return what they accept field for field.
// A fixed seed by default (a few seconds); SUDOKU_FUZZ=N runs N times more cases.

import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseBoardState, parseFromWebview } from '../../src/shared/protocol';

const FUZZ = Math.max(1, Math.floor(Number(process.env.SUDOKU_FUZZ ?? '1')) || 1);
const SEED = 20_260_701;
const runs = (n: number) => ({ seed: SEED, numRuns: n * FUZZ });

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const int = (v: unknown, lo: number, hi: number) => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
const keysAre = (o: Rec, keys: string[]) => Object.keys(o).sort().join(',') === [...keys].sort().join(',');

/** The protocol of FromWebviewMessage, written again from its doc comments. */
function validFromWebview(m: unknown): boolean {
  if (!isRec(m)) return false;
  const version = int(m.version, 0, Number.MAX_SAFE_INTEGER);
  switch (m.type) {
    case 'ready': return keysAre(m, ['type']);
    case 'solve':
    case 'nextStep': return keysAre(m, ['type', 'version']) && version;
    case 'hint': return keysAre(m, ['type', 'version']) && version;
    case 'applyStep': return keysAre(m, ['type', 'version', 'cell', 'digit']) && version && int(m.cell, 0, 80) && int(m.digit, 1, 9);
    case 'revealCell': return keysAre(m, ['type', 'version', 'cell']) && version && int(m.cell, 0, 80);
    default: return false;
  }
}

/** The protocol of BoardState; returns what a parse should give, or undefined. */
function expectedBoardState(s: unknown): Rec | undefined {
  if (!isRec(s)) return undefined;
  const keys = Object.keys(s);
  if (!('documentUri' in s && Object.prototype.hasOwnProperty.call(s, 'documentUri')) || !Object.prototype.hasOwnProperty.call(s, 'puzzleIndex')) return undefined;
  if (!keys.every((k) => ['documentUri', 'puzzleIndex', 'showCandidates', 'showSolution'].includes(k))) return undefined;
  const uri = s.documentUri;
  if (typeof uri !== 'string' || uri.length < 1 || uri.length > 8192 || !/^[a-z][a-z0-9+.-]*:/i.test(uri)) return undefined;
  if (!int(s.puzzleIndex, 0, Number.MAX_SAFE_INTEGER)) return undefined;
  const out: Rec = { documentUri: uri, puzzleIndex: s.puzzleIndex };
  for (const k of ['showCandidates', 'showSolution']) {
    if (s[k] === undefined) continue;
    if (typeof s[k] !== 'boolean') return undefined;
    out[k] = s[k];
  }
  return out;
}

const anyValue = fc.anything({ withBigInt: true, withBoxedValues: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true, withSparseArray: true, maxDepth: 3 });
/** Random bytes read as UTF-8 and parsed as JSON when they parse (most do not; those are fed as strings). */
const bytesAsJson = fc.uint8Array({ maxLength: 64 }).map((b) => {
  const text = new TextDecoder().decode(b);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
});
const awkwardNumber = fc.oneof(fc.integer({ min: -100, max: 100 }), fc.constantFrom(-1, 0, -0, 80, 81, 9, 10, 0.5, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, 2 ** 53), fc.double());
const validMessage = fc.oneof(
  fc.constant({ type: 'ready' } as Rec),
  fc.record({ type: fc.constantFrom('solve', 'nextStep', 'hint'), version: fc.nat() }),
  fc.record({ type: fc.constant('applyStep'), version: fc.nat(), cell: fc.integer({ min: 0, max: 80 }), digit: fc.integer({ min: 1, max: 9 }) }),
  fc.record({ type: fc.constant('revealCell'), version: fc.nat(), cell: fc.integer({ min: 0, max: 80 }) }),
);
/** One mutation of a valid message: drop a key, add one, or replace a value with something awkward. */
const mutated = fc.tuple(validMessage, fc.nat(), fc.oneof(anyValue, awkwardNumber, fc.constantFrom('ready', 'solve', 'applyStep', 'revealCell', 'nextStep', 'hint', 'Hint', 'Solve', '')), fc.constantFrom('drop', 'add', 'replace'), fc.string({ maxLength: 8 }))
  .map(([m, k, value, how, extra]) => {
    const out: Rec = { ...m };
    const keys = Object.keys(out);
    const key = keys[k % keys.length];
    if (how === 'drop') delete out[key];
    else if (how === 'add') out[extra === '' ? 'extra' : extra] = value;
    else out[key] = value;
    return out;
  });

function checkFromWebview(m: unknown): void {
  let parsed: unknown;
  assert.doesNotThrow(() => {
    parsed = parseFromWebview(m);
  });
  if (validFromWebview(m)) assert.deepStrictEqual(parsed, { ...(m as Rec) });
  else if (parsed !== undefined) assert.fail(`accepted an invalid message ${fc.stringify(m)}`);
}

function checkBoardState(s: unknown): void {
  let parsed: unknown;
  assert.doesNotThrow(() => {
    parsed = parseBoardState(s);
  });
  assert.deepStrictEqual(parsed, expectedBoardState(s));
}

describe(`board protocol fuzz (seed ${SEED}, SUDOKU_FUZZ=${FUZZ})`, () => {
  it('parseFromWebview: random values never throw and are never accepted unless valid', () => {
    fc.assert(fc.property(fc.oneof(anyValue, bytesAsJson), (m) => checkFromWebview(m)), runs(3000));
  });

  it('parseFromWebview: every valid message is accepted as it is, and every mutation of one is judged as the protocol says', () => {
    fc.assert(fc.property(validMessage, (m) => checkFromWebview(m)), runs(1000));
    fc.assert(fc.property(mutated, (m) => checkFromWebview(m)), runs(4000));
  });

  it('parseBoardState: random values and mutated saved states are accepted exactly when they are a BoardState', () => {
    const state = fc.record({
      documentUri: fc.oneof(fc.webUrl(), fc.constantFrom('file:///w/a.sudoku', 'untitled:Untitled-1', 'vscode-remote://h/x'), fc.string()),
      puzzleIndex: fc.oneof(fc.nat(), awkwardNumber),
      showCandidates: fc.oneof(fc.boolean(), anyValue),
      showSolution: fc.oneof(fc.boolean(), anyValue),
    }, { requiredKeys: [] });
    const withExtra = fc.tuple(state, fc.string({ maxLength: 6 }), anyValue).map(([s, k, v]) => (k === '' ? s : { ...s, [k]: v }));
    fc.assert(fc.property(fc.oneof(anyValue, bytesAsJson, state, withExtra), (s) => checkBoardState(s)), runs(4000));
  });
});
