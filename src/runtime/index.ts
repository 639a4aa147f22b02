/**
 * What generated validators import: value readers, the calendar, the
 * patterns, the fact questions and result building. Nothing here knows a
 * rule table; a generated validator brings its own rows.
 */
export { ageBetween, parseYmd } from './calendar.js';
export { isDecimalAmount, isUkPostcode, isUrlSegment } from './formats.js';
export { giveSlots, keepSlot, repeatedText, repeatsEarlier, type Slots, takeSlots } from './lists.js';
export {
  charityDisallowed,
  eventIn,
  eventKnown,
  eventMaxCharities,
  eventOpen,
  factAnswer1,
  factAnswer2,
  fixedSplitsDiffer,
  fixedSplitsMatched,
  type LookedUpEvent,
  listMembership,
  lookUpEvent,
  matchFixedSplit,
  moreCharitiesThanAllowed,
} from './lookups.js';
export { Findings, type FormMessages, type Reporting, reported } from './report.js';
export type { ValidationResult } from './result.js';
export { and3, FALSE, not3, or3, TRUE, type Tri, UNKNOWN } from './tri.js';
export {
  asRecord,
  codePoints,
  entryAt,
  entryCount,
  hasAtAndTwoDots,
  hasText,
  holdsUnstorable,
  holesAfter,
  holesEnd,
  isDigits,
  isRecord,
  isWrongType,
  lengthLimit,
  longerThan,
  NATIVE_WELL_FORMED,
  numberText,
  textAt,
  type WellFormedText,
  wholeNumber,
} from './values.js';
