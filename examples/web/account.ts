/**
 * The account form (account.html): the form schema of a prepared validator
 * of create account alone (`createAccountValidators`: no page validator in
 * the bundle) reads the form's values, a date input, the terms checkbox and
 * custom-code inputs named `fundraiserCustomCode.0` ... `.4` included, and
 * gives the request body. As the person types, only the inputs they have
 * changed are validated; once the form is submitted, every field. The form
 * has inputs of its own besides the request's fields (the email address
 * typed twice, a newsletter checkbox): their names in `touched` select no
 * field, and the form checks the email addresses agree itself.
 */
import { createAccountValidators, isoCountryCodes } from 'fundraising-rules';
import { charities, options } from './options.js';
import { connectForm, element, type FormIssue, suggest } from './shared.js';

const touched = new Set<string>(); // the names of the inputs the person has changed, read at every validation
const whileTyping = createAccountValidators({ ...options, fields: touched }).accountFormSchema;
const onSubmit = createAccountValidators(options).accountFormSchema;

connectForm({
  form: element<HTMLFormElement>('form#account'),
  touched,
  whileTyping,
  onSubmit,
  ownIssues: emailTypedTwice,
});

/** The form's own check of an input that is no request field: the email address typed the same twice. */
function emailTypedTwice(values: FormData): FormIssue[] {
  if (values.get('emailAddressConfirmation') === values.get('emailAddress')) return [];
  return [{ path: ['emailAddressConfirmation'], message: 'Enter the same email address again.' }];
}

suggest(element<HTMLDataListElement>('#countries'), isoCountryCodes);
suggest(element<HTMLDataListElement>('#charities'), charities);

// For test/browser.test.ts: the script has run (a Content-Security-Policy that blocked it would leave this unset).
document.documentElement.dataset.ready = 'true';
