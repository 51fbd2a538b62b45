// Settling a rating early (src/core/generate/settle.ts): wherever the proof holds on a line of play, every later
// step of the full rating comes from the producers it names and is rated within its bound; and the generator's
// band decisions with the proof are those of full ratings.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { LADDER } from '../../src/core/explain/ladder';
import { rate, roundRating } from '../../src/core/explain/rate';
import type { Technique } from '../../src/core/explain/types';
import { LEVELS, generatePuzzle, inBand, rateForGenerator } from '../../src/core/generate/index';
import type { Band } from '../../src/core/generate/index';
import { IN_BAND } from '../../src/core/generate/index';
import { noUnaryStep, rateInBand, settleRules, settles } from '../../src/core/generate/settle';
import type { SettleRules } from '../../src/core/generate/settle';
import { digClassic } from '../../src/core/generate/classic';
import { mixSeed } from '../../src/core/random';
import { fixturesDir, hasSharedData, readLines, sharedDataDir } from '../helpers/data';

const digitsOf = (line: string): Uint8Array => Uint8Array.from(line.slice(0, 81), (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
const idx = (id: string): number => LADDER.findIndex((t) => t.id === id);

interface Line {
  readonly where: string;
  readonly cells: Uint8Array;
}

/** The puzzles: the fixture's, extreme ones made by the generator, random digs, and the shared sets' harder lines. */
function puzzles(): Line[] {
  const out: Line[] = [];
  readLines(path.join(fixturesDir, 'sudoku-exchange-200.txt')).forEach((l, k) => out.push({ where: `fixture line ${k + 1}`, cells: digitsOf(l) }));
  for (let i = 0; i < 40; i++) {
    const r = generatePuzzle(77, i, { rating: LEVELS.extreme });
    if (r.kind === 'generated') out.push({ where: `extreme #${i} of seed 77`, cells: r.puzzle });
  }
  for (let i = 0; i < 40; i++) out.push({ where: `dig #${i}`, cells: digClassic(mixSeed(515, i), 'none').puzzle });
  if (hasSharedData()) {
    const sample = readLines(path.join(sharedDataDir, 'sudoku-exchange-sample.txt'));
    const ratings = readLines(path.join(sharedDataDir, 'sudoku-exchange-sample.ratings.txt')).map(Number);
    let taken = 0;
    sample.forEach((l, k) => {
      if (ratings[k] >= 6.1 && k % 40 === 3 && taken++ < 150) out.push({ where: `shared sample line ${k + 1}`, cells: digitsOf(l) });
    });
    readLines(path.join(sharedDataDir, 'magictour-top1465.txt')).forEach((l, k) => {
      if (k % 30 === 0) out.push({ where: `magictour-top1465 line ${k + 1}`, cells: digitsOf(l) });
    });
  } else {
    console.log('      (the shared data folder is absent: the proof is checked on the fixture, generated extreme puzzles and digs only)');
  }
  return out;
}

describe('settle: proving the rest of a rating without running it', function () {
  this.timeout(300_000);
  const lines = puzzles();

  it('the rules follow the ceiling and the ladder', () => {
    assert.deepEqual(settleRules(90), { bound: 9.0, forcingComplexity: 130 });
    // Under 8.8 the ladder's Nishio chains (up to 8.8) come before the multiple chains: the unary rules alone.
    assert.deepEqual(settleRules(87), { bound: 8.7, forcingComplexity: 0 });
    assert.equal(settleRules(86), undefined);
    assert.equal(settleRules(60), undefined);
    // A producer with no bound before the unary chains, or no unary chains: no proof.
    const open: Technique = { id: 'open-ended', floor: 2.0, ratings: { 'open-ended': { min: 2.0 } }, find: () => undefined };
    assert.equal(settleRules(90, [LADDER[0], open, ...LADDER.slice(1)]), undefined);
    assert.equal(settleRules(90, LADDER.filter((t) => t.id !== 'unary-chains')), undefined);
    // The basic solver's producers out of their order: its rules prove nothing, nor does the closure.
    assert.equal(settleRules(90, [LADDER[1], LADDER[0], ...LADDER.slice(2)]), undefined);
    // The same producer after the multiple chains changes nothing.
    assert.deepEqual(settleRules(90, [...LADDER, open]), { bound: 9.0, forcingComplexity: 130 });
  });

  it('wherever the proof holds on a line of play, every later step comes from the producers it names and is rated within its bound; where noUnaryStep holds, the unary chains find nothing', () => {
    const all: [string, SettleRules, number][] = [
      ['9.0 (unary and forcing rules)', settleRules(90)!, idx('multiple-chains')],
      ['8.7 (unary rules)', settleRules(87)!, idx('unary-chains')],
    ];
    const wrong: string[] = [];
    const held = all.map(() => ({ states: 0, puzzles: 0, laterOver7: 0 }));
    const unaryAt = idx('unary-chains');
    let unaryClaims = 0;
    let unaryFound = 0;
    for (const line of lines) {
      const producers: number[] = [];
      const difficulties: number[] = [];
      // Where each proof holds (the index of the next step), asked as each round begins (the first producer is
      // asked first), after every step.
      const from: number[][] = all.map(() => []);
      const ladder: Technique[] = LADDER.map((t, i) => ({
        ...t,
        find(pos, ctx) {
          if (i === 0 && producers.length > 0) {
            all.forEach(([, rules], k) => {
              if (settles(pos, rules)) from[k].push(producers.length);
            });
          }
          // Where the round gets to the unary chains, noUnaryStep's claim: they find nothing.
          const claim = i === unaryAt ? noUnaryStep(pos, settleRules(90)!) : false;
          const s = t.find(pos, ctx);
          if (i === unaryAt) {
            if (claim) unaryClaims++;
            else if (s) unaryFound++;
            if (claim && s) wrong.push(`${line.where}: noUnaryStep held before step ${producers.length + 1}, a ${s.technique}`);
          }
          if (s) {
            producers.push(i);
            difficulties.push(s.difficulty);
          }
          return s;
        },
      }));
      const r = rate(line.cells, { keepSteps: false, ladder, budget: 10_000 });
      if (r.kind !== 'rated') continue;
      all.forEach(([name, rules, last], k) => {
        if (from[k].length > 0) held[k].puzzles++;
        for (const at of from[k]) {
          held[k].states++;
          for (let s = at; s < producers.length; s++) {
            if (producers[s] > last || roundRating(difficulties[s]) > rules.bound) {
              wrong.push(`${line.where}, rules ${name}: held before step ${at + 1}, step ${s + 1} is ${LADDER[producers[s]].id} at ${difficulties[s]}`);
              break;
            }
          }
          if (difficulties.slice(at).some((d) => d >= 7.0)) held[k].laterOver7++;
        }
      });
    }
    assert.deepEqual(wrong, []);
    console.log(`      noUnaryStep held on ${unaryClaims} positions the unary chains were asked on; they had a step on ${unaryFound} others`);
    // noUnaryStep speaks often, and where it does not the unary chains often have a step.
    assert.ok(unaryClaims >= 200 && unaryFound >= 200, `noUnaryStep held ${unaryClaims} times; unary steps where it did not: ${unaryFound}`);
    // The proof holds often, and on positions whose rest still needs chains: the check is not idle.
    for (const [k, [name]] of all.entries()) {
      assert.ok(held[k].puzzles >= 40, `${name}: held on ${held[k].puzzles} puzzles`);
      assert.ok(held[k].laterOver7 >= 20, `${name}: held before a chain of 7.0 or more ${held[k].laterOver7} times`);
    }
  });

  it('the generator makes the same puzzles with rateInBand as without, rated to the end or not', () => {
    let unrated = 0;
    for (const band of [LEVELS.extreme, { min: 7.0, max: 9.0 }, LEVELS.hard]) {
      for (let i = 0; i < 8; i++) {
        const plain = generatePuzzle(404, i, { rating: band });
        const proven = generatePuzzle(404, i, { rating: band, rateInBand });
        assert.ok(plain.kind === 'generated' && proven.kind === 'generated', `${band.min}-${band.max} #${i}`);
        if (plain.kind !== 'generated' || proven.kind !== 'generated') continue;
        assert.deepEqual([...proven.puzzle], [...plain.puzzle], `${band.min}-${band.max} #${i}`);
        assert.equal(proven.attempts, plain.attempts);
        if (proven.rating === undefined) unrated++;
        else assert.equal(proven.rating, plain.rating);
      }
    }
    assert.ok(unrated >= 8, `${unrated} puzzles proven in their band before their rating's end`);
  });

  it('rateInBand keeps exactly the puzzles whose full rating is in the band, and its ratings are the full ones', () => {
    const bands: Band[] = [...Object.values(LEVELS), { min: 6.1, max: 9.5 }, { min: 7.0, max: 8.8 }, { min: 7.5, max: 9.0 }, { min: 8.0, max: 10.0 }];
    const proven = new Map<Band, number>();
    for (const line of lines) {
      const full = rateForGenerator(line.cells);
      if (full === undefined) continue;
      for (const band of bands) {
        const r = rateInBand(line.cells, band);
        const where: string = `${line.where} (rated ${full.rating}) in ${band.min}-${band.max}`;
        if (!inBand(full.rating, band)) assert.equal(r, undefined, where);
        else if (r === IN_BAND) proven.set(band, (proven.get(band) ?? 0) + 1);
        else assert.deepEqual(r, full, where);
      }
    }
    // The proof did the deciding on many of them (the extreme band's most of all).
    assert.ok((proven.get(LEVELS.extreme) ?? 0) >= 40, `extreme: proven in band ${proven.get(LEVELS.extreme) ?? 0} times`);
    assert.equal(proven.get(LEVELS.expert) ?? 0, 0);
  });
});
