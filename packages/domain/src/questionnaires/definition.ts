import type {
  AnswerOption,
  HraRiskType,
  LanguageCode,
  LaunchMode,
  Question,
  QuestionnaireLength,
  QuestionnaireType,
  RiskLevel,
  ScoreKind,
  ScreenKind,
} from '@portal/contract';

/**
 * A questionnaire as the portal runs it: what a plan's FHIR document says (decision 0040), parsed
 * and checked, with every text in every product language. `localizeQuestionnaire` turns it into
 * the member's view; the rules (eligibility, flow, scores) read the fields both share.
 */

/** One text in every product language, by language code ('EN', 'ES', ...). */
export type Texts = Readonly<Record<LanguageCode, string>>;

export interface OptionDefinition extends Omit<AnswerOption, 'text'> {
  readonly text: Texts;
}

export interface QuestionDefinition extends Omit<Question, 'text' | 'answerOptions' | 'scale'> {
  readonly text: Texts;
  readonly answerOptions: readonly OptionDefinition[];
  readonly scale: { readonly min: number; readonly max: number; readonly lowLabel: Texts; readonly highLabel: Texts } | null;
}

export interface GroupDefinition {
  readonly id: string;
  readonly title: Texts;
  readonly displayOrder: number;
  readonly instructions: readonly Texts[];
  readonly questions: readonly QuestionDefinition[];
}

export interface ScoreBand {
  /** Inclusive. */
  readonly min: number;
  /** Exclusive; null: no upper end. */
  readonly max: number | null;
  readonly level: RiskLevel;
  readonly code: string;
  /** The band holds only for members whose gender starts with this letter (AUDIT-C's cut-offs). */
  readonly gender: string | null;
}

export interface ScoreDefinition {
  readonly code: string;
  readonly kind: ScoreKind;
  /** Question ids, in the order the kind reads them (bmi: feet, inches, pounds; blood-pressure: systolic, diastolic). */
  readonly items: readonly string[];
  /** top-box: the weight (or value) from which an answer counts as top. */
  readonly topWeight: number | null;
  readonly risk: HraRiskType | null;
  readonly title: Texts;
  readonly bands: readonly ScoreBand[];
}

export interface ScreenDefinition {
  readonly kind: ScreenKind;
  readonly title: Texts;
  readonly body: Texts;
}

export interface QuestionnaireDefinition {
  /** The FHIR document's own id, url and version: an export points back at them. */
  readonly fhirId: string;
  readonly url: string | null;
  readonly version: string;
  readonly type: QuestionnaireType;
  readonly title: Texts;
  /** The content's licence statement (the document's `copyright`). */
  readonly copyright: Texts | null;
  readonly settings: {
    readonly numberedQuestions: boolean;
    readonly numbersOnOptional: boolean;
    readonly prefillOldAnswers: boolean;
    readonly isVariableLength: boolean;
    readonly screenWidth: 'NARROW' | 'WIDE';
  };
  readonly priority: number;
  readonly launchMode: LaunchMode;
  readonly length: QuestionnaireLength;
  readonly screens: readonly ScreenDefinition[];
  readonly groups: readonly GroupDefinition[];
  readonly scores: readonly ScoreDefinition[];
}

/** What the rules need to know of a member. */
export interface QuestionnaireMember {
  /** Whole years on the day asked. */
  readonly age: number | null;
  /** As the roster has it ('M', 'F', or longer words): only its first letter is compared. */
  readonly gender: string | null;
}

/** Answers by question id: a choice's codes, or one number, date or text. */
export type AnswerMap = ReadonlyMap<string, readonly string[]>;
