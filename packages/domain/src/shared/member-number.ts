/** A plan's member number as its files write it (roster, claims): case sensitive, no spaces. */
const MEMBER_NUMBER = /^[A-Za-z0-9._-]{1,64}$/;

export const MEMBER_NUMBER_RULE = 'client_member_id must be 1-64 letters, digits, dots, dashes or underscores';

export function isMemberNumber(value: string): boolean {
  return MEMBER_NUMBER.test(value);
}
