import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Message = 'noResults' | 'noHra' | 'noSummary' | 'problemLoading' | 'problemLoadingResults' | 'invalidRisk';

/**
 * A page that has nothing to show, in spec 001 section 8's words, with the way on: a retry after a
 * failed load, otherwise a link back.
 */
export function ResultsMessage({
  message,
  onRetry,
  back = { to: '/health-actions', label: 'backToHealthActions' },
}: {
  message: Message;
  onRetry?: () => void;
  back?: { to: string; label: 'backToHealthActions' | 'takeHra' | 'backToSummary' };
}): ReactElement {
  const { t } = useTranslation('health-profile');
  const failed = onRetry !== undefined;
  const text = message === 'problemLoadingResults' ? t('messages.problemLoadingText') : t(`messages.${message}Text`);
  return (
    <Stack gap="md" align="flex-start" role={failed ? 'alert' : undefined}>
      <Title order={1}>{t(`messages.${message}`)}</Title>
      <Text>{text}</Text>
      {failed ? (
        <Button variant="light" onClick={onRetry}>
          {t('messages.tryAgain')}
        </Button>
      ) : (
        <Anchor component={Link} to={back.to}>
          {t(`messages.${back.label}`)}
        </Anchor>
      )}
    </Stack>
  );
}
