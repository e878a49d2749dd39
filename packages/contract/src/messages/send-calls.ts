import * as z from 'zod/mini';
import { DEFAULT_LANGUAGE } from '../shared/languages';
import { languageCodeSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';

/** A message's subject fits a line of the inbox list; its body a page. */
export const MESSAGE_SUBJECT_MAX_LENGTH = 150;
export const MESSAGE_BODY_MAX_LENGTH = 5000;

/** One language's text of a message an operator sends. */
export const messageTextSchema = z.object({
  language: languageCodeSchema,
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGE_SUBJECT_MAX_LENGTH)),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGE_BODY_MAX_LENGTH)),
});
export type MessageText = z.infer<typeof messageTextSchema>;

/**
 * A message in one or more languages, English among them: each member gets it in their own
 * language when it is there, else in English.
 */
export const messageTextsSchema = z.array(messageTextSchema).check(
  z.minLength(1),
  z.refine((texts) => texts.some((text) => text.language === DEFAULT_LANGUAGE), 'an English text is required'),
  z.refine((texts) => new Set(texts.map((text) => text.language)).size === texts.length, 'one text per language'),
);

export const sendMessagesCall = defineCall({
  method: 'POST',
  path: '/v1/staff/messages',
  summary:
    "Puts a message in the inbox of one member (memberNumber) or of every member covered in a cohort today (cohortCode) of the client named by 'client', each in their language or else English (administrators; the same as `messages send`)",
  access: 'staff-admin',
  query: z.object({ client: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/)) }),
  body: z
    .object({
      memberNumber: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
      cohortCode: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
      texts: messageTextsSchema,
    })
    .check(
      z.refine((audience) => (audience.memberNumber === undefined) !== (audience.cohortCode === undefined), 'name a member or a cohort'),
    ),
  response: z.object({ sent: z.int() }),
});
