import { describe, expect, it } from 'vitest';
import { allocateLots, type RewardLot } from './reward-lots';

const lot = (id: string, amount: number, earnedOn: string, expiresOn: string | null): RewardLot<string> => ({
  id,
  amount,
  earnedOn,
  expiresOn,
});

describe('allocateLots', () => {
  it('draws a spend from the lot that expires soonest, then the next', () => {
    const lots = [lot('late', 500, '2026-02-01', '2027-03-31'), lot('early', 300, '2025-06-01', '2026-03-31')];
    const outcome = allocateLots(lots, [{ id: 1, amount: 400, spentOn: '2026-03-01' }], '2026-03-01');
    expect(outcome.draws).toEqual([
      { spendId: 1, lotId: 'early', amount: 300 },
      { spendId: 1, lotId: 'late', amount: 100 },
    ]);
    expect(outcome.remaining).toEqual([
      { lotId: 'late', amount: 400 },
      { lotId: 'early', amount: 0 },
    ]);
    expect(outcome.expiries).toEqual([]);
    expect(outcome.uncovered).toEqual([]);
  });

  it('takes the oldest earned first when lots expire together, and lots that never expire last', () => {
    const lots = [
      lot('forever', 100, '2025-01-01', null),
      lot('newer', 100, '2026-02-01', '2026-12-31'),
      lot('older', 100, '2026-01-01', '2026-12-31'),
    ];
    const outcome = allocateLots(lots, [{ id: 1, amount: 250, spentOn: '2026-03-01' }], '2026-03-01');
    expect(outcome.draws.map((draw) => [draw.lotId, draw.amount])).toEqual([
      ['older', 100],
      ['newer', 100],
      ['forever', 50],
    ]);
  });

  it('expires what is left of a lot the day after its last usable day, not on it', () => {
    const lots = [lot('a', 300, '2025-06-01', '2026-03-31')];
    const spends = [{ id: 1, amount: 100, spentOn: '2026-01-10' }];
    expect(allocateLots(lots, spends, '2026-03-31').expiries).toEqual([]);
    const outcome = allocateLots(lots, spends, '2026-04-01');
    expect(outcome.expiries).toEqual([{ lotId: 'a', amount: 200, expiredOn: '2026-04-01' }]);
    expect(outcome.remaining).toEqual([{ lotId: 'a', amount: 0 }]);
    expect(
      allocateLots([lot('b', 100, '2025-06-01', '2026-03-31')], [{ id: 1, amount: 100, spentOn: '2026-03-31' }], '2026-05-01').expiries,
    ).toEqual([]);
  });

  it('spends in date order, so an earlier spend takes the lot about to expire', () => {
    const lots = [lot('soon', 100, '2025-01-01', '2026-01-31'), lot('later', 100, '2025-06-01', '2026-12-31')];
    const outcome = allocateLots(
      lots,
      [
        { id: 'second', amount: 100, spentOn: '2026-03-01' },
        { id: 'first', amount: 100, spentOn: '2026-01-15' },
      ],
      '2026-03-01',
    );
    expect(outcome.draws).toEqual([
      { spendId: 'first', lotId: 'soon', amount: 100 },
      { spendId: 'second', lotId: 'later', amount: 100 },
    ]);
    expect(outcome.expiries).toEqual([]);
  });

  it('never draws on a lot past its day or not yet earned, and reports a spend the lots cannot cover', () => {
    const lots = [lot('gone', 500, '2025-01-01', '2025-12-31'), lot('future', 500, '2026-06-01', null)];
    const outcome = allocateLots(lots, [{ id: 1, amount: 200, spentOn: '2026-02-01' }], '2026-02-01');
    expect(outcome.draws).toEqual([]);
    expect(outcome.uncovered).toEqual([{ spendId: 1, amount: 200 }]);
    expect(outcome.expiries).toEqual([{ lotId: 'gone', amount: 500, expiredOn: '2026-01-01' }]);
  });

  it('refuses amounts that are not whole, non-negative minor units', () => {
    expect(() => allocateLots([lot('a', -5, '2026-01-01', null)], [], '2026-01-01')).toThrow(RangeError);
    expect(() => allocateLots([], [{ id: 1, amount: 0.5, spentOn: '2026-01-01' }], '2026-01-01')).toThrow(/spend 1/);
  });
});
