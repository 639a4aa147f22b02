/**
 * The account form with React and react-hook-form: the package's Standard
 * Schema given to `standardSchemaResolver` as it is. The inputs are
 * registered under the body's own field names and hold values already in the
 * body's form: the date input's 'YYYY-MM-DD' becomes 'YYYYMMDD' through
 * `setValueAs`; the terms checkbox is a controlled input whose value is 'Y'
 * or 'N' (react-hook-form reads a registered checkbox as a boolean and skips
 * `setValueAs` for it); the custom codes are a list of strings; the four
 * marketing indicators, which have no input, are 'N' in `defaultValues`. So
 * the resolver validates exactly the body that is submitted, and each issue's
 * path is the field's name in `formState.errors`.
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { type AccountRequest, accountSchema, isoCountryCodes } from 'fundraising-rules';
import { StrictMode, useId, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type Control, Controller, type FieldError, useController, useForm } from 'react-hook-form';
import { charities, options } from './options.js';

/** The form's values: the create-account body, as the person is filling it in. */
interface AccountValues {
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
  termsAndConditionsAccepted: 'Y' | 'N';
  charityMarketingIndicator: 'N';
  allCharityMarketingIndicator: 'N';
  groupMarketingIndicator: 'N';
  serviceMarketingIndicator: 'N';
  dateOfBirth: string;
  fundraiserCustomCode: string[];
  charityResourceId: string;
}

const defaultValues: AccountValues = {
  title: '',
  forename: '',
  surname: '',
  addressLine1: '',
  addressLine2: '',
  townCity: '',
  countyState: '',
  postcode: '',
  countryCode: '',
  preferredTelephone: '',
  emailAddress: '',
  personalUrl: '',
  termsAndConditionsAccepted: 'N',
  charityMarketingIndicator: 'N',
  allCharityMarketingIndicator: 'N',
  groupMarketingIndicator: 'N',
  serviceMarketingIndicator: 'N',
  dateOfBirth: '',
  fundraiserCustomCode: [],
  charityResourceId: '',
};

type TextField = Exclude<
  keyof AccountValues,
  | 'title'
  | 'termsAndConditionsAccepted'
  | 'charityMarketingIndicator'
  | 'allCharityMarketingIndicator'
  | 'groupMarketingIndicator'
  | 'serviceMarketingIndicator'
  | 'dateOfBirth'
  | 'fundraiserCustomCode'
>;

const TEXT_FIELDS: readonly { name: TextField; label: string; type?: string; list?: string; autoComplete?: string }[] =
  [
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

/** The package's validator as a Standard Schema over this form's values, options checked once. */
const schema = accountSchema<AccountValues>(options);

/** An input's error, in the element the plain forms use too. */
function ErrorText({ name, error }: { name: string; error: FieldError | undefined }) {
  return (
    <p className="error" data-for={name} id={`${name}-error`}>
      {error?.message ?? ''}
    </p>
  );
}

/** The custom codes: a list of strings (the body's own form), up to five inputs, each with its own error. */
function CustomCodes({ control }: { control: Control<AccountValues, unknown, AccountRequest> }) {
  const { field, fieldState } = useController({ control, name: 'fundraiserCustomCode' });
  const codes = field.value;
  const errors = fieldState.error as (FieldError & Partial<Record<number, FieldError>>) | undefined;
  const set = (next: string[]) => field.onChange(next);
  return (
    <fieldset className="codes">
      <legend>Charity custom codes (only when your charity asks for them)</legend>
      <p className="error" data-for="fundraiserCustomCode">
        {errors?.message ?? ''}
      </p>
      {codes.map((code, index) => {
        const name = `fundraiserCustomCode.${index}`;
        // A code has no identity but its place in the list (the body's too): its row is keyed by its index.
        return (
          <div className="field" key={index}>
            <label htmlFor={name}>Custom code {index + 1}</label>
            <input
              id={name}
              name={name}
              value={code}
              onBlur={field.onBlur}
              onChange={(event) => set(codes.map((old, at) => (at === index ? event.target.value : old)))}
            />
            <button type="button" onClick={() => set(codes.filter((_, at) => at !== index))}>
              Remove
            </button>
            <ErrorText name={name} error={errors?.[index]} />
          </div>
        );
      })}
      <button type="button" disabled={codes.length >= MAX_CODES} onClick={() => set([...codes, ''])}>
        Add a custom code
      </button>
    </fieldset>
  );
}

function AccountForm() {
  const [submitted, setSubmitted] = useState<AccountRequest | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccountValues, unknown, AccountRequest>({
    mode: 'all',
    defaultValues,
    resolver: standardSchemaResolver(schema),
  });
  const termsId = useId();

  return (
    <>
      <form noValidate onSubmit={handleSubmit(setSubmitted)} onChange={() => setSubmitted(null)}>
        <p className="error" data-for="">
          {errors.root?.message ?? ''}
        </p>
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
        {TEXT_FIELDS.map(({ name, label, type = 'text', list, autoComplete }) => (
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
          <input
            id="dateOfBirth"
            type="date"
            autoComplete="bday"
            aria-invalid={errors.dateOfBirth ? true : undefined}
            {...register('dateOfBirth', { setValueAs: (value: string) => value.replaceAll('-', '') })}
          />
          <ErrorText name="dateOfBirth" error={errors.dateOfBirth} />
        </div>
        <div className="field">
          <label htmlFor="charityResourceId">Charity resource ID (for custom codes)</label>
          <input id="charityResourceId" list="charities" {...register('charityResourceId')} />
          <datalist id="charities">
            {charities.map((id) => (
              <option key={id} value={id} />
            ))}
          </datalist>
          <ErrorText name="charityResourceId" error={errors.charityResourceId} />
        </div>
        <CustomCodes control={control} />
        <Controller
          control={control}
          name="termsAndConditionsAccepted"
          render={({ field, fieldState }) => (
            <div className="field checkbox">
              <label htmlFor={termsId}>
                <input
                  id={termsId}
                  type="checkbox"
                  name={field.name}
                  ref={field.ref}
                  checked={field.value === 'Y'}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.checked ? 'Y' : 'N')}
                />{' '}
                I accept the terms and conditions
              </label>
              <ErrorText name={field.name} error={fieldState.error} />
            </div>
          )}
        />
        <button type="submit">Create account</button>
      </form>
      <p id="status" role="status" aria-live="polite">
        {submitted ? 'Submitted' : ''}
      </p>
      <pre id="body">{submitted ? JSON.stringify(submitted, null, 2) : ''}</pre>
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
