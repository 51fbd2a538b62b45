// The options of every command, read from one table per command by one parser (src/cli/options.ts): each kind of
// option and each usage message, word for word, for solve, generate, rate and explain; and the options part of each
// --help, written from the same tables.

import * as assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import fc from 'fast-check';
import { HELP, maxJobs, parseArgs, UsageError } from '../../src/cli/args';
import type { SolveCommand } from '../../src/cli/args';
import { GENERATE_HELP, parseGenerateArgs, techniquesList } from '../../src/cli/generate';
import type { GenerateCommand } from '../../src/cli/generate';
import { RATE_HELP, parseRatingArgs } from '../../src/cli/ratesession';
import { KILLER_LEVELS, LEVELS, generateKiller, generatePuzzle, requestProblem, requestableTechniques } from '../../src/core/generate/index';

/** The message of the usage error `f` throws. */
function usage(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
  assert.fail('no usage error');
}

function solveOf(argv: string[]): SolveCommand {
  const cmd = parseArgs(['solve', ...argv]);
  assert.equal(cmd.kind, 'solve');
  return (cmd as { options: SolveCommand }).options;
}

function generateOf(argv: string[]): GenerateCommand {
  const cmd = parseGenerateArgs(argv);
  assert.notEqual(cmd, 'help');
  return cmd as GenerateCommand;
}

