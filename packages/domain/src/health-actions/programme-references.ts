import { CLAIM_CODE_SYSTEMS, type ClaimCodeSystem } from '@portal/contract';
import { isCalendarDate } from '../shared/calendar-date';
import { claimCodeKey } from './claim-codes';
import type { ProgrammeProblem } from './programme-problems';

/*
 * The checks that look across a definition: ids and codes that must be unique, containers that
 * must exist and be compound, periods that must make sense together. They read the file as it
 * came, taking what is readable, so that a file with a badly shaped action still has every
 * cross-reference problem named in the same answer.
 */

type Loose = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const entries = (value: unknown): (Loose | undefined)[] =>
  Array.isArray(value) ? value.map((item) => (isRecord(item) ? item : undefined)) : [];
const whole = (value: unknown): number | undefined => (Number.isInteger(value) ? (value as number) : undefined);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const date = (value: unknown): string | undefined => (typeof value === 'string' && isCalendarDate(value) ? value : undefined);
const system = (value: unknown): ClaimCodeSystem | undefined =>
  (CLAIM_CODE_SYSTEMS as readonly unknown[]).includes(value) ? (value as ClaimCodeSystem) : undefined;

/** Reports the second and later holders of a value that must be unique, naming the first. */
function checkUnique<T>(holders: readonly { value: T | undefined; path: string }[], what: string, problems: ProgrammeProblem[]): void {
  const first = new Map<T, string>();
  for (const { value, path } of holders) {
    if (value === undefined) continue;
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, path);
    else problems.push({ path, code: 'DUPLICATE', message: `${what} ${String(value)} is already used at ${earlier}` });
  }
}

interface ActionView {
  readonly index: number;
  readonly id: number | undefined;
  readonly code: string | undefined;
  readonly complexity: string | undefined;
  readonly containerId: number | undefined;
  readonly claimCodes: readonly (Loose | undefined)[];
  readonly attestable: boolean;
  readonly learnAndEarnKind: string | undefined;
  readonly articleContentId: string | undefined;
}

function actionPath(action: ActionView, field: string): string {
  return `healthActions.${action.index}.${field}`;
}

function checkContainers(actions: readonly ActionView[], problems: ProgrammeProblem[]): void {
  const byId = new Map<number, ActionView>();
  for (const action of actions) if (action.id !== undefined && !byId.has(action.id)) byId.set(action.id, action);
  for (const action of actions) {
    const containerId = action.containerId;
    if (containerId === undefined) continue;
    const container = byId.get(containerId);
    const path = actionPath(action, 'containerHealthActionId');
    if (containerId === action.id) problems.push({ path, code: 'CYCLE', message: `health action ${containerId} cannot contain itself` });
    else if (!container) problems.push({ path, code: 'UNKNOWN_REFERENCE', message: `no health action has id ${containerId}` });
    else if (container.complexity !== undefined && container.complexity !== 'C')
      problems.push({
        path,
        code: 'INCONSISTENT',
        message: `health action ${containerId} is not compound (complexity C), so it cannot contain others`,
      });
    else if (leadsBackTo(action, byId))
      problems.push({ path, code: 'CYCLE', message: `health action ${String(action.id)} is inside itself through its containers` });
  }
  for (const action of actions) {
    if (action.complexity !== 'C') continue;
    if (!actions.some((child) => child.containerId !== undefined && child.containerId === action.id && child !== action))
      problems.push({
        path: actionPath(action, 'complexity'),
        code: 'INCONSISTENT',
        message: `compound health action ${String(action.id)} has no children`,
      });
    if (action.claimCodes.length > 0)
      problems.push({
        path: actionPath(action, 'verifyingClaimCodes'),
        code: 'INCONSISTENT',
        message: 'a compound health action is completed by its children, never by a claim',
      });
    if (action.attestable)
      problems.push({
        path: actionPath(action, 'attestable'),
        code: 'INCONSISTENT',
        message: "a compound health action is completed by its children, never by a member's word",
      });
  }
}

/** Whether walking up from the action's container reaches the action again. */
function leadsBackTo(action: ActionView, byId: ReadonlyMap<number, ActionView>): boolean {
  const seen = new Set<number>();
  let current = action.containerId === undefined ? undefined : byId.get(action.containerId);
  while (current?.id !== undefined && !seen.has(current.id)) {
    if (current === action) return true;
    seen.add(current.id);
    current = current.containerId === undefined ? undefined : byId.get(current.containerId);
  }
  return false;
}

