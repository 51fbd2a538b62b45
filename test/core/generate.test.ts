// The generator: every puzzle unique (checked by an engine other than the one that dug it), minimal, symmetric
// when asked, within its givens band, and the same for the same seed whatever else is generated.
import * as assert from 'node:assert/strict';
import { countSolutions, findConflicts, formatGrid, isSolutionOf } from '../../src/core/index';
import { DEFAULT_MAX_CAGE, KILLER_LEVELS, LEVELS, SYMMETRIES, generateKiller, generatePuzzle, isKillerMinimal, killerPuzzle, killerUnique, hasSymmetry, inBand, isMinimal, randomSolvedGrid, rateForGenerator, requestProblem } from '../../src/core/generate/index';
import type { LevelName } from '../../src/core/generate/index';
import { countPuzzle, rate, roundRating, techniqueName } from '../../src/core/index';
import type { GenerateResult } from '../../src/core/generate/index';
import { makeRandom, mixSeed } from '../../src/core/random';
import { REPORTED_RANGES, ladderCut, reportedTechnique, solverClaims } from '../../src/core/generate/rating';
import { BASIC, HIDDEN_SINGLES, SINGLES, SOLVER_BOUND, solvesPuzzle } from '../../src/core/generate/bounds';
import { digClassic } from '../../src/core/generate/classic';
import { wasmAvailable } from '../../src/core/wasm/engine';
import { attemptSeed, mayRateIn, searchBand } from '../../src/core/generate/index';
import { orbits } from '../../src/core/generate/symmetry';
import { LADDER } from '../../src/core/explain/ladder';
import type { Step, Technique } from '../../src/core/explain/types';
import { fixturesDir, hasSharedData, readLines, sharedDataDir } from '../helpers/data';
import * as path from 'node:path';

/** Exactly one solution, counted by the backtracking engine (the generator digs with the WebAssembly engine, `fast` where it is missing, and checks with `dlx`). */
function uniqueByBacktrack(cells: Uint8Array): boolean {
  const c = countSolutions(cells, 2, { engine: 'backtrack', budget: 200_000_000 });
  assert.equal(c.kind, 'counted', `backtrack could not count ${formatGrid(cells)}`);
  return c.kind === 'counted' && c.count === 1;
}

function generated(r: GenerateResult): Extract<GenerateResult, { kind: 'generated' }> {
  assert.equal(r.kind, 'generated');
  return r as Extract<GenerateResult, { kind: 'generated' }>;
}

