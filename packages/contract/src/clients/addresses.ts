// The calls for the health plan's configuration and documents, by address only: a page that makes them does not load
// their schemas (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';
import type * as documents from './documents';

export const getDisclaimerCall = callAddress<typeof documents.getDisclaimerCall>('GET', '/v1/web/client/disclaimers/:id');
export const getPublicDocumentCall = callAddress<typeof documents.getPublicDocumentCall>('GET', '/v1/web/client/documents/:title');
export const getClientConfigurationCall = callAddress<typeof calls.getClientConfigurationCall>('GET', '/v1/web/client/configuration');
