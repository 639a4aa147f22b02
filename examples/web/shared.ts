/**
 * What the two plain forms (account.ts, page.ts) share: validation as the
 * person goes (only the fields touched so far, through the prepared
 * validator's per-call `fields`), every field on submit, each error shown
 * under its input and the warnings apart.
 *
 * The markup it expects: a `<p class="error" data-for="<input name>">` under
 * each input (`data-for=""` for issues of the whole body, and one for each
 * list, e.g. `data-for="charitySplits"`), a `<ul class="warnings">` in the
 * form, and `#status` and `#body` in the page.
 */
import { type CallOptions, formFieldName, type Issue, type ValidationResult } from 'fundraising-rules';

export interface FormSetup {
  form: HTMLFormElement;
  /** The request body of the form's values (`accountFromForm`, `pageFromForm`). */
  bodyOf(values: FormData): Record<string, unknown>;
  /** A prepared validator (`createValidators(options).validateAccount`). */
  validate(body: unknown, call?: CallOptions): ValidationResult;
  /**
   * The body's lists whose entries are numbered inputs, `<field>.<i>` or
   * `<field>.<i>.<name>`: the form helpers drop an entry whose inputs are all
   * empty, so the body's index of an entry is not always its inputs' index.
   */
  lists?: readonly string[];
}

export interface FormController {
  /** Marks a field touched and validates again, as an edit of its input does (a list's row removed, say). */
  touch(field: string): void;
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

/** The top-level field an input name belongs to: 'charitySplits.1.charityResourceId' -> 'charitySplits'. */
const fieldOf = (name: string): string => name.split('.')[0] ?? name;

const INDEX = /^(?:0|[1-9]\d*)$/;

/**
 * For each list, the indices of its inputs' entries that reach the body
 * (those with a value that is not ''), in ascending order: the body's entry
 * `k` is the inputs' entry `kept[k]`.
 */
function keptEntries(values: FormData, lists: readonly string[]): Map<string, number[]> {
  const entries = new Map<string, Map<number, boolean>>(lists.map((list) => [list, new Map()]));
  for (const [name, value] of values) {
    const [list = '', index = ''] = name.split('.');
    const seen = entries.get(list);
    if (seen === undefined || !INDEX.test(index)) continue;
    const number = Number(index);
    seen.set(number, (seen.get(number) ?? false) || value !== '');
  }
  const kept = new Map<string, number[]>();
  for (const [list, seen] of entries) {
    const indices = [...seen].filter(([, hasValue]) => hasValue).map(([index]) => index);
    kept.set(
      list,
      indices.sort((a, b) => a - b),
    );
  }
  return kept;
}

/** The input name an issue's path points at, with a list entry's body index turned into its inputs' index. */
function inputNameOf(path: readonly (string | number)[], kept: Map<string, number[]>): string {
  const [field, index, ...rest] = path;
  const indices = typeof field === 'string' ? kept.get(field) : undefined;
  if (indices === undefined || typeof index !== 'number') return formFieldName(path);
  return formFieldName([field as string, indices[index] ?? index, ...rest]);
}

/** The error element of the input, or of the nearest enclosing entry, list or the body. */
function targetOf(name: string, targets: Map<string, HTMLElement>): HTMLElement | undefined {
  for (let at = name; ; at = at.slice(0, Math.max(at.lastIndexOf('.'), 0))) {
    const target = targets.get(at);
    if (target !== undefined || at === '') return target;
  }
}

/** The label of an input, for a warning's line. */
function labelOf(form: HTMLFormElement, name: string): string | undefined {
  const input = form.elements.namedItem(name);
  return input instanceof HTMLInputElement || input instanceof HTMLSelectElement
    ? input.labels?.[0]?.textContent?.trim()
    : undefined;
}

/** Wires the form: validation on input and on submit, errors under their inputs, warnings apart. */
export function connectForm({ form, bodyOf, validate, lists = [] }: FormSetup): FormController {
  const warnings = element<HTMLUListElement>('ul.warnings', form);
  const status = element<HTMLElement>('#status');
  const bodyView = element<HTMLElement>('#body');
  const touched = new Set<string>();
  let submitted = false;

  /** Validates the form's body: every field once submitted, else the touched ones; shows the issues. */
  function check(): { body: Record<string, unknown>; result: ValidationResult } {
    const values = new FormData(form);
    const body = bodyOf(values);
    const result = submitted ? validate(body) : validate(body, { fields: touched });
    show(result.issues, keptEntries(values, lists));
    return { body, result };
  }

  function show(issues: readonly Issue[], kept: Map<string, number[]>): void {
    const targets = new Map<string, HTMLElement>();
    for (const target of form.querySelectorAll<HTMLElement>('.error[data-for]')) {
      targets.set(target.dataset.for ?? '', target);
    }
    const messages = new Map<HTMLElement, string[]>();
    const lines: string[] = [];
    for (const issue of issues) {
      const name = inputNameOf(issue.path, kept);
      if (issue.severity === 'warning') {
        const label = labelOf(form, name);
        lines.push(label === undefined ? issue.message : `${label}: ${issue.message}`);
        continue;
      }
      const target = targetOf(name, targets);
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
    warnings.replaceChildren(
      ...lines.map((line) => {
        const item = document.createElement('li');
        item.textContent = line;
        return item;
      }),
    );
  }

  /** A change to a named input: its field is touched now, and the shown body is out of date. */
  function onEdit(event: Event): void {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement) || target.name === '') return;
    touched.add(fieldOf(target.name));
    if (event.type !== 'focusout') {
      status.textContent = '';
      bodyView.textContent = '';
    }
    check();
  }

  form.noValidate = true;
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);
  form.addEventListener('focusout', onEdit);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted = true;
    const { body, result } = check();
    if (result.valid) {
      status.textContent = 'Submitted';
      bodyView.textContent = JSON.stringify(body, null, 2);
      return;
    }
    const errors = result.issues.filter((issue) => issue.severity === 'error').length;
    status.textContent = errors === 1 ? '1 problem to correct' : `${errors} problems to correct`;
    bodyView.textContent = '';
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  return {
    touch(field) {
      touched.add(field);
      status.textContent = '';
      bodyView.textContent = '';
      check();
    },
  };
}
