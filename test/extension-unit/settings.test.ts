// The settings snapshot and the manifest agree: every setting read is declared with its default and a description.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DEFAULTS, readSettings } from '../../src/extension/settings';
import { repoRoot } from '../helpers/data';

interface Manifest {
  activationEvents: string[];
  main: string;
  browser: string;
  capabilities: { untrustedWorkspaces: { supported: boolean }; virtualWorkspaces: boolean };
  contributes: {
    languages: { id: string; extensions: string[]; configuration: string }[];
    grammars: { language: string; path: string }[];
    commands: { command: string; title: string; category: string; icon?: string }[];
    menus: Record<string, { command: string; when?: string }[]>;
    configuration: { properties: Record<string, { default: unknown; markdownDescription?: string; enum?: string[]; enumDescriptions?: string[] }> };
  };
}

const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Manifest;

describe('settings', () => {
  it('falls back to the defaults when nothing is set', () => {
    const s = readSettings(() => undefined);
    assert.equal(s.plainText, true);
    assert.equal(s.diagnostics.delayMs, 150);
    assert.equal(s.diagnostics.conflicts, true);
    assert.equal(s.checkMaxPuzzles, 10000);
    assert.equal(s.codeLens.maxPuzzles, 500);
    assert.equal(s.solveMode, 'replace');
  });

  it('reads set values, clamps numbers and ignores ill-typed ones', () => {
    const values: Record<string, unknown> = {
      'diagnostics.delay': 99999, 'check.maxPuzzles': -5, 'codeLens.enabled': 'yes', 'solve.mode': 'insertBelow', 'diagnostics.notUnique': false,
    };
    const s = readSettings((k) => values[k]);
    assert.equal(s.diagnostics.delayMs, 5000);
    assert.equal(s.checkMaxPuzzles, 0);
    assert.equal(s.codeLens.enabled, true, 'a string is not a boolean: default kept');
    assert.equal(s.solveMode, 'insertBelow');
    assert.equal(s.diagnostics.notUnique, false);
    assert.equal(s.diagnostics.unsolvable, true);
    assert.equal(readSettings((k) => (k === 'solve.mode' ? 'sideways' : undefined)).solveMode, 'replace');
  });

  it('turns every kind off with sudoku.diagnostics.enabled', () => {
    const s = readSettings((k) => (k === 'diagnostics.enabled' ? false : undefined));
    const d = s.diagnostics;
    assert.deepEqual([d.conflicts, d.malformed, d.unsolvable, d.notUnique, d.stopped], [false, false, false, false, false]);
  });

  it('declares every setting it reads in package.json, with the same default and a description', () => {
    const props = manifest.contributes.configuration.properties;
    for (const [key, value] of Object.entries(DEFAULTS)) {
      const declared = props[`sudoku.${key}`];
      assert.ok(declared, `sudoku.${key} is read but not declared`);
      assert.deepEqual(declared.default, value, `sudoku.${key}: default`);
    }
    for (const [key, p] of Object.entries(props)) {
      assert.ok(key.startsWith('sudoku.'), key);
      assert.ok((p.markdownDescription ?? '').length > 20, `${key} has a markdownDescription`);
      if (p.enum) assert.equal(p.enumDescriptions?.length, p.enum.length, `${key}: one enumDescription per value`);
    }
  });
});

describe('manifest', () => {
  it('activates on its languages and the board, never on *', () => {
    assert.deepEqual([...manifest.activationEvents].sort(), ['onLanguage:plaintext', 'onLanguage:sudoku', 'onWebviewPanel:sudoku.board']);
    assert.equal(manifest.main, './dist/extension.js');
    assert.equal(manifest.browser, './dist/web/extension.js');
    assert.equal(manifest.capabilities.untrustedWorkspaces.supported, true);
    assert.equal(manifest.capabilities.virtualWorkspaces, true);
  });

  it('contributes the sudoku language with its grammar and language configuration files', () => {
    const lang = manifest.contributes.languages.find((l) => l.id === 'sudoku');
    assert.deepEqual(lang?.extensions, ['.sudoku', '.sdk', '.sdm']);
    for (const file of [lang!.configuration, ...manifest.contributes.grammars.map((g) => g.path)]) {
      assert.ok(fs.existsSync(path.join(repoRoot, file)), `${file} exists`);
      JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8'));
    }
  });

  it('names the eight commands in the Sudoku category in Title Case, and every menu entry is one of them', () => {
    const commands = manifest.contributes.commands;
    assert.deepEqual(commands.map((c) => c.command).sort(), ['sudoku.checkFile', 'sudoku.copyLink', 'sudoku.explain', 'sudoku.hint', 'sudoku.newPuzzle', 'sudoku.openBoard', 'sudoku.solveAll', 'sudoku.solvePuzzle']);
    const small = new Set(['in', 'of', 'a', 'the', 'to']);
    for (const c of commands) {
      assert.equal(c.category, 'Sudoku');
      for (const word of c.title.split(' ')) assert.ok(small.has(word) || /^[A-Z]/.test(word), `"${c.title}" is Title Case`);
    }
    const ids = new Set(commands.map((c) => c.command));
    for (const [menu, entries] of Object.entries(manifest.contributes.menus)) {
      for (const e of entries) {
        assert.ok(ids.has(e.command), `${menu}: ${e.command}`);
        assert.ok(e.when !== undefined && /editorLangId|sudoku\./.test(e.when), `${menu}: ${e.command} has a when clause`);
        if (menu !== 'commandPalette') assert.ok(commands.find((c) => c.command === e.command)?.icon, `${e.command} has an icon for ${menu}`);
      }
    }
  });
});
