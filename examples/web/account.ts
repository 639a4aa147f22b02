/**
 * The account form (account.html): the request body made from the form's
 * values by `accountFromForm`, checked by a prepared validator as the person
 * types (the touched fields only) and on submit (every field).
 */
import { accountFromForm, createValidators, isoCountryCodes } from 'fundraising-rules';
import { charities, options } from './options.js';
import { connectForm, element, suggest } from './shared.js';

const { validateAccount } = createValidators(options);

suggest(element<HTMLDataListElement>('#countries'), isoCountryCodes);
suggest(element<HTMLDataListElement>('#charities'), charities);

connectForm({
  form: element<HTMLFormElement>('form#account'),
  bodyOf: accountFromForm,
  validate: validateAccount,
  lists: ['fundraiserCustomCode'],
});

// For test/browser.test.ts: the script has run (a Content-Security-Policy that blocked it would leave this unset).
document.documentElement.dataset.ready = 'true';
