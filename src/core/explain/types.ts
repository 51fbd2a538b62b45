// The explainer's vocabulary: a step is one deduction as a plain value. No English here: sentences are
// built from steps in text.ts.

/** A candidate: digit `digit` (1..9) in cell `cell` (0..80). */
export interface Candidate {
  readonly cell: number;
  readonly digit: number;
}

/** One link of a chain or pattern, for drawing: `strong` when one end being false makes the other true. */
export interface StepLink {
  readonly from: Candidate;
  readonly to: Candidate;
  readonly strong: boolean;
}

/** Stable technique ids (one per kind of step the ladder can produce). */
export type TechniqueId =
  | 'full-house'
  | 'hidden-single'
  | 'direct-pointing'
  | 'direct-claiming'
  | 'direct-hidden-pair'
  | 'naked-single'
  | 'direct-hidden-triple'
  | 'pointing'
  | 'claiming'
  | 'naked-pair'
  | 'x-wing'
  | 'hidden-pair'
  | 'naked-triple'
  | 'swordfish'
  | 'hidden-triple'
  | 'skyscraper'
  | 'two-string-kite'
  | 'turbot-fish'
  | 'grouped-skyscraper'
  | 'grouped-two-string-kite'
  | 'grouped-turbot-fish'
  | 'xy-wing'
  | 'w-wing'
  | 'xyz-wing'
  | 'unique-rectangle'
  | 'unique-loop'
  | 'naked-quad'
  | 'jellyfish'
  | 'hidden-quad'
  | 'three-strong-links'
  | 'wxyz-wing'
  | 'bug'
  | 'vwxyz-wing'
  | 'aligned-pair-exclusion'
  | 'aligned-triple-exclusion'
  | 'x-cycle'
  | 'y-cycle'
  | 'xy-cycle'
  | 'remote-pair'
  | 'x-chain'
  | 'xy-chain'
  | 'simple-colouring'
  | 'forcing-x-chain'
  | 'forcing-chain'
  | 'nishio'
  | 'cell-forcing-chains'
  | 'region-forcing-chains'
  | 'dynamic-contradiction'
  | 'dynamic-double-forcing'
  | 'dynamic-cell-forcing-chains'
  | 'dynamic-region-forcing-chains'
  | 'nested-forcing-chains';

/**
 * One deduction. Units are indices 0..26 (rows 0-8, columns 9-17, boxes 18-26, as `UNITS` in grid.ts).
 * `difficulty` is Sukaku Explainer's rating of the step, a double as SE computes it (print it with
 * `formatRating`).
 */
export interface Step {
  readonly technique: TechniqueId;
  readonly difficulty: number;
  /** Digits placed (direct techniques and singles place one; chains may place one). */
  readonly placements: readonly Candidate[];
  /** Candidates removed. */
  readonly eliminations: readonly Candidate[];
  /** The cells of the pattern (for highlighting). */
  readonly cells: readonly number[];
  /** The candidates the pattern is built from (for highlighting). */
  readonly candidates: readonly Candidate[];
  /** Links of a chain or of a strong-link pattern. */
  readonly links: readonly StepLink[];
  /** The units the pattern works in. */
  readonly units: readonly number[];
  /** The digits the pattern is about. */
  readonly digits: readonly number[];
  /** Technique-specific detail for the sentence: a loop's type, a chain's length, a fish's size… */
  readonly detail?: Readonly<Record<string, number | string | boolean>>;
}

/** The working position: cell values and candidate masks (bit `1 << d`). */
export interface Position {
  readonly cells: Uint8Array;
  readonly cand: Uint16Array;
}

/** The ratings a kind of step can have; `max` is left out where a size or length bonus has no small bound. */
export interface RatingRange {
  readonly min: number;
  readonly max?: number;
}

/**
 * One producer of the ladder: finds the first step it would apply on a position, or none; and what its steps can
 * be rated, written beside the difficulties it assigns (the generator cuts the ladder and turns down impossible
 * requests by these; the tests check them against every step of full ratings of whole puzzle sets).
 */
export interface Technique {
  /** Stable id of the producer (one file, one entry of the ladder). */
  readonly id: string;
  /** The least difficulty a step of this producer can have. */
  readonly floor: number;
  /**
   * The ratings its steps can have, by the name a step is known by: its technique, or the pattern people know it by
   * (`detail.pattern`, an X-Chain found as a forcing X-chain). A name left out claims nothing.
   */
  readonly ratings: Readonly<Record<string, RatingRange>>;
  /**
   * The greatest difficulty any step of this producer can have, where `ratings` leave it open (a name it shares
   * with another producer, or a length bonus whose bound the ratings do not state). Omitted when every range of
   * `ratings` has a max, or nothing bounds the producer. The tests check it against every step of full ratings.
   */
  readonly most?: number;
  /** Looks for a step; `undefined` when the producer has nothing on this position. */
  find(pos: Position, ctx: SearchContext): Step | undefined;
}

/**
 * The candidates removed since a producer last searched the line of play and found nothing (rate() keeps
 * one per producer; candidates are only ever removed along a line of play). A producer whose finds in a
 * digit (or a unit, or around a cell) depend only on that digit's candidates (that unit's cells, those
 * cells) may skip every digit (unit, cell) left unchanged: it found nothing there before, so it finds
 * nothing there now, and its first find in its own order is the same.
 */
export interface Changes {
  /** Bit d: digit d lost a candidate (or was placed). */
  readonly digits: number;
  /** Bit u: a cell of unit u (0..26) lost a candidate. */
  readonly units: number;
  /** The cells that lost a candidate, as 3 cell-set words (cells 0-26, 27-53, 54-80). */
  readonly cells: Int32Array;
  /**
   * The candidates of the position the producer last found nothing on (a placed cell has none), for a search
   * that needs to know which digit lost which candidates (`lostUnitsByDigit`).
   */
  readonly since: Uint16Array;
}

/** What a search may check to stop early: an abort signal. */
export interface SearchContext {
  readonly signal?: AbortSignal;
  /** Throws when the search must stop; called by long searches between units of work. */
  check(): void;
  /** Set by rate(): what changed since this producer last found nothing; absent means search everything. */
  readonly changes?: Changes;
  /**
   * Set by rate(): a number that changes whenever the position does, so that producers may share work
   * computed from the position (the places table) within one step; absent means compute afresh.
   */
  readonly version?: number;
}
