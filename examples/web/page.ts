/**
 * The page form (page.html): a dynamic list of charity splits, each a row of
 * inputs named `charitySplits.<i>.charityResourceId` and
 * `charitySplits.<i>.charitySplitPercent` (renumbered 0, 1, 2 ... whenever a
 * row is added or removed), the body made by `pageFromForm`, checked as the
 * person types (the touched fields only) and on submit (every field).
 */
import { createValidators, pageFromForm } from 'fundraising-rules';
import { activities, charities, options } from './options.js';
import { connectForm, element, suggest } from './shared.js';

const { validatePage } = createValidators(options);

const rows = element<HTMLElement>('#splits');
const template = element<HTMLTemplateElement>('template#split');

suggest(element<HTMLDataListElement>('#activities'), activities);
suggest(element<HTMLDataListElement>('#charities'), charities);

const controller = connectForm({
  form: element<HTMLFormElement>('form#page'),
  bodyOf: pageFromForm,
  validate: validatePage,
  lists: ['charitySplits'],
});

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
