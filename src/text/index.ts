// The text scanner's public face: find puzzles in any text and write answers back in place.

export * from './types';
export { batchCountMessage, scan } from './scan';
export { answerReplacements, applyReplacements, renderSolved, solutionReplacements, solvedLine } from './write';
export { LineIndex } from './lines';
export { sudokuPadLink, toFpuzzlesJson } from './formats/links';
export { cageCellSpan, cageSumSpan, type Span } from './cages';
