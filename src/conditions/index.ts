/**
 * The row builders: the vocabulary of named conditions that rule rows use,
 * and table freezing. Rows hold only the plain data these builders return;
 * the interpreter and the generator find each condition's definition by its
 * name (`registry.ts`).
 */

export { afterToday } from './afterToday.js';
export { ageBetween } from './ageBetween.js';
export { answers } from './answers.js';
export { nonePresent, notObject } from './body.js';
export { decimalAmount } from './decimalAmount.js';
export { digitsOnly } from './digitsOnly.js';
export { emailShape } from './emailShape.js';
export { hasEntries, moreEntriesThan } from './entries.js';
export { eventIs } from './event.js';
export { eventAllowsFewer, eventDisallows } from './eventCharities.js';
export { eventSplitsDiffer } from './eventSplits.js';
export { freezeTable } from './freeze.js';
export { inList, notInList } from './inList.js';
export { all, any, not } from './logic.js';
export { longerThan } from './longerThan.js';
export { oneOf } from './oneOf.js';
export { absent, present, wrongType } from './presence.js';
export { repeatsEarlier } from './repeatsEarlier.js';
export { shorterThan } from './shorterThan.js';
export { some } from './some.js';
export { wholeNumbersSumTo } from './sumTo.js';
export { ukPostcode } from './ukPostcode.js';
export { unstorableText } from './unstorableText.js';
export { urlSegment } from './urlSegment.js';
export { above, wholeNumber } from './wholeNumber.js';
export { ymdDate } from './ymdDate.js';
