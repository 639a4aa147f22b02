/**
 * `eventOpen`, the one test a page's event rules are passed over under,
 * held to `eventIn`: it holds exactly where no state but 'known' does; and
 * `eventKnown`, the state 'known' on its own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SampleScope } from '../conditions/define.js';
import { eventIsCondition } from '../conditions/event.js';
import type { EventInfo } from '../facts/types.js';
import { type EventState, eventIn, eventKnown, eventOpen, type LookedUpEvent } from './lookups.js';
import { FALSE, TRUE, type Tri, UNKNOWN } from './tri.js';

const unknowns = { unknown: (): Tri => UNKNOWN };

/** Every state an event rule may ask about (the condition's samples name each), but 'known': the one that holds of an open event. */
const STATES: readonly EventState[] = eventIsCondition
  .samples({ event: 'eventResourceId' } as SampleScope)
  .map(({ state }) => state)
  .filter((state) => state !== 'known');

/** What an events option may give once checked (`checkEventInfo`): any valid EventInfo, field by field. */
const eventInfo: fc.Arbitrary<EventInfo> = fc.record(
  {
    status: fc.constantFrom('published', 'unpublished', 'expired', 'closed'),
    feeRequired: fc.boolean(),
    placesLeft: fc.oneof(fc.integer({ min: -2, max: 2 }), fc.double({ noNaN: true })),
  },
  { requiredKeys: [] },
);

const lookedUp: fc.Arbitrary<LookedUpEvent> = fc.oneof(
  eventInfo,
  fc.constantFrom<LookedUpEvent>(null, FALSE, TRUE, UNKNOWN),
);

describe('the event states the rules of a page ask', () => {
  it('holds exactly where every event state but known is false', () => {
    fc.assert(
      fc.property(lookedUp, (event) => {
        const quiet = STATES.every((state) => eventIn(unknowns, event, state) === FALSE);
        expect(eventOpen(event)).toBe(quiet && typeof event === 'object' && event !== null);
      }),
    );
  });

  it('holds of a published event with places and no fee, and not once one of them changes', () => {
    const open = { status: 'published', feeRequired: false, placesLeft: 1 } as const;
    expect(eventOpen(open)).toBe(true);
    expect(eventOpen({})).toBe(true);
    expect(eventOpen({ ...open, status: 'closed' })).toBe(false);
    expect(eventOpen({ ...open, feeRequired: true })).toBe(false);
    expect(eventOpen({ ...open, placesLeft: 0 })).toBe(false);
    expect(eventOpen(null)).toBe(false);
    expect(eventOpen(UNKNOWN)).toBe(false);
  });

  it('eventKnown is true of any event the option knows, false of one it does not, unknown without the option', () => {
    const needs: string[] = [];
    const recording = {
      unknown(option: string): Tri {
        needs.push(option);
        return UNKNOWN;
      },
    };
    fc.assert(fc.property(eventInfo, (event) => eventKnown(recording, event) === TRUE));
    expect([eventKnown(recording, null), eventKnown(recording, FALSE), eventKnown(recording, UNKNOWN)]).toEqual([
      FALSE,
      FALSE,
      UNKNOWN,
    ]);
    expect(needs).toEqual(['events']);
  });
});
