import { defineModule } from '../area-module';
import { createQuestionnaireDocuments } from './questionnaire-documents.service';
import { questionnairesCommands } from './questionnaires.commands';
import { createQuestionnairesRepository } from './questionnaires.repository';
import { questionnairesRoutes } from './questionnaires.routes';
import { createQuestionnairesService } from './questionnaires.service';
import { surveyInvitationsRoutes } from './survey-invitations.routes';
import { createSurveyInvitations } from './survey-invitations.service';
import { createSurveyLinks } from './survey-links';
import { createSurveysService } from './surveys.service';

/** Questionnaires: the plan's FHIR documents, members' attempts and their scores, health risks, and surveys opened from signed links. */
export const questionnairesModule = defineModule({
  name: 'questionnaires',
  services: ({ db, clock, clients, completions, secretBox, publicUrl, delivery }) => {
    const repository = createQuestionnairesRepository(db);
    const questionnaires = createQuestionnairesService({
      repository,
      clock,
      programmeFor: (clientId) => clients.programmeFor(clientId),
      completions,
    });
    const links = createSurveyLinks(secretBox.deriveKey('survey-links'), clock, publicUrl);
    const surveys = createSurveysService({ repository, questionnaires, links, clock });
    return {
      questionnaires,
      surveys,
      questionnairesRepository: repository,
      questionnaireDocuments: createQuestionnaireDocuments(repository, clock),
      surveyInvitations: createSurveyInvitations({ db, repository, questionnaires, surveys, delivery }),
    };
  },
  routes: async (api, { questionnaires, surveys, surveyInvitations, clients }) => {
    await api.register(questionnairesRoutes, { questionnaires, surveys });
    await api.register(surveyInvitationsRoutes, { surveyInvitations, findClient: (abbreviation) => clients.findClient(abbreviation) });
  },
  commands: questionnairesCommands,
  jobs: [
    {
      // A finished attempt whose completion a failed call never recorded gets it here (safe on several instances: completions are keyed by the attempt).
      name: 'questionnaires: record the completions of finished attempts',
      run: async ({ questionnaires, clients, log }) => {
        const recorded = await questionnaires.recordUnrecordedCompletions((clientId) => clients.findClientById(clientId));
        if (recorded > 0) log.info({ recorded }, 'questionnaire completions recorded by the job');
      },
    },
  ],
});
