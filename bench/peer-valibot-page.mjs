/**
 * The create-page checks written the way a valibot user would write them:
 * one schema (`v.looseObject` of per-field pipes; the charity splits as a
 * `v.array` of per-split `v.looseObject`s, each with its custom codes as a
 * nested `v.array`; rules that span fields, splits or the event as
 * `v.rawCheck`s on the body that add issues at explicit paths), run with
 * `v.safeParse(schema, input, { abortEarly: false })`, every issue's message
 * being the code it stands for. The issues are then mapped to the package's
 * result shape (severity, documented, parameter, path, message), so the
 * benchmark compares like with like.
 *
 * The schema is built once per options object (facts are closed over), as a
 * server would build it once. bench/equivalence-peers.mjs holds it to the
 * package (the same verdict, codes and issues, messages and order aside) on
 * the benchmark payloads and a generated corpus; `npm run bench` times
 * nothing while it disagrees.
 *
 * What valibot cannot express, or not the same way (so this peer differs there):
 * - Rules across fields, splits and the event have no valibot building block:
 *   the event lookup and its rules (002.01.24-29, unknown-event, 003.01.20,
 *   002.01.26), the fixed-splits multiset comparison of 002.01.30 (order does
 *   not matter, duplicates count, '60' equals 60), the percentages summing to
 *   100 (003.01.15), duplicate charities, and the personal/event and
 *   team/individual branches (003.01.06-08, 003.01.01, 003.01.11's team half,
 *   003.01.18/19, the warnings). valibot only hosts them: each is a plain
 *   JavaScript function inside a `v.rawCheck` on the whole body, which adds
 *   its issues at paths it builds itself (`v.forward` takes one fixed path, so
 *   it cannot point at `['charitySplits', i, 'charityResourceId']`). Only the
 *   per-field and per-split rules are valibot pipes.
 * - Unchecked rules: valibot has no notion of a rule that needed a missing
 *   fact. Without `events`, `activities`, `charities` or `teamUrlTaken` the
 *   peer simply skips the rule (no issue, and no `unchecked` entry); its
 *   result has `unchecked: []` always. An event the `events` option does not
 *   know gives unknown-event, as the package does.
 * - The EventInfo the `events` option gives is trusted, not checked (a
 *   malformed one is read as it is, where the package throws a TypeError).
 * - Severity: valibot issues have none. The three advice rules (zero-share,
 *   team-field-on-individual-page twice) are mapped to warnings afterwards,
 *   by code; `parameter` is likewise derived from the path and code.
 * - The contract's value conventions (absent = missing, null or blank after
 *   trimming; numbers count as text; code-point lengths; whole numbers as
 *   non-negative integers or ASCII digit strings) are not valibot's: each
 *   field is `v.unknown()` piped into `v.check`s with small predicates; the
 *   list sizes use a built-in action (`v.maxLength(5)` on the splits and on
 *   each split's custom codes).
 * - Missing keys: each field is `v.optional(pipe, null)` (see
 *   peer-valibot-account.mjs) so that its absence checks run.
 * - 003.01.04 for a non-object body must halt everything: `v.custom(isRecord)`
 *   comes first in the pipe; its failure stops the pipe.
 * - One value or a list: the splits and each split's custom codes go through
 *   `v.transform` into an array, so their issue paths carry index 0; a split
 *   that is not an object is transformed into an empty one with a marker, so
 *   that it is reported (wrong-type) and still counts as a split with neither
 *   charity nor percentage.
 * - Issue order: valibot reports field issues in schema order, then the body
 *   rules; the package reports in rule-table order. Codes compare as sets
 *   (contract section 3 allows that), but `issues`/`codes` order differ.
 * - `maxIssues` and the `messages` option are not supported; a fact function
 *   returning a Promise is not detected; the event is looked up once per
 *   body-rule group that needs it (twice per event page), not once.
 * - Today is fixed when the schema is built (`options.today`, else the
 *   machine's local date at build time, not Europe/London).
 *
 * The field building blocks are shared with peer-valibot-account.mjs, in
 * bench/peer-valibot-common.mjs; the value predicates, the Parameter of each
 * issue and the mapping to the result shape with the zod peers too, in
 * bench/peer-common.mjs.
 */
