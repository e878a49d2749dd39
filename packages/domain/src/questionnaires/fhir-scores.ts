import { HRA_RISK_TYPES, RISK_LEVELS, SCORE_KINDS } from '@portal/contract';
import type { ScoreBand, ScoreDefinition, ScreenDefinition } from './definition';
import { extensionsOf, readCode, readNumber, readString, readTexts, type Extension, type ProblemList } from './fhir-reading';

const SCORE_PARTS = ['code', 'kind', 'item', 'top-weight', 'risk', 'title', 'band'];
const BAND_PARTS = ['min', 'max', 'level', 'code', 'gender'];
const SCREEN_PARTS = ['kind', 'title', 'body'];
/** GROUP is the questions themselves: it has no words of its own to set. */
const SCREEN_KINDS_WITH_WORDS = ['START', 'WELCOME_BACK', 'EXIT', 'SUCCESS', 'PROCESS'] as const;

/** How many items each kind reads, in order (decision 0040); null: any number, at least one. */
const ITEM_COUNTS = { sum: null, 'top-box': null, bmi: 3, 'blood-pressure': 2 } as const;

function partsOf(extension: Extension, known: readonly string[], problems: ProblemList): readonly Extension[] {
  const parts = extensionsOf(extension.node, extension.path, problems);
  for (const part of parts) if (!known.includes(part.url)) problems.add(part.path, `unknown part ${part.url}`);
  return parts;
}

const part = (parts: readonly Extension[], url: string) => parts.find((candidate) => candidate.url === url);

function readBand(extension: Extension, problems: ProblemList): ScoreBand | null {
  const parts = partsOf(extension, BAND_PARTS, problems);
  const min = readNumber(part(parts, 'min'), problems);
  const max = readNumber(part(parts, 'max'), problems);
  const level = readCode(part(parts, 'level'), RISK_LEVELS, problems);
  const code = readString(part(parts, 'code'), problems);
  const genderPart = part(parts, 'gender');
  const gender = genderPart === undefined ? null : readString(genderPart, problems);
  if (min === null || level === null || code === null) {
    problems.add(extension.path, 'a band needs min, level and code');
    return null;
  }
  if (max !== null && max <= min) problems.add(extension.path, `band ${code}: max must be above min`);
  return { min, max, level, code, gender };
}

const genderKey = (gender: string | null) => (gender === null ? '' : gender.charAt(0).toUpperCase());

/** Bands are written lowest first and never overlap, within each gender (and within those without one). */
function checkBandOrder(bands: readonly { band: ScoreBand; path: string }[], problems: ProblemList): void {
  const lastByGender = new Map<string, ScoreBand>();
  for (const { band, path } of bands) {
    const previous = lastByGender.get(genderKey(band.gender));
    if (previous !== undefined && band.min < previous.min)
      problems.add(path, `band ${band.code} is out of order: its min is below ${previous.code}'s`);
    else if (previous !== undefined && (previous.max === null || band.min < previous.max))
      problems.add(path, `band ${band.code} overlaps ${previous.code}`);
    lastByGender.set(genderKey(band.gender), band);
  }
}

export function readScore(extension: Extension, questionIds: ReadonlySet<string>, problems: ProblemList): ScoreDefinition | null {
  const parts = partsOf(extension, SCORE_PARTS, problems);
  const code = readString(part(parts, 'code'), problems);
  const kind = readCode(part(parts, 'kind'), SCORE_KINDS, problems);
  const riskPart = part(parts, 'risk');
  const risk = riskPart === undefined ? null : readCode(riskPart, HRA_RISK_TYPES, problems);
  const topWeight = readNumber(part(parts, 'top-weight'), problems);
  const titlePart = part(parts, 'title');
  const title = titlePart === undefined ? null : readTexts(titlePart.node, 'valueString', titlePart.path, problems);
  if (titlePart === undefined) problems.add(extension.path, 'a score needs a title');
  const items: string[] = [];
  for (const itemPart of parts.filter((candidate) => candidate.url === 'item')) {
    const id = readString(itemPart, problems);
    if (id !== null && !questionIds.has(id)) problems.add(itemPart.path, `score item names an unknown question: ${id}`);
    if (id !== null) items.push(id);
  }
  const needed = kind === null ? null : ITEM_COUNTS[kind];
  if (needed !== null && items.length !== needed) problems.add(extension.path, `a ${String(kind)} score reads exactly ${needed} items`);
  if (needed === null && items.length === 0) problems.add(extension.path, 'a score needs at least one item');
  if (kind === 'top-box' && topWeight === null) problems.add(extension.path, 'a top-box score needs top-weight');
  const bandParts = parts.filter((candidate) => candidate.url === 'band');
  const bands = bandParts.map((bandPart) => ({ band: readBand(bandPart, problems), path: bandPart.path }));
  const readBands = bands.filter((entry): entry is { band: ScoreBand; path: string } => entry.band !== null);
  checkBandOrder(readBands, problems);
  if (code === null || kind === null || title === null || readBands.length !== bands.length) return null;
  return { code, kind, items, topWeight, risk, title, bands: readBands.map((entry) => entry.band) };
}

export function readScreen(extension: Extension, problems: ProblemList): ScreenDefinition | null {
  const parts = partsOf(extension, SCREEN_PARTS, problems);
  const kind = readCode(part(parts, 'kind'), SCREEN_KINDS_WITH_WORDS, problems);
  const titlePart = part(parts, 'title');
  const bodyPart = part(parts, 'body');
  if (kind === null || titlePart === undefined || bodyPart === undefined) {
    problems.add(extension.path, 'a screen needs kind, title and body');
    return null;
  }
  const title = readTexts(titlePart.node, 'valueString', titlePart.path, problems);
  const body = readTexts(bodyPart.node, 'valueString', bodyPart.path, problems);
  return title === null || body === null ? null : { kind, title, body };
}

export function checkUniqueCodes(entries: readonly { code: string; path: string }[], what: string, problems: ProblemList): void {
  const seen = new Set<string>();
  for (const { code, path } of entries) {
    if (seen.has(code)) problems.add(path, `${what} ${code} is given twice`);
    seen.add(code);
  }
}
