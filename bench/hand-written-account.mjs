/**
 * A hand-written create-account validator, written for speed: the yardstick
 * `validateAccount` is measured against (bench/run.mjs).
 *
 * It does EXACTLY the checks of rules/account.ts as contract sections 3-6
 * decide them, in the same table order, with the same options, and returns
 * the same `{ valid, issues, codes, unchecked, truncated }` with the same
 * issue objects, asking the same facts in the same order.
 * bench/equivalence.mjs proves it (bench/run.mjs and `npm test` run it).
 *
 * Where the speed comes from, and why each shortcut gives the same result:
 * - One pass over the body: each field is read once, in the order the
 *   generated validator reads them (the table's reading order, which
 *   decides the message when several getters throw; the custom codes'
 *   count, which throws for a length no array can have, right after the
 *   custom codes), and classified once (absent / text / wrong type).
 * - One pass over the custom codes, where the generated validator makes its
 *   own (after 002.01.23, before any 002.01.22 issue, with no cut inside):
 *   each entry read once in index order, a run of holes at its first index
 *   (`holesEnd`, asked with `in` as the package asks it), so a list of
 *   length 2^32 - 1 costs its entries, not its length. The per-code issues
 *   come from that pass, in the engine's order.
 * - Options: the last options object is remembered with its 13 values
 *   (hand-written-common.mjs); lookup lists are searched live, as the
 *   package promises (a Set as it is, an array with `includes`, a frozen
 *   array through a Set made once).
 * - Lengths: `text.length <= max` is never too long (a code point is one or
 *   two UTF-16 units); code points are counted only past that, and only when
 *   the string holds a surrogate.
 * - Age: "13 to 100 years old on `today`" is `birth <= today - 13 years` and
 *   `birth > today - 101 years`, both YYYYMMDD integers computed once per
 *   `today` (the last one is kept): one comparison each per call.
 * - The UK postcode, digits, e-mail shape and URL segment are short
 *   character loops instead of regular expressions.
 * - `maxIssues`: every issue is pushed in table order and the list is cut at
 *   the end. The engine stops at the first issue that does not fit, so where
 *   it would read on (the custom codes' pass) or ask a fact, this validator
 *   first checks `issues.length > max`: past that point the engine had
 *   stopped. An unchecked rule is recorded only before that point, for the
 *   same reason; no more than max + 1 issues are ever built.
 * - No object is made per call but the result (the issue list, and the
 *   issues and unchecked entries it reports).
 *
 * What is read, and when, is the engine's: every operation made on the body
 * for the first time (`get`, `in`, Object.keys) comes in the same order, at
 * every cut (bench/equivalence.mjs, `checkReadLog`). Not covered: a body
 * whose getters or traps answer differently, or do something of their own,
 * on a read made again (the engine's per-code rules read the custom codes
 * again after its pass; this validator reads them once, and again only in a
 * list with holes it jumped).
 *
 * Messages are the rule table's (copied from rules/account.ts); the
 * `messages` option replaces them the same way (`code:parameter`, then `code`).
 */
import * as common from './hand-written-common.mjs';