import * as v from 'valibot';
import { limit, pageParameter, SPLITS_TOTAL, TOP_PAGE_FIELDS } from './peer-common.mjs';
import {
  DIGITS,
  entries,
  field,
  formatted,
  isRecord,
  isText,
  longer,
  maxChars,
  required,
  storable,
  textOf,
  URL_SEGMENT,
  validateWith,
  wrongType,
  ymdParts,
} from './peer-valibot-common.mjs';

// The limits the rows state, read off the package's tables.
const SPLIT_CHARITY_MAX = limit('too-long', 'charitySplits[].charityResourceId');
const CODE_MAX = limit('002.01.22', 'charitySplits[].customCodes[]');
const CODES_MAX = limit('002.01.23', 'charitySplits[].customCodes');
const SPLITS_MAX = limit('003.01.13', 'charitySplits');
const TITLE_MAX = limit('003.01.05', 'pageTitle');
const EVENT_MAX = limit('too-long', 'eventResourceId');
const NAME_MAX_02 = limit('003.01.02', 'teamName');
const NAME_MAX_10 = limit('003.01.10', 'teamName');
const URL_MAX_03 = limit('003.01.03', 'teamUrl');
const URL_MAX_11 = limit('003.01.11', 'teamUrl');
const ACTIVITY_MAX = limit('too-long', 'activityCode');
const DESCRIPTION_MAX = limit('too-long', 'activityDescription');
const INTERVAL_MAX = limit('003.01.16', 'postEventFundraisingInterval');

const oneOf = (value, ...values) => isText(value) && values.includes(textOf(value));

const DECIMAL_19_2 = /^[0-9]{1,17}(?:\.[0-9]{1,2})?$/;

/** A whole number's value, else undefined. */
const whole = (value) => {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : undefined;
  return typeof value === 'string' && DIGITS.test(value) ? Number(value) : undefined;
};

/** A real calendar date written YYYYMMDD, as the number YYYYMMDD, else undefined. */
const parseYmd = (value) => (ymdParts(value) === undefined ? undefined : Number(textOf(value)));

const list = (item, code, max) =>
  v.optional(v.pipe(v.unknown(), v.transform(entries), v.array(item), v.maxLength(max, code)), null);

/** Marks a split that was not an object (a string key: `v.looseObject` copies no symbol keys). */
const NOT_OBJECT = '~notAnObject';
const WARNINGS = new Set(['zero-share', 'team-field-on-individual-page']);
const FIELDS = TOP_PAGE_FIELDS;

/** A valibot path (what `addIssue` takes) from plain keys. */
const pathOf = (keys) =>
  keys.map((key) => ({
    type: typeof key === 'number' ? 'array' : 'object',
    origin: 'value',
    input: undefined,
    key,
    value: undefined,
  }));

/** Rules over the whole body: `rules(body, report)` calls `report(code, ...keys)` for each issue. */
const bodyRules = (rules) =>
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    rules(dataset.value, (code, ...keys) =>
      addIssue({ message: code, path: keys.length === 0 ? undefined : pathOf(keys) }),
    );
  });

/**
 * The valibot schema for one set of options (facts closed over).
 * @example v.safeParse(pageSchema({ today: '20261122' }), body, { abortEarly: false })
 */
