// Writes a synthetic eligibility roster (the import's CSV format) for load and scale tests:
//   node scripts/generate-roster.mjs --count 100000 --cohort HHP-COMMERCIAL --prefix GEN > roster.csv
// Every fifth member is a dependent of the member before. The same options give the same file.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    cohort: { type: 'string', default: 'HHP-COMMERCIAL' },
    contract: { type: 'string', default: 'H1234' },
    prefix: { type: 'string', default: 'GEN' },
  },
});
const count = Number(values.count);
const FIRST = [
  'Ana',
  'Ben',
  'Chloe',
  'David',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Isabel',
  'Jamal',
  'Kim',
  'Luis',
  'Mei',
  'Nadia',
  'Omar',
  'Priya',
];
const LAST = ['Nguyen', 'Garcia', 'Smith', 'Kim', 'Patel', 'Johnson', 'Lopez', 'Chen', 'Brown', 'Ahmed', 'Rossi', 'Silva', 'Khan', 'Park'];
const STATES = [
  ['OR', 'Portland', '97209'],
  ['WA', 'Seattle', '98101'],
  ['AZ', 'Phoenix', '85012'],
  ['CA', 'Fresno', '93721'],
];

let seed = 20260101;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const pad = (value, width) => String(value).padStart(width, '0');

const lines = [
  'client_member_id,first_name,last_name,dob,gender,email,phone,phone_type,street1,street2,city,state,zip,coverage_start,coverage_end,cohort_id,medical_contract_code,subscriber_client_member_id',
];
for (let index = 1; index <= count; index += 1) {
  const id = `${values.prefix}${pad(index, 7)}`;
  const first = pick(FIRST);
  const last = pick(LAST);
  const dob = `${1940 + Math.floor(random() * 65)}-${pad(1 + Math.floor(random() * 12), 2)}-${pad(1 + Math.floor(random() * 28), 2)}`;
  const [state, city, zip] = pick(STATES);
  const subscriber = index % 5 === 0 ? `${values.prefix}${pad(index - 1, 7)}` : '';
  lines.push(
    [
      id,
      first,
      last,
      dob,
      random() < 0.5 ? 'F' : 'M',
      `${id.toLowerCase()}@example.org`,
      `503${pad(Math.floor(random() * 1e7), 7)}`,
      'cell',
      `${1 + Math.floor(random() * 9999)} Main St`,
      '',
      city,
      state,
      zip,
      '2026-01-01',
      '',
      values.cohort,
      values.contract,
      subscriber,
    ].join(','),
  );
  if (lines.length >= 10_000) {
    process.stdout.write(`${lines.join('\n')}\n`);
    lines.length = 0;
  }
}
if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
