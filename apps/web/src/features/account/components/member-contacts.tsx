import { Text } from '@mantine/core';
import type { MemberInfo } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { mailingAddress } from '../forms/address-form';
import { displayPhoneNumber } from '../phone-display';
import { Detail, DetailList } from './account-section';
import { EmailAddressStatus } from '../../../components/email-address-status';

/** How the portal reaches the member, as the account page shows it. */

/** The plan's e-mail is listed apart only when it is another mailbox than the member's own. */
function isSameAddress(first: string | null, second: string | null): boolean {
  return first !== null && second !== null && first.toLowerCase() === second.toLowerCase();
}

export function EmailAddresses({ member }: { member: MemberInfo }): ReactElement {
  const { t } = useTranslation('account');
  const enrollmentApart = member.enrollmentEmail !== null && !isSameAddress(member.email, member.enrollmentEmail);
  return (
    <DetailList>
      <Detail label={t('details.emailAddress')}>
        {member.email ? (
          <EmailAddressStatus
            memberId={member.id}
            address={member.email}
            verified={member.emailAddressVerifiedTsTz !== null || (!enrollmentApart && member.enrollmentEmailAddressVerifiedTsTz !== null)}
            type="VERIFY_EMAIL_ADDRESS"
          />
        ) : (
          t('details.noEmail')
        )}
      </Detail>
      {enrollmentApart && member.enrollmentEmail && (
        <Detail label={t('details.enrollmentEmail')}>
          <EmailAddressStatus
            memberId={member.id}
            address={member.enrollmentEmail}
            verified={member.enrollmentEmailAddressVerifiedTsTz !== null}
            type="VERIFY_ENROLLMENT_EMAIL_ADDRESS"
          />
        </Detail>
      )}
    </DetailList>
  );
}

export function PhoneNumbers({ phones }: { phones: MemberInfo['phoneNumbers'] }): ReactElement {
  const { t } = useTranslation('account');
  if (phones.length === 0) return <Text>{t('details.noPhones')}</Text>;
  return (
    <DetailList>
      {phones.map((phone) => (
        <Detail key={phone.id} label={t(`phoneTypes.${phone.type}`)}>
          <span dir="ltr">{displayPhoneNumber(phone.number)}</span>
          {phone.primary && ` (${t('details.primary')})`}
        </Detail>
      ))}
    </DetailList>
  );
}

export function MailingAddress({ addresses }: { addresses: MemberInfo['addresses'] }): ReactElement {
  const { t } = useTranslation('account');
  const address = mailingAddress(addresses);
  if (!address) return <Text>{t('details.noAddress')}</Text>;
  return (
    <Text component="address" style={{ fontStyle: 'normal' }}>
      {address.streetAddr1}
      <br />
      {address.streetAddr2 && (
        <>
          {address.streetAddr2}
          <br />
        </>
      )}
      {`${address.city}, ${address.state} ${address.zip}`}
    </Text>
  );
}
