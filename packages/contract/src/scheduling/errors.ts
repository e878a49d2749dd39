/** Failures of the scheduling calls. */
export const SCHEDULING_ERRORS = {
  /** More than one preferred and three more doctors, or the same doctor twice. */
  TOO_MANY_DOCTORS: 422,
  /** A schedule key that is not a doctor of the plan's directory accepting new patients. */
  PROVIDER_NOT_FOUND: 422,
  /** The same day and time slot twice. */
  AVAILABILITY_REPEATED: 422,
  /** The phone number the desk would call is not a US phone number. */
  SCHEDULING_PHONE_INVALID: 422,
  /** The member's ZIP is not one the directory can measure from. */
  MEMBER_ZIP_UNKNOWN: 422,
  /** No visit request of that id (staff desk). */
  APPOINTMENT_NOT_FOUND: 404,
  /** The request cannot move to that status from the one it has. */
  APPOINTMENT_STATUS_REFUSED: 409,
  /** A booked visit needs the doctor (one the member asked for) and the time. */
  APPOINTMENT_BOOKING_INCOMPLETE: 422,
} as const satisfies Record<string, number>;
