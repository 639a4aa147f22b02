/**
 * The vocabulary of named conditions that rule rows use. Rows hold only the
 * plain data these builders return; the compiler finds each kind by its name.
 */
import { afterTodayKind } from './afterToday.js';
import { ageBetweenKind } from './ageBetween.js';
import { answersKind } from './answers.js';
import { nonePresentKind, notObjectKind } from './body.js';
import { decimalAmountKind } from './decimalAmount.js';
import type { ConditionKind } from './define.js';
import { digitsOnlyKind } from './digitsOnly.js';
import { emailShapeKind } from './emailShape.js';
import { moreEntriesThanKind } from './entries.js';
import { eventIsKind } from './event.js';
import { eventAllowsFewerKind, eventDisallowsKind } from './eventCharities.js';
import { eventSplitsDifferKind } from './eventSplits.js';
import { inListKind, notInListKind } from './inList.js';
import { longerThanKind } from './longerThan.js';
import { oneOfKind } from './oneOf.js';
import { absentKind, presentKind, wrongTypeKind } from './presence.js';
import { repeatsEarlierKind } from './repeatsEarlier.js';
import { shorterThanKind } from './shorterThan.js';
import { someKind } from './some.js';
import { wholeNumbersSumToKind } from './sumTo.js';
import { ukPostcodeKind } from './ukPostcode.js';
import { urlSegmentKind } from './urlSegment.js';
import { aboveKind, wholeNumberKind } from './wholeNumber.js';
import { ymdDateKind } from './ymdDate.js';

export { afterToday } from './afterToday.js';
export { ageBetween } from './ageBetween.js';
export { answers } from './answers.js';
export { nonePresent, notObject } from './body.js';
export { decimalAmount } from './decimalAmount.js';
export { digitsOnly } from './digitsOnly.js';
export { emailShape } from './emailShape.js';
export { hasEntries, moreEntriesThan } from './entries.js';
export { type EventState, eventIs } from './event.js';
export { eventAllowsFewer, eventDisallows } from './eventCharities.js';
export { eventSplitsDiffer } from './eventSplits.js';
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
export { urlSegment } from './urlSegment.js';
export { above, wholeNumber } from './wholeNumber.js';
export { ymdDate } from './ymdDate.js';

let kinds: ReadonlyMap<string, ConditionKind> | undefined;

/**
 * Every named condition kind, by the name rows use. Built on first use, so
 * that a bundle whose validators are all generated leaves the interpreter's
 * closures out.
 * @example conditionKinds().get('oneOf')?.test // 'oneOf'
 */
export function conditionKinds(): ReadonlyMap<string, ConditionKind> {
  kinds ??= new Map(
    (
      [
        absentKind,
        presentKind,
        wrongTypeKind,
        longerThanKind,
        oneOfKind,
        digitsOnlyKind,
        emailShapeKind,
        urlSegmentKind,
        ymdDateKind,
        afterTodayKind,
        ageBetweenKind,
        ukPostcodeKind,
        inListKind,
        notInListKind,
        answersKind,
        moreEntriesThanKind,
        wholeNumberKind,
        aboveKind,
        someKind,
        notObjectKind,
        nonePresentKind,
        decimalAmountKind,
        eventIsKind,
        eventDisallowsKind,
        eventAllowsFewerKind,
        eventSplitsDifferKind,
        repeatsEarlierKind,
        wholeNumbersSumToKind,
        shorterThanKind,
      ] as ConditionKind<never>[]
    ).map((kind) => [kind.test, kind as unknown as ConditionKind]),
  );
  return kinds;
}
