import type { MemberCoverage, RewardItem } from '@portal/contract';
import { linesThatFit, type BasketFunds, type BasketLine } from '@portal/domain';
import { useSearchParams } from 'react-router';
import { useMemberInfo } from '../../../lib/api/get-member-info';
import { useRewardsInit } from '../api/get-rewards-init';
import { useBasket, type Basket } from './basket-store';

/** The day it is where the member is, as YYYY-MM-DD (the date the expiry days are compared with). */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function activeCoverageCount(coverages: readonly MemberCoverage[], today: string): number {
  return coverages.filter((coverage) => coverage.startDate <= today && (coverage.endDate === null || coverage.endDate >= today)).length;
}

/** Spec 001: `?dependentId=` names whose balance to redeem; only a number counts. */
export function useDependentId(): number | undefined {
  const [search] = useSearchParams();
  const raw = search.get('dependentId');
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

/** A rewards address that keeps the dependent chosen. */
export function rewardsPath(path: string, dependentId: number | undefined): string {
  return dependentId === undefined ? path : `${path}?dependentId=${dependentId}`;
}

export interface Redemption {
  readonly dependentId: number | undefined;
  /** The member whose balance pays. */
  readonly memberId: number;
  readonly items: readonly RewardItem[];
  readonly funds: BasketFunds;
  /** The basket's lines that still fit today's balances. */
  readonly lines: readonly BasketLine[];
  readonly activeCoverages: number;
  readonly basket: Basket;
}

/** The redemption pages' shared view: whose balance, the catalog, the balances and the basket. */
export function useRedemption(): Redemption {
  const dependentId = useDependentId();
  const member = useMemberInfo();
  const rewards = useRewardsInit(dependentId);
  const basket = useBasket(dependentId);
  const today = localToday();
  const funds: BasketFunds = { summaries: rewards.pointSummaries, today };
  const coverages =
    dependentId === undefined ? member.memberCoverages : (member.dependents.find((d) => d.id === dependentId)?.memberCoverages ?? []);
  return {
    dependentId,
    memberId: dependentId ?? member.id,
    items: rewards.rewardsAvailable,
    funds,
    lines: linesThatFit(funds, basket.state.lines, rewards.rewardsAvailable),
    activeCoverages: activeCoverageCount(coverages, today),
    basket,
  };
}
