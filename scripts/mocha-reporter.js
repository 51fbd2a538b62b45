// Mocha's spec reporter, plus a JSON file of the run's counts for scripts/test.mjs to add up.
'use strict';
const fs = require('node:fs');
const Mocha = require('mocha');

class CountingSpec extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const out = process.env.SUDOKU_TEST_STATS;
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      if (!out) return;
      const { passes, failures, pending, tests } = this.stats;
      fs.writeFileSync(out, JSON.stringify({ passed: passes, failed: failures, skipped: pending, tests }));
    });
  }
}
module.exports = CountingSpec;
