// The learning calls, by address only: a page that makes them does not load their schemas
// (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const initLearnCall = callAddress<typeof calls.initLearnCall>('GET', '/v1/web/learn/init-learn');
export const searchArticlesCall = callAddress<typeof calls.searchArticlesCall>('GET', '/v1/web/learn/articles/search');
export const getArticleCall = callAddress<typeof calls.getArticleCall>('GET', '/v1/web/learn/article/:contentId');
export const markArticleReadCall = callAddress<typeof calls.markArticleReadCall>('GET', '/v1/web/learn/articles/mark-as-read/:contentId');
