import type { AnswerMap, QuestionDefinition, QuestionnaireDefinition } from './definition';

/** The attempt's status as FHIR names it (decision 0040): STARTED in-progress, REFUSED stopped. */
const FHIR_STATUS = { STARTED: 'in-progress', COMPLETED: 'completed', REFUSED: 'stopped' } as const;

export interface QuestionnaireResponseInput {
  readonly definition: QuestionnaireDefinition;
  readonly responseId: number | string;
  /** The member as the export names them, e.g. `Patient/123`. */
  readonly memberReference: string;
  readonly status: keyof typeof FHIR_STATUS;
  readonly answers: AnswerMap;
  /** When the attempt was last written (ISO 8601 with offset). */
  readonly authored: string;
}

function fhirAnswer(question: QuestionDefinition, value: string): Record<string, unknown> {
  const option = question.answerOptions.find((candidate) => candidate.code === value);
  if (option !== undefined) return { valueCoding: { code: option.code, display: option.text.EN } };
  if (question.scale !== null || question.numeric?.integer === true) return { valueInteger: Number(value) };
  if (question.numeric !== null) return { valueDecimal: Number(value) };
  if (question.type === 'DATE_FIELD') return { valueDate: value };
  return { valueString: value };
}

/** The canonical reference of the definition; a document loaded without a url falls back to its id. */
function canonical(definition: QuestionnaireDefinition): string {
  return `${definition.url ?? `Questionnaire/${definition.fhirId}`}|${definition.version}`;
}

/**
 * A member's attempt as a FHIR R4 QuestionnaireResponse, items nested by group as in the
 * definition; groups and questions without an answer are left out, as FHIR asks.
 */
export function toQuestionnaireResponse(input: QuestionnaireResponseInput): Record<string, unknown> {
  const { definition, answers } = input;
  const item = definition.groups.flatMap((group) => {
    const answered = group.questions.flatMap((question) => {
      const values = (answers.get(question.id) ?? []).filter((value) => value.trim() !== '');
      if (values.length === 0) return [];
      return [{ linkId: question.id, text: question.text.EN, answer: values.map((value) => fhirAnswer(question, value)) }];
    });
    return answered.length === 0 ? [] : [{ linkId: group.id, text: group.title.EN, item: answered }];
  });
  return {
    resourceType: 'QuestionnaireResponse',
    id: String(input.responseId),
    questionnaire: canonical(definition),
    status: FHIR_STATUS[input.status],
    subject: { reference: input.memberReference },
    authored: input.authored,
    item,
  };
}
