import type { HealthRisk, RiskLevel, ScoreResult } from '@portal/contract';
import type { AnswerMap, QuestionnaireDefinition, QuestionnaireMember, ScoreBand, ScoreDefinition } from './definition';
import { answerWeight, enabledQuestions, findQuestion, isAnswered, type RuleGroup } from './eligibility';
import { pruneDisabledAnswers } from './answer-rules';

/** A score as the server computes it; the title is added in the member's language. */
export type ScoreOutcome = Omit<ScoreResult, 'title'>;

/** Inches squared to pounds: the US form of the BMI formula (CDC, "About adult BMI"). */
const BMI_FACTOR = 703;
const INCHES_PER_FOOT = 12;

/**
 * Spec 001 section 9: normal below 120/80, high at 140 systolic or 90 diastolic and above. The
 * category index (0 normal, 1 between, 2 high) is what blood-pressure bands are matched against.
 */
export function bloodPressureCategory(systolic: number, diastolic: number): 0 | 1 | 2 {
  if (systolic >= 140 || diastolic >= 90) return 2;
  if (systolic < 120 && diastolic < 80) return 0;
  return 1;
}

export function bodyMassIndex(feet: number, inches: number, pounds: number): number | null {
  const height = feet * INCHES_PER_FOOT + inches;
  if (height <= 0) return null;
  return Math.round(((BMI_FACTOR * pounds) / (height * height)) * 10) / 10;
}

/** Cuts floating-point dust from sums of decimal weights (0.1 + 0.2). */
const tidy = (value: number) => Math.round(value * 1_000_000) / 1_000_000;

/** Gender-split bands apply when any exist for the member's gender (first letter); otherwise those without a gender. */
export function bandsFor(score: Pick<ScoreDefinition, 'bands'>, member: QuestionnaireMember): readonly ScoreBand[] {
  const letter = member.gender?.charAt(0).toUpperCase() ?? '';
  const own = score.bands.filter((band) => band.gender !== null && letter !== '' && band.gender.charAt(0).toUpperCase() === letter);
  return own.length > 0 ? own : score.bands.filter((band) => band.gender === null);
}

export function matchBand(bands: readonly ScoreBand[], value: number): ScoreBand | null {
  return bands.find((band) => value >= band.min && (band.max === null || value < band.max)) ?? null;
}

function numberOf(answers: AnswerMap, id: string): number | null {
  const value = Number(answers.get(id)?.[0]);
  return Number.isFinite(value) ? value : null;
}

function valueOf(score: ScoreDefinition, groups: readonly RuleGroup[], answers: AnswerMap, shown: ReadonlySet<string>): number | null {
  const items = score.items.filter((id) => shown.has(id));
  if (items.length === 0 || items.some((id) => !isAnswered(answers, id))) return null;
  const weights = items.map((id) => {
    const question = findQuestion(groups, id);
    return question === undefined ? null : answerWeight(question, answers.get(id) ?? []);
  });
  switch (score.kind) {
    case 'sum':
      return tidy(weights.reduce<number>((sum, weight) => sum + (weight ?? 0), 0));
    case 'top-box': {
      const top = weights.filter((weight) => weight !== null && weight >= (score.topWeight ?? Number.POSITIVE_INFINITY)).length;
      return Math.round((100 * top) / items.length);
    }
    case 'bmi': {
      const [feet, inches, pounds] = score.items.map((id) => (shown.has(id) ? numberOf(answers, id) : null));
      return feet == null || inches == null || pounds == null ? null : bodyMassIndex(feet, inches, pounds);
    }
    case 'blood-pressure': {
      const [systolic, diastolic] = score.items.map((id) => (shown.has(id) ? numberOf(answers, id) : null));
      return systolic == null || diastolic == null ? null : bloodPressureCategory(systolic, diastolic);
    }
  }
}

/**
 * Every score of the questionnaire for this attempt. A score has a value only when each of its
 * items the member was shown has an answer; answers to questions closed meanwhile do not count.
 */
export function scoreAnswers(definition: QuestionnaireDefinition, member: QuestionnaireMember, answers: AnswerMap): ScoreOutcome[] {
  const kept = pruneDisabledAnswers(definition.groups, member, answers);
  const shown = new Set(enabledQuestions(definition.groups, member, kept).map((question) => question.id));
  return definition.scores.map((score) => {
    const value = valueOf(score, definition.groups, kept, shown);
    const band = value === null ? null : matchBand(bandsFor(score, member), value);
    return { code: score.code, kind: score.kind, value, band: band?.code ?? null, level: band?.level ?? null, risk: score.risk };
  });
}

const LEVEL_ORDER: readonly RiskLevel[] = ['HIGH', 'MODERATE', 'LOW'];

/** The health profile: the HRA's risks, highest first, and the overall risk (the highest of them). */
export function healthRisks(outcomes: readonly ScoreOutcome[]): { overallRisk: RiskLevel; healthSummary: HealthRisk[] } {
  const healthSummary: HealthRisk[] = outcomes
    .flatMap((outcome) =>
      outcome.risk === null || outcome.level === null || outcome.value === null
        ? []
        : [{ risk: outcome.risk, level: outcome.level, scoreCode: outcome.code, value: outcome.value, band: outcome.band }],
    )
    .sort((a, b) => LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level));
  const overallRisk = LEVEL_ORDER.find((level) => healthSummary.some((risk) => risk.level === level)) ?? 'LOW';
  return { overallRisk, healthSummary };
}

/** Decision 0040: any answer with a weight above zero to a crisis-support question shows the 988 line. */
export function crisisSupportRaised(definition: QuestionnaireDefinition, answers: AnswerMap): boolean {
  return definition.groups.some((group) =>
    group.questions.some((question) => {
      if (!question.crisisSupport) return false;
      const values = answers.get(question.id) ?? [];
      return values.some((value) => (answerWeight(question, [value]) ?? 0) > 0);
    }),
  );
}
