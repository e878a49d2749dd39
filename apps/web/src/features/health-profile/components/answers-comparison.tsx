import { Button, Stack, Table, Title } from '@mantine/core';
import type { QuestionnaireResults } from '@portal/contract';
import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Compare-all-answers: each question with this attempt's answer and the one before, behind a disclosure button. */
export function AnswersComparison({
  answers,
  previousDate,
}: {
  answers: QuestionnaireResults['answers'];
  previousDate: string | null;
}): ReactElement {
  const { t } = useTranslation('health-profile');
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const words = (answer: readonly string[] | null): string => (answer && answer.length > 0 ? answer.join(', ') : t('hraResults.noAnswer'));
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${tableId}-title`}>
      <Title order={2} id={`${tableId}-title`}>
        {t('hraResults.compareTitle')}
      </Title>
      <Button variant="light" w="fit-content" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen((shown) => !shown)}>
        {open ? t('hraResults.compareHide') : t('hraResults.compareShow')}
      </Button>
      <div id={tableId} hidden={!open}>
        {open && (
          <Table.ScrollContainer minWidth={0} type="native">
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('hraResults.question')}</Table.Th>
                  <Table.Th scope="col">{t('hraResults.thisTime')}</Table.Th>
                  <Table.Th scope="col">
                    {previousDate ? t('hraResults.lastTime', { date: previousDate }) : t('hraResults.lastTimeNone')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answers.map((answer) => (
                  <Table.Tr key={answer.questionId}>
                    <Table.Th scope="row" fw={400}>
                      {answer.text}
                    </Table.Th>
                    <Table.Td>{words(answer.answer)}</Table.Td>
                    <Table.Td>{words(answer.previousAnswer)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </div>
    </Stack>
  );
}
