import { Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether an address is verified, in text of its own colour on the page's background: a tinted
 * badge falls below 4.5:1 once a dialog's overlay covers the page.
 */
export function VerificationBadge({ verified }: { verified: boolean }): ReactElement {
  const { t } = useTranslation('account');
  return (
    <Text span size="sm" fw={700} c={verified ? 'teal.9' : 'gray.7'}>
      {verified ? t('details.verified') : t('details.notVerified')}
    </Text>
  );
}
