import type { QuestionnaireType } from '@portal/contract';
import type { Database } from '../../db/database';
import type { ClientRecord } from '../../lib/client-record';
import type { MessageDelivery } from '../../messaging/delivery';
import type { QuestionnaireAnswering, SurveyLinkMaking } from './questionnaire-ports';
import { currentAttempt } from './questionnaire-view';
import type { QuestionnairesRepository } from './questionnaires.repository';

export interface InvitationDependencies {
  readonly db: Database;
  readonly repository: QuestionnairesRepository;
  readonly questionnaires: Pick<QuestionnaireAnswering, 'offered'>;
  readonly surveys: SurveyLinkMaking;
  readonly delivery: MessageDelivery;
}

export interface InvitationRun {
  readonly invited: number;
  /** Members who already finished the survey's current version. */
  readonly alreadyAnswered: number;
}

/**
 * E-mails every member with an address a link to a survey. The e-mail is of the SURVEYS
 * category: a member who unsubscribed from surveys is skipped when it is sent, not here, so
 * an unsubscription made meanwhile still holds.
 */
export function createSurveyInvitations({ db, repository, questionnaires, surveys, delivery }: InvitationDependencies) {
  return {
    async invite(client: ClientRecord, type: QuestionnaireType, days: number): Promise<InvitationRun> {
      const clientId = client.configuration.id;
      const { id, definition } = await questionnaires.offered(client, type);
      let invited = 0;
      let alreadyAnswered = 0;
      for (const member of await repository.membersWithEmail(clientId)) {
        const current = currentAttempt(await repository.attemptsOf(clientId, member.id, type), id);
        if (current && current.status !== 'STARTED' && current.definitionId === id) {
          alreadyAnswered += 1;
          continue;
        }
        const { url, responseId } = await surveys.createLink(client, member.id, type, days);
        const language = member.language?.toUpperCase() ?? null;
        const title = definition.title[language && language in definition.title ? (language as keyof typeof definition.title) : 'EN'];
        await delivery.queueCategorizedEmail(db, {
          clientId,
          memberId: member.id,
          destination: member.email,
          languageCd: language,
          category: 'SURVEYS',
          template: 'surveyInvitation',
          values: { programme: client.configuration.title, survey: title, surveyUrl: url },
          outreach: { type: 'SURVEY', id: String(responseId) },
        });
        invited += 1;
      }
      if (invited > 0) delivery.sendSoon();
      return { invited, alreadyAnswered };
    },
  };
}

export type SurveyInvitations = ReturnType<typeof createSurveyInvitations>;
