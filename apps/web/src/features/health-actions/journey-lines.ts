import type { JourneyStep } from '@portal/contract';

/** One line of an earning's journey: its i18n key (in `health-actions`) and the values it shows. */
export interface JourneyLine {
  readonly step: JourneyStep['step'];
  readonly key: string;
  /** Formatted dates and amounts. */
  readonly values: Record<string, string>;
  /** Values that are words of their own, by their i18n keys (why, and verified by what). */
  readonly terms: Record<string, string>;
  /** Whether the step has happened (a waiting or expiring step is ahead). */
  readonly reached: boolean;
}

export interface JourneyFormat {
  date(isoDate: string): string;
  amount(minorUnits: number): string;
}

/**
 * An earning's steps in the member's words: done, waiting for the plan's data (by when, and why),
 * verified (when, by what), issued or held back (how much, why), expiring or expired (when).
 * Waiting and expiring lie ahead; everything else has happened.
 */
export function journeyLines(steps: readonly JourneyStep[], format: JourneyFormat): JourneyLine[] {
  const date = (step: JourneyStep): string => (step.date ? format.date(step.date) : '');
  const amount = (step: JourneyStep): string => format.amount(step.amount ?? 0);
  return steps.map((step): JourneyLine => {
    switch (step.step) {
      case 'DONE':
        return { step: step.step, key: 'journey.done', values: { date: date(step) }, terms: {}, reached: true };
      case 'WAITING_FOR_PLAN_DATA':
        return {
          step: step.step,
          key: step.expectedBy ? 'journey.waitingUntil' : 'journey.waiting',
          values: step.expectedBy ? { date: format.date(step.expectedBy) } : {},
          terms: { why: `journey.why.${step.reason ?? 'CLAIMS_LAG'}` },
          reached: false,
        };
      case 'VERIFIED':
        return {
          step: step.step,
          key: 'journey.verified',
          values: { date: date(step) },
          terms: { source: `journey.sources.${step.source ?? 'STAFF'}` },
          reached: true,
        };
      case 'ISSUED':
        return { step: step.step, key: 'journey.issued', values: { date: date(step), amount: amount(step) }, terms: {}, reached: true };
      case 'NOT_ISSUED':
        return {
          step: step.step,
          key: 'journey.notIssued',
          values: { amount: amount(step) },
          terms: { why: `journey.why.${step.reason ?? 'YEARLY_MAXIMUM'}` },
          reached: true,
        };
      case 'EXPIRING':
        return { step: step.step, key: 'journey.expiring', values: { date: date(step), amount: amount(step) }, terms: {}, reached: false };
      case 'EXPIRED':
        return { step: step.step, key: 'journey.expired', values: { date: date(step), amount: amount(step) }, terms: {}, reached: true };
    }
  });
}
