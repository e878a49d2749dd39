import type { MemberInfo } from '@portal/contract';
import type { MailingAddress, MailingAddressForm } from '@portal/domain';

/** The body of the address call: the domain's address schema answers it from the form. */
export type AddressBody = MailingAddress;

/** The address the member's mail goes to: the primary one, else the first. */
export function mailingAddress(addresses: MemberInfo['addresses']): MemberInfo['addresses'][number] | null {
  return addresses.find((address) => address.primary) ?? addresses[0] ?? null;
}

/** The form starts from that address, named as the call names it so the server's field errors land on their fields. */
export function addressFromMember(addresses: MemberInfo['addresses']): MailingAddressForm {
  const address = mailingAddress(addresses);
  return {
    streetAddr1: address?.streetAddr1 ?? '',
    streetAddr2: address?.streetAddr2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
  };
}
