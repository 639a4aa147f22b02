// @ts-nocheck
// validateAccount and validatePage of fundraising-rules at commit 82cd4b058235c9bf9f4f1e01c5376e980dbedc40, bundled by
// bench/baseline/build.mjs (npm run bench:baseline) from its built Node entry. Generated: do not edit.
// dist/node/chunks/chunk-XQKTUGYW.js
var SURROGATE = /[\uD800-\uDFFF]/;
var DOCUMENTED_CODE = /^[0-9]{3}\.[0-9]{2}\.[0-9]{2}$/;
var JS_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
var FIELD_END = /[.[]/;
var BRACES = /[{}]/;

// dist/node/chunks/chunk-VEMQW6OO.js
function parseYmd(text2) {
  if (text2.length !== 8) return void 0;
  let ymd = 0;
  for (let index = 0; index < 8; index++) {
    const digit = text2.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return void 0;
    ymd = ymd * 10 + digit;
  }
  const year = ymd / 1e4 | 0;
  const month = (ymd / 100 | 0) % 100;
  const day = ymd % 100;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? ymd : void 0;
}
var DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
var isLeap = (year) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
function daysInMonth(year, month) {
  return month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1] ?? 0;
}
function yearsBefore(day, years) {
  const year = (day / 1e4 | 0) - years;
  const monthDay = day % 1e4;
  return year * 1e4 + (monthDay === 229 && !isLeap(year) ? 228 : monthDay);
}
var range = { day: -1, min: -1, max: -1, youngest: 0, oldest: 0 };
function ageBetween(birth, day, min, max) {
  if (day !== range.day || min !== range.min || max !== range.max) {
    range.youngest = yearsBefore(day, min);
    range.oldest = yearsBefore(day, max + 1);
    range.day = day;
    range.min = min;
    range.max = max;
  }
  return birth <= range.youngest && birth > range.oldest;
}
var STATUSES = ["published", "unpublished", "expired", "closed"];
var isNumber = (value) => typeof value === "number" && !Number.isNaN(value);
function eventInfoProblem(info) {
  const { status, feeRequired, placesLeft, allowedCharities, maxCharities, charitySplits } = info;
  if (status !== void 0 && STATUSES.indexOf(status) === -1)
    return `status must be one of ${STATUSES.join(", ")}`;
  if (feeRequired !== void 0 && typeof feeRequired !== "boolean") return "feeRequired must be true or false";
  if (placesLeft !== void 0 && !isNumber(placesLeft)) return "placesLeft must be a number";
  if (maxCharities !== void 0 && !isNumber(maxCharities)) return "maxCharities must be a number";
  if (allowedCharities !== void 0 && !isStringList(allowedCharities))
    return "allowedCharities must be an array of charity resource IDs (strings)";
  if (charitySplits !== void 0 && !isSplitList(charitySplits))
    return "charitySplits must be an array of { charityResourceId: string, charitySplitPercent: number }";
  return void 0;
}
function isStringList(value) {
  if (!Array.isArray(value)) return false;
  for (let index = 0; index < value.length; index++) if (typeof value[index] !== "string") return false;
  return true;
}
function isSplitList(value) {
  if (!Array.isArray(value)) return false;
  for (let index = 0; index < value.length; index++) {
    const split = value[index];
    if (typeof split !== "object" || split === null) return false;
    const fields = split;
    if (typeof fields.charityResourceId !== "string" || !isNumber(fields.charitySplitPercent)) return false;
  }
  return true;
}
function checkEventInfo(eventResourceId, info) {
  if (info === void 0 || info === null) return null;
  const problem = typeof info !== "object" || Array.isArray(info) ? "must be an EventInfo object" : eventInfoProblem(info);
  if (problem !== void 0)
    throw new TypeError(`fundraising-rules: invalid options: events['${eventResourceId}'] ${problem}`);
  return info;
}

