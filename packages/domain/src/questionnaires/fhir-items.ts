import type { QuestionType } from '@portal/contract';
import type { OptionDefinition, QuestionDefinition, ScoreDefinition, Texts } from './definition';
import { readEnableWhen, type EarlierQuestions } from './fhir-enable-when';
import {
  at,
  checkExtensionNames,
  extensionsOf,
  findExtension,
  isObject,
  ITEM_CONTROL_URL,
  ITEM_WEIGHT_URL,
  listOf,
  MAX_VALUE_URL,
  MIN_VALUE_URL,
  portalExtension,
  PORTAL_EXTENSION_BASE,
  readBoolean,
  readInteger,
  readNumber,
  readString,
  readTexts,
  UNIT_URL,
  type Extension,
  type Json,
  type ProblemList,
} from './fhir-reading';

/** Our extensions a question (and, for the eligibility ones, a group) may carry. */
export const QUESTION_EXTENSIONS = [
  'min-age',
  'max-age',
  'gender',
  'source',
  'direct-incentive',
  'crisis-support',
  'enable-when-score',
  'scale-low-label',
  'scale-high-label',
] as const;
export const GROUP_EXTENSIONS = ['min-age', 'max-age', 'gender'] as const;
const OPTION_EXTENSIONS = ['option-active'] as const;

export interface Eligibility {
  readonly minAge: number | null;
  readonly maxAge: number | null;
  readonly gender: string | null;
}

export function readEligibility(extensions: readonly Extension[], problems: ProblemList): Eligibility {
  const genderExtension = portalExtension(extensions, 'gender');
  return {
    minAge: readInteger(portalExtension(extensions, 'min-age'), problems),
    maxAge: readInteger(portalExtension(extensions, 'max-age'), problems),
    gender: genderExtension === undefined ? null : readString(genderExtension, problems),
  };
}

/** A group's limits hold for all its questions: a question may narrow them, never widen them. */
function narrow(group: Eligibility, own: Eligibility): Eligibility {
  const highest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
  const lowest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
  return { minAge: highest(group.minAge, own.minAge), maxAge: lowest(group.maxAge, own.maxAge), gender: own.gender ?? group.gender };
}

function itemControl(extensions: readonly Extension[]): string | null {
  const concept = findExtension(extensions, ITEM_CONTROL_URL)?.node['valueCodeableConcept'];
  if (!isObject(concept)) return null;
  const coding = listOf(concept['coding'])[0];
  return isObject(coding) && typeof coding['code'] === 'string' ? coding['code'] : null;
}

function readOptions(item: Json, path: string, problems: ProblemList): OptionDefinition[] {
  const options: OptionDefinition[] = [];
  const codes = new Set<string>();
  listOf(item['answerOption']).forEach((raw, index) => {
    const optionPath = at(at(path, 'answerOption'), index);
    const coding = isObject(raw) ? raw['valueCoding'] : undefined;
    if (!isObject(raw) || !isObject(coding) || typeof coding['code'] !== 'string' || coding['code'] === '') {
      problems.add(optionPath, 'an option needs valueCoding with a code');
      return;
    }
    const code = coding['code'];
    if (codes.has(code)) problems.add(optionPath, `option code ${code} is used twice`);
    codes.add(code);
    const extensions = extensionsOf(raw, optionPath, problems);
    checkExtensionNames(extensions, OPTION_EXTENSIONS, problems);
    const codingExtensions = extensionsOf(coding, at(optionPath, 'valueCoding'), problems);
    const weightExtension = findExtension(extensions, ITEM_WEIGHT_URL) ?? findExtension(codingExtensions, ITEM_WEIGHT_URL);
    const text = readTexts(coding, 'display', at(optionPath, 'valueCoding'), problems);
    const active = readBoolean(portalExtension(extensions, 'option-active'), true, problems);
    const weight = readNumber(weightExtension, problems);
    if (text !== null) options.push({ code, text, weight, active });
  });
  return options;
}

function readTranslatedExtension(extension: Extension | undefined, name: string, path: string, problems: ProblemList): Texts | null {
  if (extension === undefined) {
    problems.add(path, `a slider needs P/${name}`);
    return null;
  }
  return readTexts(extension.node, 'valueString', extension.path, problems);
}

interface Shape {
  readonly type: QuestionType;
  readonly numeric: QuestionDefinition['numeric'];
  readonly scale: QuestionDefinition['scale'];
}

function readUnit(extensions: readonly Extension[]): string | null {
  const coding = findExtension(extensions, UNIT_URL)?.node['valueCoding'];
  if (!isObject(coding)) return null;
  const unit = coding['display'] ?? coding['code'];
  return typeof unit === 'string' ? unit : null;
}

