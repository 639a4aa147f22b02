import { describe, expect, it } from 'vitest';
import { messageCode, sharedEndings } from './endings.js';
import { printExpr } from './tree.js';

const messageSource = (message: string, endings: string[], names: string[]) =>
  printExpr(messageCode(message, endings, names));

const WRONG = ' must be text or a number, not an object, an array or a boolean.';
const labels = ['Title', 'Forename', 'Surname', 'Town or city', 'County'];

describe('sharedEndings', () => {
  it('names an ending five messages share, from the space where they part, and only the longest of it', () => {
    expect(sharedEndings([...labels.map((label) => label + WRONG), 'Title is required.'])).toEqual([WRONG]);
  });

  it('leaves an ending that four messages share, or a short one', () => {
    expect(sharedEndings(labels.slice(1).map((label) => label + WRONG))).toEqual([]);
    expect(sharedEndings(labels.map((label) => `${label} is required and must be given.`))).toEqual([]);
  });

  it('keeps a shorter ending that closes more messages than the longer one', () => {
    const more = ' and no more than that, whatever the request says, ever again.';
    const messages = [...labels.map((label) => `${label} is long${more}`), `Surname is short${more}`];
    const longer = ` is long${more}`;
    expect(sharedEndings([...messages, ...labels.map((label) => label + longer)])).toEqual([longer, more]);
  });
});

describe('messageCode', () => {
  it('writes a message with a shared ending as its start joined to the ending', () => {
    expect(messageSource(`Title${WRONG}`, [WRONG], ['ENDING'])).toBe('"Title" + ENDING');
    expect(messageSource(`"A" \\${WRONG}`, [WRONG], ['ENDING'])).toBe('"\\"A\\" \\\\" + ENDING');
    expect(messageSource('Title is required.', [WRONG], ['ENDING'])).toBe('"Title is required."');
    // A message that is the ending alone stays a literal.
    expect(messageSource(WRONG, [WRONG], ['ENDING'])).toBe(JSON.stringify(WRONG));
  });
});
