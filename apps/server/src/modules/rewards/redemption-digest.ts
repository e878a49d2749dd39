import { createHash } from 'node:crypto';
import type { CallBody, redeemRewardBoxesCall, redeemRewardsCall } from '@portal/contract';

type RedeemBody = CallBody<typeof redeemRewardsCall>;
export type RewardBoxesBody = CallBody<typeof redeemRewardBoxesCall>;

/** JSON with every object's keys in order: two requests that mean the same have the same digest. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The digest of a redemption as parsed: a missing optional id and a null one are the same request. */
export function requestDigest(body: RedeemBody): string {
  const normal = {
    account: body.account,
    items: body.items.map((item) => ({
      ...item,
      shippingId: item.shippingId ?? null,
      healthActionCompletionId: item.healthActionCompletionId ?? null,
    })),
  };
  return createHash('sha256').update(canonicalJson(normal)).digest('hex');
}

/**
 * The digest of a reward box redemption. It is marked as one, so a key first used for a basket
 * and then for boxes is a key reused for another request.
 */
export function rewardBoxesDigest(body: RewardBoxesBody): string {
  const normal = {
    kind: 'REWARD_BOXES',
    account: [body.account.memberId, body.account.memberCoverageId],
    address: body.address,
    items: body.items.map((item) => [item.rewardBoxId, item.quantity]),
  };
  return createHash('sha256').update(JSON.stringify(normal)).digest('hex');
}
