import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ClientConfiguration } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { formatDateTime } from '../../lib/format';
import { languageTag } from '../../lib/i18n';
import { useDisplayedLanguage } from '../../lib/language-store';
import { pickLocalized } from '../../lib/localized-text';
import { accountEdits } from '../../lib/account-edits';
import { AccountSection, Detail, DetailList } from './components/account-section';
import { CallHealthPlan } from './components/call-health-plan';
import { DeleteAccount } from './components/delete-account';
import { EmailAddresses, MailingAddress, PhoneNumbers } from './components/member-contacts';

/** Spec 000 section 2, account details: who the member is, how to reach them, and their sign-in. */
export function AccountPage(): ReactElement {
  const { t } = useTranslation('account');
  const member = useMemberInfo();
  const configuration = useClientConfiguration();
  const { code } = useDisplayedLanguage();
  const edits = accountEdits(configuration.features);
  const labelOf = (value: string | null, list: ClientConfiguration['races']): string => {
    const entry = list.find((item) => item.code === value);
    return entry ? pickLocalized(entry.label, code) : t('details.notProvided');
  };
  return (
    <Stack maw={720} gap="lg">
      <Title order={1}>{t('details.title')}</Title>
      <AccountSection id="personal" title={t('details.personal')}>
        <DetailList>
          <Detail label={t('details.name')}>{`${member.firstName} ${member.lastName}`}</Detail>
          <Detail label={t('details.username')}>{member.username ?? t('details.notProvided')}</Detail>
          {member.guardian && (
            <Detail label={t('details.managedBy')}>
              {t('details.guardianValue', { firstName: member.guardian.firstName, lastName: member.guardian.lastName })}
            </Detail>
          )}
        </DetailList>
      </AccountSection>
      <AccountSection
        id="email"
        title={t('details.email')}
        edit={edits.contact ? { to: '/account/edit-contact', label: t('details.editEmail') } : null}
      >
        <EmailAddresses member={member} />
      </AccountSection>
      <AccountSection
        id="phones"
        title={t('details.phones')}
        edit={edits.contact ? { to: '/account/edit-contact', label: t('details.editPhones') } : null}
      >
        <PhoneNumbers phones={member.phoneNumbers} />
      </AccountSection>
      <AccountSection
        id="address"
        title={t('details.address')}
        edit={edits.address === 'edit' ? { to: '/account/edit-address', label: t('details.editAddress') } : null}
      >
        <MailingAddress addresses={member.addresses} />
        {edits.address === 'call' && <CallHealthPlan />}
      </AccountSection>
      <AccountSection
        id="ethnography"
        title={t('details.ethnography')}
        edit={edits.ethnography ? { to: '/account/edit-ethnography', label: t('details.editEthnography') } : null}
      >
        <DetailList>
          <Detail label={t('details.race')}>{labelOf(member.race, configuration.races)}</Detail>
          <Detail label={t('details.ethnicity')}>{labelOf(member.ethnography, configuration.ethnicities)}</Detail>
        </DetailList>
      </AccountSection>
      <AccountSection id="sign-in" title={t('details.signIn')} edit={{ to: '/account/edit-password', label: t('details.editPassword') }}>
        <DetailList>
          <Detail label={t('details.password')}>
            <span aria-hidden="true">••••••••</span>
            <span className="visually-hidden">{t('details.passwordHidden')}</span>
          </Detail>
          <Detail label={t('details.mfa')}>
            <Text span>{member.mfaEnrolled ? t('details.mfaOn') : t('details.mfaOff')} </Text>
            <Anchor component={Link} to="/account/mfa">
              {t('details.mfaLink')}
            </Anchor>
          </Detail>
          <Detail label={t('details.lastLogin')}>
            {member.lastLogin ? formatDateTime(member.lastLogin.activityTs, languageTag(code)) : t('details.notProvided')}
          </Detail>
        </DetailList>
      </AccountSection>
      <AccountSection id="notifications" title={t('details.notifications')}>
        <Text>{t('details.notificationsText')}</Text>
        <Anchor component={Link} to="/notification-settings" w="fit-content">
          {t('details.notificationsLink')}
        </Anchor>
      </AccountSection>
      <AccountSection id="delete" title={t('details.delete')}>
        <DeleteAccount />
      </AccountSection>
    </Stack>
  );
}

export default AccountPage;