/** Decision 0040's table from FHIR item types (and item controls) to the spec's question types. */
function readShape(item: Json, path: string, extensions: readonly Extension[], problems: ProblemList): Shape | null {
  const fhirType = item['type'];
  const control = itemControl(extensions);
  const repeats = item['repeats'] === true;
  const min = readNumber(findExtension(extensions, MIN_VALUE_URL), problems);
  const max = readNumber(findExtension(extensions, MAX_VALUE_URL), problems);
  const none = { numeric: null, scale: null };
  if (fhirType !== 'choice' && item['answerOption'] !== undefined) problems.add(at(path, 'answerOption'), 'only a choice item has options');
  if (min !== null && max !== null && min > max) problems.add(path, 'minValue is above maxValue');
  switch (fhirType) {
    case 'string':
      return { type: 'TEXTBOX', ...none };
    case 'text':
      return { type: 'TEXTAREA', ...none };
    case 'date':
      return { type: 'DATE_FIELD', ...none };
    case 'integer':
    case 'decimal': {
      if (control !== 'slider') {
        return { type: 'TEXTBOX', scale: null, numeric: { integer: fhirType === 'integer', min, max, unit: readUnit(extensions) } };
      }
      if (fhirType === 'decimal') problems.add(at(path, 'type'), 'a slider takes whole numbers: type integer');
      if (min === null || max === null) problems.add(path, 'a slider needs minValue and maxValue');
      else if (!Number.isInteger(min) || !Number.isInteger(max)) problems.add(path, 'a slider runs between whole numbers');
      const lowLabel = readTranslatedExtension(portalExtension(extensions, 'scale-low-label'), 'scale-low-label', path, problems);
      const highLabel = readTranslatedExtension(portalExtension(extensions, 'scale-high-label'), 'scale-high-label', path, problems);
      if (min === null || max === null || lowLabel === null || highLabel === null) return null;
      return { type: 'LINEAR_SCALE', numeric: null, scale: { min, max, lowLabel, highLabel } };
    }
    case 'choice': {
      if (listOf(item['answerOption']).length === 0) problems.add(path, 'a choice needs answerOption');
      if (repeats) {
        if (control !== null && control !== 'check-box')
          problems.add(path, `repeats: true goes with itemControl check-box, not ${control}`);
        return { type: 'CHECKBOXES', ...none };
      }
      if (control === 'check-box') problems.add(path, 'itemControl check-box needs repeats: true');
      if (control === 'drop-down') return { type: 'DROPDOWN', ...none };
      if (control !== null && control !== 'radio-button' && control !== 'check-box')
        problems.add(path, `itemControl ${control} is not supported for a choice`);
      return { type: 'RADIO_BUTTONS', ...none };
    }
    default:
      problems.add(at(path, 'type'), `item type ${String(fhirType)} is not supported`);
      return null;
  }
}

export interface QuestionContext extends EarlierQuestions {
  readonly group: Eligibility;
  readonly scores: readonly ScoreDefinition[];
  readonly displayOrder: number;
}

function readEnableWhenScore(extension: Extension | undefined, scores: readonly ScoreDefinition[], problems: ProblemList) {
  if (extension === undefined) return null;
  const parts = extensionsOf(extension.node, extension.path, problems);
  for (const part of parts) if (part.url !== 'score' && part.url !== 'min') problems.add(part.path, `unknown part ${part.url}`);
  const code = readString(
    parts.find((part) => part.url === 'score'),
    problems,
  );
  const min = readNumber(
    parts.find((part) => part.url === 'min'),
    problems,
  );
  const score = scores.find((candidate) => candidate.code === code);
  if (code === null || min === null) {
    problems.add(extension.path, 'P/enable-when-score needs score and min');
    return null;
  }
  if (score === undefined) {
    problems.add(extension.path, `P/enable-when-score names an unknown score: ${code}`);
    return null;
  }
  return { score: code, items: [...score.items], min };
}

export function readQuestion(item: Json, path: string, context: QuestionContext, problems: ProblemList): QuestionDefinition | null {
  const extensions = extensionsOf(item, path, problems);
  checkExtensionNames(extensions, QUESTION_EXTENSIONS, problems);
  const text = readTexts(item, 'text', path, problems);
  const shape = readShape(item, path, extensions, problems);
  const answerOptions = item['type'] === 'choice' ? readOptions(item, path, problems) : [];
  const { conditions, behavior } = readEnableWhen(item, path, context, problems);
  const eligibility = narrow(context.group, readEligibility(extensions, problems));
  const enableWhenScore = readEnableWhenScore(portalExtension(extensions, 'enable-when-score'), context.scores, problems);
  const sources = extensions
    .filter((extension) => extension.url === `${PORTAL_EXTENSION_BASE}source`)
    .map((extension) => readString(extension, problems))
    .filter((source): source is string => source !== null);
  if (item['required'] !== undefined && typeof item['required'] !== 'boolean')
    problems.add(at(path, 'required'), 'required must be true or false');
  if (text === null || shape === null || typeof item['linkId'] !== 'string') return null;
  return {
    id: item['linkId'],
    displayOrder: context.displayOrder,
    type: shape.type,
    text,
    optional: item['required'] === false,
    answerOptions,
    numeric: shape.numeric,
    scale: shape.scale,
    ...eligibility,
    otherSelectors: conditions,
    enableBehavior: behavior,
    enableWhenScore,
    directIncentive: readBoolean(portalExtension(extensions, 'direct-incentive'), false, problems),
    crisisSupport: readBoolean(portalExtension(extensions, 'crisis-support'), false, problems),
    sources,
  };
}
