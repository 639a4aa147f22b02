// biome-ignore-all lint/suspicious/noAssignInExpressions: `(unchecked ??= []).push(…)` allocates the list only when a rule is skipped, on the hot path.
/**
 * A hand-written, performance-minded create-account validator: the yardstick
 * `validateAccount` is measured against (bench/run.mjs).
 *
 * It does EXACTLY the checks of rules/account.ts as contract sections 3-6
 * decide them, in the same table order, with the same options, and returns
 * the same `{ valid, issues, codes, unchecked, truncated }` with the same
 * issue objects. bench/run.mjs (and bench/equivalence.mjs) prove the two agree
 * before anything is timed.
 *
 * What makes it fast, and what the engine cannot do the same way:
 * - every field is read and classified (absent / text / wrong type) once,
 *   not once per condition that names it;
 * - options are prepared once per options object (lists become Sets, `today`
 *   is parsed once), checked again only by identity of their values;
 * - dates are plain integer arithmetic (no `Date`, no date-fns);
 * - no three-valued logic, no closures per condition, no per-run objects
 *   other than the result itself;
 * - `maxIssues` is applied at the end: the issues are produced in table order,
 *   so cutting the list afterwards keeps the same issues, and an unchecked
 *   entry is kept when it was recorded before the first issue that did not fit
 *   (exactly what the engine's early stop keeps); only the custom-code
 *   entries, read late, are not read past the cut, as the engine does not;
 * - a body that throws when read gives the engine's 'unreadable-input'
 *   result, and a fact function's error propagates as it was thrown. (A body
 *   whose getters answer differently on each read is not covered: the engine
 *   reads a custom-code entry once per rule, this validator once or twice.)
 *
 * Messages are the rule table's (copied from rules/account.ts); the
 * `messages` option replaces them the same way (`code:parameter`, then `code`).
 *
 * The value helpers, the option checks both validators make, the fact calls
 * and the result building are shared with hand-written-page.mjs, in
 * bench/hand-written-common.mjs.
 */
import * as common from './hand-written-common.mjs';

// The shared helpers as module constants: calls through live import bindings measured ~10% slower.
const {
  TEXT,
  WRONG,
  WRONG_TYPE,
  ask,
  checkCommonOptions,
  entryCount,
  err,
  finish,
  fn,
  issue,
  kindOf,
  longer,
  preparedBase,
  resolveOptions,
  setOf,
  textOf,
  todayInLondon,
  unreadable,
  urlSegment,
  ymd,
} = common;

// ---------------------------------------------------------------------------
// Values (contract section 5)

/** ASCII digits 0-9 only, at least one. */
function digitsOnly(text) {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return text.length > 0;
}

/** '@' and at least two '.' (the service's whole email rule). */
function emailShape(text) {
  if (text.indexOf('@') === -1) return false;
  const first = text.indexOf('.');
  return first !== -1 && text.indexOf('.', first + 1) !== -1;
}

/** UK outward code (A9, A99, AA9, AA99, A9A, AA9A), one space, inward code 9AA; or GIR 0AA. */
const UK_POSTCODE = /^(?:[A-Za-z]{1,2}[0-9][A-Za-z0-9]? [0-9][A-Za-z]{2}|[Gg][Ii][Rr] 0[Aa]{2})$/;

/**
 * Whole years from a birth date to a day, both as YYYYMMDD integers. A
 * 29 February birthday falls on 1 March in common years (0229 > 0228).
 */
function wholeYears(birth, day) {
  const years = Math.floor(day / 10000) - Math.floor(birth / 10000);
  return day % 10000 < birth % 10000 ? years - 1 : years;
}

// ---------------------------------------------------------------------------
// Options (contract section 4)

const DEFAULT_UK = new Set(['GB', 'UK']);
const prepared = new WeakMap();

