import { MAX_BASKET_LINES, MAX_ITEM_QUANTITY } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  addToBasket,
  availableBalances,
  balanceToUse,
  basketOrders,
  basketTotal,
  canAdd,
  canConfirm,
  isListed,
  itemQuantity,
  linesThatFit,
  remainingBalances,
  remainingTotal,
  removeFromBasket,
  setItemQuantity,
  type BasketFunds,
  type BasketLine,
} from './basket';

const TODAY = '2026-11-24';
const funds = (...balances: [number, number, string | null][]): BasketFunds => ({
  today: TODAY,
  summaries: balances.map(([memberCoverageId, availablePoints, expirationDate]) => ({ memberCoverageId, availablePoints, expirationDate })),
});
const item = (id: number, redemptionAmount: number) => ({ id, redemptionAmount });

describe('the balances a basket pays from', () => {
  it('are the available amounts of the point summaries, one per coverage', () => {
    expect(availableBalances(funds([1, 2500, null], [2, 1000, '2027-01-31']))).toEqual([
      { memberCoverageId: 1, remaining: 2500 },
      { memberCoverageId: 2, remaining: 1000 },
    ]);
  });

  it('never count a summary whose expiry day is past; today still counts', () => {
    expect(availableBalances(funds([1, 2500, '2026-11-23'], [2, 1000, TODAY]))).toEqual([
      { memberCoverageId: 1, remaining: 0 },
      { memberCoverageId: 2, remaining: 1000 },
    ]);
    expect(canAdd(funds([1, 2500, '2026-11-23']), [], item(7, 500))).toBe(false);
  });
});

describe('adding to the basket', () => {
  it('uses the smallest balance that covers the amount', () => {
    const balances = [
      { memberCoverageId: 1, remaining: 5000 },
      { memberCoverageId: 2, remaining: 1000 },
      { memberCoverageId: 3, remaining: 2000 },
    ];
    expect(balanceToUse(balances, 1500)).toEqual({ memberCoverageId: 3, remaining: 2000 });
    expect(balanceToUse(balances, 1000)).toEqual({ memberCoverageId: 2, remaining: 1000 });
    expect(balanceToUse(balances, 6000)).toBeNull();
  });

  it('reduces that balance and the remaining total', () => {
    const money = funds([1, 5000, null], [2, 1000, null]);
    const lines = addToBasket(money, [], item(7, 1000));
    expect(lines).toEqual([{ itemId: 7, memberCoverageId: 2, unitAmount: 1000, quantity: 1 }]);
    expect(remainingBalances(money, lines)).toEqual([
      { memberCoverageId: 1, remaining: 5000 },
      { memberCoverageId: 2, remaining: 0 },
    ]);
    expect(remainingTotal(money, lines)).toBe(5000);
    // The next one no longer fits coverage 2 and comes from coverage 1, on a line of its own.
    const more = addToBasket(money, lines, item(7, 1000));
    expect(more).toHaveLength(2);
    expect(more[1]).toEqual({ itemId: 7, memberCoverageId: 1, unitAmount: 1000, quantity: 1 });
    expect(itemQuantity(more, 7)).toBe(2);
    expect(basketTotal(more)).toBe(2000);
  });

  it('is refused when no remaining balance covers the amount', () => {
    const money = funds([1, 1500, null]);
    const lines = addToBasket(money, [], item(7, 1000));
    expect(canAdd(money, lines, item(7, 1000))).toBe(false);
    expect(addToBasket(money, lines, item(7, 1000))).toBe(lines);
    expect(canAdd(money, lines, item(8, 500))).toBe(true);
  });

  it(`stops at ${MAX_ITEM_QUANTITY} of one item and ${MAX_BASKET_LINES} lines`, () => {
    const money = funds([1, 1_000_000, null]);
    const full = setItemQuantity(money, [], item(7, 10), MAX_ITEM_QUANTITY + 5);
    expect(itemQuantity(full, 7)).toBe(MAX_ITEM_QUANTITY);
    expect(canAdd(money, full, item(7, 10))).toBe(false);
    let lines: readonly BasketLine[] = [];
    for (let id = 1; id <= MAX_BASKET_LINES; id += 1) lines = addToBasket(money, lines, item(id, 10));
    expect(canAdd(money, lines, item(99, 10))).toBe(false);
    expect(canAdd(money, lines, item(1, 10))).toBe(true);
  });
});

