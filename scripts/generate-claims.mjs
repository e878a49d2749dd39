// Writes a synthetic claims file (the claims feed's CSV format) for load tests:
//   node scripts/generate-claims.mjs --count 1000000 --members 100000 --prefix GEN [--claim-prefix CLM] > claims.csv
// Claims go round the members GEN0000001.. (as scripts/generate-roster.mjs numbers them), each
// billing codes that verify one of the demo programme's actions. The same options give the same file.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    members: { type: 'string', default: '1000' },
    prefix: { type: 'string', default: 'GEN' },
    year: { type: 'string', default: '2026' },
    'claim-prefix': { type: 'string', default: 'CLM' },
  },
});
const count = Number(values.count);
const members = Number(values.members);
/** Procedure and diagnosis codes as a preventive visit, a flu shot, a lipid panel or a blood pressure reading bill them. */
const VISITS = [
  ['99396|36415', 'Z00.00'],
  ['99395', 'Z00.01|E78.5'],
  ['90686|G0008', 'Z23'],
  ['80061|36415', 'Z13.220'],
  ['99213|3074F', 'I10'],
  ['G0438', 'Z00.00'],
];

let seed = 20260202;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pad = (value, width) => String(value).padStart(width, '0');

const lines = ['client_member_id,claim_id,service_date,procedure_codes,diagnosis_codes'];
for (let index = 1; index <= count; index += 1) {
  const member = `${values.prefix}${pad(1 + ((index - 1) % members), 7)}`;
  const [procedures, diagnoses] = VISITS[Math.floor(random() * VISITS.length)];
  const serviceDate = `${values.year}-${pad(1 + Math.floor(random() * 10), 2)}-${pad(1 + Math.floor(random() * 28), 2)}`;
  lines.push(`${member},${values['claim-prefix']}${pad(index, 10)},${serviceDate},${procedures},${diagnoses}`);
  if (lines.length >= 10_000) {
    process.stdout.write(`${lines.join('\n')}\n`);
    lines.length = 0;
  }
}
if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