function prepare(options) {
  const o = preparedBase(options, checkCommonOptions(options));
  o.countries = setOf('countries', options.countries);
  o.uk = setOf('ukCountryCodes', options.ukCountryCodes) ?? DEFAULT_UK;
  o.charities = setOf('charities', options.charities);
  o.accountExists = fn('accountExists', options.accountExists);
  o.personalUrlTaken = fn('personalUrlTaken', options.personalUrlTaken);
  o.telephoneExists = fn('telephoneExists', options.telephoneExists);
  o.postcodeFormat = fn('postcodeFormat', options.postcodeFormat);
  return o;
}

const DEFAULTS = prepare({});

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
const WRONG_LABEL = {
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
  charityMarketingIndicator: 'Charity marketing indicator',
  allCharityMarketingIndicator: 'All-charity marketing indicator',
  groupMarketingIndicator: 'Group marketing indicator',
  serviceMarketingIndicator: 'Service marketing indicator',
  dateOfBirth: 'Date of birth',
  customCodes: 'A custom code',
  charityResourceId: 'Charity resource ID',
};
const WRONG_MESSAGE = Object.fromEntries(Object.entries(WRONG_LABEL).map(([key, label]) => [key, label + WRONG_TYPE]));
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

const TITLES = new Set(['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof']);

// ---------------------------------------------------------------------------
// The validator

/**
 * Checks a create-account body exactly as `validateAccount` does.
 * @example validateAccountByHand({ title: 'Sir' }, { today: '20261122' }).codes.includes('002.01.04') // true
 */
export function validateAccountByHand(input, options) {
  const o = resolveOptions(options, prepared, prepare, DEFAULTS);
  try {
    return check(input, o);
  } catch (error) {
    return unreadable(error);
  }
}

