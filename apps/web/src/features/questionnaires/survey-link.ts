import { ApiError } from '../../lib/api-client';

/** What a survey e-mail's link carries (`/survey?m=&sid=&rid=&sig=`). */
export interface SurveyLink {
  readonly memberId: number;
  readonly surveyId: number;
  readonly responseId: number;
  readonly signature: string;
}

const ID = /^[1-9]\d{0,9}$/;
const SIGNATURE = /^[A-Za-z0-9._~-]{1,200}$/;

/** The link in the page's address, or null when a part is missing or malformed (the invalid-link state). */
export function readSurveyLink(search: URLSearchParams): SurveyLink | null {
  const memberId = search.get('m') ?? '';
  const surveyId = search.get('sid') ?? '';
  const responseId = search.get('rid') ?? '';
  const signature = search.get('sig')?.trim() ?? '';
  if (!ID.test(memberId) || !ID.test(surveyId) || !ID.test(responseId) || !SIGNATURE.test(signature)) return null;
  return { memberId: Number(memberId), surveyId: Number(surveyId), responseId: Number(responseId), signature };
}

export type SurveyLinkFailure = 'INVALID' | 'CLOSED' | 'COMPLETED';

/**
 * The server's answers a link page shows as its own state rather than a failure: a link that
 * does not match (or expired), a closed survey, one already completed through this link.
 */
export function surveyLinkFailure(error: unknown): SurveyLinkFailure | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'SURVEY_LINK_INVALID') return 'INVALID';
  if (error.code === 'SURVEY_CLOSED') return 'CLOSED';
  if (error.code === 'SURVEY_ALREADY_COMPLETED') return 'COMPLETED';
  return null;
}
