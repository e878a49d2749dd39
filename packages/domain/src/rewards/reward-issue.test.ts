import { describe, expect, it } from 'vitest';
import { rewardToIssue } from './reward-issue';

const limits = { rewardAmount: 5000, yearlyMaximum: 25000, issuedThisYear: 0, periodMaximum: 25000, issuedThisPeriod: 0 };

describe('rewardToIssue', () => {
  it('issues the whole reward when both caps leave room', () => {
    expect(rewardToIssue(limits)).toEqual({ issue: 5000, notIssued: 0, reason: null });
    expect(rewardToIssue({ ...limits, issuedThisYear: 20000, issuedThisPeriod: 20000 })).toEqual({
      issue: 5000,
      notIssued: 0,
      reason: null,
    });
  });

  it('caps at the yearly maximum to the cent and says so', () => {
    expect(rewardToIssue({ ...limits, issuedThisYear: 21999, periodMaximum: 50000 })).toEqual({
      issue: 3001,
      notIssued: 1999,
      reason: 'YEARLY_MAXIMUM_REACHED',
    });
  });

  it("caps at the period's maxRewardAmount when it leaves less room", () => {
    expect(rewardToIssue({ ...limits, periodMaximum: 15000, issuedThisPeriod: 12500 })).toEqual({
      issue: 2500,
      notIssued: 2500,
      reason: 'PERIOD_MAXIMUM_REACHED',
    });
  });

  it('names the yearly maximum when both caps leave the same room', () => {
    expect(rewardToIssue({ ...limits, issuedThisYear: 24000, issuedThisPeriod: 24000 })).toEqual({
      issue: 1000,
      notIssued: 4000,
      reason: 'YEARLY_MAXIMUM_REACHED',
    });
  });

  it('issues nothing once a cap is reached or was passed, and nothing is owed for a reward of zero', () => {
    expect(rewardToIssue({ ...limits, issuedThisYear: 25000 })).toEqual({ issue: 0, notIssued: 5000, reason: 'YEARLY_MAXIMUM_REACHED' });
    expect(rewardToIssue({ ...limits, periodMaximum: 100, issuedThisPeriod: 300 })).toEqual({
      issue: 0,
      notIssued: 5000,
      reason: 'PERIOD_MAXIMUM_REACHED',
    });
    expect(rewardToIssue({ ...limits, rewardAmount: 0, issuedThisYear: 25000 })).toEqual({ issue: 0, notIssued: 0, reason: null });
  });

  it('refuses figures that are not whole, non-negative minor units', () => {
    expect(() => rewardToIssue({ ...limits, rewardAmount: 12.5 })).toThrow(RangeError);
    expect(() => rewardToIssue({ ...limits, issuedThisYear: -1 })).toThrow(/issuedThisYear/);
  });
});
