import { Table } from '@mantine/core';
import type { ScoreResult } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { bandWords, valueWords } from '../score-words';

/** Each score of the HRA with its value (where a number means something) and its band in words. */
export function HraScores({ scores, languageTag }: { scores: readonly ScoreResult[]; languageTag: string }): ReactElement {
  const { t } = useTranslation('health-profile');
  return (
    // No minimum width: on a phone the cells wrap rather than hide behind a scroll the keyboard cannot reach.
    <Table.ScrollContainer minWidth={0} type="native">
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('hraResults.score')}</Table.Th>
            <Table.Th scope="col">{t('hraResults.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {scores.map((score) => {
            const value = valueWords(t, score, languageTag);
            const band = score.value === null ? null : bandWords(t, score.band, score.level);
            return (
              <Table.Tr key={score.code}>
                <Table.Th scope="row" fw={400}>
                  {score.title}
                </Table.Th>
                <Table.Td>{[band, value].filter(Boolean).join(' · ')}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
