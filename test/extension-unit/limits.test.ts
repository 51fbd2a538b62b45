// Issue 7, item 9: the cap on what is scanned counts characters as well as lines, so a 40 MB line is not rescanned on every keystroke.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type * as vscode from 'vscode';
import { documentChars, isPuzzleDocument, sizeLimitOf } from '../../src/extension/documents';
import { MAX_SCANNED_CHARS, MAX_SCANNED_LINES, overLimit } from '../../src/extension/limits';
import { readSettings } from '../../src/extension/settings';
import { count, notScannedText } from '../../src/text/describe';
import { repoRoot } from '../helpers/data';

const SETTINGS = readSettings(() => undefined);

/** A document of `lines` lines of `width` characters, as far as the size checks read it (no text is built). */
function sized(lines: number, width: number, languageId = 'plaintext'): vscode.TextDocument & { offsetCalls: number } {
  const doc = {
    uri: { scheme: 'file' },
    languageId,
    version: 1,
    lineCount: lines,
    offsetCalls: 0,
    lineAt: (line: number) => ({ range: { end: { line, character: width } } }),
    offsetAt: (p: { line: number; character: number }) => {
      doc.offsetCalls++;
      return p.line * (width + 1) + p.character;
    },
  };
  return doc as unknown as vscode.TextDocument & { offsetCalls: number };
}

describe('size cap of scanned documents', () => {
  it('does not scan a 40 MB plain text file on one line (it was scanned: only lines were counted)', () => {
    const doc = sized(1, 40_000_000);
    assert.equal(documentChars(doc), 40_000_000);
    assert.deepEqual(sizeLimitOf(doc), { over: 'characters', chars: 40_000_000, lines: 1 });
    assert.equal(isPuzzleDocument(doc, SETTINGS), false);
    assert.equal(isPuzzleDocument(sized(1, 40_000_000, 'sudoku'), SETTINGS), false, 'a .sudoku file too');
  });

  it('scans the 10,000-puzzle file (820,000 characters on 10,000 lines) and anything up to both limits', () => {
    assert.equal(isPuzzleDocument(sized(10_000, 81), SETTINGS), true);
    assert.equal(isPuzzleDocument(sized(1, MAX_SCANNED_CHARS), SETTINGS), true);
    assert.equal(isPuzzleDocument(sized(1, MAX_SCANNED_CHARS + 1), SETTINGS), false);
    assert.equal(isPuzzleDocument(sized(MAX_SCANNED_LINES, 9), SETTINGS), true);
    assert.equal(sizeLimitOf(sized(MAX_SCANNED_LINES + 1, 9))?.over, 'lines');
  });

  it('measures a document once per version', () => {
    const doc = sized(3, 100);
    documentChars(doc);
    documentChars(doc);
    isPuzzleDocument(doc, SETTINGS);
    assert.equal(doc.offsetCalls, 1);
  });

  it('says why in one sentence with the figures', () => {
    const o = overLimit(40_000_000, 1)!;
    assert.equal(
      notScannedText(o.over, o.chars, o.lines, MAX_SCANNED_CHARS, MAX_SCANNED_LINES),
      'Not scanned for puzzles: this file has 40,000,000 characters, and files are scanned as you type only up to 900,000 characters and 20,000 lines (so that no keystroke waits for the scan).',
    );
  });

  it('names the same limits in the setting description of package.json', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { contributes: { configuration: { properties: Record<string, { markdownDescription: string }> } } };
    const text = manifest.contributes.configuration.properties['sudoku.plainText.enabled'].markdownDescription;
    assert.ok(text.includes(`${count(MAX_SCANNED_CHARS)} characters or ${count(MAX_SCANNED_LINES)} lines`), text);
  });
});