describe('generate: classic puzzles', () => {
  it('random solved grids are valid, and differ from seed to seed', () => {
    const seen = new Set<string>();
    for (let s = 0; s < 200; s++) {
      const g = randomSolvedGrid(makeRandom(mixSeed(7, s)));
      assert.ok(isSolutionOf(new Uint8Array(81), g), formatGrid(g));
      seen.add(formatGrid(g));
    }
    assert.equal(seen.size, 200);
  });

  for (const symmetry of SYMMETRIES) {
    it(`${symmetry} symmetry: unique by a third engine, minimal, symmetric, givens consistent`, () => {
      const n = 6;
      for (let i = 0; i < n; i++) {
        const r = generated(generatePuzzle(2026, i, { symmetry }));
        const where = `${symmetry} #${i}: ${formatGrid(r.puzzle)}`;
        assert.equal(findConflicts(r.puzzle).length, 0, where);
        assert.ok(isSolutionOf(r.puzzle, r.solution), where);
        assert.ok(uniqueByBacktrack(r.puzzle), `not unique: ${where}`);
        assert.ok(isMinimal(r.puzzle, uniqueByBacktrack), `not minimal: ${where}`);
        assert.ok(hasSymmetry(r.puzzle, symmetry), `not ${symmetry}: ${where}`);
        assert.equal(r.givens, r.puzzle.filter((d) => d !== 0).length);
      }
    });
  }

  it('is reproducible: the same seed and index give the same puzzle, whatever was generated before', () => {
    const first = [0, 1, 2, 3].map((i) => formatGrid(generated(generatePuzzle(99, i, { symmetry: 'rotational' })).puzzle));
    const reversed = [3, 2, 1, 0].map((i) => formatGrid(generated(generatePuzzle(99, i, { symmetry: 'rotational' })).puzzle));
    assert.deepEqual(reversed.reverse(), first);
    assert.equal(new Set(first).size, 4);
    assert.notEqual(formatGrid(generated(generatePuzzle(100, 0, { symmetry: 'rotational' })).puzzle), first[0]);
  });

  it('keeps to a givens band, trying again until an attempt lands in it', () => {
    for (let i = 0; i < 10; i++) {
      const r = generated(generatePuzzle(5, i, { givens: { min: 27, max: 28 } }));
      assert.ok(r.givens >= 27 && r.givens <= 28, String(r.givens));
    }
  });

  it('refuses a request that can never be met, and gives up on one it cannot meet in its attempts', () => {
    assert.match(requestProblem({ givens: { min: 10, max: 12 } }) ?? '', /17 to 80 givens/);
    assert.throws(() => generatePuzzle(1, 0, { givens: { min: 10, max: 12 } }), RangeError);
    assert.match(requestProblem({ rating: { min: 12, max: 13 } }) ?? '', /1\.0 to 11\.9/);
    assert.match(requestProblem({ technique: 'x-ray-wing' }) ?? '', /unknown technique 'x-ray-wing'/);
    assert.equal(requestProblem({ technique: 'x-chain', rating: { min: 6.5, max: 7 } }), undefined);
    // A technique whose ratings lie outside the band, either way; one that can reach it (a Turbot Fish is also an
    // X-Chain the unary chains find, 6.5 and up).
    assert.equal(requestProblem({ technique: 'xy-wing', rating: LEVELS.easy }), 'a step named xy-wing is rated 4.2, so no puzzle rated 1.0-1.5 has it as its hardest step');
    assert.equal(requestProblem({ technique: 'hidden-single', rating: LEVELS.medium }), 'a step named hidden-single is rated 1.2-1.5, so no puzzle rated 1.6-2.5 has it as its hardest step');
    assert.equal(requestProblem({ technique: 'forcing-chain', rating: LEVELS.expert }), 'a step named forcing-chain is rated 6.5 or more, so no puzzle rated 4.1-6.0 has it as its hardest step');
    assert.equal(requestProblem({ technique: 'turbot-fish', rating: LEVELS.extreme }), undefined);
    assert.equal(requestProblem({ technique: 'hidden-single', rating: { min: 1.5, max: 1.5 } }), undefined);
    // A technique the explainer knows but never reports as a step: refused at once, not tried 50,000 times.
    assert.equal(requestProblem({ technique: 'simple-colouring' }), 'the rater never reports a step named simple-colouring, so no puzzle has it as its hardest step');
    const r = generatePuzzle(1, 0, { givens: { min: 17, max: 17 }, maxAttempts: 20 });
    assert.deepEqual(r, { kind: 'exhausted', attempts: 20 });
  });

  for (const level of Object.keys(LEVELS) as LevelName[]) {
    it(`${level} (${LEVELS[level].min.toFixed(1)}-${LEVELS[level].max.toFixed(1)}): every puzzle rates in the band by a full rating, and is unique and minimal`, () => {
      for (let i = 0; i < 3; i++) {
        const r = generated(generatePuzzle(31, i, { rating: LEVELS[level] }));
        const where = `${level} #${i}: ${formatGrid(r.puzzle)}`;
        const full = rate(r.puzzle, { keepSteps: false });
        assert.equal(full.kind, 'rated', where);
        if (full.kind !== 'rated') continue;
        assert.equal(roundRating(full.rating), r.rating, where);
        assert.ok(inBand(full.rating, LEVELS[level]), `${where}: rated ${full.rating}`);
        assert.ok(uniqueByBacktrack(r.puzzle), `not unique: ${where}`);
        assert.ok(isMinimal(r.puzzle, uniqueByBacktrack), `not minimal: ${where}`);
      }
    });
  }

  it('gives puzzles whose hardest technique is the one asked for', () => {
    for (let i = 0; i < 3; i++) {
      const r = generated(generatePuzzle(8, i, { technique: 'naked-pair' }));
      assert.equal(r.technique, 'naked-pair');
      const full = rate(r.puzzle, { keepSteps: false });
      assert.ok(full.kind === 'rated' && full.hardest?.technique === 'naked-pair', formatGrid(r.puzzle));
    }
  });

  it('a technique request keeps the first attempt whose full rating has that hardest technique: narrowing to its ratings changes no puzzle', () => {
    // searchBand turns attempts away by the technique's ratings before (or while) rating them; the attempts kept
    // must be those the technique's test alone, on full ratings, keeps. Fixed-rating, open-ended and banded requests.
    const cases: { technique: string; rating?: { min: number; max: number } }[] = [
      { technique: 'x-wing' },
      { technique: 'hidden-pair' },
      { technique: 'two-string-kite' },
      { technique: 'xy-wing', rating: LEVELS.expert },
      { technique: 'unique-rectangle' },
    ];
    assert.deepEqual(searchBand({ technique: 'x-wing' }), { min: 3.2, max: 3.2 });
    assert.deepEqual(searchBand({ technique: 'x-chain', rating: LEVELS.extreme }), { min: 6.5, max: 9.0 });
    assert.deepEqual(searchBand({ technique: 'bug' }), { min: 5.6, max: Infinity });
    assert.equal(searchBand({ technique: 'simple-colouring' }), undefined);
    for (const c of cases) {
      for (let index = 0; index < 2; index++) {
        const r = generated(generatePuzzle(31, index, { ...c, maxAttempts: 20_000 }));
        // The first attempt, by the full rating, whose hardest step has the name asked (and rates in the band asked).
        let first = 0;
        for (let attempt = 1; attempt <= r.attempts && first === 0; attempt++) {
          const dug = digClassic(attemptSeed(31, index, attempt), 'none');
          if (!dug.minimal) continue;
          const full = rateForGenerator(dug.puzzle);
          if (full === undefined || full.technique !== c.technique || (c.rating && !inBand(full.rating, c.rating))) continue;
          first = attempt;
          assert.deepEqual(dug.puzzle, r.puzzle, `${c.technique} #${index}`);
          assert.deepEqual(full, { rating: r.rating, technique: r.technique, techniqueName: r.techniqueName }, `${c.technique} #${index}`);
        }
        assert.equal(first, r.attempts, `${c.technique} #${index}: the first attempt the full ratings keep`);
      }
    }
  });

  it('stops a rating at the band ceiling without changing what it says below it', () => {
    let below = 0;
    for (let i = 0; i < 30; i++) {
      const r = generated(generatePuzzle(77, i, {}));
      const full = rate(r.puzzle, { keepSteps: false });
      assert.equal(full.kind, 'rated');
      if (full.kind !== 'rated') continue;
      const capped = rateForGenerator(r.puzzle, 3.0);
      if (roundRating(full.rating) <= 3.0) {
        below++;
        assert.deepEqual(capped, rateForGenerator(r.puzzle), formatGrid(r.puzzle));
        assert.equal(capped?.rating, roundRating(full.rating));
      } else {
        assert.equal(capped, undefined, formatGrid(r.puzzle));
      }
    }
    assert.ok(below > 0 && below < 30, `both sides of the ceiling are exercised (${below} of 30 below)`);
  });

  it('stops when its signal is aborted', () => {
    const ac = new AbortController();
    ac.abort();
    assert.deepEqual(generatePuzzle(1, 0, { signal: ac.signal }), { kind: 'stopped', attempts: 0 });
  });

  it('names its levels as bands of the SE scale, compared in tenths', () => {
    assert.deepEqual(LEVELS.hard, { min: 2.6, max: 4.0 });
    assert.ok(inBand(2.6, LEVELS.hard) && inBand(4.0, LEVELS.hard) && !inBand(2.5, LEVELS.hard) && !inBand(4.1, LEVELS.hard));
    assert.ok(inBand(0.1 + 0.2 + 1.2, LEVELS.easy));
  });
});