describe('CLI options: one table per command, one parser', () => {
  it('solve: flags, an optional count, a choice, whole numbers and threads go to their fields', () => {
    assert.deepEqual(solveOf([]).files, ['-'], 'standard input when no file is given');
    const o = solveOf(['--stats', '--strict', '--engine', 'dlx', '--budget=1,000', '-j', '2', 'a.txt', '-', '--', '--check']);
    assert.deepEqual({ ...o }, { files: ['a.txt', '-', '--check'], task: 'solve', countLimit: 2, stats: true, engine: 'dlx', jobs: Math.min(2, maxJobs()), budget: 1000, strict: true });
    assert.equal(solveOf(['--check']).task, 'check');
    assert.deepEqual([solveOf(['--count']).task, solveOf(['--count']).countLimit], ['count', 2]);
    assert.equal(solveOf(['--count', '1_000']).countLimit, 1000, 'a number after --count is its limit');
    assert.deepEqual(solveOf(['--count', 'a.txt']).files, ['a.txt'], 'anything else after --count is a file');
    assert.equal(solveOf(['--count=7']).countLimit, 7);
    assert.equal(solveOf(['--jobs', 'auto']).jobs, availableParallelism());
    assert.equal(solveOf(['--jobs', '100000']).jobs, maxJobs(), 'capped at twice the cores');
    assert.deepEqual(parseArgs(['solve', '--check', '--help']), { kind: 'help' });
    assert.deepEqual(parseArgs(['solve', '-V']), { kind: 'version' });
  });

  it('solve: every usage message, word for word', () => {
    const cases: [string[], string][] = [
      [['--budget'], '--budget needs a value'],
      [['--budget', 'x'], "--budget needs a whole number, got 'x'"],
      [['--budget', '_5'], "--budget needs a whole number, got '_5'"],
      [['--budget', '-1'], "--budget needs a whole number, got '-1'"],
      [['--budget', '0'], "--budget must be at least 1, got '0'"],
      [['--budget', '99999999999999999999'], "--budget must be at most 9,007,199,254,740,991, got '99999999999999999999'"],
      [['--jobs', 'many'], "--jobs needs a whole number, got 'many'"],
      [['-j', '0'], "-j must be at least 1, got '0'"],
      [['--count=x'], "--count needs a whole number, got 'x'"],
      [['--count', '0'], "--count must be at least 1, got '0'"],
      [['--check=yes'], '--check takes no value'],
      [['--help=me'], '--help takes no value'],
      [['--engine', 'quantum'], "unknown engine 'quantum' (choose wasm, fast, dlx, backtrack)"],
      [['--frob'], "unknown option '--frob'"],
      [['--json'], "unknown option '--json'"],
      [['--check', '--count'], '--check and --count cannot be used together'],
      [['--help', '--budget', 'x'], "--budget needs a whole number, got 'x'"],
    ];
    for (const [argv, message] of cases) assert.equal(usage(() => parseArgs(['solve', ...argv])), message, argv.join(' '));
  });

  it('generate: levels, bands, words, seeds and flags go to their fields', () => {
    const o = generateOf(['-n', '3', '--level', 'hard', '--technique', 'XY-Wing', '--symmetry', 'mirror', '--givens', '24-26', '--seed', '0', '--format', 'grid', '--attempts', '9', '-j', '1']);
    assert.deepEqual({ ...o }, {
      count: 3, rating: LEVELS.hard, level: 'hard', technique: 'xy-wing', symmetry: 'mirror', givens: { min: 24, max: 26 }, seed: 0, randomSeed: false,
      format: 'grid', jobs: 1, attempts: 9, killer: false, rated: false,
    });
    assert.deepEqual(generateOf(['--rating', ' 2.6 - 4.0 ']).rating, { min: 2.6, max: 4 });
    assert.deepEqual(generateOf(['--rating', '4.2']).rating, { min: 4.2, max: 4.2 }, 'one value is a band of one');
    assert.equal(generateOf(['--seed', '4294967295']).seed, 0xffffffff);
    assert.equal(generateOf([]).randomSeed, true);
    // The default attempts: 5,000 a puzzle, 50,000 with a technique (its attempts are mostly turned away unrated).
    assert.equal(generateOf(['--level', 'hard']).attempts, 5_000);
    assert.equal(generateOf(['--technique', 'swordfish']).attempts, 50_000);
    assert.equal(generateOf(['--technique', 'swordfish', '--attempts', '12']).attempts, 12);
    assert.equal(generateOf(['--killer', '--level', 'easy']).killer, true);
    assert.equal(usage(() => parseGenerateArgs(['--frob', '--help'])), "unknown option '--frob' for generate", 'what comes before --help is read');
    assert.equal(parseGenerateArgs(['--help', '--frob']), 'help', "generate's --help ends the parsing, whatever follows");
  });

  it('generate: every usage message, word for word', () => {
    const cases: [string[], string][] = [
      [['--count'], '--count needs a value'],
      [['-n', 'x'], "-n needs a whole number, got 'x'"],
      [['-n', '_5'], "-n needs a whole number, got '_5'"],
      [['--count', '0'], "--count must be at least 1, got '0'"],
      [['--seed', '4294967296'], "--seed must be at most 4,294,967,295, got '4294967296'"],
      [['--seed', '-1'], "--seed needs a whole number, got '-1'"],
      [['--attempts', '0'], "--attempts must be at least 1, got '0'"],
      [['--level', 'bogus'], "unknown level 'bogus' (choose easy, medium, hard, expert, extreme)"],
      [['--symmetry', 'radial'], "unknown symmetry 'radial' (choose none, rotational, mirror, diagonal)"],
      [['--format', 'json'], "unknown format 'json' (choose line, grid, leetcode, link)"],
      [['--rating', 'hard'], "--rating needs MIN-MAX, e.g. 2.6-4.0; got 'hard'"],
      [['--rating', '4.0-2.6'], '--rating: 4.0 is above 2.6'],
      [['--givens', 'many'], "--givens needs MIN-MAX, e.g. 24-28; got 'many'"],
      [['--givens', '24.5-26'], "--givens needs whole numbers, got '24.5-26'"],
      [['--level', 'easy', '--rating', '1-2'], '--level and --rating cannot be used together'],
      [['--rating', '1-2', '--level', 'easy'], '--level and --rating cannot be used together'],
      [['--level', 'easy', '--rating'], '--level and --rating cannot be used together'],
      [['--rating', '1-2', '--level', 'bogus'], '--level and --rating cannot be used together'],
      [['--killer=1'], '--killer takes no value'],
      [['--frob'], "unknown option '--frob' for generate"],
      [['puzzles.txt'], "generate takes no files, got 'puzzles.txt'"],
      [['--killer', '--rating', '1-2'], '--rating is on the SE scale, which rates classic puzzles; use --level with --killer'],
      [['--killer', '--format', 'grid'], 'killer puzzles are written as killer lines or links: --format takes line or link with --killer'],
    ];
    for (const [argv, message] of cases) assert.equal(usage(() => parseGenerateArgs(argv)), message, argv.join(' '));
    assert.deepEqual(generateOf(['--level', 'easy', '--level', 'hard']).rating, LEVELS.hard, 'a second --level replaces the first');
  });

  it('generate --technique: an id or its usual name in any spelling; a near miss is a usage error that names the nearest', () => {
    // Every technique --techniques lists, by its id and by its name written three ways, gives its id.
    const listed = requestableTechniques();
    assert.ok(listed.length >= 40, `${listed.length} techniques`);
    for (const { id, name } of listed) {
      for (const text of [id, name, name.toUpperCase(), name.replace(/-/g, ' ')]) assert.equal(generateOf(['--technique', text]).technique, id, text);
    }
    assert.equal(generateOf(['--technique', '2-String Kite']).technique, 'two-string-kite');
    assert.equal(generateOf(['--technique', 'Nishio Forcing Chain']).technique, 'nishio');
    const lists = " ('sudoku generate --techniques' lists the techniques)";
    const cases: [string, string][] = [
      ['xwing', "unknown technique 'xwing'; did you mean x-wing?"],
      ['swordfsh', "unknown technique 'swordfsh'; did you mean swordfish?"],
      ['kite', "unknown technique 'kite'; did you mean two-string-kite, grouped-two-string-kite?"],
      ['chain', "unknown technique 'chain'; did you mean x-chain, xy-chain, forcing-chain?"],
      ['zzzzzzzz', "unknown technique 'zzzzzzzz'"],
      ['simple-colouring', 'the rater never reports a step named simple-colouring, so no puzzle has it as its hardest step'],
    ];
    for (const [text, message] of cases) assert.equal(usage(() => parseGenerateArgs(['--technique', text])), message + lists, text);
  });

  it('generate --techniques lists each technique with its name and ratings, and runs nothing else', () => {
    assert.equal(parseGenerateArgs(['--techniques', '--level', 'easy']), 'techniques');
    const lines = techniquesList().trimEnd().split('\n');
    assert.match(lines[0], /^id +technique +rating \(SE\)$/);
    assert.equal(lines.length, requestableTechniques().length + 1);
    const row = (id: string): string[] | undefined => lines.find((l) => l.startsWith(`${id} `))?.split(/ {2,}/);
    assert.deepEqual(row('full-house'), ['full-house', 'Full House', '1.0']);
    assert.deepEqual(row('x-wing'), ['x-wing', 'X-Wing', '3.2']);
    assert.deepEqual(row('three-strong-links'), ['three-strong-links', 'Three Strong Links', '5.4-5.7']);
    assert.deepEqual(row('turbot-fish'), ['turbot-fish', 'Turbot Fish', '4.2 or more']);
    assert.equal(row('simple-colouring'), undefined, 'never reported, so not offered');
  });

  it('rate and explain: --json is explain\'s, and every usage message, word for word', () => {
    assert.equal(parseRatingArgs(['explain', '--json', 'a.txt'])?.json, true);
    assert.deepEqual(parseRatingArgs(['rate', '--timeout', '5', '--budget', '10', '--engine', 'fast', '--strict']), {
      command: 'rate', json: false, files: ['-'], engine: 'fast', budget: 10, timeoutS: 5, jobs: 1, strict: true,
    });
    assert.equal(parseRatingArgs(['rate', '--strict', '--help']), undefined);
    const cases: [string[], string][] = [
      [['rate', '--json'], '--json is an option of explain, not of rate'],
      [['rate', '--json=1'], '--json takes no value'],
      [['explain', '--timeout', '0'], "--timeout must be at least 1, got '0'"],
      [['explain', '--timeout'], '--timeout needs a value'],
      [['rate', '--engine', 'x'], "unknown engine 'x' (choose wasm, fast, dlx, backtrack)"],
      [['rate', '--frob'], "unknown option '--frob' for rate"],
      [['explain', '--check'], "unknown option '--check' for explain"],
    ];
    for (const [argv, message] of cases) assert.equal(usage(() => parseRatingArgs(argv)), message, argv.join(' '));
  });

  it('a whole number reads the same in every command: its value with _ or , between digits, else the one message', () => {
    const separated = fc.tuple(fc.bigInt({ min: 0n, max: 2n ** 60n }), fc.array(fc.constantFrom('_', ','), { maxLength: 3 }), fc.nat(20)).map(([n, seps, at]) => {
      const digits = n.toString();
      const cut = 1 + (at % digits.length);
      return { n, text: cut < digits.length && seps.length > 0 ? `${digits.slice(0, cut)}${seps.join('')}${digits.slice(cut)}` : digits };
    });
    fc.assert(fc.property(separated, ({ n, text }) => {
      const expectSolve = n < 1n ? `--budget must be at least 1, got '${text}'` : n > BigInt(Number.MAX_SAFE_INTEGER) ? `--budget must be at most 9,007,199,254,740,991, got '${text}'` : undefined;
      if (expectSolve === undefined) assert.equal(solveOf(['--budget', text]).budget, Number(n));
      else assert.equal(usage(() => parseArgs(['solve', '--budget', text])), expectSolve);
      if (n <= 0xffffffffn) assert.equal(generateOf(['--seed', text]).seed, Number(n));
      else assert.equal(usage(() => parseGenerateArgs(['--seed', text])), `--seed must be at most 4,294,967,295, got '${text}'`);
      if (n >= 1n && n <= BigInt(Number.MAX_SAFE_INTEGER)) assert.equal(parseRatingArgs(['rate', `--timeout=${text}`])?.timeoutS, Number(n));
    }), { numRuns: 500 });
  });

  it('--help lists each option of its table, its names and placeholder in a column, further lines under the first', () => {
    assert.ok(HELP.includes('\n  --count [N]      count solutions up to N (default 2) and print the count per puzzle\n'));
    assert.ok(HELP.includes([
      '  -j, --jobs N     solve on N worker threads (default 1; \'auto\' for one per core; at most',
      '                   twice the cores)',
      '  --strict         read every file in strict mode, whatever its name',
      '  -h, --help       show this help',
      '  -V, --version    show the version',
      '',
      'A puzzle that cannot be solved',
    ].join('\n')));
    assert.ok(GENERATE_HELP.includes([
      '  --seed S               the same seed and options give the same puzzles (default: random, shown on stderr)',
      '  --format NAME          line (default), grid, leetcode, or link (a SudokuPad link, also for --killer)',
      '  --killer               killer puzzles: cages only, as killer lines (or links); --level is then the search',
      '                         effort (guesses) the killer search needs: easy 0, medium 1-10, hard 11-30, expert 31-100, extreme 101+',
    ].join('\n')));
    assert.ok(RATE_HELP.includes([
      '  --timeout S      seconds of rating per puzzle before giving up (default 60)',
      '  -j, --jobs N     rate on N worker threads, output still in input order',
      '  --strict         read every file in strict mode, whatever its name',
      '',
      'A progress line',
    ].join('\n')));
    assert.doesNotMatch(RATE_HELP, /^ {2}(--json|-h, --help)/m, 'explain --json is described in the text, and --help is not listed');
  });
});

