import fs from 'node:fs/promises';
import path from 'node:path';
import { parseQuestionnaireDocument, toQuestionnaireResponse, type QuestionnaireProblem } from '@portal/domain';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { toAnswerMap } from './questionnaire-view';
import type { QuestionnairesRepository } from './questionnaires.repository';

export type LoadResult =
  | { readonly ok: true; readonly id: number; readonly type: string; readonly version: string; readonly unchanged: boolean }
  | { readonly ok: false; readonly problems: readonly QuestionnaireProblem[] };

/** Where the export writes, inside the folder the operator names. */
export const EXPORT_FILES = { questionnaires: 'questionnaires.ndjson', responses: 'questionnaire-responses.ndjson' } as const;

/**
 * A plan's questionnaire documents in and out: loading checks a whole document with the domain
 * and writes nothing when any part of it is wrong; the export gives back the documents as loaded
 * and every response as a FHIR QuestionnaireResponse.
 */
export function createQuestionnaireDocuments(repository: QuestionnairesRepository, clock: Clock) {
  async function load(client: ClientRecord, document: unknown): Promise<LoadResult> {
    const parsed = parseQuestionnaireDocument(document);
    if (!parsed.ok) return { ok: false, problems: parsed.problems };
    const { definition } = parsed;
    const outcome = await repository.load(client.configuration.id, definition, document as Record<string, unknown>, clock.now());
    if (outcome.status === 'VERSION_TAKEN') {
      return {
        ok: false,
        problems: [
          {
            path: 'version',
            message: `version ${definition.version} of ${definition.type} is already loaded with other content; give the changed document a new version`,
          },
        ],
      };
    }
    return { ok: true, id: outcome.id, type: definition.type, version: definition.version, unchanged: outcome.status === 'UNCHANGED' };
  }

  return {
    load,

    /** Reads a file as JSON and loads it; a file that is not JSON is one problem at its root. */
    async loadFile(client: ClientRecord, file: string): Promise<LoadResult> {
      let document: unknown;
      try {
        document = JSON.parse(await fs.readFile(file, 'utf8'));
      } catch (error) {
        const reason = error instanceof SyntaxError ? `is not JSON: ${error.message}` : `cannot be read: ${(error as Error).message}`;
        return { ok: false, problems: [{ path: '(file)', message: reason }] };
      }
      return load(client, document);
    },

    /** Writes the client's documents and responses, one JSON object a line, into `folder`; answers the counts. */
    async exportTo(client: ClientRecord, folder: string): Promise<{ questionnaires: number; responses: number }> {
      const clientId = client.configuration.id;
      await fs.mkdir(folder, { recursive: true });
      const documents = await repository.loadedDocuments(clientId);
      await fs.writeFile(
        path.join(folder, EXPORT_FILES.questionnaires),
        documents.map((document) => `${JSON.stringify(document.fhir)}\n`).join(''),
      );
      const responses = await repository.responsesOfClient(clientId);
      const lines: string[] = [];
      for (const response of responses) {
        const definition = await repository.definitionById(clientId, response.definitionId);
        if (!definition) continue;
        const resource = toQuestionnaireResponse({
          definition,
          responseId: response.id,
          // The plan's own member number: the portal's ids mean nothing where the data goes.
          memberReference: `Patient/${response.clientMemberId}`,
          status: response.status,
          answers: toAnswerMap(response.answers),
          authored: (response.finishedAt ?? response.startedAt).toISOString(),
        });
        lines.push(`${JSON.stringify(resource)}\n`);
      }
      await fs.writeFile(path.join(folder, EXPORT_FILES.responses), lines.join(''));
      return { questionnaires: documents.length, responses: lines.length };
    },
  };
}

export type QuestionnaireDocuments = ReturnType<typeof createQuestionnaireDocuments>;
