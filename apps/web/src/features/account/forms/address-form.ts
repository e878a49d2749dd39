import { VALIDATION, type MemberInfo } from '@portal/contract';
import { isUsStateCode, isValidZipCode } from '@portal/domain';

/** The mailing address, named as the call names it so the server's field errors land on their fields. */
export interface AddressForm {
  readonly streetAddr1: string;
  readonly streetAddr2: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

export interface AddressBody {
  readonly streetAddr1: string;
  readonly streetAddr2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

/** The address the member's mail goes to: the primary one, else the first. */
export function mailingAddress(addresses: MemberInfo['addresses']): MemberInfo['addresses'][number] | null {
  return addresses.find((address) => address.primary) ?? addresses[0] ?? null;
}

export function addressFromMember(addresses: MemberInfo['addresses']): AddressForm {
  const address = mailingAddress(addresses);
  return {
    streetAddr1: address?.streetAddr1 ?? '',
    streetAddr2: address?.streetAddr2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
  };
}

export function validateAddress(form: AddressForm): Partial<Record<keyof AddressForm, string>> {
  const errors: { -readonly [K in keyof AddressForm]?: string } = {};
  if (form.streetAddr1.trim() === '') errors.streetAddr1 = VALIDATION.required;
  if (form.city.trim() === '') errors.city = VALIDATION.required;
  if (form.state === '') errors.state = VALIDATION.required;
  else if (!isUsStateCode(form.state)) errors.state = VALIDATION.state;
  if (form.zip.trim() === '') errors.zip = VALIDATION.required;
  else if (!isValidZipCode(form.zip.trim())) errors.zip = VALIDATION.validZipCode;
  return errors;
}

/** Street line 2 is optional: an empty one is sent as null. */
export function addressBody(form: AddressForm): AddressBody {
  const streetAddr2 = form.streetAddr2.trim();
  return {
    streetAddr1: form.streetAddr1.trim(),
    streetAddr2: streetAddr2 === '' ? null : streetAddr2,
    city: form.city.trim(),
    state: form.state,
    zip: form.zip.trim(),
  };
}
