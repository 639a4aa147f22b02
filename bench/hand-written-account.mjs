/**
 * A hand-written create-account validator, written for speed: the yardstick
 * `validateAccount` is measured against (bench/run.mjs).
 *
 * It does EXACTLY the checks of rules/account.ts as contract sections 3-6
 * decide them, in the same table order, with the same options, and returns
 * the same `{ valid, issues, codes, unchecked, truncated }` with the same
 * issue objects (each with its message and, for a rule with a limit or a
 * fixed list, its params: contract section 9.2), asking the same facts and
 * calling the same message functions in the same order.
 * bench/equivalence.mjs proves it, whole results compared; bench/run.mjs
 * runs it before timing anything, and times nothing while it disagrees.
 *
 * Where the speed comes from, and why each shortcut gives the same result:
 * - The common valid path first: a free-text field that is a string of at
 *   most its limit in UTF-16 units, starting with printable ASCII, is valid
 *   text (a few compares, written out); only then is it searched for
 *   unstorable text, and any other value goes to a function of its own that
 *   sorts out which rows fire. A telephone number of digits, a URL segment,
 *   a title of the six, 'Y' and 'N' and a real date hold nothing unstorable:
 *   they are not searched again.
 * - One pass over the body: each field is read once, in the order the
 *   generated validator reads them (the table's reading order, which
 *   decides the message when several getters throw; the custom codes'
 *   count, which throws for a length no array can have, right after the
 *   custom codes), and classified once (absent / text / wrong type).
 * - One pass over the custom codes, where the generated validator makes its
 *   own (after 002.01.23, before any 002.01.22 issue, with no cut inside):
 *   each entry read once in index order, a run of holes at its first index
 *   (`holesEnd`, asked with `in` as the package asks it), so a list of
 *   length 2^32 - 1 costs its entries, not its length. The pass notes a bit
 *   per entry for each per-code rule that fires there; the per-code issues
 *   come after it, in the engine's order, an entry of 002.01.22 read again
 *   for its length (as the engine's loop reads it again).
 * - Options: the last four options objects are remembered with their 16
 *   values, as the package remembers them (hand-written-common.mjs); lookup
 *   lists are searched live, as the package promises (a Set as it is, an
 *   array with `indexOf`, a frozen array through a Set made once).
 * - Issues: each row is a constant (hand-written-common.mjs, `row`) with its
 *   message as the validator carries it, fixed values filled in; an issue's
 *   params object, and its default message (the row's text around the one
 *   value seen, concatenated: no scan of a template), are made only when
 *   the issue is built, and a length's code points are counted only then.
 *   The `messages` option (own key `code:at`, then `code:parameter`, then
 *   `code`; text with `{name}` placeholders, or a function) and `fields`
 *   (an issue of another top-level field is not built and counts for
 *   nothing) are the package's.
 * - Lengths: `text.length <= max` is never too long (a code point is one or
 *   two UTF-16 units); code points are counted only past that, and only when
 *   the string holds a surrogate.
 * - Age: "13 to 100 years old on `today`" is `birth <= today - 13 years` and
 *   `birth > today - 101 years`, both YYYYMMDD integers computed once per
 *   `today` (the last one is kept): one comparison each per call.
 * - The UK postcode, digits, e-mail shape and URL segment are short
 *   character loops instead of regular expressions; unstorable text (U+0000,
 *   a lone surrogate) is found by `isWellFormed` and `indexOf`, which answer
 *   a one-byte string without a loop in JavaScript.
 * - `maxIssues`: every issue is pushed in table order and the list is cut at
 *   the end. The engine stops at the first issue that does not fit, so where
 *   it would read on (the custom codes' pass) or ask a fact, this validator
 *   first checks `issues.length > max`: past that point the engine had
 *   stopped. An unchecked rule is recorded only before that point, for the
 *   same reason. Past the cut an issue is a stand-in only: no params, no
 *   message, no call of a message function (the engine makes none).
 * - No object is made per call but the result (the issue list, and the
 *   issues, their paths and params, and unchecked entries it reports).
 *
 * What is read, and when, is the engine's: every operation made on the body
 * for the first time (`get`, `in`, Object.keys) comes in the same order, at
 * every cut (bench/equivalence.mjs, `checkReadLog`). Not covered: a body
 * whose getters or traps answer differently, or do something of their own,
 * on a read made again (the engine's per-code rules read the custom codes
 * again after its pass; this validator reads them once, and again only for
 * a 002.01.22 issue's length, or in a list with holes it jumped).
 *
 * Messages are the rule table's, read from the package's `accountRules`
 * when this module loads, fixed values filled in as the generated validator
 * carries them (src/tables/params.ts, `prefilled`); which of a row's cases
 * applies is decided here.
 */
