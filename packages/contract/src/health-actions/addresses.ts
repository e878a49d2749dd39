// The health-actions calls, by address only: a page that makes them does not load their schemas
// (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const getHealthActionsInitCall = callAddress<typeof calls.getHealthActionsInitCall>('GET', '/v3/web/health-actions/init');
export const submitMemberAttestationCall = callAddress<typeof calls.submitMemberAttestationCall>(
  'POST',
  '/v2/web/health-actions/:healthActionId/member-attestation',
);
export const requestReasonableAlternativeCall = callAddress<typeof calls.requestReasonableAlternativeCall>(
  'POST',
  '/v1/web/health-actions/:healthActionId/reasonable-alternative',
);
