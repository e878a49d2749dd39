import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Whose a member-owned row is: the member and the client they belong to, as the token names them. */
export interface MemberKey {
  readonly memberId: number;
  readonly clientId: number;
}

/**
 * The condition every query of a member-owned table uses: it names the member and the client,
 * so a member id of one client never reaches another client's rows.
 */
export function ownedBy(table: { clientId: AnyPgColumn; memberId: AnyPgColumn }, member: MemberKey): SQL {
  return and(eq(table.memberId, member.memberId), eq(table.clientId, member.clientId))!;
}