import * as common from './hand-written-common.mjs';

// The shared helpers as module constants: calls through live import bindings measured ~10% slower.
const {
  TEXT,
  WRONG,
  add,
  addCount,
  addFixed,
  addLength,
  ask1,
  ask2,
  digitsOnly,
  entryCount,
  finish,
  holesEnd,
  inList,
  isLeap,
  isRecord,
  kindOf,
  lengthRow,
  longer,
  resolveOptions,
  row,
  skip,
  sparseEnter,
  sparseLeave,
  strictly,
  textOf,
  todayInLondon,
  unreadable,
  unstorable,
  urlSegment,
  ymd,
} = common;

// ---------------------------------------------------------------------------
// Values (contract section 5)

/** '@' and at least two '.' (the service's whole email rule). */
function emailShape(text) {
  if (text.indexOf('@') === -1) return false;
  const first = text.indexOf('.');
  return first !== -1 && text.indexOf('.', first + 1) !== -1;
}

const isLetter = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c) => c >= 48 && c <= 57;

/**
 * A UK postcode: outward code A9, A99, AA9, AA99, A9A or AA9A, one space,
 * inward code 9AA; or GIR 0AA (letters in either case). The same language as
 * the engine's UK_POSTCODE pattern, read from both ends: the inward code is
 * always the last three characters and the space the fourth from last.
 */
function ukPostcode(text) {
  const n = text.length;
  if (n < 6 || n > 8 || text.charCodeAt(n - 4) !== 32) return false;
  if (!isDigit(text.charCodeAt(n - 3)) || !isLetter(text.charCodeAt(n - 2)) || !isLetter(text.charCodeAt(n - 1)))
    return false;
  const a = text.charCodeAt(0);
  const b = text.charCodeAt(1);
  if (!isLetter(a)) return false;
  if (n === 6) return isDigit(b); // A9
  const c = text.charCodeAt(2);
  if (n === 7) {
    // AA9, A9A, A99; or GIR 0AA
    if (isLetter(b)) {
      if (isDigit(c)) return true;
      return (
        (a | 32) === 103 &&
        (b | 32) === 105 &&
        (c | 32) === 114 &&
        text.charCodeAt(4) === 48 &&
        (text.charCodeAt(5) | 32) === 97 &&
        (text.charCodeAt(6) | 32) === 97
      );
    }
    return isDigit(b) && (isLetter(c) || isDigit(c));
  }
  // AA9A, AA99
  const d = text.charCodeAt(3);
  return isLetter(b) && isDigit(c) && (isLetter(d) || isDigit(d));
}

const isTitle = (text) =>
  text === 'Mr' || text === 'Mrs' || text === 'Ms' || text === 'Miss' || text === 'Dr' || text === 'Prof';

/**
 * The day `years` whole years before `day` (both YYYYMMDD): 29 February goes
 * back to 28 February in a common year, as date-fns's subYears does.
 */
function yearsBefore(day, years) {
  const year = Math.floor(day / 10000) - years;
  const monthDay = day % 10000;
  return year * 10000 + (monthDay === 229 && !isLeap(year) ? 228 : monthDay);
}

// The age bounds of the last `today` seen: born on or before `oldest13`, and after `youngest101`.
let boundsDay = -1;
let bornBy13 = 0;
let bornAfter101 = 0;
function ageBounds(today) {
  boundsDay = today;
  bornBy13 = yearsBefore(today, 13);
  bornAfter101 = yearsBefore(today, 101);
}

// ---------------------------------------------------------------------------
// Rows (rules/account.ts): each row's messages as the package's tables give them, fixed values filled in