function check(input, o) {
  const issues = [];
  // Unchecked rules, with the issue count when each was found (for maxIssues).
  let unchecked;

  // 002.01.01: not an object; nothing else runs.
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    issues.push(issue(o, '002.01.01', true, 'error', '', [], M.body));
    return finish(o, issues, unchecked, false);
  }
  const today = o.today === 0 ? todayInLondon() : o.today;

  // Each field read once, in the order validateAccount reads them (it matters only to a body that throws when read).
  const customCodes = input.fundraiserCustomCode;
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
  const marketing = [
    input.charityMarketingIndicator,
    input.allCharityMarketingIndicator,
    input.groupMarketingIndicator,
    input.serviceMarketingIndicator,
  ];
  const dob = input.dateOfBirth;
  const charity = input.charityResourceId;

  const kTitle = kindOf(title);
  const kForename = kindOf(forename);
  const kSurname = kindOf(surname);
  const kLine1 = kindOf(addressLine1);
  const kLine2 = kindOf(addressLine2);
  const kTown = kindOf(townCity);
  const kCounty = kindOf(countyState);
  const kPostcode = kindOf(postcode);
  const kCountry = kindOf(countryCode);
  const kTelephone = kindOf(telephone);
  const kEmail = kindOf(email);
  const kUrl = kindOf(personalUrl);
  const kTerms = kindOf(terms);
  const kDob = kindOf(dob);
  const kCharity = kindOf(charity);
  const kMarketing = [kindOf(marketing[0]), kindOf(marketing[1]), kindOf(marketing[2]), kindOf(marketing[3])];

  // Repeating field: an array's entries, or one non-absent value.
  const codeCount = entryCount(customCodes);

  // 002.01.02: an object with none of the account fields present.
  if (
    kTitle !== TEXT &&
    kForename !== TEXT &&
    kSurname !== TEXT &&
    kLine1 !== TEXT &&
    kLine2 !== TEXT &&
    kTown !== TEXT &&
    kCounty !== TEXT &&
    kPostcode !== TEXT &&
    kCountry !== TEXT &&
    kTelephone !== TEXT &&
    kEmail !== TEXT &&
    kUrl !== TEXT &&
    kTerms !== TEXT &&
    kMarketing[0] !== TEXT &&
    kMarketing[1] !== TEXT &&
    kMarketing[2] !== TEXT &&
    kMarketing[3] !== TEXT &&
    kDob !== TEXT &&
    codeCount === 0 &&
    kCharity !== TEXT
  ) {
    issues.push(issue(o, '002.01.02', true, 'error', '', [], M.none));
  }

  // title
  if (kTitle !== TEXT || !TITLES.has(textOf(title))) issues.push(err(o, '002.01.04', true, 'title', M.title));
  if (kTitle === WRONG) issues.push(err(o, 'wrong-type', false, 'title', WRONG_MESSAGE.title));

  // forename, surname
  if (kForename !== TEXT || longer(textOf(forename), 50))
    issues.push(err(o, '002.01.07', true, 'forename', M.forename));
  if (kForename === WRONG) issues.push(err(o, 'wrong-type', false, 'forename', WRONG_MESSAGE.forename));
  if (kSurname !== TEXT || longer(textOf(surname), 50)) issues.push(err(o, '002.01.06', true, 'surname', M.surname));
  if (kSurname === WRONG) issues.push(err(o, 'wrong-type', false, 'surname', WRONG_MESSAGE.surname));

  // address
  if (kLine1 !== TEXT) issues.push(err(o, '002.01.19', true, 'addressLine1', M.addressLine1));
  else if (longer(textOf(addressLine1), 50)) issues.push(err(o, 'too-long', false, 'addressLine1', M.addressLine1Long));
  if (kLine1 === WRONG) issues.push(err(o, 'wrong-type', false, 'addressLine1', WRONG_MESSAGE.addressLine1));
  if (kLine2 !== TEXT) issues.push(err(o, 'required', false, 'addressLine2', M.addressLine2));
  else if (longer(textOf(addressLine2), 100))
    issues.push(err(o, 'too-long', false, 'addressLine2', M.addressLine2Long));
  if (kLine2 === WRONG) issues.push(err(o, 'wrong-type', false, 'addressLine2', WRONG_MESSAGE.addressLine2));
  if (kTown !== TEXT) issues.push(err(o, '002.01.19', true, 'townCity', M.townCity));
  else if (longer(textOf(townCity), 100)) issues.push(err(o, 'too-long', false, 'townCity', M.townCityLong));
  if (kTown === WRONG) issues.push(err(o, 'wrong-type', false, 'townCity', WRONG_MESSAGE.townCity));
  if (kCounty !== TEXT) issues.push(err(o, 'required', false, 'countyState', M.countyState));
  else if (longer(textOf(countyState), 100)) issues.push(err(o, 'too-long', false, 'countyState', M.countyStateLong));
  if (kCounty === WRONG) issues.push(err(o, 'wrong-type', false, 'countyState', WRONG_MESSAGE.countyState));

  // postcode (the country decides which format rule applies)
  const country = kCountry === TEXT ? textOf(countryCode) : undefined;
  const isUk = country !== undefined && o.uk.has(country);
  const postcodeText = kPostcode === TEXT ? textOf(postcode) : undefined;
  if (postcodeText === undefined ? isUk : longer(postcodeText, 8)) {
    issues.push(err(o, '002.01.16', true, 'postcode', M.postcode16));
  }
  if (postcodeText !== undefined) {
    if (isUk) {
      if (!UK_POSTCODE.test(postcodeText)) issues.push(err(o, '002.01.17', true, 'postcode', M.postcode17));
    } else if (
      country !== undefined &&
      o.postcodeFormat !== undefined &&
      !ask('postcodeFormat', o.postcodeFormat, postcodeText, country)
    ) {
      issues.push(issue(o, 'postcode-format', false, 'warning', 'postcode', ['postcode'], M.postcodeFormat));
    }
  }
  if (kPostcode === WRONG) issues.push(err(o, 'wrong-type', false, 'postcode', WRONG_MESSAGE.postcode));

  // countryCode
  if (country === undefined || longer(country, 10)) {
    issues.push(err(o, '002.01.03', true, 'countryCode', M.country));
  } else if (o.countries === undefined) {
    (unchecked ??= []).push({ code: '002.01.03', parameter: 'countryCode', needs: 'countries', at: issues.length });
  } else if (!o.countries.has(country)) {
    issues.push(err(o, '002.01.03', true, 'countryCode', M.country));
  }
  if (kCountry === WRONG) issues.push(err(o, 'wrong-type', false, 'countryCode', WRONG_MESSAGE.countryCode));

  // preferredTelephone
  if (kTelephone !== TEXT) {
    issues.push(err(o, '002.01.11', true, 'preferredTelephone', M.telephone11));
  } else {
    const text = textOf(telephone);
    if (longer(text, 16) || !digitsOnly(text)) {
      issues.push(err(o, '002.01.12', true, 'preferredTelephone', M.telephone12));
    } else if (country !== undefined && o.telephoneExists !== undefined) {
      // A warning: without the option it is neither checked nor listed as unchecked.
      if (!ask('telephoneExists', o.telephoneExists, text, country)) {
        issues.push(
          issue(
            o,
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
  }
  if (kTelephone === WRONG)
    issues.push(err(o, 'wrong-type', false, 'preferredTelephone', WRONG_MESSAGE.preferredTelephone));

  // emailAddress, and the account lookup
  const emailText = kEmail === TEXT ? textOf(email) : undefined;
  const emailLong = emailText !== undefined && longer(emailText, 255);
  if (emailLong) issues.push(err(o, '002.01.09', true, 'emailAddress', M.email09));
  const emailGood = emailText !== undefined && emailShape(emailText);
  if (!emailGood) issues.push(err(o, '002.01.10', true, 'emailAddress', M.email10));
  const dobText = kDob === TEXT ? textOf(dob) : undefined;
  const birth = dobText === undefined ? -1 : ymd(dobText);
  if (emailGood && !emailLong && birth >= 0) {
    if (o.accountExists === undefined) {
      (unchecked ??= []).push({
        code: '002.01.31',
        parameter: 'emailAddress',
        needs: 'accountExists',
        at: issues.length,
      });
    } else if (ask('accountExists', o.accountExists, emailText, dobText)) {
      issues.push(err(o, '002.01.31', true, 'emailAddress', M.email31));
    }
  }
  if (kEmail === WRONG) issues.push(err(o, 'wrong-type', false, 'emailAddress', WRONG_MESSAGE.emailAddress));

  // personalUrl, and the URL lookup
  if (kUrl !== TEXT) {
    issues.push(err(o, '002.01.05', true, 'personalUrl', M.url05));
  } else {
    const text = textOf(personalUrl);
    if (longer(text, 60) || !urlSegment(text)) {
      issues.push(err(o, '002.01.20', true, 'personalUrl', M.url20));
    } else if (o.personalUrlTaken === undefined) {
      (unchecked ??= []).push({
        code: 'personal-url-taken',
        parameter: 'personalUrl',
        needs: 'personalUrlTaken',
        at: issues.length,
      });
    } else if (ask('personalUrlTaken', o.personalUrlTaken, text)) {
      issues.push(err(o, 'personal-url-taken', false, 'personalUrl', M.urlTaken));
    }
  }
  if (kUrl === WRONG) issues.push(err(o, 'wrong-type', false, 'personalUrl', WRONG_MESSAGE.personalUrl));

  // termsAndConditionsAccepted
  if (kTerms !== TEXT || textOf(terms) !== 'Y')
    issues.push(err(o, '002.01.08', true, 'termsAndConditionsAccepted', M.terms));
  if (kTerms === WRONG) {
    issues.push(err(o, 'wrong-type', false, 'termsAndConditionsAccepted', WRONG_MESSAGE.termsAndConditionsAccepted));
  }

  // the four marketing indicators, no longer used: required, and 'N'
  for (let i = 0; i < 4; i++) {
    const kind = kMarketing[i];
    const row = MARKETING[i];
    if (kind !== TEXT) issues.push(err(o, 'required', false, row.field, row.required));
    else if (textOf(marketing[i]) !== 'N') issues.push(err(o, 'must-be-N', false, row.field, row.mustBeN));
    if (kind === WRONG) issues.push(err(o, 'wrong-type', false, row.field, row.wrong));
  }

  // dateOfBirth
  if (kDob !== TEXT) issues.push(err(o, '002.01.13', true, 'dateOfBirth', M.dob13));
  else if (birth < 0) issues.push(err(o, '002.01.14', true, 'dateOfBirth', M.dob14));
  else {
    const age = wholeYears(birth, today);
    if (age < 13 || age > 100) issues.push(err(o, '002.01.15', true, 'dateOfBirth', M.dob15));
  }
  if (kDob === WRONG) issues.push(err(o, 'wrong-type', false, 'dateOfBirth', WRONG_MESSAGE.dateOfBirth));

  // fundraiserCustomCode (parameter customCodes)
  if (codeCount > 5) {
    issues.push(issue(o, '002.01.23', true, 'error', 'customCodes', ['fundraiserCustomCode'], M.codes23));
  }
  if (codeCount > 0) {
    const list = Array.isArray(customCodes);
    let wrong = 0;
    const max = o.maxIssues;
    for (let j = 0; j < codeCount; j++) {
      // Past the maxIssues cut validateAccount reads no further (a getter that throws would not be reached).
      if (issues.length > max) return finish(o, issues, unchecked, false);
      const entry = list ? customCodes[j] : customCodes;
      const kind = kindOf(entry);
      if (kind === WRONG) wrong++;
      if (kind !== TEXT || longer(textOf(entry), 255)) {
        issues.push(issue(o, '002.01.22', true, 'error', 'customCodes', ['fundraiserCustomCode', j], M.codes22));
      }
    }
    // The wrong-type rule runs after the 002.01.22 rule has seen every entry.
    for (let j = 0; wrong > 0 && j < codeCount; j++) {
      if (issues.length > max) return finish(o, issues, unchecked, false);
      if (kindOf(list ? customCodes[j] : customCodes) === WRONG) {
        issues.push(
          issue(o, 'wrong-type', false, 'error', 'customCodes', ['fundraiserCustomCode', j], WRONG_MESSAGE.customCodes),
        );
        wrong--;
      }
    }
  }

  // charityResourceId: needed by custom codes; otherwise checked if given
  const charityText = kCharity === TEXT ? textOf(charity) : undefined;
  const charityLong = charityText !== undefined && longer(charityText, 36);
  if (codeCount > 0) {
    if (charityText === undefined || charityLong) {
      issues.push(err(o, '002.01.21', true, 'charityResourceId', M.charity21));
    } else if (o.charities === undefined) {
      (unchecked ??= []).push({
        code: '002.01.21',
        parameter: 'charityResourceId',
        needs: 'charities',
        at: issues.length,
      });
    } else if (!o.charities.has(charityText)) {
      issues.push(err(o, '002.01.21', true, 'charityResourceId', M.charity21));
    }
  } else if (charityLong) {
    issues.push(err(o, 'too-long', false, 'charityResourceId', M.charityLong));
  } else if (charityText !== undefined) {
    if (o.charities === undefined) {
      (unchecked ??= []).push({
        code: 'unknown-charity',
        parameter: 'charityResourceId',
        needs: 'charities',
        at: issues.length,
      });
    } else if (!o.charities.has(charityText)) {
      issues.push(err(o, 'unknown-charity', false, 'charityResourceId', M.charityUnknown));
    }
  }
  if (kCharity === WRONG)
    issues.push(err(o, 'wrong-type', false, 'charityResourceId', WRONG_MESSAGE.charityResourceId));

  return finish(o, issues, unchecked, false);
}
