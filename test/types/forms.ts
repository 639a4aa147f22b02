/**
 * Checked by `npm run typecheck`, never run: the form schemas (contract
 * section 10.2) and the prepared schemas as a react-hook-form user's code
 * meets them. Each `@ts-expect-error` fails the typecheck if the line below
 * it ever compiles.
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import {
  type AccountFormBody,
  type AccountRequest,
  accountFormSchema,
  accountFromForm,
  createAccountValidators,
  createValidators,
  type PageFormBody,
  pageFromForm,
} from '../../src/index.js';

/** A sign-up form's values as react-hook-form holds them: a date input, a checkbox, nested codes. */
interface SignUpValues {
  forename: string;
  surname: string;
  dateOfBirth: string;
  termsAndConditionsAccepted: boolean;
  fundraiserCustomCode: string[];
}

const options = { today: '20261122', countries: ['GB'] };

/** A hook (so the rules of hooks hold): the form schema of the form's values type, top-level or prepared, is the resolver of `useForm<Values, unknown, AccountRequest>`. */
export function useSignUpForms(): void {
  useForm<SignUpValues, unknown, AccountRequest>({
    resolver: standardSchemaResolver(accountFormSchema<SignUpValues>(options)),
  });
  useForm<SignUpValues, unknown, AccountRequest>({
    resolver: standardSchemaResolver(createValidators<SignUpValues>(options).accountFormSchema),
  });
  useForm<SignUpValues, unknown, AccountRequest>({
    resolver: standardSchemaResolver(createAccountValidators<SignUpValues>(options).accountFormSchema),
  });
  // The body schema typed with the form's values, as before.
  useForm<SignUpValues, unknown, AccountRequest>({
    resolver: standardSchemaResolver(createValidators<SignUpValues>(options).accountSchema),
  });
  useForm<SignUpValues, unknown, AccountRequest>({
    // @ts-expect-error: without the form's values type, the prepared body schema's input is a request body
    resolver: standardSchemaResolver(createValidators(options).accountSchema),
  });
}

/** The helpers take the form library's values as they are and give partial bodies. */
export function helpers(values: SignUpValues): [AccountFormBody, PageFormBody] {
  const account = accountFromForm(values);
  // @ts-expect-error: the checkbox is text in the body ('Y', 'N' or what the form held), never a boolean
  const ticked: boolean | undefined = account.termsAndConditionsAccepted;
  // @ts-expect-error: a form's values are an object, not a query string
  pageFromForm('pageTitle=Swim');
  return ticked === undefined ? [account, pageFromForm(values)] : [account, {}];
}