describe('CLI options: any generate command line', () => {
  // Words a user might type after `generate`, valid and not: each line either parses to a command whose request the
  // core either refuses with a message or runs to an outcome within its attempts, or is a usage error. Never another
  // exception, never a hang.
  const values = ['1', '0', '-1', '3', '1.5', '1e9', 'abc', '', '2.6-4.0', '4-2', '11-12', '10-12', '17-17', '24-26', 'easy', 'extreme', 'XY-Wing', 'x wing', 'simple-colouring', 'none', 'mirror', 'grid', 'auto', '4294967296', '_5', '1,000'];
  const names = ['-n', '--count', '--level', '--rating', '--technique', '--symmetry', '--givens', '--seed', '--format', '--attempts', '-j', '--jobs', '--killer', '--techniques', '--rated', '--frob', 'file.txt', '--'];
  const word = fc.oneof(fc.constantFrom(...names), fc.constantFrom(...values), fc.constantFrom(...names).chain((n) => fc.constantFrom(...values).map((v) => `${n}=${v}`)));

  it('is a usage error with a message, or a request the core refuses in words or runs to an outcome', () => {
    let commands = 0;
    fc.assert(
      fc.property(fc.array(word, { maxLength: 7 }), (argv) => {
        let cmd: ReturnType<typeof parseGenerateArgs>;
        try {
          cmd = parseGenerateArgs(argv);
        } catch (e) {
          assert.ok(e instanceof UsageError, `${argv.join(' ')}: ${String(e)}`);
          assert.ok(e.message.length > 0);
          return;
        }
        if (cmd === 'help' || cmd === 'techniques') return;
        commands++;
        // Two attempts at most: the property is that every request ends, not that it is met.
        if (cmd.killer) {
          const r = generateKiller(cmd.seed, 0, { effort: cmd.level ? KILLER_LEVELS[cmd.level] : undefined, maxAttempts: 1 });
          assert.ok(r.kind === 'generated' || r.kind === 'exhausted', argv.join(' '));
          return;
        }
        const request = { symmetry: cmd.symmetry, givens: cmd.givens, rating: cmd.rating, technique: cmd.technique, maxAttempts: 2 };
        const problem = requestProblem(request);
        if (problem !== undefined) {
          assert.throws(() => generatePuzzle(cmd.seed, 0, request), RangeError, argv.join(' '));
          return;
        }
        const r = generatePuzzle(cmd.seed, 0, request);
        assert.ok(r.kind === 'generated' || r.kind === 'exhausted', argv.join(' '));
        if (r.kind === 'generated') assert.ok(r.attempts <= 2);
      }),
      { seed: 20261202, numRuns: 400 },
    );
    assert.ok(commands >= 40, `only ${commands} of the lines parsed to a command`);
  });
});