function checkClaimCodes(action: ActionView, problems: ProgrammeProblem[]): void {
  checkUnique(
    action.claimCodes.map((claimCode, position) => {
      const codeSystem = system(claimCode?.system);
      const code = text(claimCode?.code);
      return {
        value: codeSystem && code ? claimCodeKey(codeSystem, code) : undefined,
        path: actionPath(action, `verifyingClaimCodes.${position}.code`),
      };
    }),
    'claim code',
    problems,
  );
}

function checkHealthActions(raw: unknown, problems: ProgrammeProblem[]): void {
  const actions: ActionView[] = entries(raw).map((entry, index) => ({
    index,
    id: whole(entry?.id),
    code: text(entry?.code),
    complexity: text(entry?.complexity),
    containerId: whole(entry?.containerHealthActionId),
    claimCodes: entries(entry?.verifyingClaimCodes),
    attestable: entry?.attestable === true,
    learnAndEarnKind: text(entry?.learnAndEarnKind),
    articleContentId: text(entry?.articleContentId),
  }));
  checkUnique(
    actions.map((action) => ({ value: action.id, path: actionPath(action, 'id') })),
    'health action id',
    problems,
  );
  checkUnique(
    actions.map((action) => ({ value: action.code, path: actionPath(action, 'code') })),
    'health action code',
    problems,
  );
  checkContainers(actions, problems);
  for (const action of actions) checkClaimCodes(action, problems);
  for (const action of actions) checkArticle(action, problems);
}

/** Only reading an article completes an action through one. */
function checkArticle(action: ActionView, problems: ProgrammeProblem[]): void {
  if (action.articleContentId !== undefined && action.learnAndEarnKind !== 'READ_ARTICLE') {
    problems.push({
      path: actionPath(action, 'articleContentId'),
      code: 'INCONSISTENT',
      message: 'only a READ_ARTICLE learn-and-earn action names an article',
    });
  }
}

interface PeriodView {
  readonly path: string;
  readonly cohort: string | undefined;
  readonly id: number | undefined;
  readonly strategyId: number | undefined;
  readonly strategyType: string | undefined;
  readonly start: string | undefined;
  readonly end: string | undefined;
}

function checkPeriods(periods: readonly PeriodView[], problems: ProgrammeProblem[]): void {
  checkUnique(
    periods.map((period) => ({ value: period.id, path: `${period.path}.id` })),
    'compliance period id',
    problems,
  );
  const strategies = new Map<number, PeriodView>();
  periods.forEach((period, position) => {
    if (period.start && period.end && period.end <= period.start)
      problems.push({
        path: `${period.path}.endDate`,
        code: 'INCONSISTENT',
        message: `ends on ${period.end}, not after it starts (${period.start})`,
      });
    if (period.strategyId !== undefined) {
      const first = strategies.get(period.strategyId);
      if (!first) strategies.set(period.strategyId, period);
      else if (first.cohort !== period.cohort || first.strategyType !== period.strategyType)
        problems.push({
          path: `${period.path}.cohortIncentiveStrategyId`,
          code: 'INCONSISTENT',
          message: `strategy ${period.strategyId} belongs to cohort ${String(first.cohort)} (${String(first.strategyType)}) at ${first.path}`,
        });
    }
    const overlapped = periods
      .slice(0, position)
      .find(
        (earlier) =>
          earlier.cohort === period.cohort &&
          earlier.strategyType === period.strategyType &&
          earlier.start !== undefined &&
          earlier.end !== undefined &&
          period.start !== undefined &&
          period.end !== undefined &&
          period.start <= earlier.end &&
          earlier.start <= period.end,
      );
    if (overlapped)
      problems.push({
        path: `${period.path}.startDate`,
        code: 'INCONSISTENT',
        message: `overlaps ${overlapped.path} (${String(overlapped.start)} to ${String(overlapped.end)}) of the same cohort and strategy type`,
      });
  });
}

