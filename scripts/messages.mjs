// Writes examples/messages.en.json from the rule tables (`npm run messages`):
// every rule of the two operations (create account, create page) by its own
// message key, and each of its message cases by the case's key (`key/name`),
// with its default English message, placeholders and all: a complete
// replacement catalogue to translate, and to pass back as `options.messages`.
// test/messages.test.ts fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { accountRules, pageRules } from '../dist/src/index.js';
import { ruleIds } from '../dist/src/tables/reported.js';

/** The tables of the two operations. */
export const TABLES = { account: accountRules, page: pageRules };

/**
 * The catalogue: each row's own key (`code:at`) and its default message,
 * after the keys of its cases (`code:at/name`) and theirs.
 * @returns {Record<string, string>}
 */
export function messageCatalogue() {
  const catalogue = {};
  for (const table of Object.values(TABLES)) {
    const ids = ruleIds(table);
    table.forEach((rule, index) => {
      for (const { name, message } of rule.cases ?? []) catalogue[`${ids[index]}/${name}`] = message;
      catalogue[ids[index]] = rule.message;
    });
  }
  return catalogue;
}

/** The catalogue as the file holds it. */
export const catalogueText = () => `${JSON.stringify(messageCatalogue(), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('../examples/messages.en.json', import.meta.url), catalogueText());
  console.log('messages: wrote examples/messages.en.json');
}