// dist/node/chunks/chunk-37DX7IMA.js
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var NO_FIELDS = Object.freeze(/* @__PURE__ */ Object.create(null));
function asRecord(value) {
  return isRecord(value) ? value : NO_FIELDS;
}
function isBlank(text2) {
  if (text2.length === 0) return true;
  const first = text2.charCodeAt(0);
  if (first > 32 && first < 127) return false;
  return text2.trim().length === 0;
}
function isWrongType(value) {
  return value !== void 0 && value !== null && typeof value !== "string" && (typeof value !== "number" || !Number.isFinite(value));
}
function textAt(value) {
  return typeof value === "string" && value.length !== 0 && value.charCodeAt(0) > 32 && value.charCodeAt(0) < 127 ? value : value === void 0 ? void 0 : otherText(value);
}
function otherText(value) {
  if (typeof value === "string") return isBlank(value) ? void 0 : value;
  return typeof value === "number" && Number.isFinite(value) ? String(value) : void 0;
}
function holdsUnstorable(text2) {
  if (text2.indexOf("\0") !== -1) return true;
  const isWellFormed = text2.isWellFormed;
  return isWellFormed === void 0 ? hasLoneSurrogate(text2) : !isWellFormed.call(text2);
}
function hasLoneSurrogate(text2) {
  for (let index = 0; index < text2.length; index++) {
    const code = text2.charCodeAt(index);
    if (code < 55296 || code > 57343) continue;
    const next2 = text2.charCodeAt(index + 1);
    if (code > 56319 || !(next2 >= 56320 && next2 <= 57343)) return true;
    index++;
  }
  return false;
}
function hasAtAndTwoDots(text2) {
  if (!text2.includes("@")) return false;
  const first = text2.indexOf(".");
  return first !== -1 && text2.indexOf(".", first + 1) !== -1;
}
function longerThan(text2, max) {
  return text2.length > max && (text2.length > 2 * max || codePoints(text2) > max);
}
function codePoints(text2) {
  if (text2 === void 0) return 0;
  if (!SURROGATE.test(text2)) return text2.length;
  let count = text2.length;
  for (let i = 0; i < text2.length - 1; i++) {
    const unit = text2.charCodeAt(i);
    if (unit >= 55296 && unit <= 56319) {
      const next2 = text2.charCodeAt(i + 1);
      if (next2 >= 56320 && next2 <= 57343) {
        count--;
        i++;
      }
    }
  }
  return count;
}
function lengthLimit(max, text2) {
  return { max, length: codePoints(text2) };
}
function wholeNumber(value) {
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? value : void 0;
  if (typeof value === "string" && isDigits(value)) return Number(value);
  return void 0;
}
function isDigits(text2) {
  if (text2.length === 0) return false;
  for (let index = 0; index < text2.length; index++) {
    const code = text2.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}
var MAX_ARRAY_LENGTH = 4294967295;
function entryCount(value) {
  if (Array.isArray(value)) {
    const length = value.length;
    if (typeof length !== "number" || !Number.isInteger(length) || length < 0 || length > MAX_ARRAY_LENGTH)
      throw new TypeError(`a list claims a length no array can have (${String(length)})`);
    return length;
  }
  if (value === void 0 || value === null) return 0;
  if (typeof value === "string" && isBlank(value)) return 0;
  return 1;
}
function holesAfter(list2, index, memo) {
  let existing = memo.sparse?.get(list2);
  if (existing === void 0) {
    existing = existingIndices(list2);
    memo.sparse ??= /* @__PURE__ */ new Map();
    memo.sparse.set(list2, existing);
  }
  let low = 0;
  let high = existing.length;
  while (low < high) {
    const middle = low + high >>> 1;
    if (existing[middle] <= index) low = middle + 1;
    else high = middle;
  }
  return Math.max(index, (existing[low] ?? list2.length) - 1);
}
function existingIndices(list2) {
  const indices = [];
  for (const key of Object.keys(list2)) {
    const index = Number(key);
    if (Number.isInteger(index) && index >= 0 && index < list2.length && String(index) === key) indices.push(index);
  }
  return indices.sort((a, b) => a - b);
}
function entryAt(value, index) {
  if (Array.isArray(value)) return value[index];
  return index === 0 ? value : void 0;
}
var FALSE = 0;
var TRUE = 1;
var UNKNOWN = 2;
function and3(first, rest) {
  return rest === FALSE ? FALSE : first === UNKNOWN ? UNKNOWN : rest;
}
function not3(value) {
  return value === UNKNOWN ? UNKNOWN : value === TRUE ? FALSE : TRUE;
}
function bool(code) {
  return { code, tri: false };
}
function textCondition(predicate, source, falseWithoutText = false) {
  return {
    reads: (node) => [node.field],
    needs: (node) => [node.field],
    evaluate(node, compiler) {
      const test = predicate(node);
      const read = compiler.text(node.field);
      return (run) => {
        const text2 = read(run);
        return text2 !== void 0 && test(text2) ? TRUE : FALSE;
      };
    },
    emit(node, emitter) {
      const text2 = falseWithoutText ? emitter.text(node.field) : "";
      return bool(
        JS_IDENTIFIER.test(text2) ? source(node, text2, emitter) : emitter.withText(node.field, (known2) => source(node, known2, emitter))
      );
    }
  };
}
function afterToday(field) {
  return { test: "afterToday", field };
}
function ageBetween2(field, min, max) {
  return { test: "ageBetween", field, min, max };
}
var FactFailure = class extends Error {
  constructor(cause) {
    super("a fact of the options failed", { cause });
    this.cause = cause;
  }
  cause;
};
var NO_ANSWER = /* @__PURE__ */ Symbol("no answer");
var COMPARE_EARLIER = 16;
var spare;
var SPARE_PLACES = 64;
function takeSlots() {
  const slots = spare ?? {
    count: 0,
    flags: [],
    first: [],
    last: [],
    texts: [],
    textCount: 0,
    set: void 0,
    usedBits: 0,
    used: [],
    usedCount: 0
  };
  spare = void 0;
  return slots;
}
function giveSlots(slots) {
  if (slots.count > SPARE_PLACES) return;
  for (let place = 0; place < slots.textCount; place++) slots.texts[place] = "";
  for (let place = 0; place < slots.usedCount; place++) slots.used[place] = false;
  slots.usedCount = 0;
  slots.usedBits = 0;
  slots.count = 0;
  slots.textCount = 0;
  slots.set = void 0;
  spare = slots;
}
var USED_BITS = 30;
function claimFixedSplit(slots, at) {
  if (at < USED_BITS) {
    const bit = 1 << at;
    if ((slots.usedBits & bit) !== 0) return false;
    slots.usedBits |= bit;
    return true;
  }
  if (slots.used[at] === true) return false;
  slots.used[at] = true;
  if (at >= slots.usedCount) slots.usedCount = at + 1;
  return true;
}
function keepSlot(slots, flags, first, last) {
  const at = slots.count++;
  slots.flags[at] = flags;
  slots.first[at] = first;
  slots.last[at] = last;
}
function repeatedText(slots, text2) {
  if (text2 === void 0) return false;
  if (slots.set !== void 0) {
    if (slots.set.has(text2)) return true;
    slots.set.add(text2);
    return false;
  }
  const { texts, textCount } = slots;
  for (let place = 0; place < textCount; place++) if (texts[place] === text2) return true;
  if (textCount === COMPARE_EARLIER) slots.set = new Set(texts).add(text2);
  else {
    texts[textCount] = text2;
    slots.textCount = textCount + 1;
  }
  return false;
}
function listMembership(unknowns, members, name, text2, wanted) {
  if (text2 === void 0) return FALSE;
  if (members === void 0) return unknowns.unknown(name);
  return members.has(text2) === wanted ? TRUE : FALSE;
}
function factAnswer1(unknowns, facts, fact, answer, first) {
  if (first === void 0) return FALSE;
  const said = facts.ask(fact, first);
  if (said === void 0) return unknowns.unknown(fact);
  return said === answer ? TRUE : FALSE;
}
function factAnswer2(unknowns, facts, fact, answer, first, second) {
  if (first === void 0 || second === void 0) return FALSE;
  const said = facts.ask(fact, first, second);
  if (said === void 0) return unknowns.unknown(fact);
  return said === answer ? TRUE : FALSE;
}
function lookUpEvent(unknowns, facts, eventResourceId) {
  if (eventResourceId === void 0) return FALSE;
  if (eventResourceId === facts.lastEventId) return facts.lastEvent;
  const given = facts.eventGiven(eventResourceId);
  if (given === NO_ANSWER) return unknowns.unknown("events");
  let event;
  try {
    event = checkEventInfo(eventResourceId, given);
  } catch (error) {
    throw new FactFailure(error);
  }
  facts.lastEventId = eventResourceId;
  facts.lastEvent = event;
  return event;
}
var unjudged = (unknowns, event) => event === UNKNOWN ? unknowns.unknown("events") : event;
function eventIn(unknowns, event, state) {
  if (typeof event === "number") return unjudged(unknowns, event);
  let holds;
  if (state === "known") holds = event !== null;
  else if (state === "unknown") holds = event === null;
  else if (event === null) return FALSE;
  else if (state === "feeRequired") holds = event.feeRequired === true;
  else if (state === "full") holds = event.placesLeft !== void 0 && event.placesLeft <= 0;
  else holds = event.status === state;
  return holds ? TRUE : FALSE;
}
function charityDisallowed(unknowns, event, charity) {
  if (charity === void 0) return FALSE;
  if (typeof event === "number") return unjudged(unknowns, event);
  const allowed = event?.allowedCharities;
  return allowed !== void 0 && allowed.indexOf(charity) === -1 ? TRUE : FALSE;
}
function moreCharitiesThanAllowed(unknowns, event, count) {
  if (typeof event === "number") return unjudged(unknowns, event);
  const max = event?.maxCharities;
  return max !== void 0 && count > max ? TRUE : FALSE;
}
function eventMaxCharities(event) {
  return typeof event === "object" && event !== null ? event.maxCharities ?? 0 : 0;
}
function matchFixedSplit(slots, event, matched, charity, percent) {
  const fixed = typeof event === "object" ? event?.charitySplits : void 0;
  if (matched < 0 || charity === void 0 || fixed === void 0) return matched;
  for (let at = 0; percent !== void 0 && at < fixed.length; at++) {
    const candidate = fixed[at];
    if (candidate.charitySplitPercent === percent && candidate.charityResourceId === charity && claimFixedSplit(slots, at))
      return matched + 1;
  }
  return -1;
}
function fixedSplitsMatched(unknowns, event, matched) {
  if (typeof event === "number") return unjudged(unknowns, event);
  const fixed = event?.charitySplits;
  return fixed !== void 0 && matched !== fixed.length ? TRUE : FALSE;
}
function answers(fact, fields, answer) {
  return { test: "answers", fact, fields, answer };
}
function notObject(field = "") {
  return { test: "notObject", field };
}
function nonePresent(fields) {
  return { test: "nonePresent", fields };
}
function decimalAmount(field) {
  return { test: "decimalAmount", field };
}
function digitsOnly(field) {
  return { test: "digitsOnly", field };
}
function emailShape(field) {
  return { test: "emailShape", field };
}
function moreEntriesThan(list2, max) {
  return { test: "moreEntriesThan", list: list2, max };
}
function hasEntries(list2) {
  return moreEntriesThan(list2, 0);
}
function eventIs(field, state) {
  return { test: "eventIs", field, state };
}
function eventDisallows(event, field) {
  return { test: "eventDisallows", event, field };
}
function eventAllowsFewer(event, list2) {
  return { test: "eventAllowsFewer", event, list: list2 };
}
function eventSplitsDiffer(event, list2, charity, percent) {
  return { test: "eventSplitsDiffer", event, list: list2, charity, percent };
}
function inList(field, list2) {
  return { test: "inList", field, list: list2 };
}
function notInList(field, list2) {
  return { test: "notInList", field, list: list2 };
}
function longerThan2(field, max) {
  return { test: "longerThan", field, max };
}
var longerThanCondition = {
  .../* @__PURE__ */ textCondition(
    (node) => (text2) => longerThan(text2, node.max),
    // No more UTF-16 units than `max` means no more code points: most texts never reach the count.
    (node, text2, emitter) => `(${text2}.length > ${node.max} && ${emitter.helper("longerThan")}(${text2}, ${node.max}))`
  ),
  // A limit where a text too long breaks the rule: the limit and the code points seen.
  params: (node, negated) => negated ? void 0 : { field: node.field, params: { max: { value: node.max }, length: { length: node.field } } }
};
function oneOf(field, values) {
  return { test: "oneOf", field, values };
}
var oneOfCondition = {
  .../* @__PURE__ */ textCondition(
    (node) => (text2) => node.values.includes(text2),
    (node, text2) => node.values.length === 0 ? "false" : `(${node.values.map((value) => `${text2} === ${JSON.stringify(value)}`).join(" || ")})`,
    true
  ),
  // A fixed list where a value outside it breaks the rule: `not(oneOf(...))`.
  params: (node, negated) => negated ? { field: node.field, params: { allowed: { value: node.values } } } : void 0
};
function present(field) {
  return { test: "present", field };
}
function absent(field) {
  return { test: "absent", field };
}
function wrongType(field) {
  return { test: "wrongType", field };
}
function repeatsEarlier2(list2, field) {
  return { test: "repeatsEarlier", list: list2, field };
}
function shorterThan(field, min) {
  return { test: "shorterThan", field, min };
}
var shorterThanCondition = {
  .../* @__PURE__ */ textCondition(
    (node) => (text2) => !longerThan(text2, node.min - 1),
    // Fewer UTF-16 units than `min` means fewer code points.
    (node, text2, emitter) => `(${text2}.length < ${node.min} || !${emitter.helper("longerThan")}(${text2}, ${node.min - 1}))`
  ),
  params: (node, negated) => negated ? void 0 : { field: node.field, params: { min: { value: node.min }, length: { length: node.field } } }
};
function some(list2, where) {
  return { test: "some", list: list2, where };
}
function wholeNumbersSumTo(list2, field, total) {
  return { test: "wholeNumbersSumTo", list: list2, field, total };
}
function ukPostcode(field) {
  return { test: "ukPostcode", field };
}
function urlSegment(field) {
  return { test: "urlSegment", field };
}
function wholeNumber2(field) {
  return { test: "wholeNumber", field };
}
function above(field, min) {
  return { test: "above", field, min };
}
function ymdDate(field) {
  return { test: "ymdDate", field };
}
function unstorableText(field) {
  return { test: "unstorableText", field };
}

// dist/node/chunks/chunk-BCXXC4KH.js
function deepFreeze(value) {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
function freezeTable(table) {
  return deepFreeze(table);
}
function all(...conditions) {
  return { all: conditions };
}
function any(...conditions) {
  return { any: conditions };
}
function not(condition) {
  return { not: condition };
}
var parameterOf = (field) => field.replaceAll("[]", "").split(".").pop() ?? field;
function requiredRow(field, source, label, formMessage) {
  return {
    code: "required",
    parameter: parameterOf(field),
    at: field,
    when: absent(field),
    severity: "error",
    message: `${label} is required.`,
    ...formMessage === void 0 ? {} : { formMessage },
    source
  };
}
function tooLongRow(field, max, source, label, unless) {
  return {
    code: "too-long",
    parameter: parameterOf(field),
    at: field,
    when: unless === void 0 ? longerThan2(field, max) : { all: [{ not: unless }, longerThan2(field, max)] },
    severity: "error",
    message: `${label} may have at most {max} characters; it has {length}.`,
    source
  };
}
function wrongTypeRow(field, label) {
  return {
    code: "wrong-type",
    parameter: parameterOf(field),
    at: field,
    when: wrongType(field),
    severity: "error",
    message: `${label} must be text or a number, not an object, an array or a boolean.`,
    source: "Data types are written as the interface writes them (Varchar(n) is text of at most n characters)."
  };
}
function unstorableRow(field, label, allowed) {
  return {
    code: "not-storable-text",
    parameter: parameterOf(field),
    at: field,
    when: allowed === void 0 ? unstorableText(field) : { all: [{ not: allowed }, unstorableText(field)] },
    severity: "error",
    message: `${label} holds a character the service cannot store: U+0000 or an unpaired surrogate.`,
    formMessage: `${label} holds a character that cannot be saved: remove it.`,
    source: "Data types are written as the interface writes them (Varchar(n) is text of at most n characters)."
  };
}
var API_KEY_SOURCE = "Every operation needs the query parameter api_key (Varchar(24)), a key issued to the partner application.";
var apiKeyRows = [
  requiredRow("api_key", API_KEY_SOURCE, "api_key"),
  tooLongRow("api_key", 24, API_KEY_SOURCE, "api_key"),
  wrongTypeRow("api_key", "api_key")
];
var SURNAME_SOURCE = "surname (required, Varchar(50), full or starting characters, at least 3 characters)";
var FORENAME_SOURCE = "forename (optional, Varchar(50), full or starting characters)";
var searchQueryRules = freezeTable([
  requiredRow("surname", SURNAME_SOURCE, "surname"),
  {
    code: "too-short",
    parameter: "surname",
    at: "surname",
    when: shorterThan("surname", 3),
    severity: "error",
    message: "surname needs at least {min} characters (the full surname or its start); it has {length}.",
    source: SURNAME_SOURCE
  },
  tooLongRow("surname", 50, SURNAME_SOURCE, "surname"),
  wrongTypeRow("surname", "surname"),
  tooLongRow("forename", 50, FORENAME_SOURCE, "forename"),
  wrongTypeRow("forename", "forename"),
  ...apiKeyRows
]);
var SORT_FIELDS = ["donationTotalNet", "donationTotalGA", "donationTotalGross", "totalGiftAid", "offlineAmount"];
var eventListingQueryRules = freezeTable([
  requiredRow(
    "eventResourceId",
    "eventResourceId | yes | Varchar(36) | event to list; it is the path segment",
    "eventResourceId"
  ),
  tooLongRow(
    "eventResourceId",
    36,
    "eventResourceId | yes | Varchar(36) | event to list; it is the path segment",
    "eventResourceId"
  ),
  wrongTypeRow("eventResourceId", "eventResourceId"),
  {
    code: "not-one-of",
    parameter: "sortOrder",
    at: "sortOrder",
    when: all(present("sortOrder"), not(oneOf("sortOrder", ["A", "D"]))),
    severity: "error",
    message: "sortOrder must be one of {allowed}: A ascending, D descending.",
    source: "'A' ascending, 'D' descending; default 'D'"
  },
  wrongTypeRow("sortOrder", "sortOrder"),
  {
    code: "not-one-of",
    parameter: "sortField",
    at: "sortField",
    when: all(present("sortField"), not(oneOf("sortField", SORT_FIELDS))),
    severity: "error",
    message: "sortField must be one of {allowed}.",
    source: "one of donationTotalNet, donationTotalGA, donationTotalGross, totalGiftAid, offlineAmount; default donationTotalGA"
  },
  wrongTypeRow("sortField", "sortField"),
  {
    code: "not-whole-number",
    parameter: "numRecords",
    at: "numRecords",
    when: all(present("numRecords"), not(wholeNumber2("numRecords"))),
    severity: "error",
    message: "numRecords must be a whole number.",
    source: "numRecords | no | Int(3) | entries returned per call; default 20; maximum 100"
  },
  {
    code: "out-of-range",
    parameter: "numRecords",
    at: "numRecords",
    when: all(wholeNumber2("numRecords"), any(not(above("numRecords", 0)), above("numRecords", 100))),
    severity: "error",
    message: "numRecords must be from {min} to {max}.",
    source: "numRecords | no | Int(3) | entries returned per call; default 20; maximum 100"
  },
  wrongTypeRow("numRecords", "numRecords"),
  {
    code: "not-whole-number",
    parameter: "startRecordNum",
    at: "startRecordNum",
    when: all(present("startRecordNum"), not(wholeNumber2("startRecordNum"))),
    severity: "error",
    message: "startRecordNum must be a whole number (0 or more).",
    source: "startRecordNum | no | Bigint(20) | first record number when paging"
  },
  tooLongRow(
    "startRecordNum",
    20,
    "startRecordNum | no | Bigint(20) | first record number when paging",
    "startRecordNum"
  ),
  wrongTypeRow("startRecordNum", "startRecordNum"),
  ...apiKeyRows
]);
var lookupQueryRules = freezeTable([...apiKeyRows]);
var eventListingDefaults = Object.freeze({ sortOrder: "D", sortField: "donationTotalGA", numRecords: 20 });
var isDigitCode = (code) => code >= 48 && code <= 57;
var isLetterCode = (code) => code >= 65 && code <= 90 || code >= 97 && code <= 122;
var lowered = (text2, index) => text2.charCodeAt(index) | 32;
function isUrlSegment(text2) {
  if (text2.length === 0) return false;
  for (let index = 0; index < text2.length; index++) {
    const code = text2.charCodeAt(index);
    if (!(isLetterCode(code) || isDigitCode(code) || code === 45 || code === 46 || code === 95 || code === 126))
      return false;
  }
  return true;
}
function isUkPostcode(text2) {
  const length = text2.length;
  if (length < 6 || length > 8 || text2.charCodeAt(length - 4) !== 32) return false;
  if (!isDigitCode(text2.charCodeAt(length - 3))) return false;
  if (!isLetterCode(text2.charCodeAt(length - 2)) || !isLetterCode(text2.charCodeAt(length - 1))) return false;
  const outward = length - 4;
  if (outward === 3 && lowered(text2, 0) === 103 && lowered(text2, 1) === 105 && lowered(text2, 2) === 114) {
    if (text2.charCodeAt(4) === 48 && lowered(text2, 5) === 97 && lowered(text2, 6) === 97) return true;
  }
  if (!isLetterCode(text2.charCodeAt(0))) return false;
  const letters = isLetterCode(text2.charCodeAt(1)) ? 2 : 1;
  if (outward < letters + 1 || !isDigitCode(text2.charCodeAt(letters))) return false;
  if (outward === letters + 1) return true;
  if (outward > letters + 2) return false;
  const last = text2.charCodeAt(letters + 1);
  return isLetterCode(last) || isDigitCode(last);
}
function isDecimalAmount(text2) {
  const length = text2.length;
  let index = 0;
  while (index < length && isDigitCode(text2.charCodeAt(index))) index++;
  if (index === 0 || index > 17) return false;
  if (index === length) return true;
  if (text2.charCodeAt(index) !== 46) return false;
  const decimals = length - index - 1;
  if (decimals < 1 || decimals > 2) return false;
  for (let at = index + 1; at < length; at++) if (!isDigitCode(text2.charCodeAt(at))) return false;
  return true;
}
function reported(code, parameter, message, severity = "error", at = parameter, key = `${code}:${at}`, caseName = "") {
  return {
    // A table's codes are the service's or the engine's (a test keeps them so).
    code,
    documented: DOCUMENTED_CODE.test(code),
    severity,
    parameter,
    message,
    at,
    key,
    caseKey: caseName === "" ? "" : `${key}/${caseName}`,
    parts: message.split(BRACES)
  };
}
var Findings = class {
  constructor(reporting) {
    this.reporting = reporting;
  }
  reporting;
  issues = [];
  need = "";
  sparse;
  repeats;
  unchecked;
  truncated = false;
  /**
   * Adds the issue of `rule` at `path` (by default the field it is about),
   * with the values its message speaks of; false once the cap is reached.
   * Under field-level validation an issue of another field is left out and
   * counts for nothing.
   * @example if (!findings.add(R_002_01_06_surname, undefined, { max: 50, length: 51 })) return findings.result();
   */
  add(rule, path = rule.at === "" ? [] : [rule.at], params) {
    const { fields, maxIssues, messages, formMessages } = this.reporting;
    if (fields !== void 0 && path.length !== 0 && !fields.has(path[0])) return true;
    if (this.issues.length >= maxIssues) {
      this.truncated = true;
      return false;
    }
    const { code, documented, severity, parameter } = rule;
    const message = messageFor(rule, messages, formMessages, path, params);
    this.issues.push(
      params === void 0 ? { code, documented, severity, parameter, path, message } : { code, documented, severity, parameter, path, message, params }
    );
    return true;
  }
  /**
   * Records that `rule` needed the option `needs` (by default the one its
   * condition recorded in `need`), which was not given;
   * errors only, one entry per code.
   * @example findings.skip(R_002_01_03_countryCode); // the option the condition recorded in `need`
   */
  skip(rule, needs = this.need) {
    const { code, parameter, severity, at } = rule;
    if (severity !== "error") return;
    const { fields } = this.reporting;
    if (fields !== void 0 && at !== "" && !fields.has(topName(at))) return;
    if (this.unchecked === void 0) this.unchecked = [];
    else for (const entry of this.unchecked) if (entry.code === code) return;
    this.unchecked.push({ code, parameter, needs });
  }
  /**
   * What a rule without entries does with its condition's truth value: adds
   * its issue when it holds (false once the cap is reached), lists it as
   * unchecked when unknown.
   * @example if (!findings.decide(listMembership(...), R_002_01_03_countryCode, { max: 10, length: 2 })) return findings.result();
   */
  decide(found, rule, params) {
    if (found === TRUE) return this.add(rule, void 0, params);
    if (found === UNKNOWN) this.skip(rule);
    return true;
  }
  unknown(option) {
    if (this.need === "") this.need = option;
    return UNKNOWN;
  }
  /**
   * The validation result of what was found.
   * @example return findings.result();
   */
  result() {
    const { issues, truncated } = this;
    const codes = [];
    let valid = true;
    let last = "";
    for (const { code, documented, severity } of issues) {
      if (severity === "error") valid = false;
      if (documented && code !== last && !codes.includes(code)) codes.push(code);
      last = code;
    }
    return { valid, issues, codes, unchecked: this.unchecked ?? [], truncated };
  }
};
function topName(at) {
  const end = at.search(FIELD_END);
  return end === -1 ? at : at.slice(0, end);
}
function messageFor(rule, messages, formMessages, path, params) {
  const given = messages === void 0 ? void 0 : chosen(messages, rule);
  if (typeof given === "string") return fill(given, params);
  if (typeof given !== "function") {
    const forPeople = formMessages?.get(rule);
    return forPeople === void 0 ? defaultMessage(rule, params) : fill(forPeople, params);
  }
  const { code, documented, severity, parameter } = rule;
  const issue = { code, documented, severity, parameter, path: [...path] };
  try {
    return String(given(params === void 0 ? issue : { ...issue, params: copyOf(params) }));
  } catch (error) {
    throw new FactFailure(error);
  }
}
function copyOf(params) {
  const copy = { ...params };
  return copy.allowed === void 0 ? copy : { ...copy, allowed: [...copy.allowed] };
}
function defaultMessage(rule, params) {
  const parts = rule.parts;
  const value = params !== void 0 && parts.length === 3 ? paramOf(params, parts[1]) : void 0;
  if (value !== void 0) return parts[0] + shown(value) + parts[2];
  return parts.length === 1 ? rule.message : fill(rule.message, params);
}
var paramOf = (params, name) => Object.hasOwn(params, name) ? params[name] : void 0;
var shown = (value) => Array.isArray(value) ? value.join(", ") : String(value);
function chosen(messages, rule) {
  if (rule.caseKey !== "" && Object.hasOwn(messages, rule.caseKey)) return messages[rule.caseKey];
  if (Object.hasOwn(messages, rule.key)) return messages[rule.key];
  const specific = `${rule.code}:${rule.parameter}`;
  if (Object.hasOwn(messages, specific)) return messages[specific];
  return Object.hasOwn(messages, rule.code) ? messages[rule.code] : void 0;
}
function fill(text2, params) {
  if (params === void 0) return text2;
  let filled = "";
  let from = 0;
  let open = -1;
  for (let index = text2.indexOf("{"); index !== -1 && index < text2.length; index++) {
    const char = text2.charCodeAt(index);
    if (char === OPEN_BRACE) open = index;
    else if (char === CLOSE_BRACE && open !== -1) {
      const value = paramOf(params, text2.slice(open + 1, index));
      if (value !== void 0) {
        filled += text2.slice(from, open) + shown(value);
        from = index + 1;
      }
      open = -1;
    }
  }
  return from === 0 ? text2 : filled + text2.slice(from);
}
var OPEN_BRACE = 123;
var CLOSE_BRACE = 125;
var MESSAGE_ENDING_1 = " holds a character the service cannot store: U+0000 or an unpaired surrogate.";
var MESSAGE_ENDING_2 = " must be text or a number, not an object, an array or a boolean.";
var R_002_01_01 = reported("002.01.01", "", "No fundraiser details were provided: the body must be an object.");
var R_002_01_02 = reported("002.01.02", "", "No details were supplied: none of the account fields is present.");
var R_002_01_04_title = reported("002.01.04", "title", "Title must be exactly one of Mr, Mrs, Ms, Miss, Dr, Prof (the case counts).");
var R_002_01_04_title_case1 = reported("002.01.04", "title", "Title is required: one of Mr, Mrs, Ms, Miss, Dr, Prof.", "error", "title", "002.01.04:title", "absent");
var R_wrong_type_title = reported("wrong-type", "title", "Title" + MESSAGE_ENDING_2);
var R_not_storable_text_title = reported("not-storable-text", "title", "Title" + MESSAGE_ENDING_1);
var R_002_01_07_forename = reported("002.01.07", "forename", "Forename may have at most 50 characters; it has {length}.");
var R_002_01_07_forename_case1 = reported("002.01.07", "forename", "Forename is required.", "error", "forename", "002.01.07:forename", "absent");
var R_wrong_type_forename = reported("wrong-type", "forename", "Forename" + MESSAGE_ENDING_2);
var R_not_storable_text_forename = reported("not-storable-text", "forename", "Forename" + MESSAGE_ENDING_1);
var R_002_01_06_surname = reported("002.01.06", "surname", "Surname may have at most 50 characters; it has {length}.");
var R_002_01_06_surname_case1 = reported("002.01.06", "surname", "Surname is required.", "error", "surname", "002.01.06:surname", "absent");
var R_wrong_type_surname = reported("wrong-type", "surname", "Surname" + MESSAGE_ENDING_2);
var R_not_storable_text_surname = reported("not-storable-text", "surname", "Surname" + MESSAGE_ENDING_1);
var R_002_01_19_addressLine1 = reported("002.01.19", "addressLine1", "The first address line is required.");
var R_too_long_addressLine1 = reported("too-long", "addressLine1", "The first address line may have at most 50 characters; it has {length}.");
var R_wrong_type_addressLine1 = reported("wrong-type", "addressLine1", "The first address line" + MESSAGE_ENDING_2);
var R_not_storable_text_addressLine1 = reported("not-storable-text", "addressLine1", "The first address line" + MESSAGE_ENDING_1);
var R_required_addressLine2 = reported("required", "addressLine2", "The second address line is required.");
var R_too_long_addressLine2 = reported("too-long", "addressLine2", "The second address line may have at most 100 characters; it has {length}.");
var R_wrong_type_addressLine2 = reported("wrong-type", "addressLine2", "The second address line" + MESSAGE_ENDING_2);
var R_not_storable_text_addressLine2 = reported("not-storable-text", "addressLine2", "The second address line" + MESSAGE_ENDING_1);
var R_002_01_19_townCity = reported("002.01.19", "townCity", "Town or city is required.");
var R_too_long_townCity = reported("too-long", "townCity", "Town or city may have at most 100 characters; it has {length}.");
var R_wrong_type_townCity = reported("wrong-type", "townCity", "Town or city" + MESSAGE_ENDING_2);
var R_not_storable_text_townCity = reported("not-storable-text", "townCity", "Town or city" + MESSAGE_ENDING_1);
var R_required_countyState = reported("required", "countyState", "County is required.");
var R_too_long_countyState = reported("too-long", "countyState", "County may have at most 100 characters; it has {length}.");
var R_wrong_type_countyState = reported("wrong-type", "countyState", "County" + MESSAGE_ENDING_2);
var R_not_storable_text_countyState = reported("not-storable-text", "countyState", "County" + MESSAGE_ENDING_1);
var R_002_01_16_postcode = reported("002.01.16", "postcode", "Postcode is required for a UK address.");
var R_002_01_16_postcode_case1 = reported("002.01.16", "postcode", "Postcode may have at most 8 characters; it has {length}.", "error", "postcode", "002.01.16:postcode", "too-long");
var R_002_01_17_postcode = reported("002.01.17", "postcode", "Postcode must be a UK postcode: outward code, one space, inward code (e.g. SW1A 1AA).");
var R_postcode_format_postcode = reported("postcode-format", "postcode", "Postcode does not look like a postcode of the account's country.", "warning");
var R_wrong_type_postcode = reported("wrong-type", "postcode", "Postcode" + MESSAGE_ENDING_2);
var R_not_storable_text_postcode = reported("not-storable-text", "postcode", "Postcode" + MESSAGE_ENDING_1);
var R_002_01_03_countryCode = reported("002.01.03", "countryCode", "Country code is not a code of the country lookup.");
var R_002_01_03_countryCode_case1 = reported("002.01.03", "countryCode", "Country code is required.", "error", "countryCode", "002.01.03:countryCode", "absent");
var R_002_01_03_countryCode_case2 = reported("002.01.03", "countryCode", "Country code may have at most 10 characters; it has {length}.", "error", "countryCode", "002.01.03:countryCode", "too-long");
var R_wrong_type_countryCode = reported("wrong-type", "countryCode", "Country code" + MESSAGE_ENDING_2);
var R_not_storable_text_countryCode = reported("not-storable-text", "countryCode", "Country code" + MESSAGE_ENDING_1);
var R_002_01_11_preferredTelephone = reported("002.01.11", "preferredTelephone", "Telephone number is required.");
var R_002_01_12_preferredTelephone = reported("002.01.12", "preferredTelephone", "Telephone number must be digits only: no spaces, '+', brackets or other characters.");
var R_002_01_12_preferredTelephone_case1 = reported("002.01.12", "preferredTelephone", "Telephone number must be digits only and may have at most 16; it has {length} characters.", "error", "preferredTelephone", "002.01.12:preferredTelephone", "too-long-and-malformed");
var R_002_01_12_preferredTelephone_case2 = reported("002.01.12", "preferredTelephone", "Telephone number may have at most 16 digits; it has {length}.", "error", "preferredTelephone", "002.01.12:preferredTelephone", "too-long");
var R_telephone_format_preferredTelephone = reported("telephone-format", "preferredTelephone", "Telephone number does not look like a number of the account's country.", "warning");
var R_wrong_type_preferredTelephone = reported("wrong-type", "preferredTelephone", "Telephone number" + MESSAGE_ENDING_2);
var R_not_storable_text_preferredTelephone = reported("not-storable-text", "preferredTelephone", "Telephone number" + MESSAGE_ENDING_1);
var R_002_01_09_emailAddress = reported("002.01.09", "emailAddress", "Email address may have at most 255 characters; it has {length}.");
var R_002_01_10_emailAddress = reported("002.01.10", "emailAddress", "Email address must contain '@' and at least two full stops (so ada@example.com is refused).");
var R_002_01_10_emailAddress_case1 = reported("002.01.10", "emailAddress", "Email address is required.", "error", "emailAddress", "002.01.10:emailAddress", "absent");
var R_002_01_31_emailAddress = reported("002.01.31", "emailAddress", "An account already exists for this email address and date of birth.");
var R_wrong_type_emailAddress = reported("wrong-type", "emailAddress", "Email address" + MESSAGE_ENDING_2);
var R_not_storable_text_emailAddress = reported("not-storable-text", "emailAddress", "Email address" + MESSAGE_ENDING_1);
var R_002_01_05_personalUrl = reported("002.01.05", "personalUrl", "Personal URL is required.");
var R_002_01_20_personalUrl = reported("002.01.20", "personalUrl", "Personal URL may hold only ASCII letters, digits and - _ . ~ (a URL path segment).");
var R_002_01_20_personalUrl_case1 = reported("002.01.20", "personalUrl", "Personal URL may have at most 60 characters (it has {length}) and only ASCII letters, digits and - _ . ~.", "error", "personalUrl", "002.01.20:personalUrl", "too-long-and-malformed");
var R_002_01_20_personalUrl_case2 = reported("002.01.20", "personalUrl", "Personal URL may have at most 60 characters; it has {length}.", "error", "personalUrl", "002.01.20:personalUrl", "too-long");
var R_personal_url_taken_personalUrl = reported("personal-url-taken", "personalUrl", "This personal URL is already taken.");
var R_wrong_type_personalUrl = reported("wrong-type", "personalUrl", "Personal URL" + MESSAGE_ENDING_2);
var R_not_storable_text_personalUrl = reported("not-storable-text", "personalUrl", "Personal URL" + MESSAGE_ENDING_1);
var R_002_01_08_termsAndConditionsAccepted = reported("002.01.08", "termsAndConditionsAccepted", "The terms and conditions must be accepted: termsAndConditionsAccepted must be Y.");
var R_wrong_type_termsAndConditionsAccepted = reported("wrong-type", "termsAndConditionsAccepted", "Terms and conditions accepted" + MESSAGE_ENDING_2);
var R_not_storable_text_termsAndConditionsAccepted = reported("not-storable-text", "termsAndConditionsAccepted", "Terms and conditions accepted" + MESSAGE_ENDING_1);
var R_required_charityMarketingIndicator = reported("required", "charityMarketingIndicator", "Charity marketing indicator is required.");
var R_must_be_N_charityMarketingIndicator = reported("must-be-N", "charityMarketingIndicator", "Charity marketing indicator is no longer used and must be sent as N.");
var R_wrong_type_charityMarketingIndicator = reported("wrong-type", "charityMarketingIndicator", "Charity marketing indicator" + MESSAGE_ENDING_2);
var R_not_storable_text_charityMarketingIndicator = reported("not-storable-text", "charityMarketingIndicator", "Charity marketing indicator" + MESSAGE_ENDING_1);
var R_required_allCharityMarketingIndicator = reported("required", "allCharityMarketingIndicator", "All-charity marketing indicator is required.");
var R_must_be_N_allCharityMarketingIndicator = reported("must-be-N", "allCharityMarketingIndicator", "All-charity marketing indicator is no longer used and must be sent as N.");
var R_wrong_type_allCharityMarketingIndicator = reported("wrong-type", "allCharityMarketingIndicator", "All-charity marketing indicator" + MESSAGE_ENDING_2);
var R_not_storable_text_allCharityMarketingIndicator = reported("not-storable-text", "allCharityMarketingIndicator", "All-charity marketing indicator" + MESSAGE_ENDING_1);
var R_required_groupMarketingIndicator = reported("required", "groupMarketingIndicator", "Group marketing indicator is required.");
var R_must_be_N_groupMarketingIndicator = reported("must-be-N", "groupMarketingIndicator", "Group marketing indicator is no longer used and must be sent as N.");
var R_wrong_type_groupMarketingIndicator = reported("wrong-type", "groupMarketingIndicator", "Group marketing indicator" + MESSAGE_ENDING_2);
var R_not_storable_text_groupMarketingIndicator = reported("not-storable-text", "groupMarketingIndicator", "Group marketing indicator" + MESSAGE_ENDING_1);
var R_required_serviceMarketingIndicator = reported("required", "serviceMarketingIndicator", "Service marketing indicator is required.");
var R_must_be_N_serviceMarketingIndicator = reported("must-be-N", "serviceMarketingIndicator", "Service marketing indicator is no longer used and must be sent as N.");
var R_wrong_type_serviceMarketingIndicator = reported("wrong-type", "serviceMarketingIndicator", "Service marketing indicator" + MESSAGE_ENDING_2);
var R_not_storable_text_serviceMarketingIndicator = reported("not-storable-text", "serviceMarketingIndicator", "Service marketing indicator" + MESSAGE_ENDING_1);
var R_002_01_13_dateOfBirth = reported("002.01.13", "dateOfBirth", "Date of birth is required.");
var R_002_01_14_dateOfBirth = reported("002.01.14", "dateOfBirth", "Date of birth must be a real calendar date written YYYYMMDD.");
var R_002_01_15_dateOfBirth = reported("002.01.15", "dateOfBirth", "The account holder may be at most 100 years old.");
var R_002_01_15_dateOfBirth_case1 = reported("002.01.15", "dateOfBirth", "The account holder must be at least 13 years old.", "error", "dateOfBirth", "002.01.15:dateOfBirth", "too-young");
var R_wrong_type_dateOfBirth = reported("wrong-type", "dateOfBirth", "Date of birth" + MESSAGE_ENDING_2);
var R_not_storable_text_dateOfBirth = reported("not-storable-text", "dateOfBirth", "Date of birth" + MESSAGE_ENDING_1);
var R_002_01_23_fundraiserCustomCode = reported("002.01.23", "customCodes", "At most 5 custom codes may be given; there are {count}.", "error", "fundraiserCustomCode");
var R_002_01_22_fundraiserCustomCode = reported("002.01.22", "customCodes", "A custom code may have at most 255 characters; this one has {length}.", "error", "fundraiserCustomCode[]");
var R_002_01_22_fundraiserCustomCode_case1 = reported("002.01.22", "customCodes", "A custom code in the list is blank.", "error", "fundraiserCustomCode[]", "002.01.22:fundraiserCustomCode[]", "absent");
var R_wrong_type_fundraiserCustomCode = reported("wrong-type", "customCodes", "A custom code" + MESSAGE_ENDING_2, "error", "fundraiserCustomCode[]");
var R_not_storable_text_fundraiserCustomCode = reported("not-storable-text", "customCodes", "A custom code" + MESSAGE_ENDING_1, "error", "fundraiserCustomCode[]");
var R_002_01_21_charityResourceId = reported("002.01.21", "charityResourceId", "Custom codes need a known charity: this charity resource ID is not in the charity lookup.");
var R_002_01_21_charityResourceId_case1 = reported("002.01.21", "charityResourceId", "Custom codes need a charity resource ID.", "error", "charityResourceId", "002.01.21:charityResourceId", "absent");
var R_002_01_21_charityResourceId_case2 = reported("002.01.21", "charityResourceId", "Custom codes need a known charity, whose resource ID has at most 36 characters; it has {length}.", "error", "charityResourceId", "002.01.21:charityResourceId", "too-long");
var R_too_long_charityResourceId = reported("too-long", "charityResourceId", "Charity resource ID may have at most 36 characters; it has {length}.");
var R_unknown_charity_charityResourceId = reported("unknown-charity", "charityResourceId", "Charity resource ID is not a known charity.");
var R_wrong_type_charityResourceId = reported("wrong-type", "charityResourceId", "Charity resource ID" + MESSAGE_ENDING_2);
var R_not_storable_text_charityResourceId = reported("not-storable-text", "charityResourceId", "Charity resource ID" + MESSAGE_ENDING_1);
function checkAccount(input, facts, reporting) {
  const findings = new Findings(reporting);
  if (!isRecord(input)) {
    findings.add(R_002_01_01);
    return findings.result();
  }
  const body = asRecord(input);
  const f_title = body.title;
  const t_title = typeof f_title === "string" && (f_title.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_title : textAt(f_title);
  const f_forename = body.forename;
  const t_forename = typeof f_forename === "string" && (f_forename.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_forename : textAt(f_forename);
  const f_surname = body.surname;
  const t_surname = typeof f_surname === "string" && (f_surname.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_surname : textAt(f_surname);
  const f_addressLine1 = body.addressLine1;
  const t_addressLine1 = typeof f_addressLine1 === "string" && (f_addressLine1.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_addressLine1 : textAt(f_addressLine1);
  const f_addressLine2 = body.addressLine2;
  const t_addressLine2 = typeof f_addressLine2 === "string" && (f_addressLine2.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_addressLine2 : textAt(f_addressLine2);
  const f_townCity = body.townCity;
  const t_townCity = typeof f_townCity === "string" && (f_townCity.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_townCity : textAt(f_townCity);
  const f_countyState = body.countyState;
  const t_countyState = typeof f_countyState === "string" && (f_countyState.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_countyState : textAt(f_countyState);
  const f_postcode = body.postcode;
  const t_postcode = typeof f_postcode === "string" && (f_postcode.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_postcode : textAt(f_postcode);
  const f_countryCode = body.countryCode;
  const t_countryCode = typeof f_countryCode === "string" && (f_countryCode.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_countryCode : textAt(f_countryCode);
  const f_preferredTelephone = body.preferredTelephone;
  const t_preferredTelephone = typeof f_preferredTelephone === "string" && (f_preferredTelephone.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_preferredTelephone : textAt(f_preferredTelephone);
  const f_emailAddress = body.emailAddress;
  const t_emailAddress = typeof f_emailAddress === "string" && (f_emailAddress.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_emailAddress : textAt(f_emailAddress);
  const f_personalUrl = body.personalUrl;
  const t_personalUrl = typeof f_personalUrl === "string" && (f_personalUrl.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_personalUrl : textAt(f_personalUrl);
  const f_termsAndConditionsAccepted = body.termsAndConditionsAccepted;
  const t_termsAndConditionsAccepted = typeof f_termsAndConditionsAccepted === "string" && (f_termsAndConditionsAccepted.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_termsAndConditionsAccepted : textAt(f_termsAndConditionsAccepted);
  const f_charityMarketingIndicator = body.charityMarketingIndicator;
  const t_charityMarketingIndicator = typeof f_charityMarketingIndicator === "string" && (f_charityMarketingIndicator.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_charityMarketingIndicator : textAt(f_charityMarketingIndicator);
  const f_allCharityMarketingIndicator = body.allCharityMarketingIndicator;
  const t_allCharityMarketingIndicator = typeof f_allCharityMarketingIndicator === "string" && (f_allCharityMarketingIndicator.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_allCharityMarketingIndicator : textAt(f_allCharityMarketingIndicator);
  const f_groupMarketingIndicator = body.groupMarketingIndicator;
  const t_groupMarketingIndicator = typeof f_groupMarketingIndicator === "string" && (f_groupMarketingIndicator.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_groupMarketingIndicator : textAt(f_groupMarketingIndicator);
  const f_serviceMarketingIndicator = body.serviceMarketingIndicator;
  const t_serviceMarketingIndicator = typeof f_serviceMarketingIndicator === "string" && (f_serviceMarketingIndicator.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_serviceMarketingIndicator : textAt(f_serviceMarketingIndicator);
  const f_dateOfBirth = body.dateOfBirth;
  const t_dateOfBirth = typeof f_dateOfBirth === "string" && (f_dateOfBirth.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_dateOfBirth : textAt(f_dateOfBirth);
  const d_dateOfBirth = t_dateOfBirth === void 0 ? void 0 : parseYmd(t_dateOfBirth);
  const f_fundraiserCustomCode = body.fundraiserCustomCode;
  const n_fundraiserCustomCode = entryCount(f_fundraiserCustomCode);
  const f_charityResourceId = body.charityResourceId;
  const t_charityResourceId = typeof f_charityResourceId === "string" && (f_charityResourceId.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_charityResourceId : textAt(f_charityResourceId);
  const l_ukCountryCodes = facts.lists.ukCountryCodes;
  const l_countries = facts.lists.countries;
  const l_charities = facts.lists.charities;
  const c5 = t_personalUrl !== void 0 && isUrlSegment(t_personalUrl);
  if (checkAccountPart1(findings, input, f_title, t_title, f_forename, t_forename, f_surname, t_surname, f_addressLine1, t_addressLine1, t_addressLine2, t_townCity, t_countyState, t_postcode, t_countryCode, t_preferredTelephone, t_emailAddress, t_personalUrl, t_termsAndConditionsAccepted, t_charityMarketingIndicator, t_allCharityMarketingIndicator, t_groupMarketingIndicator, t_serviceMarketingIndicator, t_dateOfBirth, n_fundraiserCustomCode, t_charityResourceId) && checkAccountPart2(findings, facts, f_addressLine2, t_addressLine2, f_townCity, t_townCity, f_countyState, t_countyState, f_postcode, t_postcode, t_countryCode, l_ukCountryCodes) && checkAccountPart3(findings, facts, f_countryCode, t_countryCode, f_preferredTelephone, t_preferredTelephone, f_emailAddress, t_emailAddress, t_personalUrl, t_dateOfBirth, d_dateOfBirth, l_countries, c5) && checkAccountPart4(findings, f_personalUrl, t_personalUrl, f_termsAndConditionsAccepted, t_termsAndConditionsAccepted, f_charityMarketingIndicator, t_charityMarketingIndicator, f_allCharityMarketingIndicator, t_allCharityMarketingIndicator, f_groupMarketingIndicator, t_groupMarketingIndicator, f_serviceMarketingIndicator, t_serviceMarketingIndicator, c5)) checkAccountPart5(findings, facts, f_dateOfBirth, t_dateOfBirth, d_dateOfBirth, f_fundraiserCustomCode, n_fundraiserCustomCode, f_charityResourceId, t_charityResourceId, l_charities);
  return findings.result();
}
function checkAccountPart1(findings, input, f_title, t_title, f_forename, t_forename, f_surname, t_surname, f_addressLine1, t_addressLine1, t_addressLine2, t_townCity, t_countyState, t_postcode, t_countryCode, t_preferredTelephone, t_emailAddress, t_personalUrl, t_termsAndConditionsAccepted, t_charityMarketingIndicator, t_allCharityMarketingIndicator, t_groupMarketingIndicator, t_serviceMarketingIndicator, t_dateOfBirth, n_fundraiserCustomCode, t_charityResourceId) {
  if (isRecord(input) && t_title === void 0 && t_forename === void 0 && t_surname === void 0 && t_addressLine1 === void 0 && t_addressLine2 === void 0 && t_townCity === void 0 && t_countyState === void 0 && t_postcode === void 0 && t_countryCode === void 0 && t_preferredTelephone === void 0 && t_emailAddress === void 0 && t_personalUrl === void 0 && t_termsAndConditionsAccepted === void 0 && t_charityMarketingIndicator === void 0 && t_allCharityMarketingIndicator === void 0 && t_groupMarketingIndicator === void 0 && t_serviceMarketingIndicator === void 0 && t_dateOfBirth === void 0 && n_fundraiserCustomCode === 0 && t_charityResourceId === void 0) {
    if (!findings.add(R_002_01_02)) return false;
  }
  if (!(t_title === "Mr" || t_title === "Mrs" || t_title === "Ms" || t_title === "Miss" || t_title === "Dr" || t_title === "Prof")) {
    if (!findings.add(t_title === void 0 ? R_002_01_04_title_case1 : R_002_01_04_title, void 0, { allowed: ["Mr", "Mrs", "Ms", "Miss", "Dr", "Prof"] })) return false;
  }
  if (t_title === void 0 && isWrongType(f_title)) {
    if (!findings.add(R_wrong_type_title)) return false;
  }
  if (!(t_title === "Mr" || t_title === "Mrs" || t_title === "Ms" || t_title === "Miss" || t_title === "Dr" || t_title === "Prof") && (t_title !== void 0 && holdsUnstorable(t_title))) {
    if (!findings.add(R_not_storable_text_title, void 0, { allowed: ["Mr", "Mrs", "Ms", "Miss", "Dr", "Prof"] })) return false;
  }
  if (t_forename === void 0 || t_forename.length > 50 && longerThan(t_forename, 50)) {
    if (!findings.add(t_forename === void 0 ? R_002_01_07_forename_case1 : R_002_01_07_forename, void 0, lengthLimit(50, t_forename))) return false;
  }
  if (t_forename === void 0 && isWrongType(f_forename)) {
    if (!findings.add(R_wrong_type_forename)) return false;
  }
  if (t_forename !== void 0 && holdsUnstorable(t_forename)) {
    if (!findings.add(R_not_storable_text_forename)) return false;
  }
  if (t_surname === void 0 || t_surname.length > 50 && longerThan(t_surname, 50)) {
    if (!findings.add(t_surname === void 0 ? R_002_01_06_surname_case1 : R_002_01_06_surname, void 0, lengthLimit(50, t_surname))) return false;
  }
  if (t_surname === void 0 && isWrongType(f_surname)) {
    if (!findings.add(R_wrong_type_surname)) return false;
  }
  if (t_surname !== void 0 && holdsUnstorable(t_surname)) {
    if (!findings.add(R_not_storable_text_surname)) return false;
  }
  if (t_addressLine1 === void 0) {
    if (!findings.add(R_002_01_19_addressLine1)) return false;
  }
  if (t_addressLine1 !== void 0 && (t_addressLine1.length > 50 && longerThan(t_addressLine1, 50))) {
    if (!findings.add(R_too_long_addressLine1, void 0, lengthLimit(50, t_addressLine1))) return false;
  }
  if (t_addressLine1 === void 0 && isWrongType(f_addressLine1)) {
    if (!findings.add(R_wrong_type_addressLine1)) return false;
  }
  if (t_addressLine1 !== void 0 && holdsUnstorable(t_addressLine1)) {
    if (!findings.add(R_not_storable_text_addressLine1)) return false;
  }
  if (t_addressLine2 === void 0) {
    if (!findings.add(R_required_addressLine2)) return false;
  }
  if (t_addressLine2 !== void 0 && (t_addressLine2.length > 100 && longerThan(t_addressLine2, 100))) {
    if (!findings.add(R_too_long_addressLine2, void 0, lengthLimit(100, t_addressLine2))) return false;
  }
  return true;
}
function checkAccountPart2(findings, facts, f_addressLine2, t_addressLine2, f_townCity, t_townCity, f_countyState, t_countyState, f_postcode, t_postcode, t_countryCode, l_ukCountryCodes) {
  let found;
  let q0;
  if (t_addressLine2 === void 0 && isWrongType(f_addressLine2)) {
    if (!findings.add(R_wrong_type_addressLine2)) return false;
  }
  if (t_addressLine2 !== void 0 && holdsUnstorable(t_addressLine2)) {
    if (!findings.add(R_not_storable_text_addressLine2)) return false;
  }
  if (t_townCity === void 0) {
    if (!findings.add(R_002_01_19_townCity)) return false;
  }
  if (t_townCity !== void 0 && (t_townCity.length > 100 && longerThan(t_townCity, 100))) {
    if (!findings.add(R_too_long_townCity, void 0, lengthLimit(100, t_townCity))) return false;
  }
  if (t_townCity === void 0 && isWrongType(f_townCity)) {
    if (!findings.add(R_wrong_type_townCity)) return false;
  }
  if (t_townCity !== void 0 && holdsUnstorable(t_townCity)) {
    if (!findings.add(R_not_storable_text_townCity)) return false;
  }
  if (t_countyState === void 0) {
    if (!findings.add(R_required_countyState)) return false;
  }
  if (t_countyState !== void 0 && (t_countyState.length > 100 && longerThan(t_countyState, 100))) {
    if (!findings.add(R_too_long_countyState, void 0, lengthLimit(100, t_countyState))) return false;
  }
  if (t_countyState === void 0 && isWrongType(f_countyState)) {
    if (!findings.add(R_wrong_type_countyState)) return false;
  }
  if (t_countyState !== void 0 && holdsUnstorable(t_countyState)) {
    if (!findings.add(R_not_storable_text_countyState)) return false;
  }
  findings.need = "";
  if ((found = t_postcode !== void 0 && (t_postcode.length > 8 && longerThan(t_postcode, 8)) ? TRUE : (q0 = t_countryCode === void 0 ? FALSE : l_ukCountryCodes !== void 0 ? l_ukCountryCodes.has(t_countryCode) ? TRUE : FALSE : listMembership(findings, l_ukCountryCodes, "ukCountryCodes", t_countryCode, true)) === FALSE ? FALSE : t_postcode === void 0 ? q0 : FALSE) !== FALSE && !findings.decide(found, t_postcode !== void 0 && (t_postcode.length > 8 && longerThan(t_postcode, 8)) ? R_002_01_16_postcode_case1 : R_002_01_16_postcode, lengthLimit(8, t_postcode))) return false;
  if (t_countryCode !== void 0 && t_postcode !== void 0) {
    findings.need = "";
    if ((found = (q0 = t_countryCode === void 0 ? FALSE : l_ukCountryCodes !== void 0 ? l_ukCountryCodes.has(t_countryCode) ? TRUE : FALSE : listMembership(findings, l_ukCountryCodes, "ukCountryCodes", t_countryCode, true)) === FALSE ? FALSE : t_postcode !== void 0 && !isUkPostcode(t_postcode) ? q0 : FALSE) !== FALSE && !findings.decide(found, R_002_01_17_postcode)) return false;
  }
  if (t_postcode !== void 0 && t_countryCode !== void 0) {
    findings.need = "";
    if ((found = t_postcode !== void 0 ? (q0 = not3(t_countryCode === void 0 ? FALSE : l_ukCountryCodes !== void 0 ? l_ukCountryCodes.has(t_countryCode) ? TRUE : FALSE : listMembership(findings, l_ukCountryCodes, "ukCountryCodes", t_countryCode, true))) === FALSE ? FALSE : and3(q0, factAnswer2(findings, facts, "postcodeFormat", false, t_postcode, t_countryCode)) : FALSE) !== FALSE && !findings.decide(found, R_postcode_format_postcode)) return false;
  }
  if (t_postcode === void 0 && isWrongType(f_postcode)) {
    if (!findings.add(R_wrong_type_postcode)) return false;
  }
  if (t_postcode !== void 0 && holdsUnstorable(t_postcode)) {
    if (!findings.add(R_not_storable_text_postcode)) return false;
  }
  return true;
}
function checkAccountPart3(findings, facts, f_countryCode, t_countryCode, f_preferredTelephone, t_preferredTelephone, f_emailAddress, t_emailAddress, t_personalUrl, t_dateOfBirth, d_dateOfBirth, l_countries, c5) {
  const c0 = t_preferredTelephone !== void 0 && (t_preferredTelephone.length > 16 && longerThan(t_preferredTelephone, 16));
  const c1 = t_preferredTelephone !== void 0 && isDigits(t_preferredTelephone);
  const c2 = t_emailAddress !== void 0 && (t_emailAddress.length > 255 && longerThan(t_emailAddress, 255));
  const c3 = t_emailAddress !== void 0 && hasAtAndTwoDots(t_emailAddress);
  const c4 = t_personalUrl !== void 0 && (t_personalUrl.length > 60 && longerThan(t_personalUrl, 60));
  let found;
  findings.need = "";
  if ((found = t_countryCode === void 0 ? TRUE : t_countryCode.length > 10 && longerThan(t_countryCode, 10) ? TRUE : l_countries !== void 0 ? l_countries.has(t_countryCode) ? FALSE : TRUE : listMembership(findings, l_countries, "countries", t_countryCode, false)) !== FALSE && !findings.decide(found, t_countryCode === void 0 ? R_002_01_03_countryCode_case1 : t_countryCode !== void 0 && (t_countryCode.length > 10 && longerThan(t_countryCode, 10)) ? R_002_01_03_countryCode_case2 : R_002_01_03_countryCode, lengthLimit(10, t_countryCode))) return false;
  if (t_countryCode === void 0 && isWrongType(f_countryCode)) {
    if (!findings.add(R_wrong_type_countryCode)) return false;
  }
  if (t_countryCode !== void 0 && holdsUnstorable(t_countryCode)) {
    if (!findings.add(R_not_storable_text_countryCode)) return false;
  }
  if (t_preferredTelephone === void 0) {
    if (!findings.add(R_002_01_11_preferredTelephone)) return false;
  }
  if (c0 || t_preferredTelephone !== void 0 && !c1) {
    if (!findings.add(c0 && !c1 ? R_002_01_12_preferredTelephone_case1 : c0 ? R_002_01_12_preferredTelephone_case2 : R_002_01_12_preferredTelephone, void 0, lengthLimit(16, t_preferredTelephone))) return false;
  }
  if (t_preferredTelephone !== void 0 && t_countryCode !== void 0) {
    findings.need = "";
    if ((found = c1 ? !c0 ? t_countryCode !== void 0 ? factAnswer2(findings, facts, "telephoneExists", false, t_preferredTelephone, t_countryCode) : FALSE : FALSE : FALSE) !== FALSE && !findings.decide(found, R_telephone_format_preferredTelephone)) return false;
  }
  if (t_preferredTelephone === void 0 && isWrongType(f_preferredTelephone)) {
    if (!findings.add(R_wrong_type_preferredTelephone)) return false;
  }
  if (!c1 && (t_preferredTelephone !== void 0 && holdsUnstorable(t_preferredTelephone))) {
    if (!findings.add(R_not_storable_text_preferredTelephone)) return false;
  }
  if (c2) {
    if (!findings.add(R_002_01_09_emailAddress, void 0, lengthLimit(255, t_emailAddress))) return false;
  }
  if (t_emailAddress === void 0 || !c3) {
    if (!findings.add(t_emailAddress === void 0 ? R_002_01_10_emailAddress_case1 : R_002_01_10_emailAddress)) return false;
  }
  if (t_emailAddress !== void 0 && t_dateOfBirth !== void 0) {
    findings.need = "";
    if ((found = !c2 ? c3 ? d_dateOfBirth !== void 0 ? factAnswer2(findings, facts, "accountExists", true, t_emailAddress, t_dateOfBirth) : FALSE : FALSE : FALSE) !== FALSE && !findings.decide(found, R_002_01_31_emailAddress)) return false;
  }
  if (t_emailAddress === void 0 && isWrongType(f_emailAddress)) {
    if (!findings.add(R_wrong_type_emailAddress)) return false;
  }
  if (t_emailAddress !== void 0 && holdsUnstorable(t_emailAddress)) {
    if (!findings.add(R_not_storable_text_emailAddress)) return false;
  }
  if (t_personalUrl === void 0) {
    if (!findings.add(R_002_01_05_personalUrl)) return false;
  }
  if (c4 || t_personalUrl !== void 0 && !c5) {
    if (!findings.add(c4 && !c5 ? R_002_01_20_personalUrl_case1 : c4 ? R_002_01_20_personalUrl_case2 : R_002_01_20_personalUrl, void 0, lengthLimit(60, t_personalUrl))) return false;
  }
  if (t_personalUrl !== void 0) {
    findings.need = "";
    if ((found = c5 ? !c4 ? factAnswer1(findings, facts, "personalUrlTaken", true, t_personalUrl) : FALSE : FALSE) !== FALSE && !findings.decide(found, R_personal_url_taken_personalUrl)) return false;
  }
  return true;
}
function checkAccountPart4(findings, f_personalUrl, t_personalUrl, f_termsAndConditionsAccepted, t_termsAndConditionsAccepted, f_charityMarketingIndicator, t_charityMarketingIndicator, f_allCharityMarketingIndicator, t_allCharityMarketingIndicator, f_groupMarketingIndicator, t_groupMarketingIndicator, f_serviceMarketingIndicator, t_serviceMarketingIndicator, c5) {
  if (t_personalUrl === void 0 && isWrongType(f_personalUrl)) {
    if (!findings.add(R_wrong_type_personalUrl)) return false;
  }
  if (!c5 && (t_personalUrl !== void 0 && holdsUnstorable(t_personalUrl))) {
    if (!findings.add(R_not_storable_text_personalUrl)) return false;
  }
  if (!(t_termsAndConditionsAccepted === "Y")) {
    if (!findings.add(R_002_01_08_termsAndConditionsAccepted, void 0, { allowed: ["Y"] })) return false;
  }
  if (t_termsAndConditionsAccepted === void 0 && isWrongType(f_termsAndConditionsAccepted)) {
    if (!findings.add(R_wrong_type_termsAndConditionsAccepted)) return false;
  }
  if (!(t_termsAndConditionsAccepted === "Y") && (t_termsAndConditionsAccepted !== void 0 && holdsUnstorable(t_termsAndConditionsAccepted))) {
    if (!findings.add(R_not_storable_text_termsAndConditionsAccepted, void 0, { allowed: ["Y"] })) return false;
  }
  if (t_charityMarketingIndicator === void 0) {
    if (!findings.add(R_required_charityMarketingIndicator)) return false;
  }
  if (t_charityMarketingIndicator !== void 0 && !(t_charityMarketingIndicator === "N")) {
    if (!findings.add(R_must_be_N_charityMarketingIndicator, void 0, { allowed: ["N"] })) return false;
  }
  if (t_charityMarketingIndicator === void 0 && isWrongType(f_charityMarketingIndicator)) {
    if (!findings.add(R_wrong_type_charityMarketingIndicator)) return false;
  }
  if (!(t_charityMarketingIndicator === "N") && (t_charityMarketingIndicator !== void 0 && holdsUnstorable(t_charityMarketingIndicator))) {
    if (!findings.add(R_not_storable_text_charityMarketingIndicator, void 0, { allowed: ["N"] })) return false;
  }
  if (t_allCharityMarketingIndicator === void 0) {
    if (!findings.add(R_required_allCharityMarketingIndicator)) return false;
  }
  if (t_allCharityMarketingIndicator !== void 0 && !(t_allCharityMarketingIndicator === "N")) {
    if (!findings.add(R_must_be_N_allCharityMarketingIndicator, void 0, { allowed: ["N"] })) return false;
  }
  if (t_allCharityMarketingIndicator === void 0 && isWrongType(f_allCharityMarketingIndicator)) {
    if (!findings.add(R_wrong_type_allCharityMarketingIndicator)) return false;
  }
  if (!(t_allCharityMarketingIndicator === "N") && (t_allCharityMarketingIndicator !== void 0 && holdsUnstorable(t_allCharityMarketingIndicator))) {
    if (!findings.add(R_not_storable_text_allCharityMarketingIndicator, void 0, { allowed: ["N"] })) return false;
  }
  if (t_groupMarketingIndicator === void 0) {
    if (!findings.add(R_required_groupMarketingIndicator)) return false;
  }
  if (t_groupMarketingIndicator !== void 0 && !(t_groupMarketingIndicator === "N")) {
    if (!findings.add(R_must_be_N_groupMarketingIndicator, void 0, { allowed: ["N"] })) return false;
  }
  if (t_groupMarketingIndicator === void 0 && isWrongType(f_groupMarketingIndicator)) {
    if (!findings.add(R_wrong_type_groupMarketingIndicator)) return false;
  }
  if (!(t_groupMarketingIndicator === "N") && (t_groupMarketingIndicator !== void 0 && holdsUnstorable(t_groupMarketingIndicator))) {
    if (!findings.add(R_not_storable_text_groupMarketingIndicator, void 0, { allowed: ["N"] })) return false;
  }
  if (t_serviceMarketingIndicator === void 0) {
    if (!findings.add(R_required_serviceMarketingIndicator)) return false;
  }
  if (t_serviceMarketingIndicator !== void 0 && !(t_serviceMarketingIndicator === "N")) {
    if (!findings.add(R_must_be_N_serviceMarketingIndicator, void 0, { allowed: ["N"] })) return false;
  }
  if (t_serviceMarketingIndicator === void 0 && isWrongType(f_serviceMarketingIndicator)) {
    if (!findings.add(R_wrong_type_serviceMarketingIndicator)) return false;
  }
  if (!(t_serviceMarketingIndicator === "N") && (t_serviceMarketingIndicator !== void 0 && holdsUnstorable(t_serviceMarketingIndicator))) {
    if (!findings.add(R_not_storable_text_serviceMarketingIndicator, void 0, { allowed: ["N"] })) return false;
  }
  return true;
}
function checkAccountPart5(findings, facts, f_dateOfBirth, t_dateOfBirth, d_dateOfBirth, f_fundraiserCustomCode, n_fundraiserCustomCode, f_charityResourceId, t_charityResourceId, l_charities) {
  const c6 = t_charityResourceId !== void 0 && (t_charityResourceId.length > 36 && longerThan(t_charityResourceId, 36));
  let found;
  if (t_dateOfBirth === void 0) {
    if (!findings.add(R_002_01_13_dateOfBirth)) return false;
  }
  if (t_dateOfBirth !== void 0 && !(d_dateOfBirth !== void 0)) {
    if (!findings.add(R_002_01_14_dateOfBirth)) return false;
  }
  if (d_dateOfBirth !== void 0 && !ageBetween(d_dateOfBirth, facts.today, 13, 100)) {
    if (!findings.add(!(d_dateOfBirth !== void 0 && ageBetween(d_dateOfBirth, facts.today, 13, 1e4)) ? R_002_01_15_dateOfBirth_case1 : R_002_01_15_dateOfBirth, void 0, { min: 13, max: 100 })) return false;
  }
  if (t_dateOfBirth === void 0 && isWrongType(f_dateOfBirth)) {
    if (!findings.add(R_wrong_type_dateOfBirth)) return false;
  }
  if (!(d_dateOfBirth !== void 0) && (t_dateOfBirth !== void 0 && holdsUnstorable(t_dateOfBirth))) {
    if (!findings.add(R_not_storable_text_dateOfBirth)) return false;
  }
  if (n_fundraiserCustomCode > 5) {
    if (!findings.add(R_002_01_23_fundraiserCustomCode, void 0, { max: 5, count: n_fundraiserCustomCode })) return false;
  }
  let m0 = false;
  let m1 = false;
  let m2 = false;
  for (let i0 = 0, e0 = n_fundraiserCustomCode; i0 < e0; i0++) {
    const entry0 = entryAt(f_fundraiserCustomCode, i0);
    const t0 = textAt(entry0);
    if (t0 === void 0 || t0.length > 255 && longerThan(t0, 255)) m0 = true;
    if (isWrongType(entry0)) m1 = true;
    if (t0 !== void 0 && holdsUnstorable(t0)) m2 = true;
    if (Array.isArray(f_fundraiserCustomCode) && !(i0 in f_fundraiserCustomCode)) i0 = holesAfter(f_fundraiserCustomCode, i0, findings);
  }
  if (m0) {
    for (let i0 = 0, e0 = n_fundraiserCustomCode; i0 < e0; i0++) {
      const entry0 = entryAt(f_fundraiserCustomCode, i0);
      const t0 = textAt(entry0);
      if (t0 === void 0 || t0.length > 255 && longerThan(t0, 255)) {
        if (!findings.add(t0 === void 0 ? R_002_01_22_fundraiserCustomCode_case1 : R_002_01_22_fundraiserCustomCode, ["fundraiserCustomCode", i0], lengthLimit(255, t0))) return false;
      } else {
        if (Array.isArray(f_fundraiserCustomCode) && !(i0 in f_fundraiserCustomCode)) i0 = holesAfter(f_fundraiserCustomCode, i0, findings);
      }
    }
  }
  if (m1) {
    for (let i0 = 0, e0 = n_fundraiserCustomCode; i0 < e0; i0++) {
      const entry0 = entryAt(f_fundraiserCustomCode, i0);
      if (isWrongType(entry0)) {
        if (!findings.add(R_wrong_type_fundraiserCustomCode, ["fundraiserCustomCode", i0])) return false;
      } else {
        if (Array.isArray(f_fundraiserCustomCode) && !(i0 in f_fundraiserCustomCode)) i0 = holesAfter(f_fundraiserCustomCode, i0, findings);
      }
    }
  }
  if (m2) {
    for (let i0 = 0, e0 = n_fundraiserCustomCode; i0 < e0; i0++) {
      const entry0 = entryAt(f_fundraiserCustomCode, i0);
      const t0 = textAt(entry0);
      if (t0 !== void 0 && holdsUnstorable(t0)) {
        if (!findings.add(R_not_storable_text_fundraiserCustomCode, ["fundraiserCustomCode", i0])) return false;
      } else {
        if (Array.isArray(f_fundraiserCustomCode) && !(i0 in f_fundraiserCustomCode)) i0 = holesAfter(f_fundraiserCustomCode, i0, findings);
      }
    }
  }
  findings.need = "";
  if ((found = n_fundraiserCustomCode > 0 ? t_charityResourceId === void 0 ? TRUE : c6 ? TRUE : l_charities !== void 0 ? l_charities.has(t_charityResourceId) ? FALSE : TRUE : listMembership(findings, l_charities, "charities", t_charityResourceId, false) : FALSE) !== FALSE && !findings.decide(found, t_charityResourceId === void 0 ? R_002_01_21_charityResourceId_case1 : c6 ? R_002_01_21_charityResourceId_case2 : R_002_01_21_charityResourceId, lengthLimit(36, t_charityResourceId))) return false;
  if (!(n_fundraiserCustomCode > 0) && c6) {
    if (!findings.add(R_too_long_charityResourceId, void 0, lengthLimit(36, t_charityResourceId))) return false;
  }
  if (t_charityResourceId !== void 0) {
    findings.need = "";
    if ((found = !(n_fundraiserCustomCode > 0) ? !c6 ? t_charityResourceId === void 0 ? FALSE : l_charities !== void 0 ? l_charities.has(t_charityResourceId) ? FALSE : TRUE : listMembership(findings, l_charities, "charities", t_charityResourceId, false) : FALSE : FALSE) !== FALSE && !findings.decide(found, R_unknown_charity_charityResourceId)) return false;
  }
  if (t_charityResourceId === void 0 && isWrongType(f_charityResourceId)) {
    if (!findings.add(R_wrong_type_charityResourceId)) return false;
  }
  if (t_charityResourceId !== void 0 && holdsUnstorable(t_charityResourceId)) {
    if (!findings.add(R_not_storable_text_charityResourceId)) return false;
  }
  return true;
}
var MESSAGE_ENDING_12 = " must be text or a number, not an object, an array or a boolean.";
var R_required_eventResourceId = reported("required", "eventResourceId", "eventResourceId is required.");
var R_too_long_eventResourceId = reported("too-long", "eventResourceId", "eventResourceId may have at most 36 characters; it has {length}.");
var R_wrong_type_eventResourceId = reported("wrong-type", "eventResourceId", "eventResourceId" + MESSAGE_ENDING_12);
var R_not_one_of_sortOrder = reported("not-one-of", "sortOrder", "sortOrder must be one of A, D: A ascending, D descending.");
var R_wrong_type_sortOrder = reported("wrong-type", "sortOrder", "sortOrder" + MESSAGE_ENDING_12);
var R_not_one_of_sortField = reported("not-one-of", "sortField", "sortField must be one of donationTotalNet, donationTotalGA, donationTotalGross, totalGiftAid, offlineAmount.");
var R_wrong_type_sortField = reported("wrong-type", "sortField", "sortField" + MESSAGE_ENDING_12);
var R_not_whole_number_numRecords = reported("not-whole-number", "numRecords", "numRecords must be a whole number.");
var R_out_of_range_numRecords = reported("out-of-range", "numRecords", "numRecords must be from 1 to 100.");
var R_wrong_type_numRecords = reported("wrong-type", "numRecords", "numRecords" + MESSAGE_ENDING_12);
var R_not_whole_number_startRecordNum = reported("not-whole-number", "startRecordNum", "startRecordNum must be a whole number (0 or more).");
var R_too_long_startRecordNum = reported("too-long", "startRecordNum", "startRecordNum may have at most 20 characters; it has {length}.");
var R_wrong_type_startRecordNum = reported("wrong-type", "startRecordNum", "startRecordNum" + MESSAGE_ENDING_12);
var R_required_api_key = reported("required", "api_key", "api_key is required.");
var R_too_long_api_key = reported("too-long", "api_key", "api_key may have at most 24 characters; it has {length}.");
var R_wrong_type_api_key = reported("wrong-type", "api_key", "api_key" + MESSAGE_ENDING_12);
var R_required_api_key2 = reported("required", "api_key", "api_key is required.");
var R_too_long_api_key2 = reported("too-long", "api_key", "api_key may have at most 24 characters; it has {length}.");
var R_wrong_type_api_key2 = reported("wrong-type", "api_key", "api_key must be text or a number, not an object, an array or a boolean.");
var ROWS = "002.01.01: 002.01.02: 002.01.04:title/absent wrong-type:title,forename,surname,addressLine1,addressLine2,townCity,countyState,postcode,countryCode,preferredTelephone,emailAddress,personalUrl,termsAndConditionsAccepted,charityMarketingIndicator,allCharityMarketingIndicator,groupMarketingIndicator,serviceMarketingIndicator,dateOfBirth,fundraiserCustomCode[]=customCodes,charityResourceId,pageTitle,eventResourceId,fundraisingDate,teamPageIndicator,teamName,teamUrl,activityCode,activityDescription,charityContributionIndicator,postEventFundraisingInterval,fundraisingTarget,charitySplits[],charitySplits[].charityResourceId,charitySplits[].charitySplitPercent,charitySplits[].customCodes[] not-storable-text:title,forename,surname,addressLine1,addressLine2,townCity,countyState,postcode,countryCode,preferredTelephone,emailAddress,personalUrl,termsAndConditionsAccepted,charityMarketingIndicator,allCharityMarketingIndicator,groupMarketingIndicator,serviceMarketingIndicator,dateOfBirth,fundraiserCustomCode[]=customCodes,charityResourceId,pageTitle,eventResourceId,fundraisingDate,teamPageIndicator,teamName,teamUrl,activityCode,activityDescription,charityContributionIndicator,postEventFundraisingInterval,fundraisingTarget,charitySplits[].charityResourceId,charitySplits[].charitySplitPercent,charitySplits[].customCodes[] 002.01.07:forename/absent 002.01.06:surname/absent 002.01.19:addressLine1,townCity too-long:addressLine1,addressLine2,townCity,countyState,charityResourceId,eventResourceId,activityCode,activityDescription,charitySplits[].charityResourceId required:addressLine2,countyState,charityMarketingIndicator,allCharityMarketingIndicator,groupMarketingIndicator,serviceMarketingIndicator 002.01.16:postcode/too-long 002.01.17:postcode postcode-format:postcode 002.01.03:countryCode/absent/too-long 002.01.11:preferredTelephone 002.01.12:preferredTelephone/too-long-and-malformed/too-long telephone-format:preferredTelephone 002.01.09:emailAddress 002.01.10:emailAddress/absent 002.01.31:emailAddress 002.01.05:personalUrl 002.01.20:personalUrl/too-long-and-malformed/too-long personal-url-taken:personalUrl 002.01.08:termsAndConditionsAccepted must-be-N:charityMarketingIndicator,allCharityMarketingIndicator,groupMarketingIndicator,serviceMarketingIndicator 002.01.13:dateOfBirth 002.01.14:dateOfBirth 002.01.15:dateOfBirth/too-young 002.01.23:fundraiserCustomCode=customCodes,charitySplits[].customCodes 002.01.22:fundraiserCustomCode[]/absent=customCodes,charitySplits[].customCodes[]/absent 002.01.21:charityResourceId/absent/too-long unknown-charity:charityResourceId,charitySplits[].charityResourceId 003.01.04:=URI,#2=URI 003.01.05:pageTitle/absent unknown-event:eventResourceId 002.01.24:eventResourceId 002.01.25:eventResourceId 002.01.27:eventResourceId 002.01.28:eventResourceId 002.01.29:eventResourceId 003.01.06:fundraisingDate 003.01.07:fundraisingDate/absent 003.01.08:fundraisingDate 003.01.09:teamPageIndicator/absent 003.01.01:teamName 003.01.02:teamName 003.01.10:teamName team-field-on-individual-page:teamName,teamUrl 003.01.03:teamUrl 003.01.11:teamUrl/absent/too-long-and-malformed/too-long team-url-taken:teamUrl 003.01.18:activityCode/absent activity-on-event-page:activityCode 003.01.19:activityDescription description-without-039:activityDescription 003.01.17:charityContributionIndicator/absent 003.01.16:postEventFundraisingInterval/absent/not-whole target-amount:fundraisingTarget 003.01.12:charitySplits/no-splits=charityResourceId 003.01.13:charitySplits=charityResourceId 003.01.15:charitySplits/no-whole-percentage=charitySplitPercent 002.01.26:charitySplits=charityResourceId 002.01.30:charitySplits=charitySplitPercent,charitySplits[]/no-charity=charitySplitPercent 003.01.14:charitySplits[].charityResourceId 003.01.20:charitySplits[].charityResourceId duplicate-charity:charitySplits[].charityResourceId zero-share:charitySplits[].charitySplitPercent";
var F_wrong_type_charitySplits = 1;
var F_002_01_30_charitySplits_2 = 2;
var U_002_01_30_charitySplits_2 = 4;
var F_003_01_14_charitySplits_charityResourceId = 8;
var F_003_01_20_charitySplits_charityResourceId = 16;
var U_003_01_20_charitySplits_charityResourceId = 32;
var F_too_long_charitySplits_charityResourceId = 64;
var F_unknown_charity_charitySplits_charityResourceId = 128;
var U_unknown_charity_charitySplits_charityResourceId = 256;
var F_duplicate_charity_charitySplits_charityResourceId = 512;
var F_wrong_type_charitySplits_charityResourceId = 1024;
var F_not_storable_text_charitySplits_charityResourceId = 2048;
var F_zero_share_charitySplits_charitySplitPercent = 4096;
var F_wrong_type_charitySplits_charitySplitPercent = 8192;
var F_not_storable_text_charitySplits_charitySplitPercent = 16384;
var F_002_01_23_charitySplits_customCodes = 32768;
var MESSAGE_ENDING_13 = " holds a character the service cannot store: U+0000 or an unpaired surrogate.";
var MESSAGE_ENDING_22 = " must be text or a number, not an object, an array or a boolean.";
var R_003_01_04 = reported("003.01.04", "URI", "No page details were supplied: the body must be an object.", "error", "");
var R_003_01_04_2 = reported("003.01.04", "URI", "No page details were supplied: none of the page fields is present.", "error", "", "003.01.04:#2");
var R_003_01_05_pageTitle = reported("003.01.05", "pageTitle", "Page title may have at most 45 characters; it has {length}.");
var R_003_01_05_pageTitle_case1 = reported("003.01.05", "pageTitle", "Page title is required.", "error", "pageTitle", "003.01.05:pageTitle", "absent");
var R_wrong_type_pageTitle = reported("wrong-type", "pageTitle", "Page title" + MESSAGE_ENDING_22);
var R_not_storable_text_pageTitle = reported("not-storable-text", "pageTitle", "Page title" + MESSAGE_ENDING_13);
var R_too_long_eventResourceId2 = reported("too-long", "eventResourceId", "Event resource ID may have at most 36 characters; it has {length}.");
var R_unknown_event_eventResourceId = reported("unknown-event", "eventResourceId", "The event is not known, so the event rules could not be checked.");
var R_002_01_24_eventResourceId = reported("002.01.24", "eventResourceId", "The event is not published.");
var R_002_01_25_eventResourceId = reported("002.01.25", "eventResourceId", "The event has expired (removed).");
var R_002_01_27_eventResourceId = reported("002.01.27", "eventResourceId", "The event requires a fee.");
var R_002_01_28_eventResourceId = reported("002.01.28", "eventResourceId", "The event has no places left.");
var R_002_01_29_eventResourceId = reported("002.01.29", "eventResourceId", "The event is closed.");
var R_wrong_type_eventResourceId2 = reported("wrong-type", "eventResourceId", "Event resource ID" + MESSAGE_ENDING_22);
var R_not_storable_text_eventResourceId = reported("not-storable-text", "eventResourceId", "Event resource ID" + MESSAGE_ENDING_13);
var R_003_01_06_fundraisingDate = reported("003.01.06", "fundraisingDate", "A fundraising date must not be sent for an organised event.");
var R_003_01_07_fundraisingDate = reported("003.01.07", "fundraisingDate", "The fundraising date must be a real calendar date written YYYYMMDD.");
var R_003_01_07_fundraisingDate_case1 = reported("003.01.07", "fundraisingDate", "A personal page needs a fundraising date.", "error", "fundraisingDate", "003.01.07:fundraisingDate", "absent");
var R_003_01_08_fundraisingDate = reported("003.01.08", "fundraisingDate", "The fundraising date must be in the future.");
var R_wrong_type_fundraisingDate = reported("wrong-type", "fundraisingDate", "Fundraising date" + MESSAGE_ENDING_22);
var R_not_storable_text_fundraisingDate = reported("not-storable-text", "fundraisingDate", "Fundraising date" + MESSAGE_ENDING_13);
var R_003_01_09_teamPageIndicator = reported("003.01.09", "teamPageIndicator", "Team page indicator must be exactly one of Y, N: Y for a team page, N for an individual one.");
var R_003_01_09_teamPageIndicator_case1 = reported("003.01.09", "teamPageIndicator", "Team page indicator is required: Y for a team page, N for an individual one.", "error", "teamPageIndicator", "003.01.09:teamPageIndicator", "absent");
var R_wrong_type_teamPageIndicator = reported("wrong-type", "teamPageIndicator", "Team page indicator" + MESSAGE_ENDING_22);
var R_not_storable_text_teamPageIndicator = reported("not-storable-text", "teamPageIndicator", "Team page indicator" + MESSAGE_ENDING_13);
var R_003_01_01_teamName = reported("003.01.01", "teamName", "A team page needs a team name.");
var R_003_01_02_teamName = reported("003.01.02", "teamName", "Team name may have at most 60 characters; it has {length}.");
var R_003_01_10_teamName = reported("003.01.10", "teamName", "Team name is not valid: at most 60 characters, and it has {length}.");
var R_team_field_on_individual_page_teamName = reported("team-field-on-individual-page", "teamName", "Team name is only used on a team page; this page is individual.", "warning");
var R_wrong_type_teamName = reported("wrong-type", "teamName", "Team name" + MESSAGE_ENDING_22);
var R_not_storable_text_teamName = reported("not-storable-text", "teamName", "Team name" + MESSAGE_ENDING_13);
var R_003_01_03_teamUrl = reported("003.01.03", "teamUrl", "Team URL may have at most 100 characters; it has {length}.");
var R_003_01_11_teamUrl = reported("003.01.11", "teamUrl", "Team URL may hold only ASCII letters, digits and - _ . ~ (a URL path segment).");
var R_003_01_11_teamUrl_case1 = reported("003.01.11", "teamUrl", "A team page needs a team URL.", "error", "teamUrl", "003.01.11:teamUrl", "absent");
var R_003_01_11_teamUrl_case2 = reported("003.01.11", "teamUrl", "Team URL may have at most 100 characters (it has {length}) and only ASCII letters, digits and - _ . ~.", "error", "teamUrl", "003.01.11:teamUrl", "too-long-and-malformed");
var R_003_01_11_teamUrl_case3 = reported("003.01.11", "teamUrl", "Team URL may have at most 100 characters; it has {length}.", "error", "teamUrl", "003.01.11:teamUrl", "too-long");
var R_team_url_taken_teamUrl = reported("team-url-taken", "teamUrl", "This team URL is already taken.");
var R_team_field_on_individual_page_teamUrl = reported("team-field-on-individual-page", "teamUrl", "Team URL is only used on a team page; this page is individual.", "warning");
var R_wrong_type_teamUrl = reported("wrong-type", "teamUrl", "Team URL" + MESSAGE_ENDING_22);
var R_not_storable_text_teamUrl = reported("not-storable-text", "teamUrl", "Team URL" + MESSAGE_ENDING_13);
var R_003_01_18_activityCode = reported("003.01.18", "activityCode", "Activity code is not a code of the activity lookup.");
var R_003_01_18_activityCode_case1 = reported("003.01.18", "activityCode", "A personal page needs an activity code.", "error", "activityCode", "003.01.18:activityCode", "absent");
var R_activity_on_event_page_activityCode = reported("activity-on-event-page", "activityCode", "An event page must not have an activity code.");
var R_too_long_activityCode = reported("too-long", "activityCode", "Activity code may have at most 3 characters; it has {length}.");
var R_wrong_type_activityCode = reported("wrong-type", "activityCode", "Activity code" + MESSAGE_ENDING_22);
var R_not_storable_text_activityCode = reported("not-storable-text", "activityCode", "Activity code" + MESSAGE_ENDING_13);
var R_003_01_19_activityDescription = reported("003.01.19", "activityDescription", "Activity code '039' (other) needs an activity description.");
var R_description_without_039_activityDescription = reported("description-without-039", "activityDescription", "An activity description may only be filled when the activity code is '039'.");
var R_too_long_activityDescription = reported("too-long", "activityDescription", "Activity description may have at most 30 characters; it has {length}.");
var R_wrong_type_activityDescription = reported("wrong-type", "activityDescription", "Activity description" + MESSAGE_ENDING_22);
var R_not_storable_text_activityDescription = reported("not-storable-text", "activityDescription", "Activity description" + MESSAGE_ENDING_13);
var R_003_01_17_charityContributionIndicator = reported("003.01.17", "charityContributionIndicator", "Charity contribution indicator must be exactly one of Y, N.");
var R_003_01_17_charityContributionIndicator_case1 = reported("003.01.17", "charityContributionIndicator", "Charity contribution indicator is required: one of Y, N.", "error", "charityContributionIndicator", "003.01.17:charityContributionIndicator", "absent");
var R_wrong_type_charityContributionIndicator = reported("wrong-type", "charityContributionIndicator", "Charity contribution indicator" + MESSAGE_ENDING_22);
var R_not_storable_text_charityContributionIndicator = reported("not-storable-text", "charityContributionIndicator", "Charity contribution indicator" + MESSAGE_ENDING_13);
var R_003_01_16_postEventFundraisingInterval = reported("003.01.16", "postEventFundraisingInterval", "Post-event fundraising interval may be at most 36 months.");
var R_003_01_16_postEventFundraisingInterval_case1 = reported("003.01.16", "postEventFundraisingInterval", "Post-event fundraising interval is required: a whole number of months, at most 36.", "error", "postEventFundraisingInterval", "003.01.16:postEventFundraisingInterval", "absent");
var R_003_01_16_postEventFundraisingInterval_case2 = reported("003.01.16", "postEventFundraisingInterval", "Post-event fundraising interval must be a whole number of months (digits only).", "error", "postEventFundraisingInterval", "003.01.16:postEventFundraisingInterval", "not-whole");
var R_wrong_type_postEventFundraisingInterval = reported("wrong-type", "postEventFundraisingInterval", "Post-event fundraising interval" + MESSAGE_ENDING_22);
var R_not_storable_text_postEventFundraisingInterval = reported("not-storable-text", "postEventFundraisingInterval", "Post-event fundraising interval" + MESSAGE_ENDING_13);
var R_target_amount_fundraisingTarget = reported("target-amount", "fundraisingTarget", "Fundraising target must be a non-negative amount with at most 2 decimals (Decimal(19,2)).");
var R_wrong_type_fundraisingTarget = reported("wrong-type", "fundraisingTarget", "Fundraising target" + MESSAGE_ENDING_22);
var R_not_storable_text_fundraisingTarget = reported("not-storable-text", "fundraisingTarget", "Fundraising target" + MESSAGE_ENDING_13);
var R_003_01_12_charitySplits = reported("003.01.12", "charityResourceId", "At least one charity split must name a charity.", "error", "charitySplits");
var R_003_01_12_charitySplits_case1 = reported("003.01.12", "charityResourceId", "At least one charity split must be given.", "error", "charitySplits", "003.01.12:charitySplits", "no-splits");
var R_003_01_13_charitySplits = reported("003.01.13", "charityResourceId", "At most 5 charities may be given; there are {count}.", "error", "charitySplits");
var R_003_01_15_charitySplits = reported("003.01.15", "charitySplitPercent", "The whole-number percentages of the charity splits must sum to 100.", "error", "charitySplits");
var R_003_01_15_charitySplits_case1 = reported("003.01.15", "charitySplitPercent", "Each charity split needs a whole-number percentage.", "error", "charitySplits", "003.01.15:charitySplits", "no-whole-percentage");
var R_002_01_26_charitySplits = reported("002.01.26", "charityResourceId", "The event allows at most {max} charities; the page has {count}.", "error", "charitySplits");
var R_002_01_30_charitySplits = reported("002.01.30", "charitySplitPercent", "The charities and percentages must be exactly the event's fixed splits.", "error", "charitySplits");
var R_wrong_type_charitySplits = reported("wrong-type", "charitySplits", "A charity split must be an object with charityResourceId and charitySplitPercent.", "error", "charitySplits[]");
var R_002_01_30_charitySplits_2 = reported("002.01.30", "charitySplitPercent", "On an event page, a split with a charity needs a whole-number percentage.", "error", "charitySplits[]");
var R_002_01_30_charitySplits_2_case1 = reported("002.01.30", "charitySplitPercent", "On an event page, a split with a percentage needs a charity.", "error", "charitySplits[]", "002.01.30:charitySplits[]", "no-charity");
var R_003_01_14_charitySplits_charityResourceId = reported("003.01.14", "charityResourceId", "This split percentage has no charity.", "error", "charitySplits[].charityResourceId");
var R_003_01_20_charitySplits_charityResourceId = reported("003.01.20", "charityResourceId", "This charity is not among the event's allowed charities.", "error", "charitySplits[].charityResourceId");
var R_too_long_charitySplits_charityResourceId = reported("too-long", "charityResourceId", "Charity resource ID may have at most 36 characters; it has {length}.", "error", "charitySplits[].charityResourceId");
var R_unknown_charity_charitySplits_charityResourceId = reported("unknown-charity", "charityResourceId", "Charity resource ID is not a known charity.", "error", "charitySplits[].charityResourceId");
var R_duplicate_charity_charitySplits_charityResourceId = reported("duplicate-charity", "charityResourceId", "This charity already has a split on this page.", "error", "charitySplits[].charityResourceId");
var R_wrong_type_charitySplits_charityResourceId = reported("wrong-type", "charityResourceId", "Charity resource ID" + MESSAGE_ENDING_22, "error", "charitySplits[].charityResourceId");
var R_not_storable_text_charitySplits_charityResourceId = reported("not-storable-text", "charityResourceId", "Charity resource ID" + MESSAGE_ENDING_13, "error", "charitySplits[].charityResourceId");
var R_zero_share_charitySplits_charitySplitPercent = reported("zero-share", "charitySplitPercent", "This charity gets a 0% share of every donation.", "warning", "charitySplits[].charitySplitPercent");
var R_wrong_type_charitySplits_charitySplitPercent = reported("wrong-type", "charitySplitPercent", "Charity split percentage" + MESSAGE_ENDING_22, "error", "charitySplits[].charitySplitPercent");
var R_not_storable_text_charitySplits_charitySplitPercent = reported("not-storable-text", "charitySplitPercent", "Charity split percentage" + MESSAGE_ENDING_13, "error", "charitySplits[].charitySplitPercent");
var R_002_01_23_charitySplits_customCodes = reported("002.01.23", "customCodes", "At most 5 custom codes may be given per charity; this one has {count}.", "error", "charitySplits[].customCodes");
var R_002_01_22_charitySplits_customCodes = reported("002.01.22", "customCodes", "A custom code may have at most 255 characters; this one has {length}.", "error", "charitySplits[].customCodes[]");
var R_002_01_22_charitySplits_customCodes_case1 = reported("002.01.22", "customCodes", "A custom code in the list is blank.", "error", "charitySplits[].customCodes[]", "002.01.22:charitySplits[].customCodes[]", "absent");
var R_wrong_type_charitySplits_customCodes = reported("wrong-type", "customCodes", "A custom code" + MESSAGE_ENDING_22, "error", "charitySplits[].customCodes[]");
var R_not_storable_text_charitySplits_customCodes = reported("not-storable-text", "customCodes", "A custom code" + MESSAGE_ENDING_13, "error", "charitySplits[].customCodes[]");
function checkPage(input, facts, reporting) {
  const findings = new Findings(reporting);
  if (!isRecord(input)) {
    findings.add(R_003_01_04);
    return findings.result();
  }
  const body = asRecord(input);
  const f_pageTitle = body.pageTitle;
  const t_pageTitle = typeof f_pageTitle === "string" && (f_pageTitle.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_pageTitle : textAt(f_pageTitle);
  const f_eventResourceId = body.eventResourceId;
  const t_eventResourceId = typeof f_eventResourceId === "string" && (f_eventResourceId.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_eventResourceId : textAt(f_eventResourceId);
  const f_fundraisingDate = body.fundraisingDate;
  const t_fundraisingDate = typeof f_fundraisingDate === "string" && (f_fundraisingDate.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_fundraisingDate : textAt(f_fundraisingDate);
  const d_fundraisingDate = t_fundraisingDate === void 0 ? void 0 : parseYmd(t_fundraisingDate);
  const f_teamPageIndicator = body.teamPageIndicator;
  const t_teamPageIndicator = typeof f_teamPageIndicator === "string" && (f_teamPageIndicator.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_teamPageIndicator : textAt(f_teamPageIndicator);
  const f_teamName = body.teamName;
  const t_teamName = typeof f_teamName === "string" && (f_teamName.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_teamName : textAt(f_teamName);
  const f_teamUrl = body.teamUrl;
  const t_teamUrl = typeof f_teamUrl === "string" && (f_teamUrl.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_teamUrl : textAt(f_teamUrl);
  const f_activityCode = body.activityCode;
  const t_activityCode = typeof f_activityCode === "string" && (f_activityCode.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_activityCode : textAt(f_activityCode);
  const f_activityDescription = body.activityDescription;
  const t_activityDescription = typeof f_activityDescription === "string" && (f_activityDescription.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_activityDescription : textAt(f_activityDescription);
  const f_charityContributionIndicator = body.charityContributionIndicator;
  const t_charityContributionIndicator = typeof f_charityContributionIndicator === "string" && (f_charityContributionIndicator.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_charityContributionIndicator : textAt(f_charityContributionIndicator);
  const f_postEventFundraisingInterval = body.postEventFundraisingInterval;
  const t_postEventFundraisingInterval = typeof f_postEventFundraisingInterval === "string" && (f_postEventFundraisingInterval.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_postEventFundraisingInterval : textAt(f_postEventFundraisingInterval);
  const u_postEventFundraisingInterval = wholeNumber(f_postEventFundraisingInterval);
  const f_fundraisingTarget = body.fundraisingTarget;
  const t_fundraisingTarget = typeof f_fundraisingTarget === "string" && (f_fundraisingTarget.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? f_fundraisingTarget : textAt(f_fundraisingTarget);
  const f_charitySplits = body.charitySplits;
  const n_charitySplits = entryCount(f_charitySplits);
  const l_activities = facts.lists.activities;
  const l_charities = facts.lists.charities;
  if (checkPagePart1(findings, facts, input, f_pageTitle, t_pageTitle, f_eventResourceId, t_eventResourceId, f_fundraisingDate, t_fundraisingDate, d_fundraisingDate, t_teamPageIndicator, t_teamName, t_teamUrl, t_activityCode, t_activityDescription, t_charityContributionIndicator, t_postEventFundraisingInterval, t_fundraisingTarget, n_charitySplits) && checkPagePart2(findings, facts, t_eventResourceId, f_teamPageIndicator, t_teamPageIndicator, f_teamName, t_teamName, f_teamUrl, t_teamUrl, t_activityCode, l_activities)) checkPagePart3(findings, facts, t_eventResourceId, f_activityCode, t_activityCode, f_activityDescription, t_activityDescription, f_charityContributionIndicator, t_charityContributionIndicator, f_postEventFundraisingInterval, t_postEventFundraisingInterval, u_postEventFundraisingInterval, f_fundraisingTarget, t_fundraisingTarget, f_charitySplits, n_charitySplits, l_charities);
  return findings.result();
}
function checkPagePart1(findings, facts, input, f_pageTitle, t_pageTitle, f_eventResourceId, t_eventResourceId, f_fundraisingDate, t_fundraisingDate, d_fundraisingDate, t_teamPageIndicator, t_teamName, t_teamUrl, t_activityCode, t_activityDescription, t_charityContributionIndicator, t_postEventFundraisingInterval, t_fundraisingTarget, n_charitySplits) {
  let e_eventResourceId;
  let found;
  if (isRecord(input) && t_pageTitle === void 0 && t_eventResourceId === void 0 && t_fundraisingDate === void 0 && t_teamPageIndicator === void 0 && t_teamName === void 0 && t_teamUrl === void 0 && t_activityCode === void 0 && t_activityDescription === void 0 && t_charityContributionIndicator === void 0 && t_postEventFundraisingInterval === void 0 && t_fundraisingTarget === void 0 && n_charitySplits === 0) {
    if (!findings.add(R_003_01_04_2)) return false;
  }
  if (t_pageTitle === void 0 || t_pageTitle.length > 45 && longerThan(t_pageTitle, 45)) {
    if (!findings.add(t_pageTitle === void 0 ? R_003_01_05_pageTitle_case1 : R_003_01_05_pageTitle, void 0, lengthLimit(45, t_pageTitle))) return false;
  }
  if (t_pageTitle === void 0 && isWrongType(f_pageTitle)) {
    if (!findings.add(R_wrong_type_pageTitle)) return false;
  }
  if (t_pageTitle !== void 0 && holdsUnstorable(t_pageTitle)) {
    if (!findings.add(R_not_storable_text_pageTitle)) return false;
  }
  if (t_eventResourceId !== void 0 && (t_eventResourceId.length > 36 && longerThan(t_eventResourceId, 36))) {
    if (!findings.add(R_too_long_eventResourceId2, void 0, lengthLimit(36, t_eventResourceId))) return false;
  }
  if (t_eventResourceId !== void 0) {
    findings.need = "";
    if ((found = eventIn(findings, e_eventResourceId !== void 0 ? e_eventResourceId : e_eventResourceId = lookUpEvent(findings, facts, t_eventResourceId), "unknown")) !== FALSE && !findings.decide(found, R_unknown_event_eventResourceId)) return false;
    findings.need = "";
    if ((found = eventIn(findings, e_eventResourceId === void 0 ? FALSE : e_eventResourceId, "unpublished")) !== FALSE && !findings.decide(found, R_002_01_24_eventResourceId)) return false;
    findings.need = "";
    if ((found = eventIn(findings, e_eventResourceId === void 0 ? FALSE : e_eventResourceId, "expired")) !== FALSE && !findings.decide(found, R_002_01_25_eventResourceId)) return false;
    findings.need = "";
    if ((found = eventIn(findings, e_eventResourceId === void 0 ? FALSE : e_eventResourceId, "feeRequired")) !== FALSE && !findings.decide(found, R_002_01_27_eventResourceId)) return false;
    findings.need = "";
    if ((found = eventIn(findings, e_eventResourceId === void 0 ? FALSE : e_eventResourceId, "full")) !== FALSE && !findings.decide(found, R_002_01_28_eventResourceId)) return false;
    findings.need = "";
    if ((found = eventIn(findings, e_eventResourceId === void 0 ? FALSE : e_eventResourceId, "closed")) !== FALSE && !findings.decide(found, R_002_01_29_eventResourceId)) return false;
  }
  if (t_eventResourceId === void 0 && isWrongType(f_eventResourceId)) {
    if (!findings.add(R_wrong_type_eventResourceId2)) return false;
  }
  if (t_eventResourceId !== void 0 && holdsUnstorable(t_eventResourceId)) {
    if (!findings.add(R_not_storable_text_eventResourceId)) return false;
  }
  if (t_eventResourceId !== void 0 && t_fundraisingDate !== void 0) {
    if (!findings.add(R_003_01_06_fundraisingDate)) return false;
  }
  if (t_eventResourceId === void 0 && (t_fundraisingDate === void 0 || !(d_fundraisingDate !== void 0))) {
    if (!findings.add(t_fundraisingDate === void 0 ? R_003_01_07_fundraisingDate_case1 : R_003_01_07_fundraisingDate)) return false;
  }
  if (t_eventResourceId === void 0 && d_fundraisingDate !== void 0 && !(d_fundraisingDate > facts.today)) {
    if (!findings.add(R_003_01_08_fundraisingDate)) return false;
  }
  if (t_fundraisingDate === void 0 && isWrongType(f_fundraisingDate)) {
    if (!findings.add(R_wrong_type_fundraisingDate)) return false;
  }
  if (!(d_fundraisingDate !== void 0) && (t_fundraisingDate !== void 0 && holdsUnstorable(t_fundraisingDate))) {
    if (!findings.add(R_not_storable_text_fundraisingDate)) return false;
  }
  return true;
}
function checkPagePart2(findings, facts, t_eventResourceId, f_teamPageIndicator, t_teamPageIndicator, f_teamName, t_teamName, f_teamUrl, t_teamUrl, t_activityCode, l_activities) {
  const c0 = t_teamName !== void 0 && (t_teamName.length > 60 && longerThan(t_teamName, 60));
  const c1 = t_teamUrl !== void 0 && (t_teamUrl.length > 100 && longerThan(t_teamUrl, 100));
  const c2 = t_teamUrl !== void 0 && isUrlSegment(t_teamUrl);
  let found;
  if (!(t_teamPageIndicator === "Y" || t_teamPageIndicator === "N")) {
    if (!findings.add(t_teamPageIndicator === void 0 ? R_003_01_09_teamPageIndicator_case1 : R_003_01_09_teamPageIndicator, void 0, { allowed: ["Y", "N"] })) return false;
  }
  if (t_teamPageIndicator === void 0 && isWrongType(f_teamPageIndicator)) {
    if (!findings.add(R_wrong_type_teamPageIndicator)) return false;
  }
  if (!(t_teamPageIndicator === "Y" || t_teamPageIndicator === "N") && (t_teamPageIndicator !== void 0 && holdsUnstorable(t_teamPageIndicator))) {
    if (!findings.add(R_not_storable_text_teamPageIndicator, void 0, { allowed: ["Y", "N"] })) return false;
  }
  if (t_teamPageIndicator === "Y" && t_teamName === void 0) {
    if (!findings.add(R_003_01_01_teamName)) return false;
  }
  if (c0) {
    if (!findings.add(R_003_01_02_teamName, void 0, lengthLimit(60, t_teamName))) return false;
  }
  if (c0) {
    if (!findings.add(R_003_01_10_teamName, void 0, lengthLimit(60, t_teamName))) return false;
  }
  if (t_teamPageIndicator === "N" && t_teamName !== void 0) {
    if (!findings.add(R_team_field_on_individual_page_teamName)) return false;
  }
  if (t_teamName === void 0 && isWrongType(f_teamName)) {
    if (!findings.add(R_wrong_type_teamName)) return false;
  }
  if (t_teamName !== void 0 && holdsUnstorable(t_teamName)) {
    if (!findings.add(R_not_storable_text_teamName)) return false;
  }
  if (c1) {
    if (!findings.add(R_003_01_03_teamUrl, void 0, lengthLimit(100, t_teamUrl))) return false;
  }
  if (t_teamPageIndicator === "Y" && t_teamUrl === void 0 || c1 || t_teamUrl !== void 0 && !c2) {
    if (!findings.add(t_teamUrl === void 0 ? R_003_01_11_teamUrl_case1 : c1 && !c2 ? R_003_01_11_teamUrl_case2 : c1 ? R_003_01_11_teamUrl_case3 : R_003_01_11_teamUrl, void 0, lengthLimit(100, t_teamUrl))) return false;
  }
  if (t_teamUrl !== void 0) {
    findings.need = "";
    if ((found = c2 ? !c1 ? factAnswer1(findings, facts, "teamUrlTaken", true, t_teamUrl) : FALSE : FALSE) !== FALSE && !findings.decide(found, R_team_url_taken_teamUrl)) return false;
  }
  if (t_teamPageIndicator === "N" && t_teamUrl !== void 0) {
    if (!findings.add(R_team_field_on_individual_page_teamUrl)) return false;
  }
  if (t_teamUrl === void 0 && isWrongType(f_teamUrl)) {
    if (!findings.add(R_wrong_type_teamUrl)) return false;
  }
  if (!c2 && (t_teamUrl !== void 0 && holdsUnstorable(t_teamUrl))) {
    if (!findings.add(R_not_storable_text_teamUrl)) return false;
  }
  findings.need = "";
  if ((found = t_eventResourceId === void 0 ? t_activityCode === void 0 ? TRUE : l_activities !== void 0 ? l_activities.has(t_activityCode) ? FALSE : TRUE : listMembership(findings, l_activities, "activities", t_activityCode, false) : FALSE) !== FALSE && !findings.decide(found, t_activityCode === void 0 ? R_003_01_18_activityCode_case1 : R_003_01_18_activityCode)) return false;
  if (t_eventResourceId !== void 0 && t_activityCode !== void 0) {
    if (!findings.add(R_activity_on_event_page_activityCode)) return false;
  }
  if (t_activityCode !== void 0 && (t_activityCode.length > 3 && longerThan(t_activityCode, 3))) {
    if (!findings.add(R_too_long_activityCode, void 0, lengthLimit(3, t_activityCode))) return false;
  }
  return true;
}
function checkPagePart3(findings, facts, t_eventResourceId, f_activityCode, t_activityCode, f_activityDescription, t_activityDescription, f_charityContributionIndicator, t_charityContributionIndicator, f_postEventFundraisingInterval, t_postEventFundraisingInterval, u_postEventFundraisingInterval, f_fundraisingTarget, t_fundraisingTarget, f_charitySplits, n_charitySplits, l_charities) {
  const c3 = t_fundraisingTarget !== void 0 && isDecimalAmount(t_fundraisingTarget);
  const e_eventResourceId = t_eventResourceId === void 0 ? void 0 : lookUpEvent(findings, facts, t_eventResourceId);
  let found;
  let q0;
  let q1;
  if (t_activityCode === void 0 && isWrongType(f_activityCode)) {
    if (!findings.add(R_wrong_type_activityCode)) return false;
  }
  if (t_activityCode !== void 0 && holdsUnstorable(t_activityCode)) {
    if (!findings.add(R_not_storable_text_activityCode)) return false;
  }
  if (t_activityCode === "039" && t_activityDescription === void 0) {
    if (!findings.add(R_003_01_19_activityDescription)) return false;
  }
  if (t_activityDescription !== void 0 && !(t_activityCode === "039")) {
    if (!findings.add(R_description_without_039_activityDescription)) return false;
  }
  if (t_activityDescription !== void 0 && (t_activityDescription.length > 30 && longerThan(t_activityDescription, 30))) {
    if (!findings.add(R_too_long_activityDescription, void 0, lengthLimit(30, t_activityDescription))) return false;
  }
  if (t_activityDescription === void 0 && isWrongType(f_activityDescription)) {
    if (!findings.add(R_wrong_type_activityDescription)) return false;
  }
  if (t_activityDescription !== void 0 && holdsUnstorable(t_activityDescription)) {
    if (!findings.add(R_not_storable_text_activityDescription)) return false;
  }
  if (!(t_charityContributionIndicator === "Y" || t_charityContributionIndicator === "N")) {
    if (!findings.add(t_charityContributionIndicator === void 0 ? R_003_01_17_charityContributionIndicator_case1 : R_003_01_17_charityContributionIndicator, void 0, { allowed: ["Y", "N"] })) return false;
  }
  if (t_charityContributionIndicator === void 0 && isWrongType(f_charityContributionIndicator)) {
    if (!findings.add(R_wrong_type_charityContributionIndicator)) return false;
  }
  if (!(t_charityContributionIndicator === "Y" || t_charityContributionIndicator === "N") && (t_charityContributionIndicator !== void 0 && holdsUnstorable(t_charityContributionIndicator))) {
    if (!findings.add(R_not_storable_text_charityContributionIndicator, void 0, { allowed: ["Y", "N"] })) return false;
  }
  if (!(u_postEventFundraisingInterval !== void 0) || (u_postEventFundraisingInterval ?? -Infinity) > 36) {
    if (!findings.add(t_postEventFundraisingInterval === void 0 ? R_003_01_16_postEventFundraisingInterval_case1 : !(u_postEventFundraisingInterval !== void 0) ? R_003_01_16_postEventFundraisingInterval_case2 : R_003_01_16_postEventFundraisingInterval, void 0, { max: 36 })) return false;
  }
  if (t_postEventFundraisingInterval === void 0 && isWrongType(f_postEventFundraisingInterval)) {
    if (!findings.add(R_wrong_type_postEventFundraisingInterval)) return false;
  }
  if (!(u_postEventFundraisingInterval !== void 0) && (t_postEventFundraisingInterval !== void 0 && holdsUnstorable(t_postEventFundraisingInterval))) {
    if (!findings.add(R_not_storable_text_postEventFundraisingInterval)) return false;
  }
  if (t_fundraisingTarget !== void 0 && !c3) {
    if (!findings.add(R_target_amount_fundraisingTarget)) return false;
  }
  if (t_fundraisingTarget === void 0 && isWrongType(f_fundraisingTarget)) {
    if (!findings.add(R_wrong_type_fundraisingTarget)) return false;
  }
  if (!c3 && (t_fundraisingTarget !== void 0 && holdsUnstorable(t_fundraisingTarget))) {
    if (!findings.add(R_not_storable_text_fundraisingTarget)) return false;
  }
  let w0 = false;
  let w1 = false;
  let w2 = 0;
  const S0 = takeSlots();
  let a0 = 0;
  let w3 = 0;
  const p0 = eventIn(findings, e_eventResourceId === void 0 ? FALSE : e_eventResourceId, "known");
  let m0 = false;
  let m1 = false;
  let m2 = false;
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    let f0 = 0;
    const b0 = i0;
    const entry0 = entryAt(f_charitySplits, i0);
    const o0 = isRecord(entry0);
    const v0_charityResourceId = o0 ? entry0.charityResourceId : void 0;
    const v0_charitySplitPercent = o0 ? entry0.charitySplitPercent : void 0;
    const v0_customCodes = o0 ? entry0.customCodes : void 0;
    const t0_charityResourceId = typeof v0_charityResourceId === "string" && (v0_charityResourceId.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? v0_charityResourceId : textAt(v0_charityResourceId);
    const u0_charitySplitPercent = typeof v0_charitySplitPercent === "number" && Number.isInteger(v0_charitySplitPercent) && v0_charitySplitPercent >= 0 ? v0_charitySplitPercent : wholeNumber(v0_charitySplitPercent);
    const t0_charitySplitPercent = typeof v0_charitySplitPercent === "string" && (v0_charitySplitPercent.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? v0_charitySplitPercent : textAt(v0_charitySplitPercent);
    const r0_charityResourceId = repeatedText(S0, t0_charityResourceId);
    const n0_customCodes = v0_customCodes === void 0 ? 0 : entryCount(v0_customCodes);
    if (t0_charityResourceId !== void 0) w0 = true;
    if (t0_charityResourceId !== void 0 && !(u0_charitySplitPercent !== void 0)) w1 = true;
    w2 += u0_charitySplitPercent ?? 0;
    w3 = matchFixedSplit(S0, e_eventResourceId, w3, t0_charityResourceId, u0_charitySplitPercent);
    if (!o0) f0 |= F_wrong_type_charitySplits;
    if ((q1 = (q0 = p0) === FALSE ? FALSE : t0_charityResourceId !== void 0 && !(u0_charitySplitPercent !== void 0) || t0_charitySplitPercent !== void 0 && t0_charityResourceId === void 0 ? q0 : FALSE) === TRUE) f0 |= F_002_01_30_charitySplits_2;
    else if (q1 === UNKNOWN) f0 |= U_002_01_30_charitySplits_2;
    if (t0_charitySplitPercent !== void 0 && t0_charityResourceId === void 0) f0 |= F_003_01_14_charitySplits_charityResourceId;
    if ((q0 = t0_charityResourceId !== void 0 ? charityDisallowed(findings, e_eventResourceId === void 0 ? FALSE : e_eventResourceId, t0_charityResourceId) : FALSE) === TRUE) f0 |= F_003_01_20_charitySplits_charityResourceId;
    else if (q0 === UNKNOWN) f0 |= U_003_01_20_charitySplits_charityResourceId;
    if (t0_charityResourceId !== void 0 && (t0_charityResourceId.length > 36 && longerThan(t0_charityResourceId, 36))) f0 |= F_too_long_charitySplits_charityResourceId;
    if ((q0 = !(t0_charityResourceId !== void 0 && (t0_charityResourceId.length > 36 && longerThan(t0_charityResourceId, 36))) ? t0_charityResourceId === void 0 ? FALSE : l_charities !== void 0 ? l_charities.has(t0_charityResourceId) ? FALSE : TRUE : listMembership(findings, l_charities, "charities", t0_charityResourceId, false) : FALSE) === TRUE) f0 |= F_unknown_charity_charitySplits_charityResourceId;
    else if (q0 === UNKNOWN) f0 |= U_unknown_charity_charitySplits_charityResourceId;
    if (r0_charityResourceId) f0 |= F_duplicate_charity_charitySplits_charityResourceId;
    if (isWrongType(v0_charityResourceId)) f0 |= F_wrong_type_charitySplits_charityResourceId;
    if (t0_charityResourceId !== void 0 && holdsUnstorable(t0_charityResourceId)) f0 |= F_not_storable_text_charitySplits_charityResourceId;
    if (u0_charitySplitPercent !== void 0 && !((u0_charitySplitPercent ?? -Infinity) > 0)) f0 |= F_zero_share_charitySplits_charitySplitPercent;
    if (isWrongType(v0_charitySplitPercent)) f0 |= F_wrong_type_charitySplits_charitySplitPercent;
    if (!(u0_charitySplitPercent !== void 0) && (t0_charitySplitPercent !== void 0 && holdsUnstorable(t0_charitySplitPercent))) f0 |= F_not_storable_text_charitySplits_charitySplitPercent;
    if (n0_customCodes > 5) f0 |= F_002_01_23_charitySplits_customCodes;
    for (let i1 = 0, e1 = n0_customCodes; i1 < e1; i1++) {
      const entry1 = entryAt(v0_customCodes, i1);
      const t1 = typeof entry1 === "string" && (entry1.charCodeAt(0) | 0) - 33 >>> 0 < 94 ? entry1 : textAt(entry1);
      if (t1 === void 0 || t1.length > 255 && longerThan(t1, 255)) m0 = true;
      if (isWrongType(entry1)) m1 = true;
      if (t1 !== void 0 && holdsUnstorable(t1)) m2 = true;
      if (Array.isArray(v0_customCodes) && !(i1 in v0_customCodes)) i1 = holesAfter(v0_customCodes, i1, findings);
    }
    if (Array.isArray(f_charitySplits) && !(i0 in f_charitySplits)) i0 = holesAfter(f_charitySplits, i0, findings);
    if (f0 !== 0) {
      a0 |= f0;
      keepSlot(S0, f0, b0, i0);
    }
  }
  if (!(n_charitySplits > 0) || !w0) {
    if (!findings.add(!(n_charitySplits > 0) ? R_003_01_12_charitySplits_case1 : R_003_01_12_charitySplits)) return false;
  }
  if (n_charitySplits > 5) {
    if (!findings.add(R_003_01_13_charitySplits, void 0, { max: 5, count: n_charitySplits })) return false;
  }
  if (n_charitySplits > 0 && (w1 || !(w2 === 100))) {
    if (!findings.add(w1 ? R_003_01_15_charitySplits_case1 : R_003_01_15_charitySplits)) return false;
  }
  if (t_eventResourceId !== void 0) {
    findings.need = "";
    if ((found = t_eventResourceId !== void 0 ? n_charitySplits > 0 ? moreCharitiesThanAllowed(findings, e_eventResourceId === void 0 ? FALSE : e_eventResourceId, n_charitySplits) : FALSE : FALSE) !== FALSE && !findings.decide(found, R_002_01_26_charitySplits, { max: eventMaxCharities(e_eventResourceId === void 0 ? FALSE : e_eventResourceId), count: n_charitySplits })) return false;
    findings.need = "";
    if ((found = fixedSplitsMatched(findings, e_eventResourceId === void 0 ? FALSE : e_eventResourceId, w3)) !== FALSE && !findings.decide(found, R_002_01_30_charitySplits)) return false;
  }
  if (a0 !== 0 || m0 || m1 || m2) {
    if (!checkPageEntries1(findings, t_eventResourceId, f_charitySplits, n_charitySplits, S0, a0, m0, m1, m2)) return false;
  }
  giveSlots(S0);
  return true;
}
function checkPageEntries1(findings, t_eventResourceId, f_charitySplits, n_charitySplits, S0, a0, m0, m1, m2) {
  if ((a0 & F_wrong_type_charitySplits) !== 0) {
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0];
      if ((g0 & F_wrong_type_charitySplits) !== 0) {
        for (let i0 = S0.first[k0], z0 = S0.last[k0]; i0 <= z0; i0++) {
          if (!findings.add(R_wrong_type_charitySplits, ["charitySplits", i0])) return false;
        }
      }
    }
  }
  if (t_eventResourceId !== void 0 && (a0 & (F_002_01_30_charitySplits_2 | U_002_01_30_charitySplits_2)) !== 0) {
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0];
      if ((g0 & F_002_01_30_charitySplits_2) !== 0) {
        for (let i0 = S0.first[k0], z0 = S0.last[k0]; i0 <= z0; i0++) {
          const entry0 = entryAt(f_charitySplits, i0);
          const o0 = isRecord(entry0);
          const v0_charityResourceId = o0 ? entry0.charityResourceId : void 0;
          const t0_charityResourceId = textAt(v0_charityResourceId);
          if (!findings.add(t0_charityResourceId === void 0 ? R_002_01_30_charitySplits_2_case1 : R_002_01_30_charitySplits_2, ["charitySplits", i0])) return false;
        }
      } else {
        if ((g0 & U_002_01_30_charitySplits_2) !== 0) findings.skip(R_002_01_30_charitySplits_2, "events");
      }
    }
  }
  if ((a0 & F_003_01_14_charitySplits_charityResourceId) !== 0) {
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0];
      if ((g0 & F_003_01_14_charitySplits_charityResourceId) !== 0) {
        for (let i0 = S0.first[k0], z0 = S0.last[k0]; i0 <= z0; i0++) {
          if (!findings.add(R_003_01_14_charitySplits_charityResourceId, ["charitySplits", i0, "charityResourceId"])) return false;
        }
      }
    }
  }
  if (t_eventResourceId !== void 0 && (a0 & (F_003_01_20_charitySplits_charityResourceId | U_003_01_20_charitySplits_charityResourceId)) !== 0) {
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0];
      if ((g0 & F_003_01_20_charitySplits_charityResourceId) !== 0) {
        for (let i0 = S0.first[k0], z0 = S0.last[k0]; i0 <= z0; i0++) {
          if (!findings.add(R_003_01_20_charitySplits_charityResourceId, ["charitySplits", i0, "charityResourceId"])) return false;
        }
      } else {
        if ((g0 & U_003_01_20_charitySplits_charityResourceId) !== 0) findings.skip(R_003_01_20_charitySplits_charityResourceId, "events");
      }
    }
  }
  if ((a0 & F_too_long_charitySplits_charityResourceId) !== 0) {
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0];
      if ((g0 & F_too_long_charitySplits_charityResourceId) !== 0) {
        for (let i0 = S0.first[k0], z0 = S0.last[k0]; i0 <= z0; i0++) {
          const entry0 = entryAt(f_charitySplits, i0);
          const o0 = isRecord(entry0);
          const v0_charityResourceId = o0 ? entry0.charityResourceId : void 0;
          const t0_charityResourceId = textAt(v0_charityResourceId);
          if (!findings.add(R_too_long_charitySplits_charityResourceId, ["charitySplits", i0, "charityResourceId"], lengthLimit(36, t0_charityResourceId))) return false;
        }
      }
    }
  }
  if ((a0 & (F_unknown_charity_charitySplits_charityResourceId | U_unknown_charity_charitySplits_charityResourceId)) !== 0) {
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0];
      if ((g0 & F_unknown_charity_charitySplits_charityResourceId) !== 0) {
        for (let i0 = S0.first[k0], z0 = S0.last[k0]; i0 <= z0; i0++) {
          if (!findings.add(R_unknown_charity_charitySplits_charityResourceId, ["charitySplits", i0, "charityResourceId"])) return false;
        }
      } else {
        if ((g0 & U_unknown_charity_charitySplits_charityResourceId) !== 0) findings.skip(R_unknown_charity_charitySplits_charityResourceId, "charities");
      }
    }
  }
  if ((a0 & F_duplicate_charity_charitySplits_charityResourceId) !== 0) {
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0];
      if ((g0 & F_duplicate_charity_charitySplits_charityResourceId) !== 0) {
        for (let i0 = S0.first[k0], z0 = S0.last[k0]; i0 <= z0; i0++) {
          if (!findings.add(R_duplicate_charity_charitySplits_charityResourceId, ["charitySplits", i0, "charityResourceId"])) return false;
        }
      }
    }
  }
  if ((a0 & F_wrong_type_charitySplits_charityResourceId) !== 0) {
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0];
      if ((g0 & F_wrong_type_charitySplits_charityResourceId) !== 0) {
        for (let i0 = S0.first[k0], z0 = S0.last[k0]; i0 <= z0; i0++) {
          if (!findings.add(R_wrong_type_charitySplits_charityResourceId, ["charitySplits", i0, "charityResourceId"])) return false;
        }
      }
    }
  }
  if ((a0 & F_not_storable_text_charitySplits_charityResourceId) !== 0) {
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0];
      if ((g0 & F_not_storable_text_charitySplits_charityResourceId) !== 0) {
        for (let i0 = S0.first[k0], z0 = S0.last[k0]; i0 <= z0; i0++) {
          if (!findings.add(R_not_storable_text_charitySplits_charityResourceId, ["charitySplits", i0, "charityResourceId"])) return false;
        }
      }
    }
  }
  if ((a0 & F_zero_share_charitySplits_charitySplitPercent) !== 0) {
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0];
      if ((g0 & F_zero_share_charitySplits_charitySplitPercent) !== 0) {
        for (let i0 = S0.first[k0], z0 = S0.last[k0]; i0 <= z0; i0++) {
          if (!findings.add(R_zero_share_charitySplits_charitySplitPercent, ["charitySplits", i0, "charitySplitPercent"], { min: 1 })) return false;
        }
      }
    }
  }
  if ((a0 & F_wrong_type_charitySplits_charitySplitPercent) !== 0) {
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0];
      if ((g0 & F_wrong_type_charitySplits_charitySplitPercent) !== 0) {
        for (let i0 = S0.first[k0], z0 = S0.last[k0]; i0 <= z0; i0++) {
          if (!findings.add(R_wrong_type_charitySplits_charitySplitPercent, ["charitySplits", i0, "charitySplitPercent"])) return false;
        }
      }
    }
  }
  if ((a0 & F_not_storable_text_charitySplits_charitySplitPercent) !== 0) {
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0];
      if ((g0 & F_not_storable_text_charitySplits_charitySplitPercent) !== 0) {
        for (let i0 = S0.first[k0], z0 = S0.last[k0]; i0 <= z0; i0++) {
          if (!findings.add(R_not_storable_text_charitySplits_charitySplitPercent, ["charitySplits", i0, "charitySplitPercent"])) return false;
        }
      }
    }
  }
  if ((a0 & F_002_01_23_charitySplits_customCodes) !== 0) {
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0];
      if ((g0 & F_002_01_23_charitySplits_customCodes) !== 0) {
        for (let i0 = S0.first[k0], z0 = S0.last[k0]; i0 <= z0; i0++) {
          const entry0 = entryAt(f_charitySplits, i0);
          const o0 = isRecord(entry0);
          const v0_customCodes = o0 ? entry0.customCodes : void 0;
          const n0_customCodes = v0_customCodes === void 0 ? 0 : entryCount(v0_customCodes);
          if (!findings.add(R_002_01_23_charitySplits_customCodes, ["charitySplits", i0, "customCodes"], { max: 5, count: n0_customCodes })) return false;
        }
      }
    }
  }
  if (m0) {
    for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
      const entry0 = entryAt(f_charitySplits, i0);
      const o0 = isRecord(entry0);
      const v0_customCodes = o0 ? entry0.customCodes : void 0;
      const n0_customCodes = v0_customCodes === void 0 ? 0 : entryCount(v0_customCodes);
      for (let i1 = 0, e1 = n0_customCodes; i1 < e1; i1++) {
        const entry1 = entryAt(v0_customCodes, i1);
        const t1 = textAt(entry1);
        if (t1 === void 0 || t1.length > 255 && longerThan(t1, 255)) {
          if (!findings.add(t1 === void 0 ? R_002_01_22_charitySplits_customCodes_case1 : R_002_01_22_charitySplits_customCodes, ["charitySplits", i0, "customCodes", i1], lengthLimit(255, t1))) return false;
        } else {
          if (Array.isArray(v0_customCodes) && !(i1 in v0_customCodes)) i1 = holesAfter(v0_customCodes, i1, findings);
        }
      }
      if (Array.isArray(f_charitySplits) && !(i0 in f_charitySplits)) i0 = holesAfter(f_charitySplits, i0, findings);
    }
  }
  if (m1) {
    for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
      const entry0 = entryAt(f_charitySplits, i0);
      const o0 = isRecord(entry0);
      const v0_customCodes = o0 ? entry0.customCodes : void 0;
      const n0_customCodes = v0_customCodes === void 0 ? 0 : entryCount(v0_customCodes);
      for (let i1 = 0, e1 = n0_customCodes; i1 < e1; i1++) {
        const entry1 = entryAt(v0_customCodes, i1);
        if (isWrongType(entry1)) {
          if (!findings.add(R_wrong_type_charitySplits_customCodes, ["charitySplits", i0, "customCodes", i1])) return false;
        } else {
          if (Array.isArray(v0_customCodes) && !(i1 in v0_customCodes)) i1 = holesAfter(v0_customCodes, i1, findings);
        }
      }
      if (Array.isArray(f_charitySplits) && !(i0 in f_charitySplits)) i0 = holesAfter(f_charitySplits, i0, findings);
    }
  }
  if (m2) {
    for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
      const entry0 = entryAt(f_charitySplits, i0);
      const o0 = isRecord(entry0);
      const v0_customCodes = o0 ? entry0.customCodes : void 0;
      const n0_customCodes = v0_customCodes === void 0 ? 0 : entryCount(v0_customCodes);
      for (let i1 = 0, e1 = n0_customCodes; i1 < e1; i1++) {
        const entry1 = entryAt(v0_customCodes, i1);
        const t1 = textAt(entry1);
        if (t1 !== void 0 && holdsUnstorable(t1)) {
          if (!findings.add(R_not_storable_text_charitySplits_customCodes, ["charitySplits", i0, "customCodes", i1])) return false;
        } else {
          if (Array.isArray(v0_customCodes) && !(i1 in v0_customCodes)) i1 = holesAfter(v0_customCodes, i1, findings);
        }
      }
      if (Array.isArray(f_charitySplits) && !(i0 in f_charitySplits)) i0 = holesAfter(f_charitySplits, i0, findings);
    }
  }
  return true;
}
var R_required_surname = reported("required", "surname", "surname is required.");
var R_too_short_surname = reported("too-short", "surname", "surname needs at least 3 characters (the full surname or its start); it has {length}.");
var R_too_long_surname = reported("too-long", "surname", "surname may have at most 50 characters; it has {length}.");
var R_wrong_type_surname2 = reported("wrong-type", "surname", "surname must be text or a number, not an object, an array or a boolean.");
var R_too_long_forename = reported("too-long", "forename", "forename may have at most 50 characters; it has {length}.");
var R_wrong_type_forename2 = reported("wrong-type", "forename", "forename must be text or a number, not an object, an array or a boolean.");
var R_required_api_key3 = reported("required", "api_key", "api_key is required.");
var R_too_long_api_key3 = reported("too-long", "api_key", "api_key may have at most 24 characters; it has {length}.");
var R_wrong_type_api_key3 = reported("wrong-type", "api_key", "api_key must be text or a number, not an object, an array or a boolean.");
function isAbortSignal(value) {
  if (typeof AbortSignal !== "function") return false;
  try {
    return value instanceof AbortSignal;
  } catch {
    return false;
  }
}
var formatter;
var cached = { at: Number.NEGATIVE_INFINITY, ymd: "" };
function todayInLondon(now = Date.now()) {
  if (now - cached.at < 1e3 && now >= cached.at) return cached.ymd;
  formatter ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit"
  });
  const parts = {};
  for (const part of formatter.formatToParts(now)) parts[part.type] = part.value;
  cached = { at: now, ymd: `${parts.year}${parts.month}${parts.day}` };
  return cached.ymd;
}
var isThenable = (value) => typeof value === "object" && value !== null && typeof value.then === "function";
var OptionFacts = class {
  constructor(options) {
    this.options = options;
    this.today = options.today ?? Number(todayInLondon());
    this.lists = options.lists;
  }
  options;
  today;
  lists;
  lastEventId;
  lastEvent = null;
  ask(name, first, second) {
    const question = questionOf(this.options, name);
    if (question === void 0) return void 0;
    try {
      return Boolean(syncAnswer(name, second === void 0 ? question(first) : question(first, second)));
    } catch (error) {
      throw new FactFailure(error);
    }
  }
  eventGiven(eventResourceId) {
    const lookUp = this.options.events;
    if (lookUp === void 0) return NO_ANSWER;
    try {
      return syncAnswer("events", lookUp(eventResourceId));
    } catch (error) {
      throw new FactFailure(error);
    }
  }
};
function questionOf(options, name) {
  const { questions } = options;
  if (name === "accountExists") return questions.accountExists;
  if (name === "personalUrlTaken") return questions.personalUrlTaken;
  if (name === "teamUrlTaken") return questions.teamUrlTaken;
  if (name === "telephoneExists") return questions.telephoneExists;
  return questions[name];
}
function syncAnswer(option, raw) {
  if (isThenable(raw)) {
    Promise.resolve(raw).catch(() => void 0);
    throw new TypeError(`fundraising-rules: the ${option} option returned a Promise; use the async validator`);
  }
  return raw;
}
var isFunction = (value) => typeof value === "function" ? void 0 : "must be a function";
var isIterable = (value) => typeof value === "object" && value !== null && typeof value[Symbol.iterator] === "function";
var isLookupList = (value) => isIterable(value) ? void 0 : "must be an array or another iterable of strings, such as a Set";
var isRecordOfEvents = (value) => {
  if (typeof value === "function") return void 0;
  if (value instanceof Map)
    return "must be a record of EventInfo by event resource ID, or a lookup function; for a Map, pass (id) => map.get(id)";
  if (typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Set)) return void 0;
  return "must be a record of EventInfo by event resource ID, or a lookup function";
};
var known;
function messageKeys(rows) {
  if (known?.rows === rows) return known.keys;
  const keys = /* @__PURE__ */ new Set();
  for (const group of rows.split(" ")) {
    const colon = group.indexOf(":");
    const code = group.slice(0, colon);
    keys.add(code);
    for (const row of group.slice(colon + 1).split(",")) {
      const [named = "", given] = row.split("=");
      const [id = "", ...cases] = named.split("/");
      for (const name of cases) keys.add(`${code}:${id}/${name}`);
      const repeat = id.indexOf("#");
      const names = (repeat === -1 ? id : id.slice(0, repeat)).replaceAll("[]", "").split(".");
      keys.add(`${code}:${id}`).add(`${code}:${given ?? names[names.length - 1]}`);
    }
  }
  known = { rows, keys };
  return keys;
}
var isMessages = (value, rows) => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "must be an object of messages";
  const keys = messageKeys(rows);
  for (const [key, message] of Object.entries(value)) {
    if (!keys.has(key)) return `['${key}'] matches no rule (see "Messages with values" in the README)`;
    if (typeof message !== "string" && typeof message !== "function") return `['${key}'] must be text or a function`;
  }
  return void 0;
};
var isFieldList = (value) => isIterable(value) ? void 0 : "must be an array or another iterable of field names";
var isSignal = (value) => isAbortSignal(value) ? void 0 : "must be an AbortSignal";
var lastToday = { text: "", ymd: void 0 };
function todayOf(text2) {
  if (text2 !== lastToday.text) lastToday = { text: text2, ymd: parseYmd(text2) };
  return lastToday.ymd;
}
var CHECKS = {
  today: (value) => typeof value === "string" && todayOf(value) !== void 0 ? void 0 : "must be a real calendar date written YYYYMMDD, such as 20261122",
  countries: isLookupList,
  ukCountryCodes: isLookupList,
  activities: isLookupList,
  charities: isLookupList,
  events: isRecordOfEvents,
  accountExists: isFunction,
  personalUrlTaken: isFunction,
  teamUrlTaken: isFunction,
  telephoneExists: isFunction,
  postcodeFormat: isFunction,
  messages: isMessages,
  maxIssues: (value) => typeof value === "number" && Number.isInteger(value) && value >= 1 ? void 0 : "must be a whole number of at least 1",
  fields: isFieldList,
  signal: isSignal,
  strict: (value) => typeof value === "boolean" ? void 0 : "must be true or false"
};
var OPTION_NAMES = Object.keys(CHECKS);
var CHECK_LIST = Object.values(CHECKS);
var DEFAULT_UK = /* @__PURE__ */ new Set(["GB", "UK"]);
var defaults = () => ({
  today: void 0,
  lists: { countries: void 0, ukCountryCodes: DEFAULT_UK, activities: void 0, charities: void 0 },
  // Every question's key, in one order: one shape, whose keys the facts read by name.
  questions: {
    accountExists: void 0,
    personalUrlTaken: void 0,
    teamUrlTaken: void 0,
    telephoneExists: void 0,
    postcodeFormat: void 0
  },
  events: void 0,
  reporting: { maxIssues: 1e3, messages: void 0, fields: void 0 },
  fields: void 0,
  signal: void 0,
  strict: false
});
var DEFAULTS = defaults();
var invalid = (what) => new TypeError(`fundraising-rules: invalid options: ${what}`);
var recent = [void 0, void 0, void 0, void 0];
var next = 0;
var valuesOf = (given) => [
  given.today,
  given.countries,
  given.ukCountryCodes,
  given.activities,
  given.charities,
  given.events,
  given.accountExists,
  given.personalUrlTaken,
  given.teamUrlTaken,
  given.telephoneExists,
  given.postcodeFormat,
  given.messages,
  given.maxIssues,
  given.fields,
  given.signal,
  given.strict
];
function sameValues(given, known2) {
  for (let index = 0; index < known2.length; index++) if (given[index] !== known2[index]) return false;
  return true;
}
var sameKeys = (given, known2) => given.length === known2.length && sameValues(given, known2);
function recentlyResolved(given, rows) {
  for (let index = 0; index < recent.length; index++) {
    const entry = recent[index];
    if (entry === void 0 || entry.options !== given || entry.rows !== rows) continue;
    const values = entry.values;
    const same = given.today === values[0] && given.countries === values[1] && given.ukCountryCodes === values[2] && given.activities === values[3] && given.charities === values[4] && given.events === values[5] && given.accountExists === values[6] && given.personalUrlTaken === values[7] && given.teamUrlTaken === values[8] && given.telephoneExists === values[9] && given.postcodeFormat === values[10] && given.messages === values[11] && given.maxIssues === values[12] && given.fields === values[13] && given.signal === values[14] && given.strict === values[15];
    return same ? entry.resolved : void 0;
  }
  return void 0;
}
function resolvedAlike(keys, values, rows) {
  for (let index = 0; index < recent.length; index++) {
    const entry = recent[index];
    if (entry?.unchanging === true && entry.rows === rows && sameKeys(keys, entry.keys) && sameValues(values, entry.values))
      return entry.resolved;
  }
  return void 0;
}
var unchanging = (value) => typeof value !== "object" || value === null || Object.isFrozen(value);
function remember(entry) {
  const known2 = recent.findIndex((candidate) => candidate?.options === entry.options);
  if (known2 !== -1) recent[known2] = entry;
  else {
    recent[next] = entry;
    next = (next + 1) % recent.length;
  }
}
function resolveOptions(options, rows = ROWS) {
  if (options === void 0 || options === null) return DEFAULTS;
  if (typeof options !== "object" || Array.isArray(options))
    throw new TypeError("fundraising-rules: options must be an object");
  const given = options;
  const known2 = recentlyResolved(given, rows);
  if (known2 !== void 0) return known2;
  const values = valuesOf(given);
  const keys = Object.keys(given);
  const before = resolvedAlike(keys, values, rows);
  if (before !== void 0) return before;
  const resolved = defaults();
  const lists = resolved.lists;
  const questions = resolved.questions;
  let allUnchanging = true;
  for (const key of keys) {
    const place2 = OPTION_NAMES.indexOf(key);
    if (place2 === -1) throw invalid(`'${key}' is not an option (the options are ${OPTION_NAMES.join(", ")})`);
    const value = values[place2];
    if (value === void 0) continue;
    const name = OPTION_NAMES[place2];
    const check = CHECK_LIST[place2];
    const problem = check(value, rows);
    if (problem !== void 0) throw invalid(`${name} ${problem}`);
    if (allUnchanging && name !== "fields" && !unchanging(value)) allUnchanging = false;
    if (check === isLookupList) lists[name] = membership(name, value);
    else if (check === isFunction) questions[name] = value;
    else if (name === "today")
      resolved.today = todayOf(value);
    else if (name === "events") resolved.events = eventLookup(value);
    else if (name === "maxIssues") resolved.reporting.maxIssues = value;
    else if (name === "fields") {
      selectedFields(value);
      resolved.fields = value;
    } else if (name === "signal") resolved.signal = value;
    else if (name === "strict") resolved.strict = value;
    else resolved.reporting.messages = value;
  }
  remember({ options, rows, keys, values, resolved, unchanging: allUnchanging });
  return resolved;
}
var frozenLists = /* @__PURE__ */ new WeakMap();
function membership(name, list2) {
  const made = frozenLists.get(list2);
  if (made !== void 0) return made;
  if (Array.isArray(list2) && Object.isFrozen(list2)) {
    checkStrings(name, list2);
    const members = new Set(list2);
    frozenLists.set(list2, members);
    return members;
  }
  if (list2 instanceof Set) {
    checkStrings(name, list2);
    const set = list2;
    return { has: (value) => asked(() => set.has(value)) };
  }
  const entries = Array.isArray(list2) ? list2 : readOnce(list2);
  checkStrings(name, entries);
  return { has: (value) => asked(() => entries.indexOf(value) !== -1) };
}
function asked(lookUp) {
  try {
    return lookUp();
  } catch (error) {
    throw new FactFailure(error);
  }
}
var iterablesRead = /* @__PURE__ */ new WeakMap();
function readOnce(list2) {
  let entries = iterablesRead.get(list2);
  if (entries === void 0) {
    entries = [...list2];
    iterablesRead.set(list2, entries);
  }
  return entries;
}
function checkStrings(name, list2) {
  for (const member of list2) if (typeof member !== "string") throw invalid(`${name} must hold strings only`);
}
function eventLookup(events) {
  if (typeof events === "function") return events;
  const record = events;
  return (eventResourceId) => Object.hasOwn(record, eventResourceId) ? record[eventResourceId] : void 0;
}
var MAX_FIELD_ENTRIES = 1048576;
function entriesOf(list2) {
  const kept = iterablesRead.get(list2);
  if (kept !== void 0) return kept;
  const iterator = list2[Symbol.iterator]();
  const entries = [];
  for (const entry of { [Symbol.iterator]: () => iterator })
    if (entries.push(entry) > MAX_FIELD_ENTRIES) throw invalid(`fields must hold at most ${MAX_FIELD_ENTRIES} entries`);
  if (iterator === list2) iterablesRead.set(list2, entries);
  return entries;
}
function selectedFields(list2) {
  const entries = Array.isArray(list2) ? list2 : entriesOf(list2);
  const selected = /* @__PURE__ */ new Set();
  for (const key of Object.keys(entries)) {
    const index = Number(key);
    if (!(index < entries.length && String(index) === key)) continue;
    const name = entries[index];
    if (typeof name !== "string") throw invalid("fields must hold field names (strings) only");
    const dot = name.indexOf(".");
    selected.add(dot === -1 ? name : name.slice(0, dot));
  }
  return selected;
}
function reportingOf(options, fields = options.fields) {
  if (fields === void 0) return options.reporting;
  const { maxIssues, messages, formMessages } = options.reporting;
  return { maxIssues, messages, formMessages, fields: selectedFields(fields) };
}
function validate(core, input, options, rows) {
  const resolved = resolveOptions(options, rows);
  return validateResolved(core, input, resolved, reportingOf(resolved));
}
function validateResolved(core, input, options, reporting) {
  return strictly(runSafely(core, input, new OptionFacts(options), reporting), options);
}
function strictly(result, options) {
  if (!options.strict || result.unchecked.length === 0) return result;
  const codesByOption = /* @__PURE__ */ new Map();
  for (const { code, needs } of result.unchecked) codesByOption.set(needs, [...codesByOption.get(needs) ?? [], code]);
  const missing = [...codesByOption].map(([option, codes]) => `${option} (needed by ${codes.join(", ")})`);
  throw new TypeError(`fundraising-rules: strict: the options do not give ${missing.join("; ")}`);
}
function runSafely(core, input, facts, reporting) {
  try {
    return core(input, facts, reporting);
  } catch (error) {
    if (isFactFailure(error)) throw error.cause;
    return unreadable(error);
  }
}
function isFactFailure(error) {
  try {
    return error instanceof FactFailure;
  } catch {
    return false;
  }
}
function describeThrown(thrown) {
  try {
    if (thrown instanceof Error) {
      const message = thrown.message;
      if (typeof message === "string") return message;
    }
    return String(thrown);
  } catch {
    return "a value that cannot be shown was thrown";
  }
}
function unreadable(error) {
  const reason = describeThrown(error);
  return {
    valid: false,
    issues: [
      {
        code: "unreadable-input",
        documented: false,
        severity: "error",
        parameter: "",
        path: [],
        message: `The input could not be read: ${reason}`
      }
    ],
    codes: [],
    unchecked: [],
    truncated: false
  };
}
var accountFields = [
  "title",
  "forename",
  "surname",
  "addressLine1",
  "addressLine2",
  "townCity",
  "countyState",
  "postcode",
  "countryCode",
  "preferredTelephone",
  "emailAddress",
  "personalUrl",
  "termsAndConditionsAccepted",
  "charityMarketingIndicator",
  "allCharityMarketingIndicator",
  "groupMarketingIndicator",
  "serviceMarketingIndicator",
  "dateOfBirth",
  "fundraiserCustomCode[]",
  "charityResourceId"
];
var TITLES = ["Mr", "Mrs", "Ms", "Miss", "Dr", "Prof"];
var OLDEST_AGE = 1e4;
var isUk = inList("countryCode", "ukCountryCodes");
var hasCustomCodes = hasEntries("fundraiserCustomCode");
function marketingRows(field, label) {
  return [
    requiredRow(field, `${field} | yes | Varchar(1) | no longer used; must be sent as 'N'`, label),
    {
      code: "must-be-N",
      parameter: field,
      at: field,
      when: all(present(field), not(oneOf(field, ["N"]))),
      severity: "error",
      message: `${label} is no longer used and must be sent as {allowed}.`,
      formMessage: `${label} is no longer used and cannot be chosen.`,
      source: `${field} | yes | Varchar(1) | no longer used; must be sent as 'N'`
    },
    wrongTypeRow(field, label),
    unstorableRow(field, label, oneOf(field, ["N"]))
  ];
}
var accountRules = freezeTable([
  // The body as a whole.
  {
    code: "002.01.01",
    parameter: "",
    at: "",
    halts: true,
    when: notObject(),
    severity: "error",
    message: "No fundraiser details were provided: the body must be an object.",
    source: "no fundraiser details provided"
  },
  {
    code: "002.01.02",
    parameter: "",
    at: "",
    when: nonePresent(accountFields),
    severity: "error",
    message: "No details were supplied: none of the account fields is present.",
    source: "no details supplied"
  },
  // title
  {
    code: "002.01.04",
    parameter: "title",
    at: "title",
    when: not(oneOf("title", TITLES)),
    severity: "error",
    cases: [
      {
        name: "absent",
        when: absent("title"),
        message: "Title is required: one of {allowed}.",
        formMessage: "Choose your title."
      }
    ],
    message: "Title must be exactly one of {allowed} (the case counts).",
    formMessage: "Choose a title from the list: {allowed}.",
    source: "title not one of Mr, Mrs, Ms, Miss, Dr, Prof"
  },
  wrongTypeRow("title", "Title"),
  unstorableRow("title", "Title", oneOf("title", TITLES)),
  // forename, surname
  {
    code: "002.01.07",
    parameter: "forename",
    at: "forename",
    when: any(absent("forename"), longerThan2("forename", 50)),
    severity: "error",
    cases: [
      {
        name: "absent",
        when: absent("forename"),
        message: "Forename is required.",
        formMessage: "Enter your first name."
      }
    ],
    message: "Forename may have at most {max} characters; it has {length}.",
    formMessage: "First name must be {max} characters or fewer; it has {length}.",
    source: "forename invalid; more than 50 characters"
  },
  wrongTypeRow("forename", "Forename"),
  unstorableRow("forename", "Forename"),
  {
    code: "002.01.06",
    parameter: "surname",
    at: "surname",
    when: any(absent("surname"), longerThan2("surname", 50)),
    severity: "error",
    cases: [
      { name: "absent", when: absent("surname"), message: "Surname is required.", formMessage: "Enter your surname." }
    ],
    message: "Surname may have at most {max} characters; it has {length}.",
    formMessage: "Surname must be {max} characters or fewer; it has {length}.",
    source: "surname invalid; more than 50 characters"
  },
  wrongTypeRow("surname", "Surname"),
  unstorableRow("surname", "Surname"),
  // address
  {
    code: "002.01.19",
    parameter: "addressLine1",
    at: "addressLine1",
    when: absent("addressLine1"),
    severity: "error",
    message: "The first address line is required.",
    formMessage: "Enter the first line of your address.",
    source: "first address line or town or city missing"
  },
  tooLongRow("addressLine1", 50, "addressLine1 | yes | Varchar(50) | first address line", "The first address line"),
  wrongTypeRow("addressLine1", "The first address line"),
  unstorableRow("addressLine1", "The first address line"),
  requiredRow(
    "addressLine2",
    "addressLine2 | yes | Varchar(100) | second address line",
    "The second address line",
    "Enter the second line of your address."
  ),
  tooLongRow("addressLine2", 100, "addressLine2 | yes | Varchar(100) | second address line", "The second address line"),
  wrongTypeRow("addressLine2", "The second address line"),
  unstorableRow("addressLine2", "The second address line"),
  {
    code: "002.01.19",
    parameter: "townCity",
    at: "townCity",
    when: absent("townCity"),
    severity: "error",
    message: "Town or city is required.",
    formMessage: "Enter your town or city.",
    source: "first address line or town or city missing"
  },
  tooLongRow("townCity", 100, "townCity | yes | Varchar(100) | town or city", "Town or city"),
  wrongTypeRow("townCity", "Town or city"),
  unstorableRow("townCity", "Town or city"),
  requiredRow("countyState", "countyState | yes | Varchar(100) | county", "County", "Enter your county."),
  tooLongRow("countyState", 100, "countyState | yes | Varchar(100) | county", "County"),
  wrongTypeRow("countyState", "County"),
  unstorableRow("countyState", "County"),
  // postcode
  {
    code: "002.01.16",
    parameter: "postcode",
    at: "postcode",
    when: any(longerThan2("postcode", 8), all(isUk, absent("postcode"))),
    severity: "error",
    cases: [
      {
        name: "too-long",
        when: longerThan2("postcode", 8),
        message: "Postcode may have at most {max} characters; it has {length}.",
        formMessage: "Postcode must be {max} characters or fewer; it has {length}."
      }
    ],
    message: "Postcode is required for a UK address.",
    formMessage: "Enter your postcode.",
    source: "more than 8 characters; required for UK addresses"
  },
  {
    code: "002.01.17",
    parameter: "postcode",
    at: "postcode",
    when: all(isUk, present("postcode"), not(ukPostcode("postcode"))),
    severity: "error",
    message: "Postcode must be a UK postcode: outward code, one space, inward code (e.g. SW1A 1AA).",
    formMessage: "Enter a real UK postcode, such as SW1A 1AA.",
    source: "not in a prescribed national postal format"
  },
  {
    code: "postcode-format",
    parameter: "postcode",
    at: "postcode",
    when: all(present("postcode"), not(isUk), answers("postcodeFormat", ["postcode", "countryCode"], false)),
    severity: "warning",
    message: "Postcode does not look like a postcode of the account's country.",
    source: "must be in a prescribed national postal format"
  },
  wrongTypeRow("postcode", "Postcode"),
  unstorableRow("postcode", "Postcode"),
  // countryCode
  {
    code: "002.01.03",
    parameter: "countryCode",
    at: "countryCode",
    when: any(absent("countryCode"), longerThan2("countryCode", 10), notInList("countryCode", "countries")),
    severity: "error",
    cases: [
      {
        name: "absent",
        when: absent("countryCode"),
        message: "Country code is required.",
        formMessage: "Choose your country."
      },
      {
        name: "too-long",
        when: longerThan2("countryCode", 10),
        message: "Country code may have at most {max} characters; it has {length}.",
        formMessage: "Choose a country from the list."
      }
    ],
    message: "Country code is not a code of the country lookup.",
    formMessage: "Choose a country from the list.",
    source: "country code invalid"
  },
  wrongTypeRow("countryCode", "Country code"),
  unstorableRow("countryCode", "Country code"),
  // preferredTelephone
  {
    code: "002.01.11",
    parameter: "preferredTelephone",
    at: "preferredTelephone",
    when: absent("preferredTelephone"),
    severity: "error",
    message: "Telephone number is required.",
    formMessage: "Enter your telephone number.",
    source: "telephone number missing"
  },
  {
    code: "002.01.12",
    parameter: "preferredTelephone",
    at: "preferredTelephone",
    when: any(
      longerThan2("preferredTelephone", 16),
      all(present("preferredTelephone"), not(digitsOnly("preferredTelephone")))
    ),
    severity: "error",
    cases: [
      {
        name: "too-long-and-malformed",
        when: all(longerThan2("preferredTelephone", 16), not(digitsOnly("preferredTelephone"))),
        message: "Telephone number must be digits only and may have at most {max}; it has {length} characters.",
        formMessage: "Enter the telephone number as digits only, with no spaces or symbols, {max} digits or fewer; it has {length} characters."
      },
      {
        name: "too-long",
        when: longerThan2("preferredTelephone", 16),
        message: "Telephone number may have at most {max} digits; it has {length}.",
        formMessage: "Telephone number must be {max} digits or fewer; it has {length}."
      }
    ],
    message: "Telephone number must be digits only: no spaces, '+', brackets or other characters.",
    formMessage: "Enter the telephone number as digits only, with no spaces or symbols.",
    source: "more than 16 characters or not all numeric"
  },
  {
    code: "telephone-format",
    parameter: "preferredTelephone",
    at: "preferredTelephone",
    when: all(
      digitsOnly("preferredTelephone"),
      not(longerThan2("preferredTelephone", 16)),
      present("countryCode"),
      answers("telephoneExists", ["preferredTelephone", "countryCode"], false)
    ),
    severity: "warning",
    message: "Telephone number does not look like a number of the account's country.",
    source: "preferredTelephone | yes | Varchar(20) | digits only, up to 16 digits"
  },
  wrongTypeRow("preferredTelephone", "Telephone number"),
  unstorableRow("preferredTelephone", "Telephone number", digitsOnly("preferredTelephone")),
  // emailAddress
  {
    code: "002.01.09",
    parameter: "emailAddress",
    at: "emailAddress",
    when: longerThan2("emailAddress", 255),
    severity: "error",
    message: "Email address may have at most {max} characters; it has {length}.",
    formMessage: "Email address must be {max} characters or fewer; it has {length}.",
    source: "longer than 255 characters"
  },
  {
    code: "002.01.10",
    parameter: "emailAddress",
    at: "emailAddress",
    when: any(absent("emailAddress"), not(emailShape("emailAddress"))),
    severity: "error",
    cases: [
      {
        name: "absent",
        when: absent("emailAddress"),
        message: "Email address is required.",
        formMessage: "Enter your email address."
      }
    ],
    message: "Email address must contain '@' and at least two full stops (so ada@example.com is refused).",
    formMessage: "Enter an email address with an @ and at least two full stops, such as ada.lovelace@example.co.uk.",
    source: "format invalid (needs @ and at least 2 full stops)"
  },
  {
    code: "002.01.31",
    parameter: "emailAddress",
    at: "emailAddress",
    when: all(
      not(longerThan2("emailAddress", 255)),
      emailShape("emailAddress"),
      ymdDate("dateOfBirth"),
      answers("accountExists", ["emailAddress", "dateOfBirth"], true)
    ),
    severity: "error",
    message: "An account already exists for this email address and date of birth.",
    formMessage: "An account already exists with this email address and date of birth: sign in instead.",
    source: "an account already exists for the pair"
  },
  wrongTypeRow("emailAddress", "Email address"),
  unstorableRow("emailAddress", "Email address"),
  // personalUrl
  {
    code: "002.01.05",
    parameter: "personalUrl",
    at: "personalUrl",
    when: absent("personalUrl"),
    severity: "error",
    message: "Personal URL is required.",
    formMessage: "Choose a personal web address for your page.",
    source: "fundraiser URL not supplied"
  },
  {
    code: "002.01.20",
    parameter: "personalUrl",
    at: "personalUrl",
    when: any(longerThan2("personalUrl", 60), all(present("personalUrl"), not(urlSegment("personalUrl")))),
    severity: "error",
    cases: [
      {
        name: "too-long-and-malformed",
        when: all(longerThan2("personalUrl", 60), not(urlSegment("personalUrl"))),
        message: "Personal URL may have at most {max} characters (it has {length}) and only ASCII letters, digits and - _ . ~.",
        formMessage: "Your web address must be {max} characters or fewer (it has {length}) and use only letters, digits and - _ . ~."
      },
      {
        name: "too-long",
        when: longerThan2("personalUrl", 60),
        message: "Personal URL may have at most {max} characters; it has {length}.",
        formMessage: "Your web address must be {max} characters or fewer; it has {length}."
      }
    ],
    message: "Personal URL may hold only ASCII letters, digits and - _ . ~ (a URL path segment).",
    formMessage: "Your web address may use only letters, digits and - _ . ~ (no spaces).",
    source: "invalid; value up to 60 characters"
  },
  {
    code: "personal-url-taken",
    parameter: "personalUrl",
    at: "personalUrl",
    when: all(
      urlSegment("personalUrl"),
      not(longerThan2("personalUrl", 60)),
      answers("personalUrlTaken", ["personalUrl"], true)
    ),
    severity: "error",
    message: "This personal URL is already taken.",
    formMessage: "This web address is already taken: choose another.",
    source: "unique; forms the fundraiser's public address"
  },
  wrongTypeRow("personalUrl", "Personal URL"),
  unstorableRow("personalUrl", "Personal URL", urlSegment("personalUrl")),
  // termsAndConditionsAccepted
  {
    code: "002.01.08",
    parameter: "termsAndConditionsAccepted",
    at: "termsAndConditionsAccepted",
    when: not(oneOf("termsAndConditionsAccepted", ["Y"])),
    severity: "error",
    message: "The terms and conditions must be accepted: termsAndConditionsAccepted must be {allowed}.",
    formMessage: "Please accept the terms and conditions.",
    source: "terms not accepted"
  },
  wrongTypeRow("termsAndConditionsAccepted", "Terms and conditions accepted"),
  unstorableRow(
    "termsAndConditionsAccepted",
    "Terms and conditions accepted",
    oneOf("termsAndConditionsAccepted", ["Y"])
  ),
  // marketing indicators, no longer used
  ...marketingRows("charityMarketingIndicator", "Charity marketing indicator"),
  ...marketingRows("allCharityMarketingIndicator", "All-charity marketing indicator"),
  ...marketingRows("groupMarketingIndicator", "Group marketing indicator"),
  ...marketingRows("serviceMarketingIndicator", "Service marketing indicator"),
  // dateOfBirth
  {
    code: "002.01.13",
    parameter: "dateOfBirth",
    at: "dateOfBirth",
    when: absent("dateOfBirth"),
    severity: "error",
    message: "Date of birth is required.",
    formMessage: "Enter your date of birth.",
    source: "not provided"
  },
  {
    code: "002.01.14",
    parameter: "dateOfBirth",
    at: "dateOfBirth",
    when: all(present("dateOfBirth"), not(ymdDate("dateOfBirth"))),
    severity: "error",
    message: "Date of birth must be a real calendar date written YYYYMMDD.",
    formMessage: "Enter a real date of birth.",
    source: "not in valid YYYYMMDD format"
  },
  {
    code: "002.01.15",
    parameter: "dateOfBirth",
    at: "dateOfBirth",
    when: all(ymdDate("dateOfBirth"), not(ageBetween2("dateOfBirth", 13, 100))),
    severity: "error",
    cases: [
      {
        name: "too-young",
        when: not(ageBetween2("dateOfBirth", 13, OLDEST_AGE)),
        message: "The account holder must be at least {min} years old.",
        formMessage: "You must be at least {min} years old to create an account."
      }
    ],
    message: "The account holder may be at most {max} years old.",
    formMessage: "Check your date of birth: the account holder may be at most {max} years old.",
    source: "age outside 13 to 100 years"
  },
  wrongTypeRow("dateOfBirth", "Date of birth"),
  unstorableRow("dateOfBirth", "Date of birth", ymdDate("dateOfBirth")),
  // fundraiserCustomCode (parameter customCodes, as in the service's error table)
  {
    code: "002.01.23",
    parameter: "customCodes",
    at: "fundraiserCustomCode",
    when: moreEntriesThan("fundraiserCustomCode", 5),
    severity: "error",
    message: "At most {max} custom codes may be given; there are {count}.",
    formMessage: "Give at most {max} custom codes; there are {count}.",
    source: "more than 5 custom codes"
  },
  {
    code: "002.01.22",
    parameter: "customCodes",
    at: "fundraiserCustomCode[]",
    when: any(absent("fundraiserCustomCode[]"), longerThan2("fundraiserCustomCode[]", 255)),
    severity: "error",
    cases: [
      {
        name: "absent",
        when: absent("fundraiserCustomCode[]"),
        message: "A custom code in the list is blank.",
        formMessage: "Enter this custom code, or remove it."
      }
    ],
    message: "A custom code may have at most {max} characters; this one has {length}.",
    formMessage: "A custom code must be {max} characters or fewer; this one has {length}.",
    source: "valid custom codes required, up to 5"
  },
  { ...wrongTypeRow("fundraiserCustomCode[]", "A custom code"), parameter: "customCodes" },
  { ...unstorableRow("fundraiserCustomCode[]", "A custom code"), parameter: "customCodes" },
  // charityResourceId
  {
    code: "002.01.21",
    parameter: "charityResourceId",
    at: "charityResourceId",
    when: all(
      hasCustomCodes,
      any(
        absent("charityResourceId"),
        longerThan2("charityResourceId", 36),
        notInList("charityResourceId", "charities")
      )
    ),
    severity: "error",
    cases: [
      {
        name: "absent",
        when: absent("charityResourceId"),
        message: "Custom codes need a charity resource ID.",
        formMessage: "Choose the charity your custom codes are for."
      },
      {
        name: "too-long",
        when: longerThan2("charityResourceId", 36),
        message: "Custom codes need a known charity, whose resource ID has at most {max} characters; it has {length}.",
        formMessage: "Choose a charity from the list for your custom codes."
      }
    ],
    message: "Custom codes need a known charity: this charity resource ID is not in the charity lookup.",
    formMessage: "Choose a charity from the list for your custom codes.",
    source: "a valid charity resource ID is required when custom codes are created"
  },
  tooLongRow("charityResourceId", 36, "charityResourceId | no | Varchar(36)", "Charity resource ID", hasCustomCodes),
  {
    code: "unknown-charity",
    parameter: "charityResourceId",
    at: "charityResourceId",
    when: all(
      not(hasCustomCodes),
      not(longerThan2("charityResourceId", 36)),
      notInList("charityResourceId", "charities")
    ),
    severity: "error",
    message: "Charity resource ID is not a known charity.",
    formMessage: "Choose a charity from the list.",
    source: "charity the custom codes apply to"
  },
  wrongTypeRow("charityResourceId", "Charity resource ID"),
  unstorableRow("charityResourceId", "Charity resource ID")
]);
var isoCountryCodes = Object.freeze([
  "AD",
  "AE",
  "AF",
  "AG",
  "AI",
  "AL",
  "AM",
  "AO",
  "AQ",
  "AR",
  "AS",
  "AT",
  "AU",
  "AW",
  "AX",
  "AZ",
  "BA",
  "BB",
  "BD",
  "BE",
  "BF",
  "BG",
  "BH",
  "BI",
  "BJ",
  "BL",
  "BM",
  "BN",
  "BO",
  "BQ",
  "BR",
  "BS",
  "BT",
  "BV",
  "BW",
  "BY",
  "BZ",
  "CA",
  "CC",
  "CD",
  "CF",
  "CG",
  "CH",
  "CI",
  "CK",
  "CL",
  "CM",
  "CN",
  "CO",
  "CR",
  "CU",
  "CV",
  "CW",
  "CX",
  "CY",
  "CZ",
  "DE",
  "DJ",
  "DK",
  "DM",
  "DO",
  "DZ",
  "EC",
  "EE",
  "EG",
  "EH",
  "ER",
  "ES",
  "ET",
  "FI",
  "FJ",
  "FK",
  "FM",
  "FO",
  "FR",
  "GA",
  "GB",
  "GD",
  "GE",
  "GF",
  "GG",
  "GH",
  "GI",
  "GL",
  "GM",
  "GN",
  "GP",
  "GQ",
  "GR",
  "GS",
  "GT",
  "GU",
  "GW",
  "GY",
  "HK",
  "HM",
  "HN",
  "HR",
  "HT",
  "HU",
  "ID",
  "IE",
  "IL",
  "IM",
  "IN",
  "IO",
  "IQ",
  "IR",
  "IS",
  "IT",
  "JE",
  "JM",
  "JO",
  "JP",
  "KE",
  "KG",
  "KH",
  "KI",
  "KM",
  "KN",
  "KP",
  "KR",
  "KW",
  "KY",
  "KZ",
  "LA",
  "LB",
  "LC",
  "LI",
  "LK",
  "LR",
  "LS",
  "LT",
  "LU",
  "LV",
  "LY",
  "MA",
  "MC",
  "MD",
  "ME",
  "MF",
  "MG",
  "MH",
  "MK",
  "ML",
  "MM",
  "MN",
  "MO",
  "MP",
  "MQ",
  "MR",
  "MS",
  "MT",
  "MU",
  "MV",
  "MW",
  "MX",
  "MY",
  "MZ",
  "NA",
  "NC",
  "NE",
  "NF",
  "NG",
  "NI",
  "NL",
  "NO",
  "NP",
  "NR",
  "NU",
  "NZ",
  "OM",
  "PA",
  "PE",
  "PF",
  "PG",
  "PH",
  "PK",
  "PL",
  "PM",
  "PN",
  "PR",
  "PS",
  "PT",
  "PW",
  "PY",
  "QA",
  "RE",
  "RO",
  "RS",
  "RU",
  "RW",
  "SA",
  "SB",
  "SC",
  "SD",
  "SE",
  "SG",
  "SH",
  "SI",
  "SJ",
  "SK",
  "SL",
  "SM",
  "SN",
  "SO",
  "SR",
  "SS",
  "ST",
  "SV",
  "SX",
  "SY",
  "SZ",
  "TC",
  "TD",
  "TF",
  "TG",
  "TH",
  "TJ",
  "TK",
  "TL",
  "TM",
  "TN",
  "TO",
  "TR",
  "TT",
  "TV",
  "TW",
  "TZ",
  "UA",
  "UG",
  "UM",
  "US",
  "UY",
  "UZ",
  "VA",
  "VC",
  "VE",
  "VG",
  "VI",
  "VN",
  "VU",
  "WF",
  "WS",
  "YE",
  "YT",
  "ZA",
  "ZM",
  "ZW"
]);
var pageFields = [
  "pageTitle",
  "eventResourceId",
  "fundraisingDate",
  "teamPageIndicator",
  "teamName",
  "teamUrl",
  "activityCode",
  "activityDescription",
  "charityContributionIndicator",
  "postEventFundraisingInterval",
  "fundraisingTarget",
  "charitySplits[]"
];
var EVENT = "eventResourceId";
var SPLITS = "charitySplits";
var SPLIT = "charitySplits[]";
var CHARITY = "charitySplits[].charityResourceId";
var PERCENT = "charitySplits[].charitySplitPercent";
var CODES = "charitySplits[].customCodes";
var CODE = "charitySplits[].customCodes[]";
var eventPage = present(EVENT);
var personalPage = absent(EVENT);
var teamPage = oneOf("teamPageIndicator", ["Y"]);
var individualPage = oneOf("teamPageIndicator", ["N"]);
var eventRule = (state) => eventIs(EVENT, state);
function individualPageWarning(field, label) {
  return {
    code: "team-field-on-individual-page",
    parameter: field,
    at: field,
    when: all(individualPage, present(field)),
    severity: "warning",
    message: `${label} is only used on a team page; this page is individual.`,
    formMessage: `${label} is only used for a team page: leave it empty for an individual page.`,
    source: `${field} | when teamPageIndicator is 'Y'`
  };
}
var pageRules = freezeTable([
  // The body as a whole.
  {
    code: "003.01.04",
    parameter: "URI",
    at: "",
    halts: true,
    when: notObject(),
    severity: "error",
    message: "No page details were supplied: the body must be an object.",
    formMessage: "Fill in the form to create your page.",
    source: "no page details supplied; occurs when an incorrect URI is passed"
  },
  {
    code: "003.01.04",
    parameter: "URI",
    at: "",
    when: nonePresent(pageFields),
    severity: "error",
    message: "No page details were supplied: none of the page fields is present.",
    formMessage: "Fill in the form to create your page.",
    source: "no page details supplied; occurs when an incorrect URI is passed"
  },
  // pageTitle
  {
    code: "003.01.05",
    parameter: "pageTitle",
    at: "pageTitle",
    when: any(absent("pageTitle"), longerThan2("pageTitle", 45)),
    severity: "error",
    cases: [
      {
        name: "absent",
        when: absent("pageTitle"),
        message: "Page title is required.",
        formMessage: "Enter a title for your page."
      }
    ],
    message: "Page title may have at most {max} characters; it has {length}.",
    formMessage: "Page title must be {max} characters or fewer; it has {length}.",
    source: "valid title of up to 45 characters required"
  },
  wrongTypeRow("pageTitle", "Page title"),
  unstorableRow("pageTitle", "Page title"),
  // eventResourceId and the event's own rules
  tooLongRow(EVENT, 36, "eventResourceId | when the page is for an event | Varchar(36)", "Event resource ID"),
  {
    code: "unknown-event",
    parameter: EVENT,
    at: EVENT,
    when: eventRule("unknown"),
    severity: "error",
    message: "The event is not known, so the event rules could not be checked.",
    formMessage: "This event could not be found.",
    source: "Event rule: only some events accept pages."
  },
  {
    code: "002.01.24",
    parameter: EVENT,
    at: EVENT,
    when: eventRule("unpublished"),
    severity: "error",
    message: "The event is not published.",
    formMessage: "This event is not open for fundraising pages yet.",
    source: "event not published"
  },
  {
    code: "002.01.25",
    parameter: EVENT,
    at: EVENT,
    when: eventRule("expired"),
    severity: "error",
    message: "The event has expired (removed).",
    formMessage: "This event has been removed.",
    source: "event expired (removed)"
  },
  {
    code: "002.01.27",
    parameter: EVENT,
    at: EVENT,
    when: eventRule("feeRequired"),
    severity: "error",
    message: "The event requires a fee.",
    formMessage: "This event needs a fee to be paid before a page can be made.",
    source: "event requires a fee"
  },
  {
    code: "002.01.28",
    parameter: EVENT,
    at: EVENT,
    when: eventRule("full"),
    severity: "error",
    message: "The event has no places left.",
    formMessage: "This event has no places left.",
    source: "event has no places left"
  },
  {
    code: "002.01.29",
    parameter: EVENT,
    at: EVENT,
    when: eventRule("closed"),
    severity: "error",
    message: "The event is closed.",
    formMessage: "This event is closed.",
    source: "event closed"
  },
  wrongTypeRow(EVENT, "Event resource ID"),
  unstorableRow(EVENT, "Event resource ID"),
  // fundraisingDate
  {
    code: "003.01.06",
    parameter: "fundraisingDate",
    at: "fundraisingDate",
    when: all(eventPage, present("fundraisingDate")),
    severity: "error",
    message: "A fundraising date must not be sent for an organised event.",
    formMessage: "Leave the fundraising date empty: an organised event has its own date.",
    source: "a date was sent for an organised event"
  },
  {
    code: "003.01.07",
    parameter: "fundraisingDate",
    at: "fundraisingDate",
    when: all(personalPage, any(absent("fundraisingDate"), not(ymdDate("fundraisingDate")))),
    severity: "error",
    cases: [
      {
        name: "absent",
        when: absent("fundraisingDate"),
        message: "A personal page needs a fundraising date.",
        formMessage: "Enter the date of your fundraising."
      }
    ],
    message: "The fundraising date must be a real calendar date written YYYYMMDD.",
    formMessage: "Enter a real fundraising date.",
    source: "date not valid"
  },
  {
    code: "003.01.08",
    parameter: "fundraisingDate",
    at: "fundraisingDate",
    when: all(personalPage, ymdDate("fundraisingDate"), not(afterToday("fundraisingDate"))),
    severity: "error",
    message: "The fundraising date must be in the future.",
    formMessage: "Choose a fundraising date after today.",
    source: "date not in the future"
  },
  wrongTypeRow("fundraisingDate", "Fundraising date"),
  unstorableRow("fundraisingDate", "Fundraising date", ymdDate("fundraisingDate")),
  // teamPageIndicator
  {
    code: "003.01.09",
    parameter: "teamPageIndicator",
    at: "teamPageIndicator",
    when: not(oneOf("teamPageIndicator", ["Y", "N"])),
    severity: "error",
    cases: [
      {
        name: "absent",
        when: absent("teamPageIndicator"),
        message: "Team page indicator is required: Y for a team page, N for an individual one.",
        formMessage: "Say whether this is a team page."
      }
    ],
    message: "Team page indicator must be exactly one of {allowed}: Y for a team page, N for an individual one.",
    formMessage: "Say whether this is a team page.",
    source: "not 'Y' or 'N'"
  },
  wrongTypeRow("teamPageIndicator", "Team page indicator"),
  unstorableRow("teamPageIndicator", "Team page indicator", oneOf("teamPageIndicator", ["Y", "N"])),
  // teamName
  {
    code: "003.01.01",
    parameter: "teamName",
    at: "teamName",
    when: all(teamPage, absent("teamName")),
    severity: "error",
    message: "A team page needs a team name.",
    formMessage: "Enter your team name.",
    source: "missing for a team page"
  },
  {
    code: "003.01.02",
    parameter: "teamName",
    at: "teamName",
    when: longerThan2("teamName", 60),
    severity: "error",
    message: "Team name may have at most {max} characters; it has {length}.",
    formMessage: "Team name must be {max} characters or fewer; it has {length}.",
    source: "exceeds maximum length"
  },
  {
    code: "003.01.10",
    parameter: "teamName",
    at: "teamName",
    when: longerThan2("teamName", 60),
    severity: "error",
    message: "Team name is not valid: at most {max} characters, and it has {length}.",
    formMessage: "Team name must be {max} characters or fewer; it has {length}.",
    source: "not valid; up to 60 characters"
  },
  individualPageWarning("teamName", "Team name"),
  wrongTypeRow("teamName", "Team name"),
  unstorableRow("teamName", "Team name"),
  // teamUrl
  {
    code: "003.01.03",
    parameter: "teamUrl",
    at: "teamUrl",
    when: longerThan2("teamUrl", 100),
    severity: "error",
    message: "Team URL may have at most {max} characters; it has {length}.",
    formMessage: "Your team web address must be {max} characters or fewer; it has {length}.",
    source: "exceeds maximum length"
  },
  {
    code: "003.01.11",
    parameter: "teamUrl",
    at: "teamUrl",
    when: any(
      all(teamPage, absent("teamUrl")),
      longerThan2("teamUrl", 100),
      all(present("teamUrl"), not(urlSegment("teamUrl")))
    ),
    severity: "error",
    cases: [
      {
        name: "absent",
        when: absent("teamUrl"),
        message: "A team page needs a team URL.",
        formMessage: "Choose a web address for your team page."
      },
      {
        name: "too-long-and-malformed",
        when: all(longerThan2("teamUrl", 100), not(urlSegment("teamUrl"))),
        message: "Team URL may have at most {max} characters (it has {length}) and only ASCII letters, digits and - _ . ~.",
        formMessage: "Your team web address must be {max} characters or fewer (it has {length}) and use only letters, digits and - _ . ~."
      },
      {
        name: "too-long",
        when: longerThan2("teamUrl", 100),
        message: "Team URL may have at most {max} characters; it has {length}.",
        formMessage: "Your team web address must be {max} characters or fewer; it has {length}."
      }
    ],
    message: "Team URL may hold only ASCII letters, digits and - _ . ~ (a URL path segment).",
    formMessage: "Your team web address may use only letters, digits and - _ . ~ (no spaces).",
    source: "not valid; up to 100 characters"
  },
  {
    code: "team-url-taken",
    parameter: "teamUrl",
    at: "teamUrl",
    when: all(urlSegment("teamUrl"), not(longerThan2("teamUrl", 100)), answers("teamUrlTaken", ["teamUrl"], true)),
    severity: "error",
    message: "This team URL is already taken.",
    formMessage: "This team web address is already taken: choose another.",
    source: "unique public address of the team page"
  },
  individualPageWarning("teamUrl", "Team URL"),
  wrongTypeRow("teamUrl", "Team URL"),
  unstorableRow("teamUrl", "Team URL", urlSegment("teamUrl")),
  // activityCode, activityDescription
  {
    code: "003.01.18",
    parameter: "activityCode",
    at: "activityCode",
    when: all(personalPage, any(absent("activityCode"), notInList("activityCode", "activities"))),
    severity: "error",
    cases: [
      {
        name: "absent",
        when: absent("activityCode"),
        message: "A personal page needs an activity code.",
        formMessage: "Choose the activity you are doing."
      }
    ],
    message: "Activity code is not a code of the activity lookup.",
    formMessage: "Choose an activity from the list.",
    source: "not a valid activity code"
  },
  {
    code: "activity-on-event-page",
    parameter: "activityCode",
    at: "activityCode",
    when: all(eventPage, present("activityCode")),
    severity: "error",
    message: "An event page must not have an activity code.",
    formMessage: "Leave the activity empty: an organised event has its own.",
    source: "blank for an event page"
  },
  tooLongRow(
    "activityCode",
    3,
    "activityCode | when the page is not for an organised event | Varchar(3)",
    "Activity code"
  ),
  wrongTypeRow("activityCode", "Activity code"),
  unstorableRow("activityCode", "Activity code"),
  {
    code: "003.01.19",
    parameter: "activityDescription",
    at: "activityDescription",
    when: all(oneOf("activityCode", ["039"]), absent("activityDescription")),
    severity: "error",
    message: "Activity code '039' (other) needs an activity description.",
    formMessage: "Describe your activity.",
    source: "description missing for code 039"
  },
  {
    code: "description-without-039",
    parameter: "activityDescription",
    at: "activityDescription",
    when: all(present("activityDescription"), not(oneOf("activityCode", ["039"]))),
    severity: "error",
    message: "An activity description may only be filled when the activity code is '039'.",
    formMessage: 'Leave the activity description empty unless you chose "Other" as the activity.',
    source: "may only be filled when activityCode is '039'"
  },
  tooLongRow(
    "activityDescription",
    30,
    "activityDescription | when activityCode is '039' | Varchar(30)",
    "Activity description"
  ),
  wrongTypeRow("activityDescription", "Activity description"),
  unstorableRow("activityDescription", "Activity description"),
  // charityContributionIndicator
  {
    code: "003.01.17",
    parameter: "charityContributionIndicator",
    at: "charityContributionIndicator",
    when: not(oneOf("charityContributionIndicator", ["Y", "N"])),
    severity: "error",
    cases: [
      {
        name: "absent",
        when: absent("charityContributionIndicator"),
        message: "Charity contribution indicator is required: one of {allowed}.",
        formMessage: "Say whether the charity contributes."
      }
    ],
    message: "Charity contribution indicator must be exactly one of {allowed}.",
    formMessage: "Say whether the charity contributes.",
    source: "not 'Y' or 'N'"
  },
  wrongTypeRow("charityContributionIndicator", "Charity contribution indicator"),
  unstorableRow(
    "charityContributionIndicator",
    "Charity contribution indicator",
    oneOf("charityContributionIndicator", ["Y", "N"])
  ),
  // postEventFundraisingInterval
  {
    code: "003.01.16",
    parameter: "postEventFundraisingInterval",
    at: "postEventFundraisingInterval",
    when: any(not(wholeNumber2("postEventFundraisingInterval")), above("postEventFundraisingInterval", 36)),
    severity: "error",
    cases: [
      {
        name: "absent",
        when: absent("postEventFundraisingInterval"),
        message: "Post-event fundraising interval is required: a whole number of months, at most {max}.",
        formMessage: "Enter how many months the page stays open after the event, {max} at most."
      },
      {
        name: "not-whole",
        when: not(wholeNumber2("postEventFundraisingInterval")),
        message: "Post-event fundraising interval must be a whole number of months (digits only).",
        formMessage: "Enter the months the page stays open after the event as a whole number."
      }
    ],
    message: "Post-event fundraising interval may be at most {max} months.",
    formMessage: "The page may stay open at most {max} months after the event.",
    source: "invalid; over 36 months or not numeric"
  },
  wrongTypeRow("postEventFundraisingInterval", "Post-event fundraising interval"),
  unstorableRow(
    "postEventFundraisingInterval",
    "Post-event fundraising interval",
    wholeNumber2("postEventFundraisingInterval")
  ),
  // fundraisingTarget
  {
    code: "target-amount",
    parameter: "fundraisingTarget",
    at: "fundraisingTarget",
    when: all(present("fundraisingTarget"), not(decimalAmount("fundraisingTarget"))),
    severity: "error",
    message: "Fundraising target must be a non-negative amount with at most 2 decimals (Decimal(19,2)).",
    formMessage: "Enter the target as an amount in pounds and pence, such as 250 or 99.50.",
    source: "fundraisingTarget | no | Decimal(19,2) | amount aimed for"
  },
  wrongTypeRow("fundraisingTarget", "Fundraising target"),
  unstorableRow("fundraisingTarget", "Fundraising target", decimalAmount("fundraisingTarget")),
  // charitySplits as a whole
  {
    code: "003.01.12",
    parameter: "charityResourceId",
    at: SPLITS,
    when: any(not(hasEntries(SPLITS)), not(some(SPLITS, present(CHARITY)))),
    severity: "error",
    cases: [
      {
        name: "no-splits",
        when: not(hasEntries(SPLITS)),
        message: "At least one charity split must be given.",
        formMessage: "Choose at least one charity."
      }
    ],
    message: "At least one charity split must name a charity.",
    formMessage: "Choose at least one charity.",
    source: "no charity given"
  },
  {
    code: "003.01.13",
    parameter: "charityResourceId",
    at: SPLITS,
    when: moreEntriesThan(SPLITS, 5),
    severity: "error",
    message: "At most {max} charities may be given; there are {count}.",
    formMessage: "Choose at most {max} charities; there are {count}.",
    source: "more than 5 charities"
  },
  {
    code: "003.01.15",
    parameter: "charitySplitPercent",
    at: SPLITS,
    when: all(
      hasEntries(SPLITS),
      any(some(SPLITS, all(present(CHARITY), not(wholeNumber2(PERCENT)))), not(wholeNumbersSumTo(SPLITS, PERCENT, 100)))
    ),
    severity: "error",
    cases: [
      {
        name: "no-whole-percentage",
        when: some(SPLITS, all(present(CHARITY), not(wholeNumber2(PERCENT)))),
        message: "Each charity split needs a whole-number percentage.",
        formMessage: "Give each charity a whole-number percentage."
      }
    ],
    message: "The whole-number percentages of the charity splits must sum to 100.",
    formMessage: "The percentages must add up to 100.",
    source: "split total is not 100"
  },
  {
    code: "002.01.26",
    parameter: "charityResourceId",
    at: SPLITS,
    when: all(eventPage, hasEntries(SPLITS), eventAllowsFewer(EVENT, SPLITS)),
    severity: "error",
    message: "The event allows at most {max} charities; the page has {count}.",
    formMessage: "This event allows at most {max} charities; there are {count}.",
    source: "maximum number of charities reached"
  },
  {
    code: "002.01.30",
    parameter: "charitySplitPercent",
    at: SPLITS,
    when: eventSplitsDiffer(EVENT, SPLITS, CHARITY, PERCENT),
    severity: "error",
    message: "The charities and percentages must be exactly the event's fixed splits.",
    formMessage: "This event fixes its charities and their percentages: choose exactly those.",
    source: "event charity split mismatch"
  },
  // each split
  {
    code: "wrong-type",
    parameter: SPLITS,
    at: SPLIT,
    when: notObject(SPLIT),
    severity: "error",
    message: "A charity split must be an object with charityResourceId and charitySplitPercent.",
    formMessage: "Each charity split needs a charity and a percentage.",
    source: "charitySplits | yes | list of 1 to 5 entries | each entry is a charity split (below)"
  },
  {
    code: "002.01.30",
    parameter: "charitySplitPercent",
    at: SPLIT,
    when: all(
      eventRule("known"),
      any(all(present(CHARITY), not(wholeNumber2(PERCENT))), all(present(PERCENT), absent(CHARITY)))
    ),
    severity: "error",
    cases: [
      {
        name: "no-charity",
        when: absent(CHARITY),
        message: "On an event page, a split with a percentage needs a charity.",
        formMessage: "Choose a charity for this percentage."
      }
    ],
    message: "On an event page, a split with a charity needs a whole-number percentage.",
    formMessage: "Give this charity a whole-number percentage.",
    source: "a charity without percentage or percentage without charity"
  },
  // charitySplits[].charityResourceId
  {
    code: "003.01.14",
    parameter: "charityResourceId",
    at: CHARITY,
    when: all(present(PERCENT), absent(CHARITY)),
    severity: "error",
    message: "This split percentage has no charity.",
    formMessage: "Choose a charity for this percentage.",
    source: "a split percentage has no charity"
  },
  {
    code: "003.01.20",
    parameter: "charityResourceId",
    at: CHARITY,
    when: all(present(CHARITY), eventDisallows(EVENT, CHARITY)),
    severity: "error",
    message: "This charity is not among the event's allowed charities.",
    formMessage: "This event does not take donations for this charity: choose another.",
    source: "charities do not match the event's allowed charities"
  },
  tooLongRow(
    CHARITY,
    36,
    "charityResourceId | yes | Varchar(36) | charity the page raises money for",
    "Charity resource ID"
  ),
  {
    code: "unknown-charity",
    parameter: "charityResourceId",
    at: CHARITY,
    when: all(not(longerThan2(CHARITY, 36)), notInList(CHARITY, "charities")),
    severity: "error",
    message: "Charity resource ID is not a known charity.",
    formMessage: "Choose a charity from the list.",
    source: "charity the page raises money for"
  },
  {
    code: "duplicate-charity",
    parameter: "charityResourceId",
    at: CHARITY,
    when: repeatsEarlier2(SPLITS, CHARITY),
    severity: "error",
    message: "This charity already has a split on this page.",
    formMessage: "This charity is already chosen above.",
    source: "one per charity, matched by position"
  },
  wrongTypeRow(CHARITY, "Charity resource ID"),
  unstorableRow(CHARITY, "Charity resource ID"),
  // charitySplits[].charitySplitPercent
  {
    code: "zero-share",
    parameter: "charitySplitPercent",
    at: PERCENT,
    when: all(wholeNumber2(PERCENT), not(above(PERCENT, 0))),
    severity: "warning",
    message: "This charity gets a 0% share of every donation.",
    source: "whole-number percentage; one per charity, matched by position; all entries sum to 100"
  },
  wrongTypeRow(PERCENT, "Charity split percentage"),
  unstorableRow(PERCENT, "Charity split percentage", wholeNumber2(PERCENT)),
  // charitySplits[].customCodes (parameter customCodes, codes of the account table)
  {
    code: "002.01.23",
    parameter: "customCodes",
    at: CODES,
    when: moreEntriesThan(CODES, 5),
    severity: "error",
    message: "At most {max} custom codes may be given per charity; this one has {count}.",
    formMessage: "Give at most {max} custom codes for this charity; there are {count}.",
    source: "more than 5 custom codes"
  },
  {
    code: "002.01.22",
    parameter: "customCodes",
    at: CODE,
    when: any(absent(CODE), longerThan2(CODE, 255)),
    severity: "error",
    cases: [
      {
        name: "absent",
        when: absent(CODE),
        message: "A custom code in the list is blank.",
        formMessage: "Enter this custom code, or remove it."
      }
    ],
    message: "A custom code may have at most {max} characters; this one has {length}.",
    formMessage: "A custom code must be {max} characters or fewer; this one has {length}.",
    source: "valid custom codes required, up to 5"
  },
  wrongTypeRow(CODE, "A custom code"),
  unstorableRow(CODE, "A custom code")
]);
var ACCOUNT_SHAPE = {
  "title": "text",
  "forename": "text",
  "surname": "text",
  "addressLine1": "text",
  "addressLine2": "text",
  "townCity": "text",
  "countyState": "text",
  "postcode": "text",
  "countryCode": "text",
  "preferredTelephone": "text",
  "emailAddress": "text",
  "personalUrl": "text",
  "termsAndConditionsAccepted": "text",
  "charityMarketingIndicator": "text",
  "allCharityMarketingIndicator": "text",
  "groupMarketingIndicator": "text",
  "serviceMarketingIndicator": "text",
  "dateOfBirth": "text",
  "fundraiserCustomCode": [
    "text"
  ],
  "charityResourceId": "text"
};
var PAGE_SHAPE = {
  "pageTitle": "text",
  "eventResourceId": "text",
  "fundraisingDate": "text",
  "teamPageIndicator": "text",
  "teamName": "text",
  "teamUrl": "text",
  "activityCode": "text",
  "activityDescription": "text",
  "charityContributionIndicator": "text",
  "postEventFundraisingInterval": "whole",
  "fundraisingTarget": "text",
  "charitySplits": [
    {
      "charityResourceId": "text",
      "charitySplitPercent": "whole",
      "customCodes": [
        "text"
      ]
    }
  ]
};
function attempt(read) {
  try {
    return read();
  } catch {
    return void 0;
  }
}
function isObject(value) {
  return typeof value === "object" && value !== null && attempt(() => !Array.isArray(value)) === true;
}
function text(value) {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : void 0;
  return typeof value === "string" && !isBlank(value) ? value : void 0;
}
function whole(value) {
  return wholeNumber(value) ?? text(value);
}
var MAX_INDEX = 4294967294;
function isIndex(key) {
  if (key.length === 0 || key.length > 10 || key.length > 1 && key.charCodeAt(0) === 48) return false;
  for (let at = 0; at < key.length; at++) {
    const code = key.charCodeAt(at);
    if (code < 48 || code > 57) return false;
  }
  return Number(key) <= MAX_INDEX;
}
function indicesOf(array) {
  const indices = (attempt(() => Object.keys(array)) ?? []).filter(isIndex).map(Number);
  for (let at = 1; at < indices.length; at++)
    if (indices[at] <= indices[at - 1]) return [...new Set(indices)].sort((a, b) => a - b);
  return indices;
}
function list(value, read) {
  if (value === void 0 || value === null) return void 0;
  const isArray = attempt(() => Array.isArray(value));
  if (isArray === void 0) return void 0;
  const kept = [];
  if (!isArray) {
    const entry = read(value);
    if (entry !== void 0) kept.push(entry);
  } else {
    const array = value;
    for (const index of indicesOf(array)) {
      const entry = read(attempt(() => array[index]));
      if (entry !== void 0) kept.push(entry);
    }
  }
  return kept.length === 0 ? void 0 : kept;
}
function canonical(input, readers) {
  const body = {};
  if (!isObject(input)) return body;
  for (const [name, read] of Object.entries(readers)) {
    const value = read(attempt(() => input[name]));
    if (value !== void 0) body[name] = value;
  }
  return body;
}
var readersOf = (fields) => Object.fromEntries(Object.entries(fields).map(([name, shape]) => [name, readerOf(shape)]));
function readerOf(shape) {
  if (shape === "text") return text;
  if (shape === "whole") return whole;
  if (Array.isArray(shape)) {
    const entry = readerOf(shape[0]);
    return (value) => list(value, entry);
  }
  const readers = readersOf(shape);
  return (value) => isObject(value) ? canonical(value, readers) : void 0;
}
var ACCOUNT = readersOf(ACCOUNT_SHAPE);
var SPLIT2 = readersOf(PAGE_SHAPE.charitySplits[0]);
function splitWithCharity(entry) {
  if (!isObject(entry)) return void 0;
  const split = canonical(entry, SPLIT2);
  return split.charityResourceId === void 0 ? void 0 : split;
}
var PAGE = { ...readersOf(PAGE_SHAPE), charitySplits: (value) => list(value, splitWithCharity) };
function validateAccount(input, options) {
  return validate(checkAccount, input, options);
}
function validatePage(input, options) {
  return validate(checkPage, input, options);
}
export {
  validateAccount,
  validatePage
};
export const BUILT_FROM = "82cd4b058235c9bf9f4f1e01c5376e980dbedc40";
