/**
 * Validation message keys (spec 000 section 5). Zod schemas carry these as their messages;
 * the API returns them in `error.fields`; the web translates them from the `validation`
 * namespace, so a rule reads the same in every language on both ends.
 */
export const VALIDATION = {
  required: 'validation.required',
  numeric: 'validation.numeric',
  email: 'validation.email',
  uniqueType: 'validation.uniqueType',
  matching: 'validation.matching',
  integer: 'validation.integer',
  minZero: 'validation.minZero',
  maxValueToday: 'validation.maxValueToday',
  minValueCompliance: 'validation.minValueCompliance',
  validUserNameRegister: 'validation.validUserNameRegister',
  validUserNameLogin: 'validation.validUserNameLogin',
  validZipCode: 'validation.validZipCode',
  usernameNotTaken: 'validation.usernameNotTaken',
  invalid: 'validation.invalid',
  tooLong: 'validation.tooLong',
  passwordRules: 'validation.passwordRules',
  phoneDigits: 'validation.phoneDigits',
  usernameLength: 'validation.usernameLength',
  state: 'validation.state',
  smsOptIn: 'validation.smsOptIn',
  code: 'validation.code',
  guardianAdult: 'validation.guardianAdult',
  /** Outside the plausible range of a hand entry; the error's details carry the range (`value.min`, `value.max`). */
  outOfRange: 'validation.outOfRange',
  /** A blood pressure's diastolic must be below its systolic. */
  diastolicBelowSystolic: 'validation.diastolicBelowSystolic',
  /** A back-fill holds 1 to 30 days. */
  entryCount: 'validation.entryCount',
  /** A back-fill names each day once. */
  duplicateDate: 'validation.duplicateDate',
  /** A back-filled day is one of the history's 30 days. */
  outsideHistory: 'validation.outsideHistory',
} as const;

export type ValidationMessageKey = (typeof VALIDATION)[keyof typeof VALIDATION];

const KNOWN_KEYS = new Set<string>(Object.values(VALIDATION));

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return KNOWN_KEYS.has(value);
}
