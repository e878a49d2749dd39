/** Failures of the health-actions calls (spec 001 section 3 and the attestation form's rules). */
export const HEALTH_ACTIONS_ERRORS = {
  /** No action of that id in the programme of the member's plan (or none open to this member). */
  HEALTH_ACTION_NOT_FOUND: 404,
  /** The member id sent is neither the signed-in member nor one of their own dependents. */
  HEALTH_ACTION_MEMBER_NOT_FOUND: 404,
  /** The plan runs no rewards programme. */
  PROGRAMME_NOT_FOUND: 404,
  /** The completion date is after today in the plan's time zone. */
  ATTESTATION_DATE_IN_FUTURE: 422,
  /** The completion date is before the action's reference date (`details.referenceDate`). */
  ATTESTATION_DATE_TOO_EARLY: 422,
  /** This action is not completed by a member's word (a compound action, a questionnaire, an article). */
  ATTESTATION_NOT_ACCEPTED: 422,
  /** The action is not open to this member now (`details.reason`: an availability code). */
  HEALTH_ACTION_NOT_OPEN: 422,
  /** The member has no coverage the action could be done under. */
  HEALTH_ACTION_NOT_COVERED: 422,
} as const satisfies Record<string, number>;
