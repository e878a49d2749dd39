import { useSearchParams } from 'react-router';

/** A reward box page's address, keeping whose balance pays (`dependentId`) and naming the box or the order. */
export function rewardBoxPath(
  page: '' | '/confirmation' | '/success',
  dependentId: number | undefined,
  named: { box?: number; order?: number } = {},
): string {
  const search = new URLSearchParams();
  if (dependentId !== undefined) search.set('dependentId', String(dependentId));
  if (named.box !== undefined) search.set('box', String(named.box));
  if (named.order !== undefined) search.set('order', String(named.order));
  const query = search.toString();
  return `/rewards/reward-boxes${page}${query === '' ? '' : `?${query}`}`;
}

/** A whole-number id from the address (`box`, `order`); anything else is none. */
export function useIdParam(name: 'box' | 'order'): number | undefined {
  const [search] = useSearchParams();
  const raw = search.get(name);
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}
