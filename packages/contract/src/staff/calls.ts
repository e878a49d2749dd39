import * as z from 'zod/mini';
import { emptyResponseSchema, idParamSchema, isoDateSchema, timestampSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';

/** SUPPORT views members' portals; ADMIN also manages staff and reads the audit log. */
export const STAFF_ROLES = ['SUPPORT', 'ADMIN'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** A reason a person can read later: long enough to say something, short enough to stay a reason. */
export const IMPERSONATION_REASON_LENGTH = { min: 10, max: 500 } as const;

const staffAccountSchema = z.object({
  id: z.int(),
  username: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffSignInCall = defineCall({
  method: 'POST',
  path: '/v1/staff/sign-in',
  summary: 'Staff sign-in: password and authenticator-app code, always',
  access: 'public',
  body: z.object({
    username: z.string().check(z.minLength(1), z.maxLength(200)),
    password: z.string().check(z.minLength(1), z.maxLength(200)),
    totp: z.string().check(z.regex(/^\d{6}$/)),
  }),
  response: z.object({ jwt: z.string(), expiresAt: timestampSchema, staff: staffAccountSchema }),
});

export const staffSignOutCall = defineCall({
  method: 'POST',
  path: '/v1/staff/sign-out',
  summary: "End the staff member's session, and any member portal they are viewing",
  access: 'staff',
  response: emptyResponseSchema,
});

export const listStaffClientsCall = defineCall({
  method: 'GET',
  path: '/v1/staff/clients',
  summary: 'The health plans whose members staff can look up',
  access: 'staff',
  response: z.object({
    clients: z.array(
      z.object({
        id: z.int(),
        abbreviation: z.string(),
        name: z.string(),
        /** The plan's IANA time zone, in which its days and the visits its desk books are counted. */
        timeZone: z.string(),
      }),
    ),
  }),
});

const memberSummarySchema = z.object({
  memberId: z.int(),
  clientMemberId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: isoDateSchema,
  registered: z.boolean(),
});

export const searchMembersCall = defineCall({
  method: 'GET',
  path: '/v1/staff/members',
  summary: "Find a plan's members by member number, name or birth date (at least one)",
  access: 'staff',
  query: z.object({
    clientId: idParamSchema,
    memberNumber: z.optional(z.string().check(z.maxLength(64))),
    name: z.optional(z.string().check(z.maxLength(100))),
    birthDate: z.optional(isoDateSchema),
  }),
  response: z.object({ members: z.array(memberSummarySchema), truncated: z.boolean() }),
});

export const getRosterRecordCall = defineCall({
  method: 'GET',
  path: '/v1/staff/members/:memberId',
  summary: "A member's roster record, as the plan sent it",
  access: 'staff',
  params: z.object({ memberId: idParamSchema }),
  response: z.object({
    ...memberSummarySchema.shape,
    clientId: z.int(),
    clientAbbreviation: z.string(),
    gender: z.nullable(z.string()),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    address: z.nullable(z.string()),
    username: z.nullable(z.string()),
    /** The legal guardian the roster names besides the subscriber, with their birth date (decision 0026). */
    rosterGuardian: z.nullable(z.string()),
    /** The legal guardian who registered the account and manages it. */
    managedBy: z.nullable(z.string()),
    coverages: z.array(z.object({ medicalContractCode: z.string(), startDate: isoDateSchema, endDate: z.nullable(isoDateSchema) })),
  }),
});

export const startImpersonationCall = defineCall({
  method: 'POST',
  path: '/v1/staff/impersonations',
  summary: "Start viewing a member's portal, read-only, for at most 30 minutes; the reason is kept in the audit log",
  access: 'staff',
  body: z.object({
    memberId: z.int().check(z.positive()),
    reason: z.string().check(z.trim(), z.minLength(IMPERSONATION_REASON_LENGTH.min), z.maxLength(IMPERSONATION_REASON_LENGTH.max)),
  }),
  response: z.object({
    impersonationId: z.string(),
    jwt: z.string(),
    expiresAt: timestampSchema,
    clientAbbreviation: z.string(),
    memberId: z.int(),
  }),
});

export const endImpersonationCall = defineCall({
  method: 'DELETE',
  path: '/v1/staff/impersonations/:impersonationId',
  summary: "Stop viewing a member's portal",
  access: 'staff',
  params: z.object({ impersonationId: z.uuid() }),
  response: emptyResponseSchema,
});

export const auditEventSchema = z.object({
  id: z.int(),
  occurredAt: timestampSchema,
  staffId: z.nullable(z.int()),
  staffUsername: z.nullable(z.string()),
  memberId: z.nullable(z.int()),
  clientId: z.nullable(z.int()),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  outcome: z.int(),
  reason: z.nullable(z.string()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditFilterSchema = z.object({
  staffId: z.optional(idParamSchema),
  memberId: z.optional(idParamSchema),
  from: z.optional(isoDateSchema),
  to: z.optional(isoDateSchema),
  /** Events older than this id (the next page). */
  before: z.optional(idParamSchema),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const listAuditEventsCall = defineCall({
  method: 'GET',
  path: '/v1/staff/audit-events',
  summary: 'The audit log, newest first, 100 at a time (administrators)',
  access: 'staff-admin',
  query: auditFilterSchema,
  response: z.object({ events: z.array(auditEventSchema), nextBefore: z.nullable(z.int()) }),
});

export const listStaffAccountsCall = defineCall({
  method: 'GET',
  path: '/v1/staff/accounts',
  summary: 'Staff accounts (administrators)',
  access: 'staff-admin',
  response: z.object({ accounts: z.array(staffAccountSchema) }),
});

export const setStaffDisabledCall = defineCall({
  method: 'PUT',
  path: '/v1/staff/accounts/:staffId/disabled',
  summary: 'Disable or re-enable a staff account; disabling ends its sessions and any member portal it is viewing',
  access: 'staff-admin',
  params: z.object({ staffId: idParamSchema }),
  body: z.object({ disabled: z.boolean() }),
  response: staffAccountSchema,
});
