import { updateAddressCall } from '@portal/contract/member-account';
import { callApi } from '../../../lib/api-client';
import type { AddressBody } from '../forms/address-form';

export function updateAddress(address: AddressBody) {
  return callApi(updateAddressCall, { body: address });
}
