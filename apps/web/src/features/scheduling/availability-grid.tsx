import { Checkbox, Table, Text } from '@mantine/core';
import { TIME_SLOTS, WEEKDAYS, type AvailabilitySlot } from '@portal/contract';
import { slotKey, toggleSlot } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteControl } from '../../lib/read-only-view';
import './availability-grid.css';
import { useLanguageTag } from './use-language-tag';

/** 5 January 2026 was a Monday: the week from it gives each weekday's short name in any language. */
const A_MONDAY = Date.UTC(2026, 0, 5);

function shortDayNames(tag: string): string[] {
  const format = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
  return WEEKDAYS.map((_, index) => format.format(A_MONDAY + index * 86_400_000));
}

/**
 * Spec 001's availability grid: a row per day (Monday to Sunday), a column per time slot. Each
 * cell is a checkbox named by its day and slot, so Tab moves through the grid in reading order
 * and Space ticks a cell.
 */
export function AvailabilityGrid(props: {
  readonly value: readonly AvailabilitySlot[];
  readonly onChange: (value: AvailabilitySlot[]) => void;
  readonly error?: string | undefined;
}): ReactElement {
  const { t } = useTranslation('scheduling');
  const writeControl = useWriteControl();
  const chosen = new Set(props.value.map(slotKey));
  const shortNames = shortDayNames(useLanguageTag());
  return (
    <div>
      {/* A narrow phone shows each day's short name (its full name stays for screen readers), so the grid fits. */}
      <Table.ScrollContainer minWidth={0} type="native">
        <Table
          className="availability-grid"
          withTableBorder
          withColumnBorders
          verticalSpacing="xs"
          horizontalSpacing="xs"
          aria-describedby={props.error ? 'availability-error' : undefined}
        >
          <Table.Caption>{t('availability.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('availability.day')}</Table.Th>
              {TIME_SLOTS.map((slot) => (
                <Table.Th scope="col" key={slot}>
                  {t(`availability.slots.${slot}`)}
                  <Text size="xs" fw="normal">
                    {t(`availability.slotHours.${slot}`)}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WEEKDAYS.map((day, index) => (
              <Table.Tr key={day}>
                <Table.Th scope="row">
                  <span className="day-full">{t(`availability.days.${day}`)}</span>
                  <span className="day-short" aria-hidden="true">
                    {shortNames[index]}
                  </span>
                </Table.Th>
                {TIME_SLOTS.map((slot) => (
                  <Table.Td key={slot}>
                    <Checkbox
                      aria-label={t('availability.cell', { day: t(`availability.days.${day}`), slot: t(`availability.slots.${slot}`) })}
                      checked={chosen.has(slotKey({ day, slot }))}
                      onChange={() => props.onChange(toggleSlot(props.value, day, slot))}
                      {...writeControl}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.error && (
        <Text c="red.8" size="sm" id="availability-error" role="alert">
          {props.error}
        </Text>
      )}
    </div>
  );
}
