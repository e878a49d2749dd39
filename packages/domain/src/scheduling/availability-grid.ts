import { TIME_SLOTS, WEEKDAYS, type AvailabilitySlot, type TimeSlot, type Weekday } from '@portal/contract';

/** The hour (24-hour clock) each slot starts and ends at: Morning to 11AM, Midday 11AM-3PM, Afternoon from 3PM. */
export const SLOT_HOURS: Readonly<Record<TimeSlot, { readonly from: number | null; readonly to: number | null }>> = {
  MORNING: { from: null, to: 11 },
  MIDDAY: { from: 11, to: 15 },
  AFTERNOON: { from: 15, to: null },
};

/** The slot a visit starting at this local hour falls in. */
export function slotOfHour(hour: number): TimeSlot {
  if (hour < 11) return 'MORNING';
  if (hour < 15) return 'MIDDAY';
  return 'AFTERNOON';
}

export const slotKey = ({ day, slot }: AvailabilitySlot): string => `${day}.${slot}`;

/** Whether any day and slot is named twice. */
export function hasRepeatedSlot(availability: readonly AvailabilitySlot[]): boolean {
  return new Set(availability.map(slotKey)).size !== availability.length;
}

/** The chosen slots in the grid's order: Monday to Sunday, then Morning to Afternoon. */
export function inGridOrder(availability: readonly AvailabilitySlot[]): AvailabilitySlot[] {
  const rank = ({ day, slot }: AvailabilitySlot): number => WEEKDAYS.indexOf(day) * TIME_SLOTS.length + TIME_SLOTS.indexOf(slot);
  return [...availability].sort((a, b) => rank(a) - rank(b));
}

/** Toggles one cell of the grid, keeping grid order. */
export function toggleSlot(availability: readonly AvailabilitySlot[], day: Weekday, slot: TimeSlot): AvailabilitySlot[] {
  const key = slotKey({ day, slot });
  const without = availability.filter((chosen) => slotKey(chosen) !== key);
  return without.length === availability.length ? inGridOrder([...availability, { day, slot }]) : without;
}
