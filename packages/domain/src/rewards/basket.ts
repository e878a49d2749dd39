import { MAX_BASKET_LINES, MAX_ITEM_QUANTITY } from '@portal/contract';

/**
 * Spec 001 section 5 "Rewards" and "Reward order": the basket a member fills before redeeming.
 * The basket keeps only its lines; what each coverage has left is worked out again from the
 * member's point summaries, so a reset, a reload or fresh figures from the server can never
 * leave a balance counted twice.
 */

/** What the basket needs to know of a point summary. */
export interface BasketSummary {
  readonly memberCoverageId: number;
  readonly availablePoints: number;
  /** The soonest day some of its points lapse; null when none expire. */
  readonly expirationDate: string | null;
}

/** What the basket needs to know of a catalog item. */
export interface BasketItem {
  readonly id: number;
  readonly redemptionAmount: number;
}

/** Some of one item, paid from one coverage's balance. */
export interface BasketLine {
  readonly itemId: number;
  readonly memberCoverageId: number;
  readonly unitAmount: number;
  readonly quantity: number;
}

export interface CoverageBalance {
  readonly memberCoverageId: number;
  readonly remaining: number;
}

/** The member's balances and the day it is for them (YYYY-MM-DD), the basket's starting point. */
export interface BasketFunds {
  readonly summaries: readonly BasketSummary[];
  readonly today: string;
}

/**
 * One balance per coverage, from the summaries. A summary whose expiry day is past holds points
 * that no longer count (spec: points past their expiry do not count), so it offers nothing.
 */
export function availableBalances(funds: BasketFunds): CoverageBalance[] {
  return funds.summaries.map((summary) => ({
    memberCoverageId: summary.memberCoverageId,
    remaining: summary.expirationDate !== null && summary.expirationDate < funds.today ? 0 : summary.availablePoints,
  }));
}

/** What each balance has left once the basket's lines are paid. */
export function remainingBalances(funds: BasketFunds, lines: readonly BasketLine[]): CoverageBalance[] {
  return availableBalances(funds).map((balance) => ({
    memberCoverageId: balance.memberCoverageId,
    remaining:
      balance.remaining -
      lines
        .filter((line) => line.memberCoverageId === balance.memberCoverageId)
        .reduce((sum, line) => sum + line.unitAmount * line.quantity, 0),
  }));
}

export function remainingTotal(funds: BasketFunds, lines: readonly BasketLine[]): number {
  return remainingBalances(funds, lines).reduce((sum, balance) => sum + balance.remaining, 0);
}

/** Spec: the balance used is the smallest one that still covers the amount; null when none does. */
export function balanceToUse(balances: readonly CoverageBalance[], amount: number): CoverageBalance | null {
  const sufficient = balances.filter((balance) => balance.remaining >= amount).sort((a, b) => a.remaining - b.remaining);
  return sufficient[0] ?? null;
}

export function itemQuantity(lines: readonly BasketLine[], itemId: number): number {
  return lines.filter((line) => line.itemId === itemId).reduce((sum, line) => sum + line.quantity, 0);
}

export function basketTotal(lines: readonly BasketLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
}

/** An item can be added while a remaining balance covers it and the basket has room for it. */
export function canAdd(funds: BasketFunds, lines: readonly BasketLine[], item: BasketItem): boolean {
  if (itemQuantity(lines, item.id) >= MAX_ITEM_QUANTITY) return false;
  const balance = balanceToUse(remainingBalances(funds, lines), item.redemptionAmount);
  if (balance === null) return false;
  const joinsLine = lines.some((line) => line.itemId === item.id && line.memberCoverageId === balance.memberCoverageId);
  return joinsLine || lines.length < MAX_BASKET_LINES;
}

/** One more of the item, paid from the smallest sufficient balance; the lines unchanged when it cannot be added. */
export function addToBasket(funds: BasketFunds, lines: readonly BasketLine[], item: BasketItem): readonly BasketLine[] {
  if (!canAdd(funds, lines, item)) return lines;
  const balance = balanceToUse(remainingBalances(funds, lines), item.redemptionAmount)!;
  const index = lines.findIndex((line) => line.itemId === item.id && line.memberCoverageId === balance.memberCoverageId);
  if (index === -1) {
    return [...lines, { itemId: item.id, memberCoverageId: balance.memberCoverageId, unitAmount: item.redemptionAmount, quantity: 1 }];
  }
  return lines.map((line, at) => (at === index ? { ...line, quantity: line.quantity + 1 } : line));
}

/** One fewer of the item, taken from its latest line; that line's balance gets the amount back. */
export function removeFromBasket(lines: readonly BasketLine[], itemId: number): readonly BasketLine[] {
  const index = lines.findLastIndex((line) => line.itemId === itemId);
  if (index === -1) return lines;
  const line = lines[index]!;
  if (line.quantity === 1) return lines.filter((_, at) => at !== index);
  return lines.map((kept, at) => (at === index ? { ...kept, quantity: kept.quantity - 1 } : kept));
}

/** The item's quantity set to a number (as far as the balances and the maximum allow). */
export function setItemQuantity(
  funds: BasketFunds,
  lines: readonly BasketLine[],
  item: BasketItem,
  quantity: number,
): readonly BasketLine[] {
  const wanted = Math.max(0, Math.min(MAX_ITEM_QUANTITY, Math.trunc(quantity)));
  let next = lines;
  while (itemQuantity(next, item.id) > wanted) next = removeFromBasket(next, item.id);
  while (itemQuantity(next, item.id) < wanted && canAdd(funds, next, item)) next = addToBasket(funds, next, item);
  return next;
}

/** Lines that still fit the balances (figures from the server may have changed since they were added), in order. */
export function linesThatFit(funds: BasketFunds, lines: readonly BasketLine[], items: readonly BasketItem[]): readonly BasketLine[] {
  let kept: readonly BasketLine[] = [];
  for (const line of lines) {
    const item = items.find((candidate) => candidate.id === line.itemId);
    if (!item) continue;
    kept = setItemQuantity(funds, kept, item, itemQuantity(kept, item.id) + line.quantity);
  }
  return kept;
}

/**
 * Spec: a redeemable item is listed when the member has no points at all (to see what can be
 * earned), has a single active coverage, already has it in the basket, or could pay its price
 * from their largest balance.
 */
export function isListed(
  item: BasketItem,
  context: { readonly funds: BasketFunds; readonly lines: readonly BasketLine[]; readonly activeCoverages: number },
): boolean {
  const balances = availableBalances(context.funds);
  const total = balances.reduce((sum, balance) => sum + balance.remaining, 0);
  if (total === 0 || context.activeCoverages === 1) return true;
  if (itemQuantity(context.lines, item.id) > 0) return true;
  const largest = Math.max(0, ...balances.map((balance) => balance.remaining));
  return item.redemptionAmount <= largest;
}

/** Spec: an empty basket cannot be confirmed. */
export function canConfirm(lines: readonly BasketLine[]): boolean {
  return lines.some((line) => line.quantity > 0);
}

/** A redemption pays from one coverage: the basket's lines grouped by the balance they use, in the basket's order. */
export function basketOrders(lines: readonly BasketLine[]): { memberCoverageId: number; lines: BasketLine[] }[] {
  const orders: { memberCoverageId: number; lines: BasketLine[] }[] = [];
  for (const line of lines) {
    const order = orders.find((candidate) => candidate.memberCoverageId === line.memberCoverageId);
    if (order) order.lines.push(line);
    else orders.push({ memberCoverageId: line.memberCoverageId, lines: [line] });
  }
  return orders;
}
