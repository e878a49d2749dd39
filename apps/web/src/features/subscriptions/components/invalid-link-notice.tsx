import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { DEFAULT_LANGUAGE } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfiguration } from '../../../lib/api/get-client-configuration';
import { useDisplayedLanguage } from '../../../lib/language-store';

/** Spec 000 section 8: an invalid link advises contacting support; the plan's contacts are shown here. */
export function InvalidLinkNotice(): ReactElement {
  const { t } = useTranslation('subscriptions');
  const { t: tCommon } = useTranslation();
  const { supportContacts } = useClientConfiguration();
  const { code } = useDisplayedLanguage();
  const contact = supportContacts[code] ?? supportContacts[DEFAULT_LANGUAGE];
  return (
    <Alert color="red" role="alert" title={t('invalid.title')}>
      <Stack gap="xs">
        <Text>{t('invalid.text')}</Text>
        {/* Links take the alert's text colour, underlined: the link colour lacks contrast on its tint. */}
        {contact && (
          <>
            <Text>
              {tCommon('support.phone')}:{' '}
              <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} dir="ltr" c="inherit" underline="always">
                {contact.phone}
              </Anchor>
            </Text>
            <Text>
              {tCommon('support.email')}:{' '}
              <Anchor href={`mailto:${contact.email}`} dir="ltr" c="inherit" underline="always">
                {contact.email}
              </Anchor>
            </Text>
            <Text>
              {tCommon('support.hours')}: {contact.hours}
            </Text>
          </>
        )}
      </Stack>
    </Alert>
  );
}
