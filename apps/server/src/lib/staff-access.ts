import type { StaffRole } from '@portal/contract';
import type { AccessClaims } from './access-tokens';

/** The signed-in staff member of a request. */
export interface StaffContext {
  readonly staffId: number;
  readonly username: string;
  readonly role: StaffRole;
  readonly sessionId: string;
}

/** A staff member's open view of a member's portal, as the member routes see it. */
export interface ImpersonationAccess {
  readonly claims: AccessClaims;
  readonly reason: string;
  readonly staffId: number;
}

/** Where a request went, for its audit row. */
export interface RequestPlace {
  readonly method: string;
  readonly path: string;
}

/** What staff did: sign-ins, searches, views, the start and end of an impersonation, each request in one. */
export type AuditAction =
  | 'STAFF_SIGN_IN'
  | 'STAFF_SIGN_OUT'
  | 'STAFF_REQUEST'
  | 'MEMBER_SEARCH'
  | 'MEMBER_VIEW'
  | 'IMPERSONATION_START'
  | 'IMPERSONATION_END'
  | 'IMPERSONATED_REQUEST'
  | 'STAFF_ACCOUNT_CHANGE'
  | 'AUDIT_READ'
  | 'FEED_IMPORT'
  | 'SURVEY_INVITATIONS'
  | 'REWARDS_ADJUSTMENT'
  | 'INBOX_MESSAGES_SENT'
  | 'SCHEDULING_DESK';

export interface AuditEntry extends RequestPlace {
  readonly staffId: number | null;
  readonly memberId?: number | null;
  readonly clientId?: number | null;
  readonly impersonationId?: string | null;
  readonly action: AuditAction;
  /** The HTTP status answered. */
  readonly outcome: number;
  readonly reason?: string | null;
}
