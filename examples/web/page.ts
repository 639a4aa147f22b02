/**
 * The page form (page.html): a growing list of charity splits, each a row
 * of inputs named `charitySplits.<i>.charityResourceId`,
 * `charitySplits.<i>.charitySplitPercent` and `charitySplits.<i>.customCodes.0`
 * (renumbered 0, 1, 2 ... whenever a row is added or removed), a date input
 * and two checkboxes, read by the form schema of a prepared validator of
 * create page alone (`createPageValidators`) into the request body: the
 * touched inputs' fields as the person types, every field once submitted.
 * Two messages are this site's own words.
 */
import { createPageValidators, type Messages } from 'fundraising-rules';
import { activities, charities, options } from './options.js';
import { connectForm, element, suggest } from './shared.js';

/** This site's words for two messages: a template filled from the issue's `params`, and a function of the issue. */
const messages = {
  '003.01.05': 'A page title can have {max} characters; this one has {length}.',
  '003.01.13': ({ params = {} }) =>
    `Choose at most ${params.max} charities: remove ${(params.count ?? 0) - (params.max ?? 0)}.`,
} satisfies Messages;

const touched = new Set<string>(); // the names of the inputs the person has changed, read at every validation
const whileTyping = createPageValidators({ ...options, messages, fields: touched }).pageFormSchema;
const onSubmit = createPageValidators({ ...options, messages }).pageFormSchema;

const rows = element<HTMLElement>('#splits');
const template = element<HTMLTemplateElement>('template#split');

suggest(element<HTMLDataListElement>('#activities'), activities);
suggest(element<HTMLDataListElement>('#charities'), charities);

const controller = connectForm({ form: element<HTMLFormElement>('form#page'), touched, whileTyping, onSubmit });

/** Names each row's inputs and error elements after its place in the list. */
function renumber(): void {
  [...rows.children].forEach((row, index) => {
    element<HTMLElement>('.number', row).textContent = String(index + 1);
    for (const part of row.querySelectorAll<HTMLElement>('[data-field]')) {
      const name = part.dataset.field ? `charitySplits.${index}.${part.dataset.field}` : `charitySplits.${index}`;
      if (part instanceof HTMLInputElement) {
        part.name = name;
        part.id = name;
      } else {
        part.dataset.for = name;
        part.id = `${name}-error`;
      }
    }
  });
}

/** Adds an empty row at the end of the list. */
function addRow(): HTMLInputElement | null {
  const row = template.content.firstElementChild?.cloneNode(true);
  if (!(row instanceof HTMLElement)) return null;
  rows.append(row);
  renumber();
  return row.querySelector('input');
}

element<HTMLButtonElement>('#add-split').addEventListener('click', () => {
  addRow()?.focus();
});

rows.addEventListener('click', (event) => {
  const remove = event.target instanceof Element ? event.target.closest('button.remove') : null;
  if (remove === null) return;
  remove.closest('.split')?.remove();
  renumber();
  controller.touch('charitySplits');
});

addRow();

// For test/browser.test.ts: the script has run (a Content-Security-Policy that blocked it would leave this unset).
document.documentElement.dataset.ready = 'true';
