// The ladder: every producer in Sukaku Explainer v1.15.10's order. The rating loop applies the first step
// the first producer finds. Adding a technique is one file under techniques/ (its search, its floor and the ratings
// of its steps), one line here, and its id and words in types.ts and text.ts.

import type { Technique } from './types';
import { singles } from './techniques/singles';
import { directLocking } from './techniques/directLocking';
import { directHiddenPair, directHiddenTriple, hiddenPair, hiddenTriple, hiddenQuad } from './techniques/hiddenSet';
import { nakedSingle } from './techniques/nakedSingle';
import { locking } from './techniques/locking';
import { nakedPair, nakedTriple, nakedQuad } from './techniques/nakedSet';
import { xWing, swordfish, jellyfish } from './techniques/fish';
import { turbotFish } from './techniques/turbotFish';
import { xyWing, xyzWing } from './techniques/xyWing';
import { uniqueLoops } from './techniques/uniqueLoops';
import { wxyzWing, vwxyzWing } from './techniques/alsWing';
import { bug } from './techniques/bug';
import { threeStrongLinks } from './techniques/threeStrongLinks';
import { unaryChains } from './techniques/unaryChains';
import { alignedPairExclusion, alignedTripleExclusion } from './techniques/alignedExclusion';
import { nishioChains, multipleChains, dynamicChains, nestedChains } from './techniques/forcingChains';

export const LADDER: readonly Technique[] = [
  singles,
  directLocking,
  directHiddenPair,
  nakedSingle,
  directHiddenTriple,
  locking,
  nakedPair,
  xWing,
  hiddenPair,
  nakedTriple,
  swordfish,
  hiddenTriple,
  turbotFish,
  xyWing,
  xyzWing,
  uniqueLoops,
  nakedQuad,
  jellyfish,
  hiddenQuad,
  threeStrongLinks,
  wxyzWing,
  bug,
  vwxyzWing,
  alignedPairExclusion,
  unaryChains,
  alignedTripleExclusion,
  nishioChains,
  multipleChains,
  dynamicChains,
  nestedChains,
];
