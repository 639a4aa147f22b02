/**
 * The account form with React and react-hook-form. Every input is
 * registered with a plain `register` under its own name, so the form's
 * values are what the inputs hold: text, the date input's 'YYYY-MM-DD', the
 * terms checkbox's `true` or `false`, custom codes registered as
 * `fundraiserCustomCode.0`, `.1` ... (react-hook-form nests them as a list).
 * The package's form schema, given to `standardSchemaResolver` as it is,
 * reads those values, hands `handleSubmit` the request body
 * (`dateOfBirth: '19900131'`, `termsAndConditionsAccepted: 'Y'`, the
 * empty custom codes left out) and names each issue by its input, so
 * `formState.errors` holds each message where the input's name says, in
 * words for the person filling the form. No `setValueAs`, no `Controller`.
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { type AccountRequest, createAccountValidators, isoCountryCodes } from 'fundraising-rules';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type FieldError, useForm } from 'react-hook-form';
import { charities, options } from './options.js';

/** The form's values, as its inputs hold them. */
interface SignUp {
  title: string;
  forename: string;
  surname: string;
  addressLine1: string;
  addressLine2: string;
  townCity: string;
  countyState: string;
  postcode: string;
  countryCode: string;
  preferredTelephone: string;
  emailAddress: string;
  personalUrl: string;
  dateOfBirth: string; // <input type="date">: '1990-01-31'
  termsAndConditionsAccepted: boolean; // a checkbox
  charityResourceId: string;
  fundraiserCustomCode: string[]; // inputs fundraiserCustomCode.0, fundraiserCustomCode.1 ...
}

const { accountFormSchema } = createAccountValidators<SignUp>(options); // options checked once

/** The fields of the text inputs. */
type TextField = Exclude<keyof SignUp, 'title' | 'dateOfBirth' | 'termsAndConditionsAccepted' | 'fundraiserCustomCode'>;

/** The text inputs, each registered under its field's name. */
const TEXT_INPUTS: readonly {
  name: TextField;
  label: string;
  type?: string;
  list?: string;
  autoComplete?: string;
}[] = [
  { name: 'forename', label: 'First name', autoComplete: 'given-name' },
  { name: 'surname', label: 'Last name', autoComplete: 'family-name' },
  { name: 'addressLine1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'addressLine2', label: 'Address line 2', autoComplete: 'address-line2' },
  { name: 'townCity', label: 'Town or city', autoComplete: 'address-level2' },
  { name: 'countyState', label: 'County or state', autoComplete: 'address-level1' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
  { name: 'countryCode', label: 'Country code', list: 'countries', autoComplete: 'country' },
  { name: 'preferredTelephone', label: 'Telephone', type: 'tel', autoComplete: 'tel' },
  { name: 'emailAddress', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'personalUrl', label: 'Personal URL' },
];

const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof'];
const MAX_CODES = 5;

/** An input's error message, in the element the plain forms use too. */
function ErrorText({ name, error }: { name: string; error: Pick<FieldError, 'message'> | undefined }) {
  return (
    <p className="error" data-for={name} id={`${name}-error`}>
      {error?.message ?? ''}
    </p>
  );
}

function AccountForm() {
  const [body, setBody] = useState<AccountRequest | null>(null);
  const [codes, setCodes] = useState(1); // how many custom-code inputs are shown
  const {
    register,
    unregister,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUp, unknown, AccountRequest>({ mode: 'all', resolver: standardSchemaResolver(accountFormSchema) });

  return (
    <>
      <form noValidate onSubmit={handleSubmit(setBody)} onChange={() => setBody(null)}>
        <ErrorText name="" error={errors.root} />
        <div className="field">
          <label htmlFor="title">Title</label>
          <select id="title" {...register('title')}>
            <option value="">Choose…</option>
            {TITLES.map((title) => (
              <option key={title}>{title}</option>
            ))}
          </select>
          <ErrorText name="title" error={errors.title} />
        </div>
        {TEXT_INPUTS.map(({ name, label, type = 'text', list, autoComplete }) => (
          <div className="field" key={name}>
            <label htmlFor={name}>{label}</label>
            <input
              id={name}
              type={type}
              list={list}
              autoComplete={autoComplete}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={`${name}-error`}
              {...register(name)}
            />
            <ErrorText name={name} error={errors[name]} />
          </div>
        ))}
        <datalist id="countries">
          {isoCountryCodes.map((code) => (
            <option key={code} value={code} />
          ))}
        </datalist>
        <div className="field">
          <label htmlFor="dateOfBirth">Date of birth</label>
          <input id="dateOfBirth" type="date" autoComplete="bday" {...register('dateOfBirth')} />
          <ErrorText name="dateOfBirth" error={errors.dateOfBirth} />
        </div>
        <div className="field checkbox">
          <label>
            <input type="checkbox" {...register('termsAndConditionsAccepted')} /> I accept the terms and conditions
          </label>
          <ErrorText name="termsAndConditionsAccepted" error={errors.termsAndConditionsAccepted} />
        </div>
        <fieldset className="codes">
          <legend>Charity custom codes (only when your charity asks for them)</legend>
          <div className="field">
            <label htmlFor="charityResourceId">Charity resource ID</label>
            <input id="charityResourceId" list="charities" {...register('charityResourceId')} />
            <ErrorText name="charityResourceId" error={errors.charityResourceId} />
          </div>
          <ErrorText name="fundraiserCustomCode" error={errors.fundraiserCustomCode} />
          {Array.from({ length: codes }, (_, index) => `fundraiserCustomCode.${index}` as const).map((name, index) => (
            <div className="field" key={name}>
              <label htmlFor={name}>Custom code {index + 1}</label>
              <input id={name} {...register(name)} />
              <ErrorText name={name} error={errors.fundraiserCustomCode?.[index]} />
            </div>
          ))}
          <button type="button" disabled={codes >= MAX_CODES} onClick={() => setCodes(codes + 1)}>
            Add a custom code
          </button>
          <button
            type="button"
            disabled={codes === 0}
            onClick={() => {
              unregister(`fundraiserCustomCode.${codes - 1}`);
              setCodes(codes - 1);
            }}
          >
            Remove the last custom code
          </button>
        </fieldset>
        <datalist id="charities">
          {charities.map((id) => (
            <option key={id} value={id} />
          ))}
        </datalist>
        <button type="submit">Create account</button>
      </form>
      <p id="status" role="status" aria-live="polite">
        {body ? 'Submitted' : ''}
      </p>
      <pre id="body">{body ? JSON.stringify(body, null, 2) : ''}</pre>
    </>
  );
}

const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root');
createRoot(root).render(
  <StrictMode>
    <AccountForm />
  </StrictMode>,
);

// For test/browser.test.ts: the script has run (a Content-Security-Policy that blocked it would leave this unset).
document.documentElement.dataset.ready = 'true';
