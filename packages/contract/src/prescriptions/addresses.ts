// The prescription calls, by address only: a page that makes them does not load their schemas
// (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as calls from './calls';

export const listPrescriptionsCall = callAddress<typeof calls.listPrescriptionsCall>('GET', '/v1/web/health-profile/prescriptions');