function checkCohorts(raw: unknown, problems: ProgrammeProblem[]): void {
  const cohorts = entries(raw);
  checkUnique(
    cohorts.map((cohort, index) => ({ value: text(cohort?.code), path: `cohorts.${index}.code` })),
    'cohort code',
    problems,
  );
  const periods = cohorts.flatMap((cohort, index) =>
    entries(cohort?.compliancePeriods).map((period, position) => ({
      path: `cohorts.${index}.compliancePeriods.${position}`,
      cohort: text(cohort?.code),
      id: whole(period?.id),
      strategyId: whole(period?.cohortIncentiveStrategyId),
      strategyType: text(period?.cohortIncentiveStrategyType),
      start: date(period?.startDate),
      end: date(period?.endDate),
    })),
  );
  checkPeriods(periods, problems);
}

function checkCatalogs(raw: Loose, problems: ProgrammeProblem[]): void {
  const catalogs = entries(raw.incentiveCatalogs);
  checkUnique(
    catalogs.map((catalog, index) => ({ value: text(catalog?.code), path: `incentiveCatalogs.${index}.code` })),
    'catalog code',
    problems,
  );
  const products = catalogs.flatMap((catalog, index) =>
    entries(catalog?.items).map((product, position) => ({ product, path: `incentiveCatalogs.${index}.items.${position}` })),
  );
  checkUnique(
    products.map(({ product, path }) => ({ value: whole(product?.productId), path: `${path}.productId` })),
    'product id',
    problems,
  );
  checkUnique(
    products.flatMap(({ product, path }) =>
      entries(product?.variations).map((variation, at) => ({ value: whole(variation?.id), path: `${path}.variations.${at}.id` })),
    ),
    'product variation id',
    problems,
  );
  for (const { product, path } of products) {
    if (!product) continue;
    const names = isRecord(product.names) ? product.names : {};
    if (typeof names.EN !== 'string' || names.EN.trim() === '')
      problems.push({ path: `${path}.names.EN`, code: 'REQUIRED', message: 'every product needs its English name' });
    const faceValue = product.faceValue ?? null;
    if (product.type === 'GIFT_CARD' && faceValue === null)
      problems.push({ path: `${path}.faceValue`, code: 'REQUIRED', message: 'a gift card needs its face value in cents' });
    if (product.type === 'MERCHANDISE' && faceValue !== null)
      problems.push({ path: `${path}.faceValue`, code: 'INCONSISTENT', message: 'merchandise has no face value' });
    checkUnique(
      entries(product.variations).map((variation, at) => ({
        value: text(variation?.deliveryForm),
        path: `${path}.variations.${at}.deliveryForm`,
      })),
      'delivery form',
      problems,
    );
  }
  // A programme without catalogs redeems elsewhere; one with them must offer what its actions name.
  if (catalogs.length === 0) return;
  const codes = new Set(catalogs.map((catalog) => text(catalog?.code)));
  entries(raw.healthActions).forEach((action, index) => {
    const code = text(action?.incentiveCatalogCd);
    if (code !== undefined && !codes.has(code))
      problems.push({
        path: `healthActions.${index}.incentiveCatalogCd`,
        code: 'UNKNOWN_REFERENCE',
        message: `no incentive catalog has code ${code}`,
      });
  });
}

function checkRewardBoxes(raw: Loose, problems: ProgrammeProblem[]): void {
  const boxes = entries(raw.rewardBoxes);
  checkUnique(
    boxes.map((box, index) => ({ value: whole(box?.id), path: `rewardBoxes.${index}.id` })),
    'reward box id',
    problems,
  );
  checkUnique(
    boxes.map((box, index) => ({ value: text(box?.code), path: `rewardBoxes.${index}.code` })),
    'reward box code',
    problems,
  );
  boxes.forEach((box, index) => {
    for (const field of ['names', 'descriptions'] as const) {
      const given = box?.[field];
      const texts = isRecord(given) ? given : {};
      if (typeof texts.EN !== 'string' || texts.EN.trim() === '')
        problems.push({
          path: `rewardBoxes.${index}.${field}.EN`,
          code: 'REQUIRED',
          message: `every reward box needs its English ${field.slice(0, -1)}`,
        });
    }
  });
}

/** Every cross-reference problem of a definition, read as loosely as its shape allows. */
export function programmeReferenceProblems(raw: unknown): ProgrammeProblem[] {
  const problems: ProgrammeProblem[] = [];
  if (!isRecord(raw)) return problems;
  checkHealthActions(raw.healthActions, problems);
  checkCohorts(raw.cohorts, problems);
  checkCatalogs(raw, problems);
  checkRewardBoxes(raw, problems);
  return problems;
}