/** Puzzles rated fully once for the checks of the generator's exact shortcuts: fixtures, digs, a shared sample. */
interface Rated {
  readonly where: string;
  readonly cells: Uint8Array;
  /** Rounded full rating, and the technique rateForGenerator must name. */
  readonly rating: number;
  readonly technique: string;
  /** The hardest step's name, as `sudoku rate` prints it. */
  readonly techniqueName: string;
}

function digits(line: string): Uint8Array {
  return Uint8Array.from(line.slice(0, 81), (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0));
}

/** Every step of the full ladder, with the producer that made it. */
function fullRating(cells: Uint8Array, where: string, onStep: (producer: Technique, step: Step) => void): Rated {
  const ladder: Technique[] = LADDER.map((t) => ({
    ...t,
    find(pos, ctx) {
      const step = t.find(pos, ctx);
      if (step) onStep(t, step);
      return step;
    },
  }));
  const r = rate(cells, { keepSteps: false, ladder, budget: 10_000 });
  assert.equal(r.kind, 'rated', where);
  if (r.kind !== 'rated') throw new Error(where);
  return r.hardest
    ? { where, cells, rating: roundRating(r.rating), technique: reportedTechnique(r.hardest), techniqueName: techniqueName(r.hardest) }
    : { where, cells, rating: roundRating(r.rating), technique: 'beyond-solver', techniqueName: 'beyond the solver' };
}

