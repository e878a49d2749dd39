import { Table } from '@mantine/core';
import type { PrescriptionRecord } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatShortDate } from '../../lib/format';

/** Spec 001 "Prescription record": each fill's name, filled-on date and days supply. */
export function PrescriptionTable({
  prescriptions,
  languageTag,
}: {
  prescriptions: readonly PrescriptionRecord[];
  languageTag: string;
}): ReactElement {
  const { t } = useTranslation('prescriptions');
  return (
    // No minimum width: on a phone the cells wrap rather than hide behind a scroll the keyboard cannot reach.
    <Table.ScrollContainer minWidth={0} type="native">
      <Table withTableBorder striped>
        <Table.Caption>{t('caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.name')}</Table.Th>
            <Table.Th scope="col">{t('columns.filledOn')}</Table.Th>
            <Table.Th scope="col">{t('columns.daysSupply')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prescriptions.map((fill, index) => (
            // A fill has no id on the wire; the same drug filled twice on one day is two rows, so the place keys it.
            <Table.Tr key={`${fill.startDate}-${fill.name}-${index}`}>
              <Table.Th scope="row" fw={400}>
                {fill.name}
              </Table.Th>
              <Table.Td>{formatShortDate(fill.startDate, languageTag)}</Table.Td>
              <Table.Td>{fill.daysSupply === null ? t('notStated') : formatNumber(fill.daysSupply, languageTag)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
