import { isCalendarDate } from './calendar-date';

/**
 * A time on the plan's clock ("2027-01-04 at 09:30 in America/Los_Angeles") as an instant. The
 * scheduling desk books visits in the plan's time zone, whatever zone its own computer is in.
 */
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MS_PER_MINUTE = 60_000;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Minutes the zone's clock is ahead of UTC at `instant` (negative west of Greenwich). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Map(
    formatIn(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const part = (type: Intl.DateTimeFormatPartTypes): number => parts.get(type) ?? 0;
  const asIfUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((asIfUtc - Math.floor(instant / MS_PER_MINUTE) * MS_PER_MINUTE) / MS_PER_MINUTE);
}

/**
 * The instant the plan's clock shows `time` (HH:MM, 24-hour) on `date` (YYYY-MM-DD), or null when
 * either is not one. A time the clock skips when summer time starts is read with the offset in
 * force before the change (02:30 becomes 03:30); a time the clock shows twice in autumn is the
 * first of the two.
 */
export function instantOnPlanClock(date: string, time: string, timeZone: string): Date | null {
  const clock = WALL_TIME.exec(time);
  if (!isCalendarDate(date) || !clock) return null;
  const asIfUtc = Date.parse(`${date}T${time}:00Z`);
  // The offset a few hours either side tells both readings apart around a change of offset.
  const earlier = offsetMinutes(asIfUtc - 12 * 60 * MS_PER_MINUTE, timeZone);
  const later = offsetMinutes(asIfUtc + 12 * 60 * MS_PER_MINUTE, timeZone);
  const candidates = [asIfUtc - earlier * MS_PER_MINUTE, asIfUtc - later * MS_PER_MINUTE]
    .filter((instant) => asIfUtc - offsetMinutes(instant, timeZone) * MS_PER_MINUTE === instant)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? asIfUtc - earlier * MS_PER_MINUTE);
}
