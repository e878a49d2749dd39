import type { MemberInfo, PhoneType } from '@portal/contract';
import { phoneDigits, phoneNumbersSchema, type ContactNumbersForm } from '@portal/domain';
import { displayPhoneNumber } from '../phone-display';

export interface ContactPhone {
  readonly type: PhoneType;
  readonly number: string;
  readonly primary: boolean;
}

/** The member's numbers as the form shows them: the first two, written as people write them, the primary one marked. */
export function contactNumbersFromMember(phones: MemberInfo['phoneNumbers']): ContactNumbersForm {
  const [first, second] = phones;
  const secondIsPrimary = second?.primary === true && first?.primary !== true;
  return {
    phoneNumbers: [
      { number: first ? displayPhoneNumber(first.number) : '', type: first?.type ?? 'cell', primary: !secondIsPrimary },
      { number: second ? displayPhoneNumber(second.number) : '', type: second?.type ?? '', primary: secondIsPrimary },
    ],
  };
}

/** The call's body, once the form's schema has passed: digits only, and exactly one primary number. */
export function contactNumbersBody(form: ContactNumbersForm): ContactPhone[] {
  return phoneNumbersSchema.parse(form.phoneNumbers).map((phone) => ({ ...phone, number: phoneDigits(phone.number) }));
}
