import { LAUNCH_MODES, QUESTIONNAIRE_LENGTHS, QUESTIONNAIRE_TYPES, SCREEN_WIDTHS } from '@portal/contract';
import type { GroupDefinition, QuestionDefinition, QuestionnaireDefinition, ScoreDefinition, ScreenDefinition, Texts } from './definition';
import { GROUP_EXTENSIONS, readEligibility, readQuestion } from './fhir-items';
import {
  at,
  checkExtensionNames,
  extensionsOf,
  isObject,
  listOf,
  portalExtension,
  ProblemList,
  readBoolean,
  readCode,
  readInteger,
  readTexts,
  type Extension,
  type Json,
  type QuestionnaireProblem,
} from './fhir-reading';
import { checkUniqueCodes, readScore, readScreen } from './fhir-scores';

export type { QuestionnaireProblem } from './fhir-reading';

export type QuestionnaireParseResult =
  | { readonly ok: true; readonly definition: QuestionnaireDefinition }
  | { readonly ok: false; readonly problems: readonly QuestionnaireProblem[] };

const DOCUMENT_EXTENSIONS = [
  'questionnaire-type',
  'numbered-questions',
  'numbers-on-optional',
  'prefill-old-answers',
  'variable-length',
  'screen-width',
  'priority',
  'launch-mode',
  'length',
  'screen',
  'score',
] as const;
/** Decision 0040's defaults. */
const DEFAULT_PRIORITY = 100;

/** Every question's linkId in document order, read before the questions so a condition can tell "later" from "unknown". */
function questionIdsOf(document: Json): Set<string> {
  const ids = new Set<string>();
  for (const group of listOf(document['item'])) {
    if (!isObject(group)) continue;
    for (const item of listOf(group['item'])) {
      if (isObject(item) && item['type'] !== 'group' && item['type'] !== 'display' && typeof item['linkId'] === 'string')
        ids.add(item['linkId']);
    }
  }
  return ids;
}

function checkLinkId(item: Json, path: string, seen: Set<string>, problems: ProblemList): void {
  const linkId = item['linkId'];
  if (typeof linkId !== 'string' || linkId.trim() === '') problems.add(at(path, 'linkId'), 'linkId is required');
  else if (seen.has(linkId)) problems.add(at(path, 'linkId'), `linkId ${linkId} is used twice`);
  else seen.add(linkId);
}

interface ReadingState {
  readonly problems: ProblemList;
  readonly linkIds: Set<string>;
  readonly allQuestions: ReadonlySet<string>;
  readonly before: Map<string, QuestionDefinition>;
  readonly scores: readonly ScoreDefinition[];
}

function readGroup(raw: unknown, path: string, displayOrder: number, state: ReadingState): GroupDefinition | null {
  const { problems } = state;
  if (!isObject(raw) || raw['type'] !== 'group') {
    problems.add(path, 'a question must sit inside a group: the document holds groups only');
    return null;
  }
  checkLinkId(raw, path, state.linkIds, problems);
  const extensions = extensionsOf(raw, path, problems);
  checkExtensionNames(extensions, GROUP_EXTENSIONS, problems);
  const eligibility = readEligibility(extensions, problems);
  const title = readTexts(raw, 'text', path, problems);
  const instructions: Texts[] = [];
  const questions: QuestionDefinition[] = [];
  let complete = title !== null;
  listOf(raw['item']).forEach((item, index) => {
    const itemPath = at(at(path, 'item'), index);
    if (!isObject(item)) {
      problems.add(itemPath, 'an item must be an object');
      complete = false;
    } else if (item['type'] === 'group') {
      problems.add(itemPath, 'a group cannot hold another group');
      complete = false;
    } else if (item['type'] === 'display') {
      checkLinkId(item, itemPath, state.linkIds, problems);
      checkExtensionNames(extensionsOf(item, itemPath, problems), [], problems);
      const text = readTexts(item, 'text', itemPath, problems);
      if (text === null) complete = false;
      else instructions.push(text);
    } else {
      checkLinkId(item, itemPath, state.linkIds, problems);
      const context = {
        group: eligibility,
        scores: state.scores,
        displayOrder: questions.length + 1,
        before: state.before,
        all: state.allQuestions,
      };
      const question = readQuestion(item, itemPath, context, problems);
      if (question === null) complete = false;
      else {
        questions.push(question);
        state.before.set(question.id, question);
      }
    }
  });
  if (questions.length === 0 && complete) problems.add(path, 'a group needs at least one question');
  if (!complete || title === null || typeof raw['linkId'] !== 'string') return null;
  return { id: raw['linkId'], title, displayOrder, instructions, questions };
}

interface ReadScore {
  readonly score: ScoreDefinition;
  readonly path: string;
}

function readScores(extensions: readonly Extension[], questionIds: ReadonlySet<string>, problems: ProblemList): ReadScore[] {
  const scoreExtensions = extensions.filter((extension) => extension === portalExtension([extension], 'score'));
  const read = scoreExtensions.map((extension) => ({ score: readScore(extension, questionIds, problems), path: extension.path }));
  const scores = read.flatMap((entry) => (entry.score === null ? [] : [{ ...entry, score: entry.score }]));
  checkUniqueCodes(
    scores.map((entry) => ({ code: entry.score.code, path: entry.path })),
    'score',
    problems,
  );
  return scores;
}

