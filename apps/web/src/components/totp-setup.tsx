import { Code, Image, Stack, Text } from '@mantine/core';
import type { TotpSetup } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** The authenticator app's set-up: a QR code to scan, and the secret to type instead. */
export function TotpSetupPanel({ setup }: { setup: TotpSetup }): ReactElement {
  const { t } = useTranslation();
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <Stack gap="xs" align="flex-start">
      <Text>{t('mfa.totpScan')}</Text>
      <Image src={setup.qrCodeDataUrl} alt={t('mfa.totpQrAlt')} w={200} h={200} />
      <Text>{t('mfa.totpType')}</Text>
      <Code fz="md" dir="ltr">
        {grouped}
      </Code>
    </Stack>
  );
}
