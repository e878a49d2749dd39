import type { PhoneNumberLookup, PhoneType } from '@portal/contract';
import { lookupPhoneNumbersCall } from '@portal/contract/registration';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';

export type NumberToLookUp = { contactNumber: string; type: PhoneType };

export async function lookUpPhoneNumbers(numbers: NumberToLookUp[]): Promise<PhoneNumberLookup[]> {
  return (await callApi(lookupPhoneNumbersCall, { body: { numbers } })).numbers;
}

export function useLookUpPhoneNumbers(options: MutationHookOptions<PhoneNumberLookup[], NumberToLookUp[]> = {}) {
  return useMutation({ ...options, mutationFn: lookUpPhoneNumbers });
}