describe('removing and resetting', () => {
  it('removing one gives its amount back to the balance it came from', () => {
    const money = funds([1, 5000, null], [2, 1000, null]);
    const two = addToBasket(money, addToBasket(money, [], item(7, 1000)), item(7, 1000));
    const one = removeFromBasket(two, 7);
    expect(one).toEqual([{ itemId: 7, memberCoverageId: 2, unitAmount: 1000, quantity: 1 }]);
    expect(remainingTotal(money, one)).toBe(5000);
    expect(removeFromBasket(one, 7)).toEqual([]);
    expect(remainingTotal(money, removeFromBasket(one, 7))).toBe(6000);
    expect(removeFromBasket(one, 99)).toBe(one);
  });

  it('setting a quantity lower removes, higher adds as far as the balances allow', () => {
    const money = funds([1, 3500, null]);
    const three = setItemQuantity(money, [], item(7, 1000), 5);
    expect(itemQuantity(three, 7)).toBe(3);
    expect(itemQuantity(setItemQuantity(money, three, item(7, 1000), 1), 7)).toBe(1);
    expect(setItemQuantity(money, three, item(7, 1000), 0)).toEqual([]);
  });

  it('a reset (no lines) restores every balance from the summaries', () => {
    const money = funds([1, 5000, null], [2, 1000, null]);
    expect(remainingBalances(money, [])).toEqual(availableBalances(money));
  });

  it('keeps only the lines that still fit when the figures change', () => {
    const before = funds([1, 5000, null]);
    const lines = setItemQuantity(before, [], item(7, 1000), 4);
    const after = funds([1, 2500, null]);
    expect(itemQuantity(linesThatFit(after, lines, [item(7, 1000)]), 7)).toBe(2);
    expect(linesThatFit(after, lines, [])).toEqual([]);
  });
});

describe('which rewards are listed', () => {
  const two = funds([1, 3000, null], [2, 1000, null]);
  it('those within the largest balance', () => {
    expect(isListed(item(7, 3000), { funds: two, lines: [], activeCoverages: 2 })).toBe(true);
    expect(isListed(item(8, 3001), { funds: two, lines: [], activeCoverages: 2 })).toBe(false);
  });

  it('everything when the member has no points at all', () => {
    expect(isListed(item(8, 3001), { funds: funds([1, 0, null], [2, 0, null]), lines: [], activeCoverages: 2 })).toBe(true);
    expect(isListed(item(8, 3001), { funds: funds(), lines: [], activeCoverages: 0 })).toBe(true);
  });

  it('everything when the member has a single active coverage', () => {
    expect(isListed(item(8, 3001), { funds: two, lines: [], activeCoverages: 1 })).toBe(true);
  });

  it('an item already in the basket', () => {
    const lines = [{ itemId: 8, memberCoverageId: 1, unitAmount: 3001, quantity: 1 }];
    expect(isListed(item(8, 3001), { funds: two, lines, activeCoverages: 2 })).toBe(true);
  });
});

describe('confirming', () => {
  it('an empty basket cannot be confirmed', () => {
    expect(canConfirm([])).toBe(false);
    expect(canConfirm([{ itemId: 7, memberCoverageId: 1, unitAmount: 10, quantity: 1 }])).toBe(true);
  });

  it('groups the lines into one redemption per balance', () => {
    const lines = [
      { itemId: 7, memberCoverageId: 2, unitAmount: 10, quantity: 1 },
      { itemId: 8, memberCoverageId: 1, unitAmount: 10, quantity: 1 },
      { itemId: 9, memberCoverageId: 2, unitAmount: 10, quantity: 2 },
    ];
    expect(basketOrders(lines).map((order) => [order.memberCoverageId, order.lines.map((line) => line.itemId)])).toEqual([
      [2, [7, 9]],
      [1, [8]],
    ]);
  });
});
