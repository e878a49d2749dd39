import * as z from 'zod/mini';
import { timestampSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';

export const outboxMessageSchema = z.object({
  id: z.int(),
  channel: z.enum(['EMAIL', 'SMS', 'VOICE']),
  destination: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  createdAt: timestampSchema,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const listDevOutboxCall = defineCall({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Development only (DEV_OUTBOX=on): the messages the portal would have sent, newest first',
  access: 'public',
  query: z.object({ destination: z.optional(z.string()) }),
  response: z.object({ messages: z.array(outboxMessageSchema) }),
});
