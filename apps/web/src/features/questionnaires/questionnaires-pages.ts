// The questionnaire pages as one chunk: the runner is most of it, and all three use it.
export { HraPage, QuestionnairePage } from './member-questionnaire';
export { SurveyPage } from './survey-page';