// The shared helpers as module constants: calls through live import bindings measured ~10% slower.
const {
  TEXT,
  WRONG,
  WRONG_TYPE,
  ask1,
  ask2,
  digitsOnly,
  entryCount,
  finish,
  holesEnd,
  isLeap,
  isRecord,
  issue,
  inList,
  kindOf,
  longer,
  resolveOptions,
  skip,
  sparseEnter,
  sparseLeave,
  textOf,
  todayInLondon,
  unreadable,
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
// Messages (rules/account.ts)

const M = {
  body: 'No fundraiser details were provided: the body must be an object.',
  none: 'No details were supplied: none of the account fields is present.',
  title: 'Title must be one of Mr, Mrs, Ms, Miss, Dr, Prof.',
  forename: 'Forename is required and may have at most 50 characters.',
  surname: 'Surname is required and may have at most 50 characters.',
  addressLine1: 'The first address line is required.',
  addressLine1Long: 'The first address line may have at most 50 characters.',
  addressLine2: 'The second address line is required.',
  addressLine2Long: 'The second address line may have at most 100 characters.',
  townCity: 'Town or city is required.',
  townCityLong: 'Town or city may have at most 100 characters.',
  countyState: 'County is required.',
  countyStateLong: 'County may have at most 100 characters.',
  postcode16: 'Postcode may have at most 8 characters, and is required for a UK address.',
  postcode17: 'Postcode must be a UK postcode: outward code, one space, inward code (e.g. SW1A 1AA).',
  postcodeFormat: "Postcode does not look like a postcode of the account's country.",
  country: 'Country code must be a code from the country lookup.',
  telephone11: 'Telephone number is required.',
  telephone12: 'Telephone number must be digits only, at most 16.',
  telephoneFormat: "Telephone number does not look like a number of the account's country.",
  email09: 'Email address may have at most 255 characters.',
  email10: "Email address is required and must contain '@' and at least two full stops.",
  email31: 'An account already exists for this email address and date of birth.',
  url05: 'Personal URL is required.',
  url20: 'Personal URL may have at most 60 characters: ASCII letters, digits and - _ . ~ only.',
  urlTaken: 'This personal URL is already taken.',
  terms: "The terms and conditions must be accepted ('Y').",
  dob13: 'Date of birth is required.',
  dob14: 'Date of birth must be a real date written YYYYMMDD.',
  dob15: 'The account holder must be 13 to 100 years old.',
  codes23: 'At most 5 custom codes may be given.',
  codes22: 'Each custom code must be given and may have at most 255 characters.',
  charity21: 'Custom codes need the resource ID of a known charity.',
  charityLong: 'Charity resource ID may have at most 36 characters.',
  charityUnknown: 'Charity resource ID is not a known charity.',
};
const LABELS = {
  title: 'Title',
  forename: 'Forename',
  surname: 'Surname',
  addressLine1: 'The first address line',
  addressLine2: 'The second address line',
  townCity: 'Town or city',
  countyState: 'County',
  postcode: 'Postcode',
  countryCode: 'Country code',
  preferredTelephone: 'Telephone number',
  emailAddress: 'Email address',
  personalUrl: 'Personal URL',
  termsAndConditionsAccepted: 'Terms and conditions accepted',
  dateOfBirth: 'Date of birth',
  customCodes: 'A custom code',
  charityResourceId: 'Charity resource ID',
};
/** The wrong-type message of each field. */
const W = Object.fromEntries(Object.entries(LABELS).map(([field, label]) => [field, label + WRONG_TYPE]));

/** The four marketing indicators, no longer used: each required, and 'N'. */
const MARKETING = [
  ['charityMarketingIndicator', 'Charity marketing indicator'],
  ['allCharityMarketingIndicator', 'All-charity marketing indicator'],
  ['groupMarketingIndicator', 'Group marketing indicator'],
  ['serviceMarketingIndicator', 'Service marketing indicator'],
].map(([field, label]) => ({
  field,
  required: `${label} is required.`,
  mustBeN: `${label} is no longer used and must be sent as 'N'.`,
  wrong: label + WRONG_TYPE,
}));

/** An error issue at a single top-level field, with the field as its parameter and path. */
const err = (messages, code, documented, field, message) =>
  issue(messages, code, documented, 'error', field, [field], message);

// ---------------------------------------------------------------------------
// The validator

/**
 * Checks a create-account body exactly as `validateAccount` does.
 * @example validateAccountByHand({ title: 'Sir' }, { today: '20261122' }).codes.includes('002.01.04') // true
 */
export function validateAccountByHand(input, options) {
  const o = resolveOptions(options);
  const outer = sparseEnter();
  try {
    return check(input, o);
  } catch (error) {
    return unreadable(error);
  } finally {
    sparseLeave(outer);
  }
}

/**
 * Reads the body, then runs the rules in table order, a few rows per function:
 * V8 inlines the small helpers (kindOf, longer...) into a function only up to
 * a budget of bytecode per function, which one function holding every row
 * exceeds (its calls then cost a third of the time on a valid account).
 */
function check(input, o) {
  const max = o.maxIssues;
  const messages = o.messages;
  const issues = [];
  const unchecked = []; // the result's own list

  // 002.01.01: not an object; nothing else runs.
  if (!isRecord(input)) {
    issues.push(issue(messages, '002.01.01', true, 'error', '', [], M.body));
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
    issues.push(issue(messages, '002.01.02', true, 'error', '', [], M.none));
  }

  names(messages, issues, title, forename, surname);
  address(messages, issues, addressLine1, addressLine2, townCity, countyState);
  const country = kindOf(countryCode) === TEXT ? textOf(countryCode) : undefined;
  if (!place(o, issues, unchecked, postcode, countryCode, country)) return finish(max, issues, unchecked);
  const dobText = kindOf(dob) === TEXT ? textOf(dob) : undefined;
  const birth = dobText === undefined ? -1 : ymd(dobText);
  if (!contact(o, issues, unchecked, telephone, country, email, dobText, birth, personalUrl))
    return finish(max, issues, unchecked);
  consents(messages, issues, terms, marketing0, marketing1, marketing2, marketing3);
  birthDate(o, issues, dob, birth);
  if (codeCount > 0 && !codes(messages, max, issues, customCodes, codeCount)) return finish(max, issues, unchecked);
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

/** Rows 2-7: title, forename, surname. ('Mr' and the others are strings: a number never matches.) */
function names(messages, issues, title, forename, surname) {
  if (!isTitle(title)) issues.push(err(messages, '002.01.04', true, 'title', M.title));
  if (kindOf(title) === WRONG) issues.push(err(messages, 'wrong-type', false, 'title', W.title));
  const kForename = kindOf(forename);
  if (kForename !== TEXT || longer(textOf(forename), 50))
    issues.push(err(messages, '002.01.07', true, 'forename', M.forename));
  if (kForename === WRONG) issues.push(err(messages, 'wrong-type', false, 'forename', W.forename));
  const kSurname = kindOf(surname);
  if (kSurname !== TEXT || longer(textOf(surname), 50))
    issues.push(err(messages, '002.01.06', true, 'surname', M.surname));
  if (kSurname === WRONG) issues.push(err(messages, 'wrong-type', false, 'surname', W.surname));
}

/** Rows 8-19: the address lines, town and county: each required, at most so long, text. */
function address(messages, issues, addressLine1, addressLine2, townCity, countyState) {
  line(messages, issues, addressLine1, 50, 'addressLine1', '002.01.19', true, M.addressLine1, M.addressLine1Long);
  line(messages, issues, addressLine2, 100, 'addressLine2', 'required', false, M.addressLine2, M.addressLine2Long);
  line(messages, issues, townCity, 100, 'townCity', '002.01.19', true, M.townCity, M.townCityLong);
  line(messages, issues, countyState, 100, 'countyState', 'required', false, M.countyState, M.countyStateLong);
}

function line(messages, issues, value, max, field, code, documented, missing, tooLong) {
  const kind = kindOf(value);
  if (kind !== TEXT) issues.push(err(messages, code, documented, field, missing));
  else if (longer(textOf(value), max)) issues.push(err(messages, 'too-long', false, field, tooLong));
  if (kind === WRONG) issues.push(err(messages, 'wrong-type', false, field, W[field]));
}

/**
 * Rows 20-25: postcode (the country decides which format rule applies) and
 * countryCode. False when the engine would have stopped before the fact it asks.
 */
function place(o, issues, unchecked, postcode, countryCode, country) {
  const messages = o.messages;
  const isUk = country !== undefined && inList(o.uk, country);
  const kPostcode = kindOf(postcode);
  const postcodeText = kPostcode === TEXT ? textOf(postcode) : undefined;
  if (postcodeText === undefined ? isUk : longer(postcodeText, 8))
    issues.push(err(messages, '002.01.16', true, 'postcode', M.postcode16));
  if (postcodeText !== undefined) {
    if (isUk) {
      if (!ukPostcode(postcodeText)) issues.push(err(messages, '002.01.17', true, 'postcode', M.postcode17));
    } else if (country !== undefined && o.postcodeFormat !== undefined) {
      // A warning: without the option it is neither checked nor listed as unchecked.
      if (issues.length > o.maxIssues) return false;
      if (!ask2('postcodeFormat', o.postcodeFormat, postcodeText, country))
        issues.push(issue(messages, 'postcode-format', false, 'warning', 'postcode', ['postcode'], M.postcodeFormat));
    }
  }
  if (kPostcode === WRONG) issues.push(err(messages, 'wrong-type', false, 'postcode', W.postcode));

  if (country === undefined || longer(country, 10))
    issues.push(err(messages, '002.01.03', true, 'countryCode', M.country));
  else if (o.countries === undefined) {
    if (issues.length <= o.maxIssues) skip(unchecked, '002.01.03', 'countryCode', 'countries');
  } else if (!inList(o.countries, country)) issues.push(err(messages, '002.01.03', true, 'countryCode', M.country));
  if (kindOf(countryCode) === WRONG) issues.push(err(messages, 'wrong-type', false, 'countryCode', W.countryCode));
  return true;
}

/**
 * Rows 26-37: telephone, e-mail (and the account lookup), personal URL (and
 * its lookup). False when the engine would have stopped before a fact it asks.
 */
function contact(o, issues, unchecked, telephone, country, email, dobText, birth, personalUrl) {
  const messages = o.messages;
  const max = o.maxIssues;
  const kTelephone = kindOf(telephone);
  if (kTelephone !== TEXT) issues.push(err(messages, '002.01.11', true, 'preferredTelephone', M.telephone11));
  else {
    const text = textOf(telephone);
    if (longer(text, 16) || !digitsOnly(text))
      issues.push(err(messages, '002.01.12', true, 'preferredTelephone', M.telephone12));
    else if (country !== undefined && o.telephoneExists !== undefined) {
      // A warning: without the option it is neither checked nor listed as unchecked.
      if (issues.length > max) return false;
      if (!ask2('telephoneExists', o.telephoneExists, text, country))
        issues.push(
          issue(
            messages,
            'telephone-format',
            false,
            'warning',
            'preferredTelephone',
            ['preferredTelephone'],
            M.telephoneFormat,
          ),
        );
    }
  }
  if (kTelephone === WRONG) issues.push(err(messages, 'wrong-type', false, 'preferredTelephone', W.preferredTelephone));

  const kEmail = kindOf(email);
  const emailText = kEmail === TEXT ? textOf(email) : undefined;
  const emailLong = emailText !== undefined && longer(emailText, 255);
  if (emailLong) issues.push(err(messages, '002.01.09', true, 'emailAddress', M.email09));
  const emailGood = emailText !== undefined && emailShape(emailText);
  if (!emailGood) issues.push(err(messages, '002.01.10', true, 'emailAddress', M.email10));
  if (emailGood && !emailLong && birth >= 0) {
    if (o.accountExists === undefined) {
      if (issues.length <= max) skip(unchecked, '002.01.31', 'emailAddress', 'accountExists');
    } else {
      if (issues.length > max) return false;
      if (ask2('accountExists', o.accountExists, emailText, dobText))
        issues.push(err(messages, '002.01.31', true, 'emailAddress', M.email31));
    }
  }
  if (kEmail === WRONG) issues.push(err(messages, 'wrong-type', false, 'emailAddress', W.emailAddress));

  const kUrl = kindOf(personalUrl);
  if (kUrl !== TEXT) issues.push(err(messages, '002.01.05', true, 'personalUrl', M.url05));
  else {
    const text = textOf(personalUrl);
    if (longer(text, 60) || !urlSegment(text)) issues.push(err(messages, '002.01.20', true, 'personalUrl', M.url20));
    else if (o.personalUrlTaken === undefined) {
      if (issues.length <= max) skip(unchecked, 'personal-url-taken', 'personalUrl', 'personalUrlTaken');
    } else {
      if (issues.length > max) return false;
      if (ask1('personalUrlTaken', o.personalUrlTaken, text))
        issues.push(err(messages, 'personal-url-taken', false, 'personalUrl', M.urlTaken));
    }
  }
  if (kUrl === WRONG) issues.push(err(messages, 'wrong-type', false, 'personalUrl', W.personalUrl));
  return true;
}

/** Rows 38-51: terms ('Y'), and the four marketing indicators, no longer used ('N'). Strings: a number never matches. */
function consents(messages, issues, terms, marketing0, marketing1, marketing2, marketing3) {
  if (terms !== 'Y') {
    issues.push(err(messages, '002.01.08', true, 'termsAndConditionsAccepted', M.terms));
    if (kindOf(terms) === WRONG)
      issues.push(err(messages, 'wrong-type', false, 'termsAndConditionsAccepted', W.termsAndConditionsAccepted));
  }
  if (marketing0 !== 'N') marketing(messages, issues, marketing0, MARKETING[0]);
  if (marketing1 !== 'N') marketing(messages, issues, marketing1, MARKETING[1]);
  if (marketing2 !== 'N') marketing(messages, issues, marketing2, MARKETING[2]);
  if (marketing3 !== 'N') marketing(messages, issues, marketing3, MARKETING[3]);
}

/** A marketing indicator that is not 'N': required, or must be 'N'; and maybe the wrong type. */
function marketing(messages, issues, value, row) {
  const kind = kindOf(value);
  if (kind !== TEXT) issues.push(err(messages, 'required', false, row.field, row.required));
  else issues.push(err(messages, 'must-be-N', false, row.field, row.mustBeN));
  if (kind === WRONG) issues.push(err(messages, 'wrong-type', false, row.field, row.wrong));
}

/** Rows 52-55: date of birth; 13 to 100 years old is two integer comparisons against bounds kept per `today`. */
function birthDate(o, issues, dob, birth) {
  const messages = o.messages;
  const kDob = kindOf(dob);
  if (kDob !== TEXT) issues.push(err(messages, '002.01.13', true, 'dateOfBirth', M.dob13));
  else if (birth < 0) issues.push(err(messages, '002.01.14', true, 'dateOfBirth', M.dob14));
  else {
    const today = o.today === 0 ? todayInLondon() : o.today;
    if (today !== boundsDay) ageBounds(today);
    if (birth > bornBy13 || birth <= bornAfter101)
      issues.push(err(messages, '002.01.15', true, 'dateOfBirth', M.dob15));
  }
  if (kDob === WRONG) issues.push(err(messages, 'wrong-type', false, 'dateOfBirth', W.dateOfBirth));
}

/**
 * Rows 56-58: fundraiserCustomCode (parameter customCodes). False when the
 * engine would have stopped (at the cut) before reading on.
 *
 * The entries are read where and as the generated validator reads them: in
 * its one pass over the list, after 002.01.23 and before any 002.01.22
 * issue, each entry once in index order, a run of holes read at its first
 * index only (`holesEnd`); no cut falls inside the pass, so every entry is
 * read (and one that throws, throws) whatever `maxIssues` is. The engine's
 * per-code rules then loop over the list again; this pass gives their issues
 * itself, in index order: 002.01.22 as it goes (no more than the cut keeps),
 * wrong-type from a bit per entry. A list in which the pass jumped a run of
 * holes is left to loops that read as the engine's loops do (each hole of a
 * run is a 002.01.22 issue, read at its own index).
 */
function codes(messages, max, issues, customCodes, codeCount) {
  if (codeCount > 5)
    issues.push(issue(messages, '002.01.23', true, 'error', 'customCodes', ['fundraiserCustomCode'], M.codes23));
  if (issues.length > max) return false;
  const list = Array.isArray(customCodes);
  const before = issues.length;
  let jumped = false;
  let wrongBits = 0; // the wrongly typed entries below index 31, a bit each
  let wrongLate = false; // one at index 31 or past (a hostile list)
  for (let j = 0; j < codeCount; j++) {
    const entry = list ? customCodes[j] : customCodes;
    const kind = kindOf(entry);
    if ((kind !== TEXT || longer(textOf(entry), 255)) && issues.length <= max)
      issues.push(issue(messages, '002.01.22', true, 'error', 'customCodes', ['fundraiserCustomCode', j], M.codes22));
    if (kind === WRONG) {
      if (j < 31) wrongBits |= 1 << j;
      else wrongLate = true;
    }
    if (list) {
      const end = holesEnd(customCodes, j);
      if (end !== j) {
        jumped = true;
        j = end;
      }
    }
  }
  if (jumped) {
    issues.length = before;
    return codesAsRead(messages, max, issues, customCodes, codeCount);
  }
  if (issues.length > max) return false;
  if (wrongLate) return wrongCodes(messages, max, issues, customCodes, codeCount);
  for (let j = 0; wrongBits !== 0; j++, wrongBits >>>= 1) {
    if ((wrongBits & 1) === 0) continue;
    issues.push(
      issue(messages, 'wrong-type', false, 'error', 'customCodes', ['fundraiserCustomCode', j], W.customCodes),
    );
    if (issues.length > max) return false;
  }
  return true;
}

/** The engine's two per-code loops over a list with holes, reading as they read. False at the cut. */
function codesAsRead(messages, max, issues, customCodes, codeCount) {
  for (let j = 0; j < codeCount; j++) {
    const entry = customCodes[j];
    if (kindOf(entry) !== TEXT || longer(textOf(entry), 255)) {
      issues.push(issue(messages, '002.01.22', true, 'error', 'customCodes', ['fundraiserCustomCode', j], M.codes22));
      if (issues.length > max) return false;
    } else j = holesEnd(customCodes, j);
  }
  return wrongCodes(messages, max, issues, customCodes, codeCount);
}

/** The engine's wrong-type loop over the custom codes, reading as it reads. False at the cut. */
function wrongCodes(messages, max, issues, customCodes, codeCount) {
  const list = Array.isArray(customCodes);
  for (let j = 0; j < codeCount; j++) {
    const entry = list ? customCodes[j] : customCodes;
    if (kindOf(entry) === WRONG) {
      issues.push(
        issue(messages, 'wrong-type', false, 'error', 'customCodes', ['fundraiserCustomCode', j], W.customCodes),
      );
      if (issues.length > max) return false;
    } else if (list) j = holesEnd(customCodes, j);
  }
  return true;
}

/** Rows 59-62: charityResourceId, needed by custom codes (002.01.21); otherwise checked if given. */
function charityRules(o, issues, unchecked, charity, codeCount) {
  const messages = o.messages;
  const kCharity = kindOf(charity);
  const withCodes = codeCount > 0;
  if (kCharity === TEXT) {
    const text = textOf(charity);
    if (longer(text, 36)) {
      if (withCodes) issues.push(err(messages, '002.01.21', true, 'charityResourceId', M.charity21));
      else issues.push(err(messages, 'too-long', false, 'charityResourceId', M.charityLong));
    } else if (o.charities === undefined) {
      if (issues.length <= o.maxIssues)
        skip(unchecked, withCodes ? '002.01.21' : 'unknown-charity', 'charityResourceId', 'charities');
    } else if (!inList(o.charities, text)) {
      if (withCodes) issues.push(err(messages, '002.01.21', true, 'charityResourceId', M.charity21));
      else issues.push(err(messages, 'unknown-charity', false, 'charityResourceId', M.charityUnknown));
    }
  } else if (withCodes) issues.push(err(messages, '002.01.21', true, 'charityResourceId', M.charity21));
  if (kCharity === WRONG) issues.push(err(messages, 'wrong-type', false, 'charityResourceId', W.charityResourceId));
}