describe('generate: exact shortcuts of the rating (floors, small solvers, early stops)', function () {
  this.timeout(120_000);
  const rated: Rated[] = [];
  const below: string[] = [];
  const overMost: string[] = [];
  const withMost = new Set<string>();
  const outside: string[] = [];
  const unranged = new Set<string>();
  const seen = new Set<string>();
  before(() => {
    const sources: [string, string[]][] = [['fixtures/sudoku-exchange-200', readLines(path.join(fixturesDir, 'sudoku-exchange-200.txt'))]];
    // Random minimal puzzles: most of them easy or medium, which the fixture has few of.
    const dug: string[] = [];
    for (let i = 0; i < 150; i++) dug.push(formatGrid(digClassic(mixSeed(4242, i), 'none').puzzle, '.'));
    sources.push(['digs', dug]);
    if (hasSharedData()) {
      const sample = readLines(path.join(sharedDataDir, 'sudoku-exchange-sample.txt'));
      sources.push(['shared/sudoku-exchange-sample (every 150th line)', sample.filter((_, k) => k % 150 === 7)]);
    } else {
      console.log('      (the shared data folder is absent: the shortcuts are checked on the fixtures and digs only)');
    }
    for (const [name, lines] of sources) {
      lines.forEach((line, k) => {
        const where = `${name} line ${k + 1}: ${line.slice(0, 81)}`;
        rated.push(
          fullRating(digits(line), where, (producer, step) => {
            const tenths = Math.round(roundRating(step.difficulty) * 10);
            if (tenths < Math.round(producer.floor * 10)) below.push(`${where}: ${producer.id} made a step of ${step.difficulty}, floor ${producer.floor}`);
            if (producer.most !== undefined && step.difficulty > producer.most) overMost.push(`${where}: ${producer.id} made a step of ${step.difficulty}, most ${producer.most}`);
            if (producer.most !== undefined) withMost.add(producer.id);
            const name = reportedTechnique(step);
            const range = REPORTED_RANGES[name];
            if (range === undefined) unranged.add(name);
            else if (tenths < Math.round(range.min * 10) || (range.max !== undefined && tenths > Math.round(range.max * 10))) outside.push(`${where}: a ${name} step of ${step.difficulty}`);
            seen.add(name);
          }),
        );
      });
    }
  });

  it('no step of a full rating is under its producer\'s floor', () => {
    assert.deepEqual(below, []);
    // The cut: easy's ceiling keeps the singles only, hard's goes up to the turbot fish (a Skyscraper is 4.0).
    assert.equal(ladderCut(LADDER, 15), 1);
    assert.equal(LADDER[ladderCut(LADDER, 40) - 1].id, 'turbot-fish');
    assert.equal(ladderCut(LADDER, 200), LADDER.length);
  });

  it("no step of a full rating is rated over its producer's most (settle.ts relies on them)", () => {
    assert.deepEqual(overMost, []);
    for (const id of ['turbot-fish', 'unique-loops', 'wxyz-wing', 'unary-chains']) assert.ok(withMost.has(id), `no ${id} step in the sets`);
  });

  it('no step of a full rating is rated outside the range of the name the generator reports for it', () => {
    assert.deepEqual(outside, []);
    assert.deepEqual([...unranged], []);
    // The sets reach the chains and beyond, so the ranges are put to the test on all kinds of step.
    for (const name of ['hidden-single', 'x-wing', 'turbot-fish', 'unique-rectangle', 'wxyz-wing', 'forcing-chain']) assert.ok(seen.has(name), `no ${name} step in the sets`);
  });

  it('the solvers claim what the ladder allows, and a ladder changed elsewhere turns their claims off', () => {
    assert.deepEqual(solverClaims(HIDDEN_SINGLES), { solves: true, exact: true });
    assert.deepEqual(solverClaims(SINGLES), { solves: true, exact: false });
    assert.deepEqual(solverClaims(BASIC), { solves: true, exact: true });
    // A new producer after the singles that claims no floor (0): nothing past the singles can be claimed.
    const unknown: Technique = { id: 'new-technique', floor: 0, ratings: {}, find: () => undefined };
    const inserted = [LADDER[0], unknown, ...LADDER.slice(1)];
    assert.deepEqual(solverClaims(HIDDEN_SINGLES, inserted), { solves: true, exact: false });
    assert.deepEqual(solverClaims(SINGLES, inserted), { solves: false, exact: false });
    assert.deepEqual(solverClaims(BASIC, inserted), { solves: false, exact: false });
    // The same producer at the end: the solvers still solve what they bound, but failing proves nothing.
    const appended = [...LADDER, unknown];
    assert.deepEqual(solverClaims(BASIC, appended), { solves: true, exact: false });
  });

  it('the sets cover every level', () => {
    for (const level of Object.keys(LEVELS) as LevelName[]) {
      const n = rated.filter((r) => inBand(r.rating, LEVELS[level])).length;
      assert.ok(n >= 5, `${level}: ${n} puzzles`);
    }
  });

  it('hidden singles solve exactly the puzzles rated 1.5 or less, singles only puzzles rated 2.3 or less, the basic solver exactly those rated 4.0 or less', () => {
    const wrong: string[] = [];
    for (const r of rated) {
      const t = Math.round(r.rating * 10);
      if (solvesPuzzle(r.cells, HIDDEN_SINGLES) !== t <= Math.round(SOLVER_BOUND[HIDDEN_SINGLES] * 10)) wrong.push(`hidden singles, rated ${r.rating}: ${r.where}`);
      if (solvesPuzzle(r.cells, SINGLES) && t > Math.round(SOLVER_BOUND[SINGLES] * 10)) wrong.push(`singles, rated ${r.rating}: ${r.where}`);
      if (solvesPuzzle(r.cells, BASIC) !== t <= Math.round(SOLVER_BOUND[BASIC] * 10)) wrong.push(`basic, rated ${r.rating}: ${r.where}`);
    }
    assert.deepEqual(wrong, []);
    // Both sides of each bound are exercised.
    for (const s of [HIDDEN_SINGLES, SINGLES, BASIC] as const) {
      const solved = rated.filter((r) => solvesPuzzle(r.cells, s)).length;
      assert.ok(solved > 0 && solved < rated.length, `solver ${s} solves ${solved} of ${rated.length}`);
    }
  });

  it('a puzzle mayRateIn turns away rates outside the band', () => {
    for (const level of Object.keys(LEVELS) as LevelName[]) {
      let turned = 0;
      for (const r of rated) {
        if (mayRateIn(r.cells, LEVELS[level])) continue;
        turned++;
        assert.ok(!inBand(r.rating, LEVELS[level]), `${level}: turned away, rated ${r.rating}: ${r.where}`);
      }
      assert.ok(turned > 0, `${level}: nothing turned away`);
    }
  });

  it('rateForGenerator gives the full rating and technique, and undefined exactly over a ceiling', () => {
    rated.forEach((r, k) => {
      assert.deepEqual(rateForGenerator(r.cells), { rating: r.rating, technique: r.technique, techniqueName: r.techniqueName }, r.where);
      // The capped ratings on every other puzzle, to keep the test's time down.
      if (k % 2 === 1) return;
      for (const level of Object.keys(LEVELS) as LevelName[]) {
        const ceiling = LEVELS[level].max;
        const capped = rateForGenerator(r.cells, ceiling);
        if (Math.round(r.rating * 10) <= Math.round(ceiling * 10)) assert.deepEqual(capped, { rating: r.rating, technique: r.technique, techniqueName: r.techniqueName }, `${level}: ${r.where}`);
        else assert.equal(capped, undefined, `${level}, rated ${r.rating}: ${r.where}`);
      }
    });
  });
});

