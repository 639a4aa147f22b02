/**
 * The package's own codes, for rules the service description states without
 * a code (contract section 7). Never of the documented NNN.NN.NN form.
 */
export const engineCodes = {
  'unreadable-input':
    'The input threw when it was read (a getter or a revoked Proxy; never a JSON value): nothing could be checked.',
  required: 'A required field that has no documented code of its own is absent.',
  'too-long': 'A value is longer than its Varchar size, where no documented code covers that size.',
  'wrong-type':
    'A field holds an object, an array, a boolean or another non-text value where text or a number belongs.',
  'not-storable-text':
    "A text value holds U+0000 or an unpaired surrogate, which the service's text columns cannot store.",
  'too-short': 'A value is shorter than the description requires (a search surname of fewer than 3 characters).',
  'not-one-of': 'A value is not one of the values the description allows.',
  'not-whole-number': 'A numeric parameter is not a whole number.',
  'out-of-range': 'A whole number is outside the range the description allows.',
  'must-be-N': "A no-longer-used marketing indicator is not 'N'.",
  'personal-url-taken': 'The personal URL is already taken (the personalUrlTaken option says so).',
  'unknown-charity': 'A charity resource ID is not among the known charities (the charities option).',
  'team-url-taken': 'The team URL is already taken (the teamUrlTaken option says so).',
  'unknown-event': 'The events option does not know the event of an event page, so the event rules cannot run.',
  'activity-on-event-page': 'An event page has an activityCode (it must be blank for an event page).',
  'description-without-039': "An activityDescription is filled although activityCode is not '039'.",
  'duplicate-charity': 'A charity appears in more than one split.',
  'target-amount': 'fundraisingTarget is not a non-negative Decimal(19,2) amount.',
  'team-field-on-individual-page':
    'Warning: an individual page has a teamName or teamUrl, which only a team page uses.',
  'zero-share': 'Warning: a split gives a charity a 0% share.',
  'postcode-format':
    "Warning: the postcode does not fit its (non-UK) country's format (the postcodeFormat option, from fundraising-rules/postcode).",
  'telephone-format':
    "Warning: the telephone number cannot exist in the account's country (the telephoneExists option).",
} as const satisfies Record<string, string>;

/** An engine code. */
export type EngineCode = keyof typeof engineCodes;
