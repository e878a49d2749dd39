import type { FeatureFlag, HraRiskType, NextStepArea, RiskLevel } from '@portal/contract';

type Area = Exclude<NextStepArea, 'CRISIS_LINE'>;

/** A next step: its words (`risks.<risk>.steps.<key>`), the levels it is for, and the portal area it may link to. */
export interface NextStep {
  readonly key: string;
  readonly levels: readonly RiskLevel[];
  readonly area: Area | null;
  /** The step is about the area itself (log it in Trackers, read about it in Learn): without the area it is left out. */
  readonly onlyWithArea: boolean;
}

/** A step as the page shows it: its link only when the plan has the area on. */
export interface ShownStep {
  readonly key: string;
  readonly link: Area | null;
}

const ALL: readonly RiskLevel[] = ['LOW', 'MODERATE', 'HIGH'];
const AT_RISK: readonly RiskLevel[] = ['MODERATE', 'HIGH'];
const step = (key: string, levels: readonly RiskLevel[], area: Area | null = null): NextStep => ({
  key,
  levels,
  area,
  onlyWithArea: false,
});
const areaStep = (key: string, levels: readonly RiskLevel[], area: Area): NextStep => ({ key, levels, area, onlyWithArea: true });

// Guidance per risk and level; the cut-offs behind the levels are the HRA's (spec 001 section 9:
// sleep 7 hours, 150 minutes a week for ages 18-64, blood pressure 120/80 and 140/90).
const STEPS: Record<HraRiskType, readonly NextStep[]> = {
  GENERAL_HEALTH: [step('checkup', ALL, 'SCHEDULING'), step('talk', AT_RISK, 'SCHEDULING'), areaStep('learn', ALL, 'LEARN')],
  TOBACCO: [step('stay', ['LOW']), step('quitLine', AT_RISK), step('medicine', AT_RISK, 'SCHEDULING')],
  PHYSICAL_ACTIVITY: [step('keep', ['LOW']), step('start', AT_RISK), areaStep('track', ALL, 'TRACKING')],
  SLEEP: [step('habits', ALL), areaStep('track', ALL, 'TRACKING'), step('doctor', AT_RISK, 'SCHEDULING')],
  NUTRITION: [step('plate', ALL), step('drinks', AT_RISK), areaStep('learn', ALL, 'LEARN')],
  DEPRESSION: [step('watch', ['LOW']), step('doctor', AT_RISK, 'SCHEDULING'), step('help', ALL, 'HELP')],
  ANXIETY: [step('watch', ['LOW']), step('doctor', AT_RISK, 'SCHEDULING'), step('help', ALL, 'HELP')],
  ALCOHOL: [step('limit', ALL), step('doctor', ['HIGH', 'MODERATE'], 'SCHEDULING'), step('helpline', ['HIGH'])],
  WEIGHT: [step('keep', ['LOW']), step('doctor', AT_RISK, 'SCHEDULING'), areaStep('track', ALL, 'TRACKING')],
  BLOOD_PRESSURE: [
    step('yearly', ['LOW']),
    step('lifestyle', AT_RISK),
    step('doctor', ['HIGH'], 'SCHEDULING'),
    step('urgent', ['HIGH']),
    areaStep('track', AT_RISK, 'TRACKING'),
  ],
};

/** Mood and worry pages show the 988 line whatever the level. */
export const CRISIS_LINE_RISKS: readonly HraRiskType[] = ['DEPRESSION', 'ANXIETY'];

/** The flag that opens each area (null: every plan has it). */
export const AREA_FLAGS: Record<Area, FeatureFlag | null> = {
  LEARN: 'EDUCATION',
  TRACKING: 'TRACKING',
  SCHEDULING: 'ONLINE_SCHEDULING',
  HELP: null,
};

/**
 * The steps for a risk at a level. A link shows only when `open` says the plan has its area (for
 * scheduling, also a doctor-visit action to schedule through); a step about the area itself goes
 * with it.
 */
export function nextSteps(risk: HraRiskType, level: RiskLevel, open: (area: Area) => boolean): ShownStep[] {
  return STEPS[risk]
    .filter((candidate) => candidate.levels.includes(level))
    .flatMap((candidate) => {
      const link = candidate.area !== null && open(candidate.area) ? candidate.area : null;
      return candidate.onlyWithArea && link === null ? [] : [{ key: candidate.key, link }];
    });
}
