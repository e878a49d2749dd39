import type { FeatureFlag } from '@portal/contract';
import type { ProgrammeDefinition } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { ClientRecord } from '../../lib/client-record';
import { healthActionOf, typeOffered } from './questionnaire-types';

const planWith = (...features: FeatureFlag[]) => ({ configuration: { features } }) as unknown as ClientRecord;
const programmeWith = (...actions: { id: number; type: string | null }[]) => ({ healthActions: actions }) as unknown as ProgrammeDefinition;

describe('which plan offers a questionnaire type', () => {
  it("needs the type's own feature for HRA, HRA_SAT, FTE and every mock CAHPS survey", () => {
    expect(typeOffered(planWith('HRA'), 'HRA')).toBe(true);
    expect(typeOffered(planWith('HRA'), 'HRA_SAT')).toBe(false);
    expect(typeOffered(planWith('HRA_SAT'), 'HRA_SAT')).toBe(true);
    expect(typeOffered(planWith(), 'FTE')).toBe(false);
    expect(typeOffered(planWith('FTE'), 'FTE')).toBe(true);
    for (const type of ['MOCK_CAHPS', 'MEDICAID_ADULT_MOCK_CAHPS', 'MEDICAID_CHILD_MOCK_CAHPS'] as const) {
      expect(typeOffered(planWith('HRA'), type)).toBe(false);
      expect(typeOffered(planWith('MOCK_CAHPS'), type)).toBe(true);
    }
  });

  it('offers a type without a feature of its own whenever it is loaded', () => {
    expect(typeOffered(planWith(), 'PROVIDER')).toBe(true);
    expect(typeOffered(planWith(), 'MROS_MENTAL_HEALTH')).toBe(true);
  });
});

describe('the health action a questionnaire completes (decision 0040)', () => {
  const programme = programmeWith(
    { id: 101, type: 'PCP_VISIT' },
    { id: 103, type: 'COMPLETE_HEALTH_QUESTIONNAIRE' },
    { id: 105, type: 'HEALTH_PLAN_FEEDBACK_SURVEY' },
    { id: 107, type: 'MEMBER_RECORDED_OUTCOMES_SURVEY' },
  );

  it("is the plan's action of the type's kind", () => {
    expect(healthActionOf(programme, 'HRA')).toBe(103);
    expect(healthActionOf(programme, 'MOCK_CAHPS')).toBe(105);
    expect(healthActionOf(programme, 'MROS_DR_APPT')).toBe(107);
    expect(healthActionOf(programme, 'MROS_PHYSICAL_HEALTH')).toBe(107);
  });

  it('is none for FTE and HRA_SAT, for a kind the programme lacks, or without a programme', () => {
    expect(healthActionOf(programme, 'FTE')).toBeNull();
    expect(healthActionOf(programme, 'HRA_SAT')).toBeNull();
    expect(healthActionOf(programme, 'MEDICAID_ADULT_MOCK_CAHPS')).toBeNull();
    expect(healthActionOf(null, 'HRA')).toBeNull();
  });
});
