import { Anchor, Text } from '@mantine/core';
import { DEFAULT_LANGUAGE } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfiguration } from '../../../lib/api/get-client-configuration';
import { useDisplayedLanguage } from '../../../lib/language-store';

/**
 * Spec 000: when members may not change their address here, they are told to call the health
 * plan. The translation marks the number as `<phone>…</phone>`, wherever its language puts it;
 * it becomes a link here rather than through i18next's Trans, whose code every page would carry.
 */
export function CallHealthPlan(): ReactElement {
  const { t } = useTranslation('account');
  const { name, supportContacts } = useClientConfiguration();
  const { code } = useDisplayedLanguage();
  const phone = (supportContacts[code] ?? supportContacts[DEFAULT_LANGUAGE])?.phone;
  if (!phone) return <Text>{t('callHealthPlan.withoutPhone', { plan: name })}</Text>;
  const [before = '', number = phone, after = ''] = t('callHealthPlan.withPhone', { plan: name, phone }).split(/<\/?phone>/);
  return (
    <Text>
      {before}
      <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
        {number}
      </Anchor>
      {after}
    </Text>
  );
}