/**
 * A score can only read what its kind needs: bmi and blood pressure read number boxes, a sum or a
 * top-box weighted options or whole numbers. Checked once the questions are read.
 */
function checkScoreItems(scores: readonly ReadScore[], questions: ReadonlyMap<string, QuestionDefinition>, problems: ProblemList): void {
  for (const { score, path } of scores) {
    for (const id of score.items) {
      const question = questions.get(id);
      if (question === undefined) continue;
      const measured = question.numeric !== null;
      const weighted =
        question.answerOptions.some((option) => option.weight !== null) || question.scale !== null || question.numeric?.integer === true;
      if ((score.kind === 'bmi' || score.kind === 'blood-pressure') && !measured)
        problems.add(path, `${score.kind} score item ${id} must be a number box`);
      if ((score.kind === 'sum' || score.kind === 'top-box') && !weighted)
        problems.add(path, `${score.kind} score item ${id} has no weights or whole-number value`);
    }
  }
}

function readScreens(extensions: readonly Extension[], problems: ProblemList): ScreenDefinition[] {
  const read = extensions
    .filter((extension) => extension === portalExtension([extension], 'screen'))
    .map((extension) => ({ screen: readScreen(extension, problems), path: extension.path }));
  const screens = read.flatMap((entry) => (entry.screen === null ? [] : [{ screen: entry.screen, path: entry.path }]));
  checkUniqueCodes(
    screens.map((entry) => ({ code: entry.screen.kind, path: entry.path })),
    'screen',
    problems,
  );
  return screens.map((entry) => entry.screen);
}

function readHead(document: Json, problems: ProblemList): void {
  if (document['resourceType'] !== 'Questionnaire') problems.add('resourceType', 'resourceType must be Questionnaire');
  if (document['status'] !== 'active')
    problems.add('status', `only an active questionnaire can be loaded, not ${String(document['status'])}`);
  if (typeof document['id'] !== 'string' || document['id'] === '') problems.add('id', 'id is required');
  if (typeof document['version'] !== 'string' || document['version'] === '') problems.add('version', 'version is required');
  if (document['url'] !== undefined && typeof document['url'] !== 'string') problems.add('url', 'url must be a text');
  if (document['language'] !== undefined && document['language'] !== 'en') problems.add('language', 'the base language must be en');
  if (listOf(document['item']).length === 0) problems.add('item', 'a questionnaire needs at least one group');
}

/**
 * Reads a plan's FHIR R4 Questionnaire (decision 0040) into the portal's definition: all of it or
 * none of it. Every problem is collected with its path, so a plan fixes its file in one round.
 */
export function parseQuestionnaireDocument(json: unknown): QuestionnaireParseResult {
  const problems = new ProblemList();
  if (!isObject(json)) return { ok: false, problems: [{ path: '', message: 'a questionnaire must be a JSON object' }] };
  readHead(json, problems);
  const extensions = extensionsOf(json, '', problems);
  checkExtensionNames(extensions, DOCUMENT_EXTENSIONS, problems);
  const type = readCode(portalExtension(extensions, 'questionnaire-type'), QUESTIONNAIRE_TYPES, problems);
  if (portalExtension(extensions, 'questionnaire-type') === undefined) problems.add('extension', 'P/questionnaire-type is required');
  const title = readTexts(json, 'title', '', problems);
  const copyright = json['copyright'] === undefined ? null : readTexts(json, 'copyright', '', problems);
  const settings = {
    numberedQuestions: readBoolean(portalExtension(extensions, 'numbered-questions'), true, problems),
    numbersOnOptional: readBoolean(portalExtension(extensions, 'numbers-on-optional'), true, problems),
    prefillOldAnswers: readBoolean(portalExtension(extensions, 'prefill-old-answers'), false, problems),
    isVariableLength: readBoolean(portalExtension(extensions, 'variable-length'), false, problems),
    screenWidth: readCode(portalExtension(extensions, 'screen-width'), SCREEN_WIDTHS, problems) ?? 'NARROW',
  };
  const priority = readInteger(portalExtension(extensions, 'priority'), problems) ?? DEFAULT_PRIORITY;
  const launchMode = readCode(portalExtension(extensions, 'launch-mode'), LAUNCH_MODES, problems) ?? 'ON_DEMAND';
  const length = readCode(portalExtension(extensions, 'length'), QUESTIONNAIRE_LENGTHS, problems) ?? 'LONG';
  const screens = readScreens(extensions, problems);
  const allQuestions = questionIdsOf(json);
  const scores = readScores(extensions, allQuestions, problems);
  const state: ReadingState = { problems, linkIds: new Set(), allQuestions, before: new Map(), scores: scores.map((entry) => entry.score) };
  const groups = listOf(json['item']).map((raw, index) => readGroup(raw, at('item', index), index + 1, state));
  checkScoreItems(scores, state.before, problems);
  if (problems.problems.length > 0) return { ok: false, problems: problems.problems };
  return {
    ok: true,
    definition: {
      fhirId: json['id'] as string,
      url: typeof json['url'] === 'string' ? json['url'] : null,
      version: json['version'] as string,
      type: type as NonNullable<typeof type>,
      title: title as Texts,
      copyright,
      settings,
      priority,
      launchMode,
      length,
      screens,
      groups: groups as GroupDefinition[],
      scores: state.scores,
    },
  };
}
