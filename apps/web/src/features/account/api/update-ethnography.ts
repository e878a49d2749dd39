import { updateEthnographyCall } from '@portal/contract/member-account';
import { callApi } from '../../../lib/api-client';

export function updateEthnography(body: { race: string | null; ethnography: string | null }) {
  return callApi(updateEthnographyCall, { body });
}
