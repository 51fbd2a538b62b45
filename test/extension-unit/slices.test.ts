// Time slicing: every item runs once, the host gets turns between slices, and cancelling stops the loop.

import * as assert from 'node:assert/strict';
import { now, runSliced, yieldToHost } from '../../src/extension/slices';

function busy(ms: number): void {
  const t = now();
  while (now() - t < ms) { /* spin */ }
}

describe('runSliced', () => {
  it('runs every item once, in order, and yields to the host between slices', async () => {
    const seen: number[] = [];
    let hostTurns = 0;
    const ticker = setInterval(() => hostTurns++, 0);
    const slices: number[] = [];
    const done = await runSliced(40, (i) => {
      seen.push(i);
      busy(1);
    }, { sliceMs: 5, onSlice: (n) => slices.push(n) });
    clearInterval(ticker);
    assert.equal(done, 40);
    assert.deepEqual(seen, Array.from({ length: 40 }, (_, i) => i));
    assert.ok(slices.length >= 4, `40 items of 1 ms in 5 ms slices take several slices, got ${slices.length}`);
    assert.equal(slices[slices.length - 1], 40);
    assert.ok(hostTurns >= 2, `the host ran ${hostTurns} times in between`);
  });

  it('stops when cancelled and says how many items ran', async () => {
    let ran = 0;
    const done = await runSliced(1000, () => {
      ran++;
    }, { sliceMs: 1, isCancelled: () => ran >= 10 });
    assert.equal(done, 10);
    assert.equal(ran, 10);
  });

  it('yields to timers that are due', async () => {
    let fired = false;
    setImmediate(() => {
      fired = true;
    });
    await yieldToHost();
    await yieldToHost();
    assert.equal(fired, true);
  });
});
