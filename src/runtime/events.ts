/**
 * What an `events` option gives for one event, checked before any rule reads
 * it (contract section 4). Here, not with the other options: only a
 * validator with event rules needs it, and a bundle without them leaves it
 * out.
 */
import type { EventInfo } from '../facts/types.js';

const STATUSES: readonly string[] = ['published', 'unpublished', 'expired', 'closed'];

/** A number that is one: NaN is a programmer's error here, never a count. */
const isNumber = (value: unknown): boolean => typeof value === 'number' && !Number.isNaN(value);

/** Why a value is not an EventInfo (contract section 4), or `undefined` when it is one. Unknown keys are ignored. */
export function eventInfoProblem(info: object): string | undefined {
  const { status, feeRequired, placesLeft, allowedCharities, maxCharities, charitySplits } = info as Record<
    string,
    unknown
  >;
  if (status !== undefined && STATUSES.indexOf(status as string) === -1)
    return `status must be one of ${STATUSES.join(', ')}`;
  if (feeRequired !== undefined && typeof feeRequired !== 'boolean') return 'feeRequired must be true or false';
  if (placesLeft !== undefined && !isNumber(placesLeft)) return 'placesLeft must be a number';
  if (maxCharities !== undefined && !isNumber(maxCharities)) return 'maxCharities must be a number';
  if (allowedCharities !== undefined && !isStringList(allowedCharities))
    return 'allowedCharities must be an array of charity resource IDs (strings)';
  if (charitySplits !== undefined && !isSplitList(charitySplits))
    return 'charitySplits must be an array of { charityResourceId: string, charitySplitPercent: number }';
  return undefined;
}

// Loops, not `every` with a callback: a page validation checks its event on every call.

function isStringList(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (let index = 0; index < value.length; index++) if (typeof value[index] !== 'string') return false;
  return true;
}

function isSplitList(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (let index = 0; index < value.length; index++) {
    const split: unknown = value[index];
    if (typeof split !== 'object' || split === null) return false;
    const fields = split as Record<string, unknown>;
    if (typeof fields.charityResourceId !== 'string' || !isNumber(fields.charitySplitPercent)) return false;
  }
  return true;
}

/**
 * Checks what an events option gave for one event: `null` when it does not
 * know the event, else the EventInfo (a `TypeError` when it is malformed).
 * The caller's own object is read live: a server may update placesLeft in
 * place.
 * @example checkEventInfo('E1', { status: 'closed' }) // { status: 'closed' }
 */
export function checkEventInfo(eventResourceId: string, info: unknown): EventInfo | null {
  if (info === undefined || info === null) return null;
  const problem =
    typeof info !== 'object' || Array.isArray(info) ? 'must be an EventInfo object' : eventInfoProblem(info);
  if (problem !== undefined)
    throw new TypeError(`fundraising-rules: invalid options: events['${eventResourceId}'] ${problem}`);
  return info as EventInfo;
}
