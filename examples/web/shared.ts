/**
 * What the two plain forms (account.ts, page.ts) share: a form schema reads
 * the form's values as they are (a `FormData`: text, the date input's
 * 'YYYY-MM-DD', the checkbox's 'on', inputs named `fundraiserCustomCode.0`
 * or `charitySplits.1.charityResourceId`), gives the request body, and
 * names each issue by the input it belongs to, in words for the person
 * filling the form. While the person types, only the fields of the inputs
 * they have changed are validated (the schema's `fields` option is the Set
 * of their names, read afresh at every validation); once the form has been
 * submitted, every field is, at every edit, so no message of the submit
 * goes away until its input is put right.
 *
 * The markup it expects: a `<p class="error" data-for="<input name>">` under
 * each input (`data-for=""` for issues of the whole body, one for each list
 * and each entry of a list, e.g. `data-for="charitySplits"` and
 * `data-for="charitySplits.1"`), and `#status` and `#body` in the page.
 */
import { type FormValues, formFieldName, type StandardSchema } from 'fundraising-rules';

/** A problem to show under an input: a form schema's issue, or one of the form's own. */
export interface FormIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

export interface FormSetup<Body> {
  form: HTMLFormElement;
  /** The names of the inputs the person has changed: the `fields` option of `whileTyping`. */
  touched: Set<string>;
  /** The operation's form schema with `fields: touched` in its options: the touched inputs' fields only. */
  whileTyping: StandardSchema<Body, FormValues>;
  /** The form schema of the same options without `fields`: every field. */
  onSubmit: StandardSchema<Body, FormValues>;
  /** Problems of the form's own inputs, which are no field of the request (an email address typed twice). */
  ownIssues?: ((values: FormData) => FormIssue[]) | undefined;
}

export interface FormController {
  /** Marks an input changed and validates again, as an edit of it does (a list's row removed, say). */
  touch(name: string): void;
}

/** Wires the form: the touched inputs' fields validated as the person types, every field on submit and after it. */
export function connectForm<Body>({
  form,
  touched,
  whileTyping,
  onSubmit,
  ownIssues,
}: FormSetup<Body>): FormController {
  const status = element<HTMLElement>('#status');
  const bodyView = element<HTMLElement>('#body');
  let submitted = false; // once submitted, every edit validates every field
  let latest = 0; // the number of the latest validation: an earlier one that answers late shows nothing

  /** Clears what the last submit showed: the form has changed since. */
  const clearSubmitted = () => {
    status.textContent = '';
    bodyView.textContent = '';
  };

  /** Validates the form's values and shows each issue under its input; gives the issues, and the body when none. */
  async function check(): Promise<{ issues: readonly FormIssue[]; body: Body | undefined } | undefined> {
    const run = ++latest;
    const values = new FormData(form);
    const result = await (submitted ? onSubmit : whileTyping)['~standard'].validate(values);
    if (run !== latest) return undefined;
    const own = (ownIssues?.(values) ?? []).filter((issue) => submitted || touched.has(formFieldName(issue.path)));
    const issues = [...(result.issues ?? []), ...own];
    showIssues(form, issues);
    return { issues, body: result.issues === undefined && own.length === 0 ? result.value : undefined };
  }

  /** An edit of a named input (a request field or not): its name is touched, and the form validated again. */
  function onEdit(event: Event): void {
    const input = event.target;
    if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement) || input.name === '') return;
    touched.add(input.name);
    if (event.type !== 'focusout') clearSubmitted();
    void check();
  }

  form.noValidate = true;
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);
  form.addEventListener('focusout', onEdit);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    submitted = true;
    const checked = await check();
    if (checked === undefined) return; // a later edit's validation has taken over
    const { issues, body } = checked;
    if (body === undefined) {
      status.textContent = issues.length === 1 ? '1 problem to correct' : `${issues.length} problems to correct`;
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    status.textContent = 'Submitted'; // a real form would post the body to its server here
    bodyView.textContent = JSON.stringify(body, null, 2);
  });

  return {
    touch(name) {
      touched.add(name);
      clearSubmitted();
      void check();
    },
  };
}

/** Shows each issue's message under its input: the error element named by its path, else by the nearest path above. */
export function showIssues(form: HTMLFormElement, issues: readonly FormIssue[]): void {
  const targets = new Map<string, HTMLElement>();
  for (const target of form.querySelectorAll<HTMLElement>('.error[data-for]')) {
    targets.set(target.dataset.for ?? '', target);
  }
  const messages = new Map<HTMLElement, string[]>();
  for (const issue of issues) {
    let name = formFieldName(issue.path); // 'charitySplits.1.charityResourceId', '' for the whole body
    while (!targets.has(name) && name !== '') name = name.slice(0, Math.max(name.lastIndexOf('.'), 0));
    const target = targets.get(name);
    if (target !== undefined) messages.set(target, [...(messages.get(target) ?? []), issue.message]);
  }
  for (const [name, target] of targets) {
    const shown = messages.get(target) ?? [];
    target.textContent = shown.join(' ');
    target.id ||= `${name || 'form'}-error`;
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement || input instanceof HTMLSelectElement) {
      input.setAttribute('aria-describedby', target.id);
      if (shown.length > 0) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  }
}

/** The element the selector finds, or an error that says which is missing. */
export function element<T extends Element>(selector: string, parent: ParentNode = document): T {
  const found = parent.querySelector<T>(selector);
  if (found === null) throw new Error(`The page has no ${selector}`);
  return found;
}

/** Fills a `<datalist>` with suggestions. */
export function suggest(list: HTMLDataListElement, values: readonly string[]): void {
  list.replaceChildren(
    ...values.map((value) => {
      const option = document.createElement('option');
      option.value = value;
      return option;
    }),
  );
}
