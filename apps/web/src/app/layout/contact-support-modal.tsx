import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { DEFAULT_LANGUAGE } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useDisplayedLanguage } from '../../lib/language-store';

function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Spec: phone, secondary phone, e-mail, hours, and the e-mail's subject and body, per language. */
export default function ContactSupportModal({ opened, onClose }: { opened: boolean; onClose: () => void }): ReactElement {
  const { t } = useTranslation();
  const { supportContacts } = useClientConfiguration();
  const { code } = useDisplayedLanguage();
  const contact = supportContacts[code] ?? supportContacts[DEFAULT_LANGUAGE];
  const mailto = contact
    ? `mailto:${contact.email}?subject=${encodeURIComponent(contact.emailSubject)}&body=${encodeURIComponent(contact.emailBody)}`
    : '';
  return (
    <Modal opened={opened} onClose={onClose} title={t('support.title')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      {contact ? (
        <Stack gap="sm">
          <Text>
            {t('support.phone')}: <Anchor href={telephoneHref(contact.phone)}>{contact.phone}</Anchor>
          </Text>
          {contact.secondaryPhone && (
            <Text>
              {t('support.secondaryPhone')}: {contact.secondaryPhone}
            </Text>
          )}
          <Text>
            {t('support.email')}: <Anchor href={mailto}>{contact.email}</Anchor>
          </Text>
          <Text>
            {t('support.hours')}: {contact.hours}
          </Text>
        </Stack>
      ) : (
        <Text>{t('support.unavailable')}</Text>
      )}
    </Modal>
  );
}
