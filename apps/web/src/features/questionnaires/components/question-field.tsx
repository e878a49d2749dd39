import type { Question } from '@portal/contract';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from './choice-field';
import { DateField, NumberField, TextAreaField, TextField } from './text-fields';
import { LinearScaleField } from './linear-scale-field';

export interface FieldProps {
  readonly question: Question;
  /** The question's words with its number and "Optional" mark: every input is labelled by it. */
  readonly label: ReactNode;
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
  /** The problem in the member's words, shown under the question and tied to its input. */
  readonly error: string | null;
  readonly inputId: string;
}

/** The label every input carries: its number when numbered, its words, and "Optional" when it is. */
export function QuestionLabel({ question, number }: { question: Question; number: number | null }): ReactElement {
  const { t } = useTranslation('questionnaires');
  return (
    <>
      {number === null ? question.text : `${number}. ${question.text}`}
      {question.optional && (
        <>
          {' '}
          <span className="questionnaire-optional">({t('group.optional')})</span>
        </>
      )}
    </>
  );
}

/** The input of a question's type. */
export function QuestionField(props: FieldProps): ReactElement {
  const { question } = props;
  switch (question.type) {
    case 'TEXTBOX':
      return question.numeric ? <NumberField {...props} /> : <TextField {...props} />;
    case 'TEXTAREA':
      return <TextAreaField {...props} />;
    case 'RADIO_BUTTONS':
    case 'CHECKBOXES':
    case 'DROPDOWN':
      return <ChoiceField {...props} />;
    case 'LINEAR_SCALE':
      return <LinearScaleField {...props} />;
    case 'DATE_FIELD':
      return <DateField {...props} />;
  }
}
