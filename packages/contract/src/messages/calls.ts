import * as z from 'zod/mini';
import { idParamSchema, timestampSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';

export const MESSAGE_STATUSES = ['UNREAD', 'READ', 'DELETE'] as const;
export const messageStatusSchema = z.enum(MESSAGE_STATUSES);

export const inboxMessageSchema = z.object({
  id: z.int(),
  status: messageStatusSchema,
  sentAt: timestampSchema,
  subject: z.string(),
  body: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const listMessagesCall = defineCall({
  method: 'GET',
  path: '/v2/web/messages',
  summary: "The member's inbox, newest first",
  access: 'member',
  response: z.object({ messages: z.array(inboxMessageSchema) }),
});

export const updateMessageStatusCall = defineCall({
  method: 'PATCH',
  path: '/v1/web/messages/:id',
  summary: "Open (UNREAD to READ), archive (READ to DELETE) or unarchive (DELETE to READ) one of the member's messages",
  access: 'member',
  params: z.object({ id: idParamSchema }),
  body: z.object({ status: messageStatusSchema }),
  response: z.object({ message: inboxMessageSchema }),
});
