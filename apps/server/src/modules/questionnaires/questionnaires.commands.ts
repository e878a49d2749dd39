import path from 'node:path';
import { questionnaireTypeSchema, type QuestionnaireType } from '@portal/contract';
import type { ClientRecord } from '../../lib/client-record';
import { UsageError } from '../../lib/operator-error';
import type { AreaCommand, CommandOptions } from '../area-module';
import { EXPORT_FILES, type QuestionnaireDocuments } from './questionnaire-documents.service';
import type { SurveyInvitations } from './survey-invitations.service';
import { DEFAULT_SURVEY_LINK_DAYS, MAX_SURVEY_LINK_DAYS } from '@portal/contract';
import type { SurveysService } from './surveys.service';

type QuestionnairesCommand = AreaCommand<{
  questionnaireDocuments: QuestionnaireDocuments;
  surveys: SurveysService;
  surveyInvitations: SurveyInvitations;
  clients: { findClient(abbreviation: string): Promise<ClientRecord | undefined> };
}>;

async function clientNamed(
  clients: { findClient(abbreviation: string): Promise<ClientRecord | undefined> },
  command: string,
  options: CommandOptions,
): Promise<ClientRecord> {
  if (!options.client) throw new UsageError(`${command} needs --client <ABBR>`);
  const client = await clients.findClient(options.client.toUpperCase());
  if (!client) throw new UsageError(`There is no client ${options.client}`);
  return client;
}

function typeNamed(command: string, options: CommandOptions): QuestionnaireType {
  const parsed = questionnaireTypeSchema.safeParse(options.type?.toUpperCase());
  if (!parsed.success) throw new UsageError(`${command} needs --type <TYPE>, one of ${questionnaireTypeSchema.options.join(', ')}`);
  return parsed.data;
}

function daysNamed(options: CommandOptions): number {
  if (options.days === undefined) return DEFAULT_SURVEY_LINK_DAYS;
  const days = Number(options.days);
  if (!Number.isInteger(days) || days < 1 || days > MAX_SURVEY_LINK_DAYS) {
    throw new UsageError(`--days must be a whole number of days from 1 to ${MAX_SURVEY_LINK_DAYS}`);
  }
  return days;
}

const load: QuestionnairesCommand = {
  usage: [
    'questionnaires load --client <ABBR> --file <questionnaire.json>',
    '                                              check a FHIR R4 Questionnaire (decision 0040) and make',
    '                                              it the active one of its type; lists every problem with',
    '                                              its path and writes nothing if there is any (exit 1)',
  ].join('\n'),
  run: async ({ questionnaireDocuments, clients }, _args, options) => {
    const client = await clientNamed(clients, 'questionnaires load', options);
    if (!options.file) throw new UsageError('questionnaires load needs --file <questionnaire.json>');
    const result = await questionnaireDocuments.loadFile(client, path.resolve(options.file));
    if (!result.ok) {
      for (const problem of result.problems) process.stdout.write(`${problem.path}: ${problem.message}\n`);
      const count = result.problems.length;
      process.stdout.write(`${options.file}: ${count} problem${count === 1 ? '' : 's'}; nothing was loaded.\n`);
      return 1;
    }
    const abbreviation = client.configuration.abbreviation;
    process.stdout.write(
      result.unchanged
        ? `${result.type} version ${result.version} was already the active one of ${abbreviation}; nothing changed.\n`
        : `${result.type} version ${result.version} loaded for ${abbreviation} and made the active one (id ${result.id}).\n`,
    );
    return 0;
  },
};

const exportAll: QuestionnairesCommand = {
  usage: [
    'questionnaires export --client <ABBR> --out <folder>',
    `                                              write ${EXPORT_FILES.questionnaires} (every definition as`,
    '                                              loaded, old versions too) and',
    `                                              ${EXPORT_FILES.responses} (every response as a FHIR`,
    '                                              QuestionnaireResponse), one JSON resource a line',
  ].join('\n'),
  run: async ({ questionnaireDocuments, clients }, _args, options) => {
    const client = await clientNamed(clients, 'questionnaires export', options);
    if (!options.out) throw new UsageError('questionnaires export needs --out <folder>');
    const folder = path.resolve(options.out);
    const counts = await questionnaireDocuments.exportTo(client, folder);
    process.stdout.write(`${counts.questionnaires} questionnaire(s) and ${counts.responses} response(s) written to ${folder}.\n`);
    return 0;
  },
};

const link: QuestionnairesCommand = {
  usage: [
    'surveys link --client <ABBR> --member <member number> --type <TYPE> [--days <n>]',
    '                                              open a response to the survey for the member and print',
    `                                              its signed link (no sign-in needed; ${DEFAULT_SURVEY_LINK_DAYS} days unless --days)`,
  ].join('\n'),
  run: async ({ surveys, clients }, _args, options) => {
    const client = await clientNamed(clients, 'surveys link', options);
    const type = typeNamed('surveys link', options);
    if (!options.member) throw new UsageError('surveys link needs --member <member number>');
    const days = daysNamed(options);
    const { url } = await surveys.createLinkByNumber(client, options.member, type, days);
    process.stdout.write(`${url}\n`);
    return 0;
  },
};

const invite: QuestionnairesCommand = {
  usage: [
    'surveys invite --client <ABBR> --type <TYPE> [--days <n>]',
    '                                              e-mail every member with an address who has not answered',
    '                                              the survey a link to it (a Surveys e-mail: members who',
    '                                              unsubscribed from surveys are not sent it)',
  ].join('\n'),
  run: async ({ surveyInvitations, clients }, _args, options) => {
    const client = await clientNamed(clients, 'surveys invite', options);
    const type = typeNamed('surveys invite', options);
    const run = await surveyInvitations.invite(client, type, daysNamed(options));
    process.stdout.write(`${run.invited} member(s) invited; ${run.alreadyAnswered} had already answered.\n`);
    return 0;
  },
};

export const questionnairesCommands = {
  'questionnaires load': load,
  'questionnaires export': exportAll,
  'surveys link': link,
  'surveys invite': invite,
};
