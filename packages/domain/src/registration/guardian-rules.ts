/** A person the plan's roster names, as registration compares them. */
export interface PersonOnRecord {
  readonly firstName: string;
  readonly lastName: string;
  readonly dob: string;
}

/**
 * A name as it is compared: accents dropped (María is Maria), case folded, typographic
 * apostrophes made plain, and runs of spaces made one. Plans and people type the same name
 * differently in exactly these ways; any other difference is a different name.
 */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLocaleLowerCase('en-US')
    .replace(/\s+/g, ' ')
    .trim();
}

function samePerson(declared: PersonOnRecord, onRecord: PersonOnRecord): boolean {
  return (
    comparableName(declared.firstName) === comparableName(onRecord.firstName) &&
    comparableName(declared.lastName) === comparableName(onRecord.lastName) &&
    declared.dob === onRecord.dob
  );
}

/**
 * Decision 0026: the guardian declared at registration must be a person the roster names for
 * the minor (the subscriber of their coverage, or the guardian in the roster row), with the
 * same first name, last name and birth date. Answers the person on record who matched.
 */
export function guardianOnRecord(declared: PersonOnRecord, onRecord: readonly (PersonOnRecord | null)[]): PersonOnRecord | undefined {
  return onRecord.find((person): person is PersonOnRecord => person !== null && samePerson(declared, person));
}