// The params each row fixes, as literals: an issue's own copy is made fastest so.
const Y = () => ({ allowed: ['Y'] });
const N = () => ({ allowed: ['N'] });
const TITLES = () => ({ allowed: ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof'] });
const R = {
  body: row('002.01.01', ''),
  none: row('002.01.02', ''),
  title: row('002.01.04', 'title', TITLES),
  forename: lengthRow('002.01.07', 'forename', 50),
  surname: lengthRow('002.01.06', 'surname', 50),
  addressLine1: row('002.01.19', 'addressLine1'),
  addressLine1Long: lengthRow('too-long', 'addressLine1', 50),
  addressLine2: row('required', 'addressLine2'),
  addressLine2Long: lengthRow('too-long', 'addressLine2', 100),
  townCity: row('002.01.19', 'townCity'),
  townCityLong: lengthRow('too-long', 'townCity', 100),
  countyState: row('required', 'countyState'),
  countyStateLong: lengthRow('too-long', 'countyState', 100),
  postcode16: lengthRow('002.01.16', 'postcode', 8),
  postcode17: row('002.01.17', 'postcode'),
  postcodeFormat: row('postcode-format', 'postcode'),
  country: lengthRow('002.01.03', 'countryCode', 10),
  telephone11: row('002.01.11', 'preferredTelephone'),
  telephone12: lengthRow('002.01.12', 'preferredTelephone', 16),
  telephoneFormat: row('telephone-format', 'preferredTelephone'),
  email09: lengthRow('002.01.09', 'emailAddress', 255),
  email10: row('002.01.10', 'emailAddress'),
  email31: row('002.01.31', 'emailAddress'),
  url05: row('002.01.05', 'personalUrl'),
  url20: lengthRow('002.01.20', 'personalUrl', 60),
  urlTaken: row('personal-url-taken', 'personalUrl'),
  terms: row('002.01.08', 'termsAndConditionsAccepted', Y),
  dob13: row('002.01.13', 'dateOfBirth'),
  dob14: row('002.01.14', 'dateOfBirth'),
  dob15: row('002.01.15', 'dateOfBirth', () => ({ min: 13, max: 100 })),
  codes23: lengthRow('002.01.23', 'fundraiserCustomCode', 5),
  codes22: lengthRow('002.01.22', 'fundraiserCustomCode[]', 255),
  codesWrong: row('wrong-type', 'fundraiserCustomCode[]'),
  codesUnstorable: row('not-storable-text', 'fundraiserCustomCode[]'),
  charity21: lengthRow('002.01.21', 'charityResourceId', 36),
  charityLong: lengthRow('too-long', 'charityResourceId', 36),
  charityUnknown: row('unknown-charity', 'charityResourceId'),
};

/** The wrong-type and not-storable-text rows of each top-level text field (the latter's params: its fixed values). */
const FIELD_ROWS = {};
for (const [field, fixed] of Object.entries({
  title: TITLES,
  forename: undefined,
  surname: undefined,
  addressLine1: undefined,
  addressLine2: undefined,
  townCity: undefined,
  countyState: undefined,
  postcode: undefined,
  countryCode: undefined,
  preferredTelephone: undefined,
  emailAddress: undefined,
  personalUrl: undefined,
  termsAndConditionsAccepted: Y,
  dateOfBirth: undefined,
  charityResourceId: undefined,
})) {
  FIELD_ROWS[field] = { wrong: row('wrong-type', field), unstorable: row('not-storable-text', field, fixed) };
}
const W = FIELD_ROWS;

/** The four marketing indicators, no longer used: each required, and 'N'. */
const MARKETING = [
  'charityMarketingIndicator',
  'allCharityMarketingIndicator',
  'groupMarketingIndicator',
  'serviceMarketingIndicator',
].map((field) => ({
  required: row('required', field),
  mustBeN: row('must-be-N', field, N),
  wrong: row('wrong-type', field),
  unstorable: row('not-storable-text', field, N),
}));

// ---------------------------------------------------------------------------
// The validator

/**
 * Checks a create-account body exactly as `validateAccount` does.
 * @example validateAccountByHand({ title: 'Sir' }, { today: '20261122' }).codes.includes('002.01.04') // true
 */
export function validateAccountByHand(input, options) {
  const o = resolveOptions(options);
  const outer = sparseEnter();
  let result;
  try {
    result = check(input, o);
  } catch (error) {
    result = unreadable(error);
  } finally {
    sparseLeave(outer);
  }
  return o.strict ? strictly(o, result) : result;
}

/**
 * Reads the body, then runs the rules in table order, a few rows per function:
 * V8 inlines the small helpers (kindOf, longer...) into a function only up to
 * a budget of bytecode per function, which one function holding every row
 * exceeds (its calls then cost a third of the time on a valid account).
 */
function check(input, o) {
  const max = o.maxIssues;
  const issues = [];
  const unchecked = []; // the result's own list

  // 002.01.01: not an object; nothing else runs.
  if (!isRecord(input)) {
    add(o, issues, R.body);
    return finish(max, issues, unchecked);
  }

  // Each field read once, all before any rule asks a fact, in the generated validator's order (the table's
  // reading order), which decides the message when several getters throw: the custom codes' count (which
  // throws for a length no array can have) right after the custom codes, before the charity.
  const title = input.title;
  const forename = input.forename;
  const surname = input.surname;
  const addressLine1 = input.addressLine1;
  const addressLine2 = input.addressLine2;
  const townCity = input.townCity;
  const countyState = input.countyState;
  const postcode = input.postcode;
  const countryCode = input.countryCode;
  const telephone = input.preferredTelephone;
  const email = input.emailAddress;
  const personalUrl = input.personalUrl;
  const terms = input.termsAndConditionsAccepted;
  const marketing0 = input.charityMarketingIndicator;
  const marketing1 = input.allCharityMarketingIndicator;
  const marketing2 = input.groupMarketingIndicator;
  const marketing3 = input.serviceMarketingIndicator;
  const dob = input.dateOfBirth;
  const customCodes = input.fundraiserCustomCode;
  const codeCount = entryCount(customCodes);
  const charity = input.charityResourceId;

  // 002.01.02: no account field present. A title present settles it (the usual case: one test, not twenty).
  if (
    kindOf(title) !== TEXT &&
    nonePresent(forename, surname, addressLine1, addressLine2, townCity, countyState, postcode, countryCode) &&
    nonePresent(telephone, email, personalUrl, terms, marketing0, marketing1, marketing2, marketing3) &&
    nonePresent(dob, charity, undefined, undefined, undefined, undefined, undefined, undefined) &&
    codeCount === 0
  ) {
    add(o, issues, R.none);
  }

  names(o, issues, title, forename, surname);
  address(o, issues, addressLine1, addressLine2, townCity, countyState);
  const country = kindOf(countryCode) === TEXT ? textOf(countryCode) : undefined;
  if (!place(o, issues, unchecked, postcode, countryCode, country)) return finish(max, issues, unchecked);
  const dobText = kindOf(dob) === TEXT ? textOf(dob) : undefined;
  const birth = dobText === undefined ? -1 : ymd(dobText);
  if (
    !telephoneRules(o, issues, telephone, country) ||
    !emailRules(o, issues, unchecked, email, dobText, birth) ||
    !urlRules(o, issues, unchecked, personalUrl)
  )
    return finish(max, issues, unchecked);
  consents(o, issues, terms, marketing0, marketing1, marketing2, marketing3);
  birthDate(o, issues, dob, dobText, birth);
  if (codeCount > 0 && !codes(o, issues, customCodes, codeCount)) return finish(max, issues, unchecked);
  if (issues.length > max) return finish(max, issues, unchecked); // the engine asks no list past the cut
  charityRules(o, issues, unchecked, charity, codeCount);
  return finish(max, issues, unchecked);
}

/** Is no one of these values text? (002.01.02, off the usual path.) */
const nonePresent = (a, b, c, d, e, f, g, h) =>
  kindOf(a) !== TEXT &&
  kindOf(b) !== TEXT &&
  kindOf(c) !== TEXT &&
  kindOf(d) !== TEXT &&
  kindOf(e) !== TEXT &&
  kindOf(f) !== TEXT &&
  kindOf(g) !== TEXT &&
  kindOf(h) !== TEXT;

/**
 * The usual value of a free-text field: a string of at most `max` UTF-16
 * units (so at most `max` code points) whose first character is printable
 * ASCII (so not blank). Written out, the valid path costs a few compares;
 * every other value goes to `freeTextFault`.
 */
const plain = (value, max) =>
  typeof value === 'string' && value.length <= max && ((value.charCodeAt(0) | 0) - 33) >>> 0 < 94;

/**
 * A free-text field that is not the usual value, or holds unstorable text:
 * its rows in table order. `longRow` reports a text past `max`; `absent`
 * reports no text (with `{ max, length: 0 }` when `absentLength`, as a row
 * whose condition states the limit does); then wrong-type or
 * not-storable-text.
 */
function freeTextFault(o, issues, value, max, longRow, absent, absentLength, rows) {
  const kind = kindOf(value);
  if (kind === TEXT) {
    const text = textOf(value);
    if (longer(text, max)) addLength(o, issues, longRow, max, text);
    if (unstorable(text)) add(o, issues, rows.unstorable);
  } else {
    if (absentLength) addLength(o, issues, absent, max, undefined);
    else add(o, issues, absent);
    if (kind === WRONG) add(o, issues, rows.wrong);
  }
}

/** Rows 2-11: title, forename, surname. ('Mr' and the others are strings: a number never matches.) */
function names(o, issues, title, forename, surname) {
  if (!isTitle(title)) titleFault(o, issues, title);
  if (!plain(forename, 50) || unstorable(forename))
    freeTextFault(o, issues, forename, 50, R.forename, R.forename.cases.absent, true, W.forename);
  if (!plain(surname, 50) || unstorable(surname))
    freeTextFault(o, issues, surname, 50, R.surname, R.surname.cases.absent, true, W.surname);
}

/** A title that is none of the six: 002.01.04 (its absent case, or not one of them), then its type or storage. */
function titleFault(o, issues, title) {
  const kind = kindOf(title);
  if (kind === TEXT) {
    addFixed(o, issues, R.title);
    if (unstorable(textOf(title))) addFixed(o, issues, W.title.unstorable);
  } else {
    addFixed(o, issues, R.title.cases.absent);
    if (kind === WRONG) add(o, issues, W.title.wrong);
  }
}

/** Rows 12-27: the address lines, town and county: each required, at most so long, text. */
function address(o, issues, addressLine1, addressLine2, townCity, countyState) {
  if (!plain(addressLine1, 50) || unstorable(addressLine1))
    freeTextFault(o, issues, addressLine1, 50, R.addressLine1Long, R.addressLine1, false, W.addressLine1);
  if (!plain(addressLine2, 100) || unstorable(addressLine2))
    freeTextFault(o, issues, addressLine2, 100, R.addressLine2Long, R.addressLine2, false, W.addressLine2);
  if (!plain(townCity, 100) || unstorable(townCity))
    freeTextFault(o, issues, townCity, 100, R.townCityLong, R.townCity, false, W.townCity);
  if (!plain(countyState, 100) || unstorable(countyState))
    freeTextFault(o, issues, countyState, 100, R.countyStateLong, R.countyState, false, W.countyState);
}

/**
 * Rows 28-37: postcode (the country decides which format rule applies) and
 * countryCode. False when the engine would have stopped before a fact or a
 * list it asks.
 */
function place(o, issues, unchecked, postcode, countryCode, country) {
  const max = o.maxIssues;
  const kPostcode = kindOf(postcode);
  const postcodeText = kPostcode === TEXT ? textOf(postcode) : undefined;
  // The UK codes are asked where the engine asks them: not for a postcode too long, which settles 002.01.16.
  let uk = 0; // 1: a UK code, 2: another; 0: not asked yet
  if (postcodeText !== undefined && longer(postcodeText, 8))
    addLength(o, issues, R.postcode16.cases['too-long'], 8, postcodeText);
  else if (country !== undefined) {
    uk = inList(o.uk, country) ? 1 : 2;
    if (uk === 1 && postcodeText === undefined) addLength(o, issues, R.postcode16, 8, undefined);
  }
  if (postcodeText !== undefined) {
    let formatted = false; // a UK postcode's characters: letters, digits and one space, all storable
    if (country !== undefined) {
      if (uk === 0) {
        if (issues.length > max) return false;
        uk = inList(o.uk, country) ? 1 : 2;
      }
      if (uk === 1) {
        formatted = ukPostcode(postcodeText);
        if (!formatted) add(o, issues, R.postcode17);
      } else if (o.postcodeFormat !== undefined) {
        // A warning: without the option it is neither checked nor listed as unchecked.
        if (issues.length > max) return false;
        if (!ask2('postcodeFormat', o.postcodeFormat, postcodeText, country)) add(o, issues, R.postcodeFormat);
      }
    }
    if (!formatted && unstorable(postcodeText)) add(o, issues, W.postcode.unstorable);
  } else if (kPostcode === WRONG) add(o, issues, W.postcode.wrong);

  if (country === undefined) {
    addLength(o, issues, R.country.cases.absent, 10, undefined);
    if (kindOf(countryCode) === WRONG) add(o, issues, W.countryCode.wrong);
    return true;
  }
  if (longer(country, 10)) addLength(o, issues, R.country.cases['too-long'], 10, country);
  else if (o.countries === undefined) {
    if (issues.length <= max) skip(o, unchecked, R.country, 'countries');
  } else {
    if (issues.length > max) return false;
    if (!inList(o.countries, country)) addLength(o, issues, R.country, 10, country);
  }
  if (unstorable(country)) add(o, issues, W.countryCode.unstorable);
  return true;
}

// Rows 38-55: telephone, e-mail (and the account lookup), personal URL (and its lookup). Each function is false
// when the engine would have stopped before a fact it asks.

/** preferredTelephone: digits only, at most 16 (the usual value: a string of digits, nothing else to store). */
function telephoneRules(o, issues, telephone, country) {
  if (typeof telephone === 'string' && telephone.length <= 16 && digitsOnly(telephone)) {
    if (country !== undefined && o.telephoneExists !== undefined) {
      // A warning: without the option it is neither checked nor listed as unchecked.
      if (issues.length > o.maxIssues) return false;
      if (!ask2('telephoneExists', o.telephoneExists, telephone, country)) add(o, issues, R.telephoneFormat);
    }
    return true;
  }
  const kind = kindOf(telephone);
  if (kind === TEXT) {
    const text = textOf(telephone);
    const long = longer(text, 16);
    const digits = digitsOnly(text);
    if (long || !digits) {
      const r = R.telephone12;
      addLength(o, issues, long ? (digits ? r.cases['too-long'] : r.cases['too-long-and-malformed']) : r, 16, text);
    } else if (country !== undefined && o.telephoneExists !== undefined) {
      if (issues.length > o.maxIssues) return false;
      if (!ask2('telephoneExists', o.telephoneExists, text, country)) add(o, issues, R.telephoneFormat);
    }
    if (!digits && unstorable(text)) add(o, issues, W.preferredTelephone.unstorable);
  } else {
    add(o, issues, R.telephone11);
    if (kind === WRONG) add(o, issues, W.preferredTelephone.wrong);
  }
  return true;
}

/** emailAddress: at most 255, '@' and two '.', then the account lookup with the date of birth. */
function emailRules(o, issues, unchecked, email, dobText, birth) {
  const kind = kindOf(email);
  if (kind !== TEXT) {
    add(o, issues, R.email10.cases.absent);
    if (kind === WRONG) add(o, issues, W.emailAddress.wrong);
    return true;
  }
  const text = textOf(email);
  const long = longer(text, 255);
  if (long) addLength(o, issues, R.email09, 255, text);
  if (!emailShape(text)) add(o, issues, R.email10);
  else if (!long && birth >= 0) {
    if (o.accountExists === undefined) {
      if (issues.length <= o.maxIssues) skip(o, unchecked, R.email31, 'accountExists');
    } else {
      if (issues.length > o.maxIssues) return false;
      if (ask2('accountExists', o.accountExists, text, dobText)) add(o, issues, R.email31);
    }
  }
  if (unstorable(text)) add(o, issues, W.emailAddress.unstorable);
  return true;
}

/** personalUrl: at most 60, a URL segment (nothing else to store), then the URL lookup. */
function urlRules(o, issues, unchecked, personalUrl) {
  let text;
  if (typeof personalUrl === 'string' && personalUrl.length <= 60 && urlSegment(personalUrl)) text = personalUrl;
  else {
    const kind = kindOf(personalUrl);
    if (kind !== TEXT) {
      add(o, issues, R.url05);
      if (kind === WRONG) add(o, issues, W.personalUrl.wrong);
      return true;
    }
    text = textOf(personalUrl);
    const long = longer(text, 60);
    const segment = urlSegment(text);
    if (long || !segment) {
      const r = R.url20;
      addLength(o, issues, long ? (segment ? r.cases['too-long'] : r.cases['too-long-and-malformed']) : r, 60, text);
      if (!segment && unstorable(text)) add(o, issues, W.personalUrl.unstorable);
      return true;
    }
  }
  if (o.personalUrlTaken === undefined) {
    if (issues.length <= o.maxIssues) skip(o, unchecked, R.urlTaken, 'personalUrlTaken');
  } else {
    if (issues.length > o.maxIssues) return false;
    if (ask1('personalUrlTaken', o.personalUrlTaken, text)) add(o, issues, R.urlTaken);
  }
  return true;
}

/** Rows 56-75: terms ('Y'), and the four marketing indicators, no longer used ('N'). Strings: a number never matches. */
function consents(o, issues, terms, marketing0, marketing1, marketing2, marketing3) {
  if (terms !== 'Y') {
    addFixed(o, issues, R.terms);
    const kind = kindOf(terms);
    if (kind === WRONG) add(o, issues, W.termsAndConditionsAccepted.wrong);
    else if (kind === TEXT && unstorable(textOf(terms))) addFixed(o, issues, W.termsAndConditionsAccepted.unstorable);
  }
  if (marketing0 !== 'N') marketing(o, issues, marketing0, MARKETING[0]);
  if (marketing1 !== 'N') marketing(o, issues, marketing1, MARKETING[1]);
  if (marketing2 !== 'N') marketing(o, issues, marketing2, MARKETING[2]);
  if (marketing3 !== 'N') marketing(o, issues, marketing3, MARKETING[3]);
}

/** A marketing indicator that is not 'N': required, or must be 'N'; and maybe the wrong type or unstorable. */
function marketing(o, issues, value, rows) {
  const kind = kindOf(value);
  if (kind === TEXT) {
    addFixed(o, issues, rows.mustBeN);
    if (unstorable(textOf(value))) addFixed(o, issues, rows.unstorable);
  } else {
    add(o, issues, rows.required);
    if (kind === WRONG) add(o, issues, rows.wrong);
  }
}

/** Rows 76-80: date of birth; 13 to 100 years old is two integer comparisons against bounds kept per `today`. */
function birthDate(o, issues, dob, dobText, birth) {
  if (dobText === undefined) {
    add(o, issues, R.dob13);
    if (kindOf(dob) === WRONG) add(o, issues, W.dateOfBirth.wrong);
  } else if (birth < 0) {
    add(o, issues, R.dob14);
    if (unstorable(dobText)) add(o, issues, W.dateOfBirth.unstorable);
  } else {
    const today = o.today === 0 ? todayInLondon() : o.today;
    if (today !== boundsDay) ageBounds(today);
    if (birth > bornBy13) addFixed(o, issues, R.dob15.cases['too-young']);
    else if (birth <= bornAfter101) addFixed(o, issues, R.dob15);
  }
}

/**
 * Rows 81-84: fundraiserCustomCode (parameter customCodes). False when the
 * engine would have stopped (at the cut) before reading on.
 *
 * The entries are read where and as the generated validator reads them: in
 * its one pass over the list, after 002.01.23 and before any 002.01.22
 * issue, each entry once in index order, a run of holes read at its first
 * index only (`holesEnd`); no cut falls inside the pass, so every entry is
 * read (and one that throws, throws) whatever `maxIssues` is. The pass
 * notes a bit per entry for each per-code rule that fires there (002.01.22,
 * wrong-type, not-storable-text); the issues come after it, in index order,
 * as the engine's per-code loops give them. A list in which the pass jumped
 * a run of holes, or that has an entry at index 31 or past that fires (a
 * hostile list), is left to loops that read as the engine's loops do (each
 * hole of a run is a 002.01.22 issue, read at its own index).
 */
function codes(o, issues, customCodes, codeCount) {
  const max = o.maxIssues;
  if (codeCount > 5) addCount(o, issues, R.codes23, 5, codeCount);
  if (issues.length > max) return false;
  const list = Array.isArray(customCodes);
  let jumped = false;
  let badBits = 0; // the entries below index 31 that are absent or too long, a bit each
  let wrongBits = 0; // the wrongly typed ones
  let unstorableBits = 0; // the unstorable ones
  let late = false; // a rule fires at index 31 or past (a hostile list)
  for (let j = 0; j < codeCount; j++) {
    const entry = list ? customCodes[j] : customCodes;
    const kind = kindOf(entry);
    let bits = 0;
    if (kind === TEXT) {
      const text = textOf(entry);
      if (longer(text, 255)) bits = 1;
      if (unstorable(text)) bits |= 4;
    } else bits = kind === WRONG ? 3 : 1;
    if (bits !== 0) {
      if (j < 31) {
        const bit = 1 << j;
        if ((bits & 1) !== 0) badBits |= bit;
        if ((bits & 2) !== 0) wrongBits |= bit;
        if ((bits & 4) !== 0) unstorableBits |= bit;
      } else late = true;
    }
    if (list) {
      const end = holesEnd(customCodes, j);
      if (end !== j) {
        jumped = true;
        j = end;
      }
    }
  }
  if (jumped || late) return codesAsRead(o, issues, customCodes, codeCount);
  for (let j = 0; badBits !== 0; j++, badBits >>>= 1) {
    if ((badBits & 1) === 0) continue;
    const entry = list ? customCodes[j] : customCodes;
    const text = kindOf(entry) === TEXT ? textOf(entry) : undefined;
    addLength(o, issues, text === undefined ? R.codes22.cases.absent : R.codes22, 255, text, [
      'fundraiserCustomCode',
      j,
    ]);
    if (issues.length > max) return false;
  }
  for (let j = 0; wrongBits !== 0; j++, wrongBits >>>= 1) {
    if ((wrongBits & 1) === 0) continue;
    add(o, issues, R.codesWrong, ['fundraiserCustomCode', j]);
    if (issues.length > max) return false;
  }
  for (let j = 0; unstorableBits !== 0; j++, unstorableBits >>>= 1) {
    if ((unstorableBits & 1) === 0) continue;
    add(o, issues, R.codesUnstorable, ['fundraiserCustomCode', j]);
    if (issues.length > max) return false;
  }
  return true;
}

/**
 * The engine's three per-code loops, each only when its rule fires somewhere
 * (as the engine runs them), reading as they read. False at the cut.
 */
function codesAsRead(o, issues, customCodes, codeCount) {
  const max = o.maxIssues;
  const list = Array.isArray(customCodes);
  // Which loops run: the pass's findings, found again (the list was read in full already).
  let anyBad = false;
  let anyWrong = false;
  let anyUnstorable = false;
  for (let j = 0; j < codeCount; j++) {
    const entry = list ? customCodes[j] : customCodes;
    const kind = kindOf(entry);
    if (kind === TEXT) {
      const text = textOf(entry);
      if (longer(text, 255)) anyBad = true;
      if (unstorable(text)) anyUnstorable = true;
    } else {
      anyBad = true;
      if (kind === WRONG) anyWrong = true;
    }
    if (list) j = holesEnd(customCodes, j);
  }
  for (let j = 0; anyBad && j < codeCount; j++) {
    const entry = list ? customCodes[j] : customCodes;
    const text = kindOf(entry) === TEXT ? textOf(entry) : undefined;
    if (text === undefined || longer(text, 255)) {
      addLength(o, issues, text === undefined ? R.codes22.cases.absent : R.codes22, 255, text, [
        'fundraiserCustomCode',
        j,
      ]);
      if (issues.length > max) return false;
    } else if (list) j = holesEnd(customCodes, j);
  }
  for (let j = 0; anyWrong && j < codeCount; j++) {
    const entry = list ? customCodes[j] : customCodes;
    if (kindOf(entry) === WRONG) {
      add(o, issues, R.codesWrong, ['fundraiserCustomCode', j]);
      if (issues.length > max) return false;
    } else if (list) j = holesEnd(customCodes, j);
  }
  for (let j = 0; anyUnstorable && j < codeCount; j++) {
    const entry = list ? customCodes[j] : customCodes;
    if (kindOf(entry) === TEXT && unstorable(textOf(entry))) {
      add(o, issues, R.codesUnstorable, ['fundraiserCustomCode', j]);
      if (issues.length > max) return false;
    } else if (list) j = holesEnd(customCodes, j);
  }
  return true;
}

/** Rows 85-89: charityResourceId, needed by custom codes (002.01.21); otherwise checked if given. */
function charityRules(o, issues, unchecked, charity, codeCount) {
  const kCharity = kindOf(charity);
  const withCodes = codeCount > 0;
  if (kCharity === TEXT) {
    const text = textOf(charity);
    if (longer(text, 36)) {
      if (withCodes) addLength(o, issues, R.charity21.cases['too-long'], 36, text);
      else addLength(o, issues, R.charityLong, 36, text);
    } else if (o.charities === undefined) {
      if (issues.length <= o.maxIssues) skip(o, unchecked, withCodes ? R.charity21 : R.charityUnknown, 'charities');
    } else if (!inList(o.charities, text)) {
      if (withCodes) addLength(o, issues, R.charity21, 36, text);
      else add(o, issues, R.charityUnknown);
    }
    if (unstorable(text)) add(o, issues, W.charityResourceId.unstorable);
  } else {
    if (withCodes) addLength(o, issues, R.charity21.cases.absent, 36, undefined);
    if (kCharity === WRONG) add(o, issues, W.charityResourceId.wrong);
  }
}