describe('generate: digging in blocks, with removals refused by unavoidable sets', () => {
  it('gives the puzzle that removing one orbit at a time, in the same order, gives', () => {
    for (const symmetry of SYMMETRIES) {
      for (let i = 0; i < 8; i++) {
        const seed = mixSeed(606, i);
        const random = makeRandom(seed);
        const solution = randomSolvedGrid(random);
        const puzzle = solution.slice();
        for (const orbit of random.shuffle(orbits(symmetry))) {
          for (const cell of orbit) puzzle[cell] = 0;
          if (!uniqueByBacktrack(puzzle)) for (const cell of orbit) puzzle[cell] = solution[cell];
        }
        assert.equal(formatGrid(digClassic(seed, symmetry).puzzle), formatGrid(puzzle), `${symmetry} #${i}`);
        assert.equal(formatGrid(digClassic(seed, symmetry, 'js').puzzle), formatGrid(puzzle), `${symmetry} #${i}, in JavaScript`);
      }
    }
  });

  it('digs in WebAssembly what it digs in JavaScript, grid, order and puzzle, for every symmetry', () => {
    // Without WebAssembly both calls would run the JavaScript dig and agree trivially.
    assert.ok(wasmAvailable(), 'the WebAssembly engine instantiates here');
    let notMinimal = 0;
    for (const symmetry of SYMMETRIES) {
      for (let i = 0; i < 150; i++) {
        const seed = mixSeed(607, i);
        const inWasm = digClassic(seed, symmetry);
        assert.deepEqual(inWasm, digClassic(seed, symmetry, 'js'), `${symmetry} #${i}`);
        assert.deepEqual(inWasm.solution, randomSolvedGrid(makeRandom(seed)), `${symmetry} #${i}: the grid of the seed's stream`);
        if (!inWasm.minimal) notMinimal++;
      }
    }
    // With a symmetry some digs end where no orbit can go but a single given could: both paths say so alike.
    assert.ok(notMinimal > 0, 'some symmetric digs are not minimal');
  });
});

