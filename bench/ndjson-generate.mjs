/**
 * Writes N create-account request bodies as NDJSON (one JSON body per line),
 * deterministically: the same N and seed give the same bytes on every machine
 * (a seeded PRNG, never Math.random).
 *
 * About half the bodies are valid; the others carry 1 to 3 faults drawn from
 * the documented codes (title, names, postcode, email, telephone, date of
 * birth, terms, personal URL, custom codes, wrong types...). Names, addresses,
 * dates, postcodes, telephone numbers and e-mail addresses vary from line to
 * line, so that JSON.parse and the validators do realistic work.
 *
 *   node bench/ndjson-generate.mjs [N=100000] [OUT=accounts.ndjson] [SEED=20261122]
 *
 * Also importable: `generate(count, path, seed)` resolves when the file is written.
 */
import { createWriteStream } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** sfc32, seeded through splitmix32: a small, fast PRNG with a good spread. */
function prng(seed) {
  let state = seed >>> 0;
  const split = () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'];
const FORENAMES = [
  'Ada',
  'Alan',
  'Grace',
  'Tim',
  'Mary',
  'Isambard',
  'Florence',
  'Charles',
  'Rosalind',
  'Dorothy',
  'Sophie',
  'Oliver',
  'Amelia',
  'Harry',
  'Zoë',
  'Siân',
  'Aoife',
  'Niamh',
  'Mohammed',
  'Priya',
  'Chen',
  'Olumide',
  'Kwame',
  'Jo',
  'Anne-Marie',
];
const SURNAMES = [
  'Lovelace',
  'Turing',
  'Hopper',
  'Berners-Lee',
  'Seacole',
  'Brunel',
  'Nightingale',
  'Babbage',
  'Franklin',
  'Hodgkin',
  'Smith',
  'Jones',
  'Williams',
  'Taylor',
  "O'Brien",
  'Ó Briain',
  'Patel',
  'Khan',
  'Nguyen',
  'Okafor',
  'Mensah',
  'Wright',
  'Ap Rhys Pryce',
  'Fitzgerald-Smythe',
  'Li',
];
const STREETS = [
  'High Street',
  'Station Road',
  'Church Lane',
  "St James's Square",
  'Victoria Road',
  'Mill Lane',
  'The Crescent',
  'Kingsway',
  'Queen Street',
  'Park Avenue',
];
const FLATS = [
  'Flat 1',
  'Flat 2A',
  'Apartment 14',
  'The Old Rectory',
  'Rose Cottage',
  'Unit 7',
  'Westminster',
  'Floor 3',
];
const TOWNS = [
  ['London', 'Greater London', 'SW1A', 'EC1A', 'N1', 'W1D', 'SE10'],
  ['Manchester', 'Greater Manchester', 'M1', 'M14', 'M60'],
  ['Birmingham', 'West Midlands', 'B1', 'B15', 'B33'],
  ['Edinburgh', 'Midlothian', 'EH1', 'EH12'],
  ['Cardiff', 'South Glamorgan', 'CF10', 'CF24'],
  ['Leeds', 'West Yorkshire', 'LS1', 'LS6'],
  ['Bristol', 'Avon', 'BS1', 'BS8'],
  ['Glasgow', 'Lanarkshire', 'G1', 'G12'],
  ['Belfast', 'County Antrim', 'BT1', 'BT9'],
];
const ABROAD = [
  {
    countryCode: 'IE',
    town: 'Dublin',
    county: 'County Dublin',
    postcode: () => 'D02 X285',
    telephone: '0035318961000',
  },
  {
    countryCode: 'FR',
    town: 'Paris',
    county: 'Île-de-France',
    postcode: (r) => `750${pad(1 + Math.floor(r() * 20), 2)}`,
    telephone: '0033142765040',
  },
  {
    countryCode: 'US',
    town: 'Springfield',
    county: 'Illinois',
    postcode: (r) => `627${pad(Math.floor(r() * 100), 2)}`,
    telephone: '0012025550143',
  },
  {
    countryCode: 'DE',
    town: 'Berlin',
    county: 'Berlin',
    postcode: (r) => `10${pad(Math.floor(r() * 1000), 3)}`,
    telephone: '00493022730',
  },
];
const DOMAINS = ['example.co.uk', 'example.org.uk', 'mail.example.com', 'example.ac.uk', 'post.example.net'];
const LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const CHARITIES = [
  'c0a8e2f4-6a57-4d1f-9b1e-2f0c5d7a9e31',
  '5e3b9c1d-8f2a-4b6e-a0d7-91c4f6e2b853',
  '0b6f2d8e-4c1a-4f3b-9e7d-6a5c2b1f0e98',
];

const pad = (number, width) => String(number).padStart(width, '0');

/** A valid account, varied by the PRNG. */
function validAccount(r, index) {
  const pick = (list) => list[Math.floor(r() * list.length)];
  const forename = pick(FORENAMES);
  const surname = pick(SURNAMES);
  const slug = `${forename}-${surname}`
    .normalize('NFD')
    .replace(/[^A-Za-z-]/g, '')
    .toLowerCase();
  const year = 1935 + Math.floor(r() * 73); // born 1935..2007: 18 or over on 2026-11-22
  const month = 1 + Math.floor(r() * 12);
  const day = 1 + Math.floor(r() * 28);
  const body = {
    title: pick(TITLES),
    forename,
    surname,
    addressLine1: `${1 + Math.floor(r() * 250)} ${pick(STREETS)}`,
    addressLine2: pick(FLATS),
    townCity: '',
    countyState: '',
    postcode: '',
    countryCode: 'GB',
    preferredTelephone: '',
    emailAddress: `${slug}.${index}@${pick(DOMAINS)}`,
    personalUrl: `${slug}-${index}`,
    termsAndConditionsAccepted: 'Y',
    charityMarketingIndicator: 'N',
    allCharityMarketingIndicator: 'N',
    groupMarketingIndicator: 'N',
    serviceMarketingIndicator: 'N',
    dateOfBirth: `${year}${pad(month, 2)}${pad(day, 2)}`,
  };
  if (r() < 0.85) {
    const [town, county, ...districts] = pick(TOWNS);
    body.townCity = town;
    body.countyState = county;
    body.postcode = `${pick(districts)} ${Math.floor(r() * 10)}${LETTERS[Math.floor(r() * LETTERS.length)]}${LETTERS[Math.floor(r() * LETTERS.length)]}`;
    body.preferredTelephone =
      r() < 0.5 ? `020${pad(Math.floor(7946e4 + r() * 1e4), 8)}` : `07700${pad(Math.floor(900000 + r() * 999), 6)}`;
  } else {
    const abroad = pick(ABROAD);
    body.townCity = abroad.town;
    body.countyState = abroad.county;
    body.postcode = abroad.postcode(r);
    body.countryCode = abroad.countryCode;
    body.preferredTelephone = abroad.telephone;
  }
  if (r() < 0.3) {
    body.charityResourceId = pick(CHARITIES);
    body.fundraiserCustomCode = Array.from(
      { length: 1 + Math.floor(r() * 3) },
      (_, k) => `CODE-${pad(Math.floor(r() * 10000), 4)}-${k}`,
    );
  }
  return body;
}

/** Faults, each a documented (or engine) rule broken in one way. */
const FAULTS = [
  (b, r) => {
    b.title = ['Sir', 'mr', 'Lord', ''][Math.floor(r() * 4)];
  },
  (b) => {
    delete b.forename;
  },
  (b) => {
    b.surname = `${b.surname}${'x'.repeat(51)}`;
  },
  (b) => {
    b.addressLine1 = '   ';
  },
  (b, r) => {
    b.postcode = b.countryCode === 'GB' ? b.postcode.replace(' ', r() < 0.5 ? '' : '  ') : `${b.postcode}-0000`;
  },
  (b) => {
    b.emailAddress = b.emailAddress.replace('@', ' at ');
  },
  (b, r) => {
    b.preferredTelephone = r() < 0.5 ? 'call me' : '';
  },
  (b, r) => {
    b.dateOfBirth = `${2012 + Math.floor(r() * 10)}0601`;
  }, // under 18
  (b) => {
    b.dateOfBirth = `${b.dateOfBirth.slice(0, 4)}0230`;
  }, // not a date
  (b) => {
    b.dateOfBirth = '20300101';
  }, // in the future
  (b) => {
    b.termsAndConditionsAccepted = 'N';
  },
  (b) => {
    b.personalUrl = `${b.personalUrl}/page one`;
  },
  (b) => {
    b.charityMarketingIndicator = 'Y';
  },
  (b) => {
    b.countryCode = 'Great Britain and Northern Ireland';
  },
  (b, r) => {
    b.fundraiserCustomCode = Array.from({ length: 6 + Math.floor(r() * 3) }, (_, k) => `C${k}`);
    b.charityResourceId = CHARITIES[0];
  },
  (b) => {
    b.groupMarketingIndicator = 0;
  }, // wrong type
  (b) => {
    b.addressLine2 = 'a'.repeat(101);
  },
];

/**
 * Writes `count` bodies to `path`, a line each; resolves with the byte count.
 * @example await generate(1000, '/tmp/a.ndjson')
 */
export function generate(count, path, seed = 20261122) {
  const r = prng(seed);
  const out = createWriteStream(path);
  let bytes = 0;
  return new Promise((resolve, reject) => {
    out.on('error', reject);
    let index = 0;
    const write = () => {
      while (index < count) {
        const lines = [];
        for (let batch = 0; batch < 512 && index < count; batch++, index++) {
          const body = validAccount(r, index);
          if (r() >= 0.5) {
            const faults = 1 + Math.floor(r() * 3);
            for (let k = 0; k < faults; k++) FAULTS[Math.floor(r() * FAULTS.length)](body, r);
          }
          lines.push(JSON.stringify(body));
        }
        const chunk = `${lines.join('\n')}\n`;
        bytes += Buffer.byteLength(chunk);
        if (!out.write(chunk)) {
          out.once('drain', write);
          return;
        }
      }
      out.end(() => resolve(bytes));
    };
    write();
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 100_000);
  const path = process.argv[3] ?? 'accounts.ndjson';
  const seed = Number(process.argv[4] ?? 20261122);
  if (!Number.isInteger(count) || count < 0 || !Number.isInteger(seed)) {
    process.stderr.write('usage: node bench/ndjson-generate.mjs [N=100000] [OUT=accounts.ndjson] [SEED=20261122]\n');
    process.exit(2);
  }
  const bytes = await generate(count, path, seed);
  process.stderr.write(`${count} lines, ${bytes} bytes -> ${path}\n`);
}
