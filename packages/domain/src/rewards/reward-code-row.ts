import { z } from 'zod';
import { isCalendarDate } from '../shared/calendar-date';
import { addFeedIssue, rawFeedRowSchema, type FeedRowIssue } from '../shared/feed-row-issue';

/**
 * The reward-codes file's columns, in order: one line per digital unit the fulfilment house
 * issued (a line of the order for two e-gift cards has two). `pin` and `expires_on` may be left out.
 */
export const REWARD_CODE_COLUMNS = ['order_id', 'line_number', 'code', 'pin', 'expires_on'] as const;
export const REWARD_CODE_OPTIONAL_COLUMNS = ['pin', 'expires_on'] as const;

export type RewardCodeColumn = (typeof REWARD_CODE_COLUMNS)[number];
export type RawRewardCodeRow = Readonly<Record<RewardCodeColumn, string>>;

/** Longer than any gift card's code or PIN; a longer value is a shifted column. */
export const REWARD_CODE_TEXT_MAX = 100;

/** One reward-codes line, checked; a blank PIN or expiry is null (many cards have neither). */
export interface RewardCodeRecord {
  readonly orderId: number;
  readonly lineNumber: number;
  readonly code: string;
  readonly pin: string | null;
  readonly expiresOn: string | null;
}

const WHOLE_NUMBER = /^[1-9]\d{0,9}$/;
const LARGEST_ID = 2_147_483_647;
/** Printable characters without spaces: what a member types at a shop's till. */
const CODE_TEXT = /^[\x21-\x7e]+$/;

function checkId(column: 'order_id' | 'line_number', value: string, what: string): FeedRowIssue | null {
  if (value === '') return { column, code: 'REQUIRED', message: `${column} is required` };
  if (!WHOLE_NUMBER.test(value) || Number(value) > LARGEST_ID)
    return { column, code: 'INVALID_FORMAT', message: `${column} '${value}' is not ${what}` };
  return null;
}

function checkCodeText(column: 'code' | 'pin', value: string): FeedRowIssue | null {
  if (value.length > REWARD_CODE_TEXT_MAX)
    return { column, code: 'OUT_OF_RANGE', message: `${column} is longer than ${REWARD_CODE_TEXT_MAX} characters` };
  // The value itself stays out of the message: the error report is no place for a card's code.
  if (!CODE_TEXT.test(value))
    return { column, code: 'INVALID_FORMAT', message: `${column} holds spaces or characters that are not printable` };
  return null;
}

/** Checks one reward-codes line against the form of each column. */
export function checkRewardCodeRow(row: RawRewardCodeRow): { ok: true; record: RewardCodeRecord } | { ok: false; issues: FeedRowIssue[] } {
  const orderId = row.order_id.trim();
  const lineNumber = row.line_number.trim();
  const code = row.code.trim();
  const pin = row.pin.trim();
  const expiresOn = row.expires_on.trim();
  const found = [
    checkId('order_id', orderId, 'an order number'),
    checkId('line_number', lineNumber, 'a line number'),
    code === '' ? { column: 'code', code: 'REQUIRED' as const, message: 'code is required' } : checkCodeText('code', code),
    pin === '' ? null : checkCodeText('pin', pin),
    expiresOn === '' || isCalendarDate(expiresOn)
      ? null
      : { column: 'expires_on', code: 'INVALID_FORMAT' as const, message: `expires_on '${expiresOn}' is not a date (YYYY-MM-DD)` },
  ];
  const issues = found.filter((issue): issue is FeedRowIssue => issue !== null);
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    record: {
      orderId: Number(orderId),
      lineNumber: Number(lineNumber),
      code,
      pin: pin === '' ? null : pin,
      expiresOn: expiresOn === '' ? null : expiresOn,
    },
  };
}

/** The reward-codes line schema the feed framework reads a file with. */
export function rewardCodeRowSchema(): z.ZodType<RewardCodeRecord, RawRewardCodeRow> {
  return rawFeedRowSchema(REWARD_CODE_COLUMNS).transform((row, context) => {
    const result = checkRewardCodeRow(row);
    if (result.ok) return result.record;
    for (const issue of result.issues) addFeedIssue(context, issue);
    return z.NEVER;
  });
}
