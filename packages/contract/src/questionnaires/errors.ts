/** Failures of the questionnaire, health-profile and survey-link calls (spec 001 section 8). */
export const QUESTIONNAIRES_ERRORS = {
  /** The plan offers no questionnaire of that type to this member (spec: 'No HRA loaded or found'). */
  QUESTIONNAIRE_NOT_FOUND: 404,
  /** No attempt of that id belongs to the member. */
  QUESTIONNAIRE_RESPONSE_NOT_FOUND: 404,
  /** Answers or a finish for an attempt that is not started (finished, refused). */
  QUESTIONNAIRE_NOT_STARTED: 409,
  /** An answer that does not fit its question (`fields` names each, by question id). */
  QUESTIONNAIRE_ANSWER_INVALID: 422,
  /** Finish with required questions open to the member still unanswered (`details.questionIds`). */
  QUESTIONNAIRE_REQUIRED_UNANSWERED: 422,
  /** No completed health risk assessment to summarise (spec: 'No HRA summary'). */
  HRA_SUMMARY_NOT_FOUND: 404,
  /** The survey link's member, survey, response or signature do not match, or it has expired. */
  SURVEY_LINK_INVALID: 404,
  /** The survey no longer takes answers. */
  SURVEY_CLOSED: 410,
  /** The survey was already completed through this link. */
  SURVEY_ALREADY_COMPLETED: 409,
} as const satisfies Record<string, number>;
