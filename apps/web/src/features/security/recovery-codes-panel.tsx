// The styles of what only this panel shows, loaded with it whatever page came first.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/List.css';
import { Alert, Button, Checkbox, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadRecoveryCodes, recoveryCodesText } from './recovery-codes-file';

/**
 * The recovery codes, shown this once (the server keeps only their hashes): copy, download or
 * print them, and say they are saved before leaving.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }): ReactElement {
  const { t } = useTranslation('security');
  const [saved, setSaved] = useState(false);
  const text = recoveryCodesText(t('recovery.fileHeading'), codes);
  return (
    <Stack gap="sm" className="recovery-codes">
      <Title order={2} size="h4">
        {t('recovery.shownTitle')}
      </Title>
      <Alert color="yellow" variant="light">
        {t('recovery.shownOnce')}
      </Alert>
      <Text>{t('recovery.howToUse')}</Text>
      <List aria-label={t('recovery.listLabel')} type="ordered" ff="monospace" fz="lg" dir="ltr" spacing={4}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group className="recovery-codes-actions">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="outline" onClick={copy}>
              {copied ? t('recovery.copied') : t('recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="outline" onClick={() => downloadRecoveryCodes('recovery-codes.txt', text)}>
          {t('recovery.download')}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          {t('recovery.print')}
        </Button>
      </Group>
      <Checkbox label={t('recovery.savedConfirm')} checked={saved} onChange={(event) => setSaved(event.currentTarget.checked)} />
      <Group>
        <Button disabled={!saved} onClick={onDone}>
          {t('recovery.done')}
        </Button>
      </Group>
    </Stack>
  );
}
