/**
 * The package's own codes, for rules the service description states without
 * a code (CONTRACT.md section 7). Never of the documented NNN.NN.NN form.
 */
export const engineCodes = {
  required: 'A required field that has no documented code of its own is absent.',
  'too-long': 'A value is longer than its Varchar size, where no documented code covers that size.',
  'wrong-type': 'A field holds an object, an array, a boolean or another non-text value where text or a number belongs.',
  'must-be-N': "A no-longer-used marketing indicator is not 'N'.",
  'personal-url-taken': 'The personal URL is already taken (the personalUrlTaken option says so).',
  'unknown-charity': 'A charity resource ID is not among the known charities (the charities option).',
  'postcode-format': "Warning: the postcode does not fit its (non-UK) country's format, as postcode-validator knows it.",
  'telephone-format': "Warning: the telephone number cannot exist in the account's country (the telephoneExists option).",
} as const satisfies Record<string, string>;

/** An engine code. */
export type EngineCode = keyof typeof engineCodes;
