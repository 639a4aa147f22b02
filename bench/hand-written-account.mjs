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
 * bench/equivalence.mjs proves it, whole results compared (bench/run.mjs
 * and `npm test` run it).
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
 *   length 2^32 - 1 costs its entries, not its length. The pass notes a bit
 *   per entry for each per-code rule that fires there; the per-code issues
 *   come after it, in the engine's order, an entry of 002.01.22 read again
 *   for its length (as the engine's loop reads it again).
 * - Options: the last four options objects are remembered with their 15
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
 *   character loops instead of regular expressions.
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
 * Messages are the rule table's (rules/account.ts), as the generated
 * validator carries them (src/tables/params.ts, `prefilled`).
 */
import * as common from './hand-written-common.mjs';

// The shared helpers as module constants: calls through live import bindings measured ~10% slower.
const {
  TEXT,
  WRONG,
  WRONG_TYPE,
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
  isLeap,
  isRecord,
  inList,
  kindOf,
  longer,
  resolveOptions,
  row,
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
// Rows (rules/account.ts): each row's message as the validator carries it, fixed values filled in

const allowed = (...values) => ({ fixed: () => ({ allowed: [...values] }) });
const R = {
  body: row('002.01.01', '', 'No fundraiser details were provided: the body must be an object.'),
  none: row('002.01.02', '', 'No details were supplied: none of the account fields is present.'),
  title: row('002.01.04', 'title', 'Title must be one of Mr, Mrs, Ms, Miss, Dr, Prof.', {
    fixed: () => ({ allowed: ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof'] }),
  }),
  forename: row('002.01.07', 'forename', 'Forename is required and may have at most 50 characters; it has {length}.'),
  surname: row('002.01.06', 'surname', 'Surname is required and may have at most 50 characters; it has {length}.'),
  addressLine1: row('002.01.19', 'addressLine1', 'The first address line is required.'),
  addressLine1Long: row(
    'too-long',
    'addressLine1',
    'The first address line may have at most 50 characters; it has {length}.',
  ),
  addressLine2: row('required', 'addressLine2', 'The second address line is required.'),
  addressLine2Long: row(
    'too-long',
    'addressLine2',
    'The second address line may have at most 100 characters; it has {length}.',
  ),
  townCity: row('002.01.19', 'townCity', 'Town or city is required.'),
  townCityLong: row('too-long', 'townCity', 'Town or city may have at most 100 characters; it has {length}.'),
  countyState: row('required', 'countyState', 'County is required.'),
  countyStateLong: row('too-long', 'countyState', 'County may have at most 100 characters; it has {length}.'),
  postcode16: row(
    '002.01.16',
    'postcode',
    'Postcode may have at most 8 characters (it has {length}), and is required for a UK address.',
  ),
  postcode17: row(
    '002.01.17',
    'postcode',
    'Postcode must be a UK postcode: outward code, one space, inward code (e.g. SW1A 1AA).',
  ),
  postcodeFormat: row(
    'postcode-format',
    'postcode',
    "Postcode does not look like a postcode of the account's country.",
    {
      severity: 'warning',
    },
  ),
  country: row(
    '002.01.03',
    'countryCode',
    'Country code must be a code from the country lookup, of at most 10 characters.',
  ),
  telephone11: row('002.01.11', 'preferredTelephone', 'Telephone number is required.'),
  telephone12: row(
    '002.01.12',
    'preferredTelephone',
    'Telephone number must be digits only, at most 16; it has {length} characters.',
  ),
  telephoneFormat: row(
    'telephone-format',
    'preferredTelephone',
    "Telephone number does not look like a number of the account's country.",
    { severity: 'warning' },
  ),
  email09: row('002.01.09', 'emailAddress', 'Email address may have at most 255 characters; it has {length}.'),
  email10: row(
    '002.01.10',
    'emailAddress',
    "Email address is required and must contain '@' and at least two full stops.",
  ),
  email31: row('002.01.31', 'emailAddress', 'An account already exists for this email address and date of birth.'),
  url05: row('002.01.05', 'personalUrl', 'Personal URL is required.'),
  url20: row(
    '002.01.20',
    'personalUrl',
    'Personal URL may have at most 60 characters (it has {length}): ASCII letters, digits and - _ . ~ only.',
  ),
  urlTaken: row('personal-url-taken', 'personalUrl', 'This personal URL is already taken.'),
  terms: row('002.01.08', 'termsAndConditionsAccepted', 'The terms and conditions must be accepted (Y).', allowed('Y')),
  dob13: row('002.01.13', 'dateOfBirth', 'Date of birth is required.'),
  dob14: row('002.01.14', 'dateOfBirth', 'Date of birth must be a real date written YYYYMMDD.'),
  dob15: row('002.01.15', 'dateOfBirth', 'The account holder must be 13 to 100 years old.', {
    fixed: () => ({ min: 13, max: 100 }),
  }),
  codes23: row('002.01.23', 'customCodes', 'At most 5 custom codes may be given; there are {count}.', {
    at: 'fundraiserCustomCode',
  }),
  codes22: row(
    '002.01.22',
    'customCodes',
    'Each custom code must be given and may have at most 255 characters; this one has {length}.',
    { at: 'fundraiserCustomCode[]' },
  ),
  codesWrong: row('wrong-type', 'customCodes', `A custom code${WRONG_TYPE}`, { at: 'fundraiserCustomCode[]' }),
  charity21: row(
    '002.01.21',
    'charityResourceId',
    'Custom codes need the resource ID of a known charity, of at most 36 characters.',
  ),
  charityLong: row(
    'too-long',
    'charityResourceId',
    'Charity resource ID may have at most 36 characters; it has {length}.',
  ),
  charityUnknown: row('unknown-charity', 'charityResourceId', 'Charity resource ID is not a known charity.'),
};
/** The wrong-type row of each top-level field. */
const W = Object.fromEntries(
  Object.entries({
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
    charityResourceId: 'Charity resource ID',
  }).map(([field, label]) => [field, row('wrong-type', field, label + WRONG_TYPE)]),
);

/** The four marketing indicators, no longer used: each required, and 'N'. */
const MARKETING = [
  ['charityMarketingIndicator', 'Charity marketing indicator'],
  ['allCharityMarketingIndicator', 'All-charity marketing indicator'],
  ['groupMarketingIndicator', 'Group marketing indicator'],
  ['serviceMarketingIndicator', 'Service marketing indicator'],
].map(([field, label]) => ({
  required: row('required', field, `${label} is required.`),
  mustBeN: row('must-be-N', field, `${label} is no longer used and must be sent as N.`, allowed('N')),
  wrong: row('wrong-type', field, label + WRONG_TYPE),
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
  if (!contact(o, issues, unchecked, telephone, country, email, dobText, birth, personalUrl))
    return finish(max, issues, unchecked);
  consents(o, issues, terms, marketing0, marketing1, marketing2, marketing3);
  birthDate(o, issues, dob, birth);
  if (codeCount > 0 && !codes(o, issues, customCodes, codeCount)) return finish(max, issues, unchecked);
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

/** The text of a TEXT value, else undefined (a length's params count 0 code points for it). */
const textIfAny = (value, kind) => (kind === TEXT ? textOf(value) : undefined);

/** Rows 2-7: title, forename, surname. ('Mr' and the others are strings: a number never matches.) */
function names(o, issues, title, forename, surname) {
  if (!isTitle(title)) addFixed(o, issues, R.title);
  if (kindOf(title) === WRONG) add(o, issues, W.title);
  const kForename = kindOf(forename);
  if (kForename !== TEXT || longer(textOf(forename), 50))
    addLength(o, issues, R.forename, 50, textIfAny(forename, kForename));
  if (kForename === WRONG) add(o, issues, W.forename);
  const kSurname = kindOf(surname);
  if (kSurname !== TEXT || longer(textOf(surname), 50))
    addLength(o, issues, R.surname, 50, textIfAny(surname, kSurname));
  if (kSurname === WRONG) add(o, issues, W.surname);
}

/** Rows 8-19: the address lines, town and county: each required, at most so long, text. */
function address(o, issues, addressLine1, addressLine2, townCity, countyState) {
  line(o, issues, addressLine1, 50, R.addressLine1, R.addressLine1Long, W.addressLine1);
  line(o, issues, addressLine2, 100, R.addressLine2, R.addressLine2Long, W.addressLine2);
  line(o, issues, townCity, 100, R.townCity, R.townCityLong, W.townCity);
  line(o, issues, countyState, 100, R.countyState, R.countyStateLong, W.countyState);
}

function line(o, issues, value, max, missing, tooLong, wrong) {
  const kind = kindOf(value);
  if (kind !== TEXT) add(o, issues, missing);
  else {
    const text = textOf(value);
    if (longer(text, max)) addLength(o, issues, tooLong, max, text);
  }
  if (kind === WRONG) add(o, issues, wrong);
}

/**
 * Rows 20-25: postcode (the country decides which format rule applies) and
 * countryCode. False when the engine would have stopped before the fact it asks.
 */
function place(o, issues, unchecked, postcode, countryCode, country) {
  const isUk = country !== undefined && inList(o.uk, country);
  const kPostcode = kindOf(postcode);
  const postcodeText = kPostcode === TEXT ? textOf(postcode) : undefined;
  if (postcodeText === undefined ? isUk : longer(postcodeText, 8)) addLength(o, issues, R.postcode16, 8, postcodeText);
  if (postcodeText !== undefined) {
    if (isUk) {
      if (!ukPostcode(postcodeText)) add(o, issues, R.postcode17);
    } else if (country !== undefined && o.postcodeFormat !== undefined) {
      // A warning: without the option it is neither checked nor listed as unchecked.
      if (issues.length > o.maxIssues) return false;
      if (!ask2('postcodeFormat', o.postcodeFormat, postcodeText, country)) add(o, issues, R.postcodeFormat);
    }
  }
  if (kPostcode === WRONG) add(o, issues, W.postcode);

  if (country === undefined || longer(country, 10)) addLength(o, issues, R.country, 10, country);
  else if (o.countries === undefined) {
    if (issues.length <= o.maxIssues) skip(o, unchecked, R.country, 'countries');
  } else if (!inList(o.countries, country)) addLength(o, issues, R.country, 10, country);
  if (kindOf(countryCode) === WRONG) add(o, issues, W.countryCode);
  return true;
}

/**
 * Rows 26-37: telephone, e-mail (and the account lookup), personal URL (and
 * its lookup). False when the engine would have stopped before a fact it asks.
 */
function contact(o, issues, unchecked, telephone, country, email, dobText, birth, personalUrl) {
  const max = o.maxIssues;
  const kTelephone = kindOf(telephone);
  if (kTelephone !== TEXT) add(o, issues, R.telephone11);
  else {
    const text = textOf(telephone);
    if (longer(text, 16) || !digitsOnly(text)) addLength(o, issues, R.telephone12, 16, text);
    else if (country !== undefined && o.telephoneExists !== undefined) {
      // A warning: without the option it is neither checked nor listed as unchecked.
      if (issues.length > max) return false;
      if (!ask2('telephoneExists', o.telephoneExists, text, country)) add(o, issues, R.telephoneFormat);
    }
  }
  if (kTelephone === WRONG) add(o, issues, W.preferredTelephone);

  const kEmail = kindOf(email);
  const emailText = kEmail === TEXT ? textOf(email) : undefined;
  const emailLong = emailText !== undefined && longer(emailText, 255);
  if (emailLong) addLength(o, issues, R.email09, 255, emailText);
  const emailGood = emailText !== undefined && emailShape(emailText);
  if (!emailGood) add(o, issues, R.email10);
  if (emailGood && !emailLong && birth >= 0) {
    if (o.accountExists === undefined) {
      if (issues.length <= max) skip(o, unchecked, R.email31, 'accountExists');
    } else {
      if (issues.length > max) return false;
      if (ask2('accountExists', o.accountExists, emailText, dobText)) add(o, issues, R.email31);
    }
  }
  if (kEmail === WRONG) add(o, issues, W.emailAddress);

  const kUrl = kindOf(personalUrl);
  if (kUrl !== TEXT) add(o, issues, R.url05);
  else {
    const text = textOf(personalUrl);
    if (longer(text, 60) || !urlSegment(text)) addLength(o, issues, R.url20, 60, text);
    else if (o.personalUrlTaken === undefined) {
      if (issues.length <= max) skip(o, unchecked, R.urlTaken, 'personalUrlTaken');
    } else {
      if (issues.length > max) return false;
      if (ask1('personalUrlTaken', o.personalUrlTaken, text)) add(o, issues, R.urlTaken);
    }
  }
  if (kUrl === WRONG) add(o, issues, W.personalUrl);
  return true;
}

/** Rows 38-51: terms ('Y'), and the four marketing indicators, no longer used ('N'). Strings: a number never matches. */
function consents(o, issues, terms, marketing0, marketing1, marketing2, marketing3) {
  if (terms !== 'Y') {
    addFixed(o, issues, R.terms);
    if (kindOf(terms) === WRONG) add(o, issues, W.termsAndConditionsAccepted);
  }
  if (marketing0 !== 'N') marketing(o, issues, marketing0, MARKETING[0]);
  if (marketing1 !== 'N') marketing(o, issues, marketing1, MARKETING[1]);
  if (marketing2 !== 'N') marketing(o, issues, marketing2, MARKETING[2]);
  if (marketing3 !== 'N') marketing(o, issues, marketing3, MARKETING[3]);
}

/** A marketing indicator that is not 'N': required, or must be 'N'; and maybe the wrong type. */
function marketing(o, issues, value, rows) {
  const kind = kindOf(value);
  if (kind !== TEXT) add(o, issues, rows.required);
  else addFixed(o, issues, rows.mustBeN);
  if (kind === WRONG) add(o, issues, rows.wrong);
}

/** Rows 52-55: date of birth; 13 to 100 years old is two integer comparisons against bounds kept per `today`. */
function birthDate(o, issues, dob, birth) {
  const kDob = kindOf(dob);
  if (kDob !== TEXT) add(o, issues, R.dob13);
  else if (birth < 0) add(o, issues, R.dob14);
  else {
    const today = o.today === 0 ? todayInLondon() : o.today;
    if (today !== boundsDay) ageBounds(today);
    if (birth > bornBy13 || birth <= bornAfter101) addFixed(o, issues, R.dob15);
  }
  if (kDob === WRONG) add(o, issues, W.dateOfBirth);
}

/**
 * Rows 56-58: fundraiserCustomCode (parameter customCodes). False when the
 * engine would have stopped (at the cut) before reading on.
 *
 * The entries are read where and as the generated validator reads them: in
 * its one pass over the list, after 002.01.23 and before any 002.01.22
 * issue, each entry once in index order, a run of holes read at its first
 * index only (`holesEnd`); no cut falls inside the pass, so every entry is
 * read (and one that throws, throws) whatever `maxIssues` is. The pass
 * notes a bit per entry for each per-code rule that fires there (002.01.22,
 * wrong-type); the issues come after it, in index order, as the engine's
 * per-code loops give them: an entry of 002.01.22 read again for its length
 * (the engine's loop reads it again too). A list in which the pass jumped a
 * run of holes, or that has an entry at index 31 or past that fires (a
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
  let lateBad = false; // 002.01.22 fires at index 31 or past (a hostile list)
  let lateWrong = false; // so does wrong-type
  for (let j = 0; j < codeCount; j++) {
    const entry = list ? customCodes[j] : customCodes;
    const kind = kindOf(entry);
    if (kind !== TEXT || longer(textOf(entry), 255)) {
      if (j < 31) badBits |= 1 << j;
      else lateBad = true;
    }
    if (kind === WRONG) {
      if (j < 31) wrongBits |= 1 << j;
      else lateWrong = true;
    }
    if (list) {
      const end = holesEnd(customCodes, j);
      if (end !== j) {
        jumped = true;
        j = end;
      }
    }
  }
  if (jumped || lateBad || lateWrong)
    return codesAsRead(o, issues, customCodes, codeCount, badBits !== 0 || lateBad, wrongBits !== 0 || lateWrong);
  for (let j = 0; badBits !== 0; j++, badBits >>>= 1) {
    if ((badBits & 1) === 0) continue;
    const entry = list ? customCodes[j] : customCodes;
    const path = ['fundraiserCustomCode', j];
    addLength(o, issues, R.codes22, 255, kindOf(entry) === TEXT ? textOf(entry) : undefined, path);
    if (issues.length > max) return false;
  }
  for (let j = 0; wrongBits !== 0; j++, wrongBits >>>= 1) {
    if ((wrongBits & 1) === 0) continue;
    add(o, issues, R.codesWrong, ['fundraiserCustomCode', j]);
    if (issues.length > max) return false;
  }
  return true;
}

/**
 * The engine's two per-code loops, each only when its rule fires somewhere
 * (as the engine runs them), reading as they read. False at the cut.
 */
function codesAsRead(o, issues, customCodes, codeCount, anyBad, anyWrong) {
  const max = o.maxIssues;
  const list = Array.isArray(customCodes);
  for (let j = 0; anyBad && j < codeCount; j++) {
    const entry = list ? customCodes[j] : customCodes;
    const kind = kindOf(entry);
    if (kind !== TEXT || longer(textOf(entry), 255)) {
      addLength(o, issues, R.codes22, 255, kind === TEXT ? textOf(entry) : undefined, ['fundraiserCustomCode', j]);
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
  return true;
}

/** Rows 59-62: charityResourceId, needed by custom codes (002.01.21); otherwise checked if given. */
function charityRules(o, issues, unchecked, charity, codeCount) {
  const kCharity = kindOf(charity);
  const withCodes = codeCount > 0;
  if (kCharity === TEXT) {
    const text = textOf(charity);
    if (longer(text, 36)) {
      if (withCodes) addLength(o, issues, R.charity21, 36, text);
      else addLength(o, issues, R.charityLong, 36, text);
    } else if (o.charities === undefined) {
      if (issues.length <= o.maxIssues) skip(o, unchecked, withCodes ? R.charity21 : R.charityUnknown, 'charities');
    } else if (!inList(o.charities, text)) {
      if (withCodes) addLength(o, issues, R.charity21, 36, text);
      else add(o, issues, R.charityUnknown);
    }
  } else if (withCodes) addLength(o, issues, R.charity21, 36, undefined);
  if (kCharity === WRONG) add(o, issues, W.charityResourceId);
}