describe('generate: killer puzzles', () => {
  /** The cells of a cage are orthogonally connected. */
  function connected(cells: readonly number[]): boolean {
    const set = new Set(cells);
    const seen = new Set([cells[0]]);
    const todo = [cells[0]];
    while (todo.length > 0) {
      const c = todo.pop()!;
      for (const n of [c - 9, c + 9, c % 9 > 0 ? c - 1 : -1, c % 9 < 8 ? c + 1 : -1]) {
        if (set.has(n) && !seen.has(n)) {
          seen.add(n);
          todo.push(n);
        }
      }
    }
    return seen.size === cells.length;
  }

  it('makes cages that cover the grid, connected, with distinct digits adding up to their sums; unique by the exact cover; minimal in cages', () => {
    for (let i = 0; i < 2; i++) {
      const r = generateKiller(12, i);
      assert.equal(r.kind, 'generated');
      if (r.kind !== 'generated') continue;
      const covered = r.cages.flatMap((c) => [...c.cells]).sort((a, b) => a - b);
      assert.deepEqual(covered, Array.from({ length: 81 }, (_, k) => k));
      for (const cage of r.cages) {
        assert.ok(cage.cells.length <= DEFAULT_MAX_CAGE && connected(cage.cells), JSON.stringify(cage));
        const digits: number[] = cage.cells.map((c: number): number => r.solution[c]);
        assert.equal(new Set(digits).size, digits.length);
        assert.equal(digits.reduce((a, b) => a + b, 0), cage.sum);
      }
      assert.ok(isSolutionOf(new Uint8Array(81), r.solution));
      assert.ok(killerUnique(r.cages, 'dlx'), `not unique by dlx: puzzle ${i}`);
      assert.ok(isKillerMinimal(r.cages, r.solution, DEFAULT_MAX_CAGE), `not minimal in cages: puzzle ${i}`);
    }
  });

  it('keeps to an effort band, and the same seed gives the same cages', () => {
    const a = generateKiller(3, 0, { effort: KILLER_LEVELS.medium });
    const b = generateKiller(3, 0, { effort: KILLER_LEVELS.medium });
    assert.deepEqual(a, b);
    assert.ok(a.kind === 'generated' && a.guesses >= 1 && a.guesses <= 20);
    const c = countPuzzle(killerPuzzle(a.kind === 'generated' ? a.cages : []), 2, { engine: 'fast' });
    assert.ok(c.kind === 'counted' && c.count === 1 && a.kind === 'generated' && c.stats.guesses === a.guesses);
  });
});
