import { describe, expect, it } from 'vitest';
import { attestationJourney, completionJourney, type CompletionJourneyFacts } from './earning-journey';

const base: CompletionJourneyFacts = {
  completionDate: '2026-02-10',
  source: 'CLAIM',
  verifiedOn: '2026-03-01',
  refused: false,
  reward: null,
  today: '2026-03-02',
};

describe('completionJourney', () => {
  it('ends at VERIFIED, with its source, while the ledger has not answered', () => {
    expect(completionJourney(base)).toEqual([
      { step: 'DONE', date: '2026-02-10' },
      { step: 'VERIFIED', date: '2026-03-01', source: 'CLAIM' },
    ]);
  });

  it('shows what was issued and what a cap kept back, with the cap', () => {
    const reward = {
      issuedAmount: 1200,
      notIssuedAmount: 800,
      notIssuedReason: 'YEARLY_MAXIMUM' as const,
      issuedOn: '2026-03-01',
      expiresOn: null,
    };
    expect(completionJourney({ ...base, reward }).slice(2)).toEqual([
      { step: 'ISSUED', date: '2026-03-01', amount: 1200 },
      { step: 'NOT_ISSUED', date: '2026-03-01', amount: 800, reason: 'YEARLY_MAXIMUM' },
    ]);
  });

  it('shows when a reward expires, and that it expired once the day has come', () => {
    const reward = { issuedAmount: 500, notIssuedAmount: 0, notIssuedReason: null, issuedOn: '2026-03-01', expiresOn: '2026-12-31' };
    expect(completionJourney({ ...base, reward }).at(-1)).toEqual({ step: 'EXPIRING', date: '2026-12-31', amount: 500 });
    expect(completionJourney({ ...base, reward, today: '2026-12-31' }).at(-1)).toEqual({
      step: 'EXPIRED',
      date: '2026-12-31',
      amount: 500,
    });
  });

  it('says a refused questionnaire earns nothing, and why', () => {
    expect(completionJourney({ ...base, source: 'QUESTIONNAIRE', refused: true }).at(-1)).toEqual({
      step: 'NOT_ISSUED',
      date: '2026-03-01',
      amount: 0,
      reason: 'REFUSED',
    });
  });

  it('shows nothing issued when the caps left nothing, only what was not', () => {
    const reward = {
      issuedAmount: 0,
      notIssuedAmount: 5000,
      notIssuedReason: 'PERIOD_MAXIMUM' as const,
      issuedOn: '2026-03-01',
      expiresOn: '2026-12-31',
    };
    expect(completionJourney({ ...base, reward }).slice(2)).toEqual([
      { step: 'NOT_ISSUED', date: '2026-03-01', amount: 5000, reason: 'PERIOD_MAXIMUM' },
    ]);
  });
});

describe('attestationJourney', () => {
  it('waits for the plan data, expected the claims lag after the day attested', () => {
    expect(attestationJourney({ completionDate: '2026-02-20', claimsLagDays: 45 })).toEqual([
      { step: 'DONE', date: '2026-02-20' },
      { step: 'WAITING_FOR_PLAN_DATA', date: null, expectedBy: '2026-04-06', reason: 'CLAIMS_LAG' },
    ]);
  });
});
