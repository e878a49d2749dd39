import { describe, expect, it } from 'vitest';
import { healthActionView } from '../../test/health-action-fixtures';
import { alternativeRequestProblems, offersReasonableAlternative } from './reasonable-alternative-rules';

describe('the reasonable alternative', () => {
  it('is offered on health-contingent actions, not on participatory ones', () => {
    expect(offersReasonableAlternative(healthActionView())).toBe(true);
    expect(offersReasonableAlternative(healthActionView({ type: null, category: 'FITNESS' }))).toBe(true);
    expect(offersReasonableAlternative(healthActionView({ type: 'COMPLETE_HEALTH_QUESTIONNAIRE', category: 'HEALTH_OUTCOMES' }))).toBe(
      false,
    );
    expect(offersReasonableAlternative(healthActionView({ type: 'PROFILE_UPDATE', category: 'ACCOUNT_ACTIVITY' }))).toBe(false);
    expect(offersReasonableAlternative(healthActionView({ type: null, category: 'PREVENTIVE', learnAndEarnKind: 'READ_ARTICLE' }))).toBe(
      false,
    );
  });

  it('needs a message, and neither field too long', () => {
    expect(alternativeRequestProblems({ memberId: '42', message: '  ', contactPhone: '' })).toEqual({ message: 'validation.required' });
    expect(alternativeRequestProblems({ memberId: '42', message: 'x'.repeat(2001), contactPhone: '1'.repeat(21) })).toEqual({
      message: 'validation.tooLong',
      contactPhone: 'validation.tooLong',
    });
    expect(alternativeRequestProblems({ memberId: '42', message: 'I cannot do this safely', contactPhone: '' })).toEqual({});
  });
});
