import { Anchor, Text } from '@mantine/core';
import { DEFAULT_LANGUAGE } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfiguration } from '../lib/api/get-client-configuration';
import { useDisplayedLanguage } from '../lib/language-store';

/**
 * The plan's support contacts in the member's language (client configuration), for the pages that
 * can only advise contacting support: an invalid unsubscribe or survey link (spec 000 section 8).
 * Nothing when the plan lists none.
 */
export function SupportContactLines(): ReactElement | null {
  const { t } = useTranslation();
  const { supportContacts } = useClientConfiguration();
  const { code } = useDisplayedLanguage();
  const contact = supportContacts[code] ?? supportContacts[DEFAULT_LANGUAGE];
  if (!contact) return null;
  // Links take the alert's text colour, underlined: the link colour lacks contrast on its tint.
  return (
    <>
      <Text>
        {t('support.phone')}:{' '}
        <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} dir="ltr" c="inherit" underline="always">
          {contact.phone}
        </Anchor>
      </Text>
      <Text>
        {t('support.email')}:{' '}
        <Anchor href={`mailto:${contact.email}`} dir="ltr" c="inherit" underline="always">
          {contact.email}
        </Anchor>
      </Text>
      <Text>
        {t('support.hours')}: {contact.hours}
      </Text>
    </>
  );
}
