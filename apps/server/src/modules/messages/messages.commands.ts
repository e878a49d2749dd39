import fs from 'node:fs/promises';
import path from 'node:path';
import { messageTextsSchema, type MessageText } from '@portal/contract';
import type { ClientRecord } from '../../lib/client-record';
import { UsageError } from '../../lib/operator-error';
import type { AreaCommand, CommandOptions } from '../area-module';
import type { MessageAudience, MessageSending } from './message-sending.service';

type MessagesCommand = AreaCommand<{
  messageSending: MessageSending;
  clients: { findClient(abbreviation: string): Promise<ClientRecord | undefined> };
}>;

function audienceOf(options: CommandOptions): MessageAudience {
  if (options.member !== undefined && options.cohort === undefined) return { memberNumber: options.member };
  if (options.cohort !== undefined && options.member === undefined) return { cohortCode: options.cohort };
  throw new UsageError('messages send needs one of --member <member number> or --cohort <cohort code>');
}

/** The message file: `[{ "language": "EN", "subject": "...", "body": "..." }, ...]`, English among them. */
async function textsIn(file: string): Promise<MessageText[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.readFile(path.resolve(file), 'utf8'));
  } catch (error) {
    throw new UsageError(`${file} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const texts = messageTextsSchema.safeParse(parsed);
  if (!texts.success) {
    const problems = texts.error.issues.map((issue) => `${issue.path.join('.') || 'the file'}: ${issue.message}`);
    throw new UsageError(`${file} is not a message file:\n${problems.join('\n')}`);
  }
  return texts.data;
}

const send: MessagesCommand = {
  usage: [
    'messages send --client <ABBR> (--member <member number> | --cohort <cohort code>) --file <message.json>',
    '                                              put a message in the inbox of one member or of every',
    '                                              member covered in the cohort today, each in their language',
    '                                              or else English; the file is a JSON list of',
    '                                              { "language", "subject", "body" } with an "EN" one',
  ].join('\n'),
  run: async ({ messageSending, clients }, _args, options) => {
    if (!options.client) throw new UsageError('messages send needs --client <ABBR>');
    const audience = audienceOf(options);
    if (!options.file) throw new UsageError('messages send needs --file <message.json>');
    const client = await clients.findClient(options.client.toUpperCase());
    if (!client) throw new UsageError(`There is no client ${options.client}`);
    const { sent } = await messageSending.send(client, audience, await textsIn(options.file));
    process.stdout.write(`${sent} member(s) sent the message.\n`);
    return 0;
  },
};

export const messagesCommands = { 'messages send': send };