export function pageSchema(options = {}) {
  const today =
    options.today === undefined
      ? (() => {
          const now = new Date();
          return now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
        })()
      : (parseYmd(options.today) ?? 0);
  const activities = options.activities === undefined ? undefined : new Set(options.activities);
  const charities = options.charities === undefined ? undefined : new Set(options.charities);
  const { events, teamUrlTaken } = options;
  /** The event's facts; null when the option does not know it; undefined without the option. */
  const eventOf = (body) => {
    if (events === undefined || !isText(body.eventResourceId)) return undefined;
    const id = textOf(body.eventResourceId);
    const info = typeof events === 'function' ? events(id) : Object.hasOwn(events, id) ? events[id] : undefined;
    return info ?? null;
  };
  const hasCharity = (split) => isText(split.charityResourceId);

  const split = v.pipe(
    v.unknown(),
    v.transform((entry) => (isRecord(entry) ? entry : { [NOT_OBJECT]: true })),
    v.looseObject({
      charityResourceId: field(
        maxChars(SPLIT_CHARITY_MAX, 'too-long'),
        v.check(
          (value) =>
            charities === undefined ||
            !isText(value) ||
            longer(value, SPLIT_CHARITY_MAX) ||
            charities.has(textOf(value)),
          'unknown-charity',
        ),
      ),
      charitySplitPercent: formatted(
        (value) => whole(value) !== undefined,
        v.check((value) => (whole(value) ?? 1) > 0, 'zero-share'),
      ),
      customCodes: list(
        v.pipe(
          v.unknown(),
          v.check((value) => isText(value) && !longer(value, CODE_MAX), '002.01.22'),
          wrongType,
          storable(),
        ),
        '002.01.23',
        CODES_MAX,
      ),
    }),
    v.check((entry) => entry[NOT_OBJECT] !== true, 'wrong-type'),
    v.forward(
      v.partialCheck(
        [['charityResourceId'], ['charitySplitPercent']],
        (entry) => !(isText(entry.charitySplitPercent) && !hasCharity(entry)),
        '003.01.14',
      ),
      ['charityResourceId'],
    ),
  );

  return v.pipe(
    v.custom(isRecord, '003.01.04'),
    v.looseObject({
      pageTitle: field(required('003.01.05'), maxChars(TITLE_MAX, '003.01.05')),
      eventResourceId: field(maxChars(EVENT_MAX, 'too-long')),
      fundraisingDate: formatted((value) => parseYmd(value) !== undefined),
      teamPageIndicator: formatted(
        (value) => oneOf(value, 'Y', 'N'),
        v.check((value) => oneOf(value, 'Y', 'N'), '003.01.09'),
      ),
      teamName: field(maxChars(NAME_MAX_02, '003.01.02'), maxChars(NAME_MAX_10, '003.01.10')),
      teamUrl: formatted(
        (value) => URL_SEGMENT.test(textOf(value)),
        maxChars(URL_MAX_03, '003.01.03'),
        v.check(
          (value) => !isText(value) || (!longer(value, URL_MAX_11) && URL_SEGMENT.test(textOf(value))),
          '003.01.11',
        ),
        v.check(
          (value) =>
            teamUrlTaken === undefined ||
            !isText(value) ||
            longer(value, URL_MAX_11) ||
            !URL_SEGMENT.test(textOf(value)) ||
            !teamUrlTaken(textOf(value)),
          'team-url-taken',
        ),
      ),
      activityCode: field(maxChars(ACTIVITY_MAX, 'too-long')),
      activityDescription: field(maxChars(DESCRIPTION_MAX, 'too-long')),
      charityContributionIndicator: formatted(
        (value) => oneOf(value, 'Y', 'N'),
        v.check((value) => oneOf(value, 'Y', 'N'), '003.01.17'),
      ),
      postEventFundraisingInterval: formatted(
        (value) => whole(value) !== undefined,
        v.check((value) => (whole(value) ?? Number.POSITIVE_INFINITY) <= INTERVAL_MAX, '003.01.16'),
      ),
      fundraisingTarget: formatted(
        (value) => DECIMAL_19_2.test(textOf(value)),
        v.check((value) => !isText(value) || DECIMAL_19_2.test(textOf(value)), 'target-amount'),
      ),
      charitySplits: list(split, '003.01.13', SPLITS_MAX),
    }),
    // The page as a whole, its kind (event or personal, team or individual), and the activity.
    bodyRules((body, report) => {
      if (!FIELDS.some((name) => isText(body[name])) && body.charitySplits.length === 0) report('003.01.04');
      const eventPage = isText(body.eventResourceId);
      const date = body.fundraisingDate;
      if (eventPage && isText(date)) report('003.01.06', 'fundraisingDate');
      if (!eventPage) {
        const day = parseYmd(date);
        if (day === undefined) report('003.01.07', 'fundraisingDate');
        else if (day <= today) report('003.01.08', 'fundraisingDate');
      }
      const teamPage = oneOf(body.teamPageIndicator, 'Y');
      const individualPage = oneOf(body.teamPageIndicator, 'N');
      if (teamPage && !isText(body.teamName)) report('003.01.01', 'teamName');
      if (individualPage && isText(body.teamName)) report('team-field-on-individual-page', 'teamName');
      if (teamPage && !isText(body.teamUrl)) report('003.01.11', 'teamUrl');
      if (individualPage && isText(body.teamUrl)) report('team-field-on-individual-page', 'teamUrl');
      const activity = body.activityCode;
      if (!eventPage && (!isText(activity) || (activities !== undefined && !activities.has(textOf(activity))))) {
        report('003.01.18', 'activityCode');
      }
      if (eventPage && isText(activity)) report('activity-on-event-page', 'activityCode');
      if (oneOf(activity, '039') && !isText(body.activityDescription)) report('003.01.19', 'activityDescription');
      if (isText(body.activityDescription) && !oneOf(activity, '039'))
        report('description-without-039', 'activityDescription');
    }),
    // The event's rules.
    bodyRules((body, report) => {
      const event = eventOf(body);
      if (event === null) report('unknown-event', 'eventResourceId');
      if (!event) return;
      if (event.status === 'unpublished') report('002.01.24', 'eventResourceId');
      if (event.status === 'expired') report('002.01.25', 'eventResourceId');
      if (event.feeRequired === true) report('002.01.27', 'eventResourceId');
      if (event.placesLeft !== undefined && event.placesLeft <= 0) report('002.01.28', 'eventResourceId');
      if (event.status === 'closed') report('002.01.29', 'eventResourceId');
    }),
    // The splits as a whole, and against the event.
    bodyRules((body, report) => {
      const splits = body.charitySplits;
      if (!splits.some(hasCharity)) report('003.01.12', 'charitySplits');
      const sum = splits.reduce((total, entry) => total + (whole(entry.charitySplitPercent) ?? 0), 0);
      const charityWithoutWhole = splits.some(
        (entry) => hasCharity(entry) && whole(entry.charitySplitPercent) === undefined,
      );
      if (splits.length > 0 && (charityWithoutWhole || sum !== SPLITS_TOTAL)) {
        report('003.01.15', 'charitySplits');
      }
      const seen = new Set();
      splits.forEach((entry, index) => {
        if (!hasCharity(entry)) return;
        const charity = textOf(entry.charityResourceId);
        if (seen.has(charity)) report('duplicate-charity', 'charitySplits', index, 'charityResourceId');
        seen.add(charity);
      });
      const event = eventOf(body);
      if (!event) return;
      if (splits.length > 0 && event.maxCharities !== undefined && splits.length > event.maxCharities)
        report('002.01.26', 'charitySplits');
      if (event.charitySplits !== undefined) {
        const pairs = (items) => items.map(([charity, percent]) => `${percent}\u0000${charity}`).sort();
        const page = splits
          .filter(hasCharity)
          .map((entry) => [textOf(entry.charityResourceId), whole(entry.charitySplitPercent)]);
        const fixed = event.charitySplits.map((entry) => [entry.charityResourceId, entry.charitySplitPercent]);
        if (
          page.some(([, percent]) => percent === undefined) ||
          JSON.stringify(pairs(page)) !== JSON.stringify(pairs(fixed))
        ) {
          report('002.01.30', 'charitySplits');
        }
      }
      splits.forEach((entry, index) => {
        const charity = hasCharity(entry);
        const percentWhole = whole(entry.charitySplitPercent) !== undefined;
        if ((charity && !percentWhole) || (isText(entry.charitySplitPercent) && !charity))
          report('002.01.30', 'charitySplits', index);
        if (
          charity &&
          event.allowedCharities !== undefined &&
          !event.allowedCharities.includes(textOf(entry.charityResourceId))
        ) {
          report('003.01.20', 'charitySplits', index, 'charityResourceId');
        }
      });
    }),
  );
}

const schemas = new WeakMap();

/**
 * Validates with the valibot schema and maps its issues to the package's
 * result shape (the message is the code: valibot's message slot carries it).
 * @example validatePageValibot({ pageTitle: 'Run' }, { today: '20261122' }).codes.includes('003.01.09') // true
 */
export function validatePageValibot(input, options = {}) {
  return validateWith(schemas, pageSchema, WARNINGS, pageParameter, input, options);
}
