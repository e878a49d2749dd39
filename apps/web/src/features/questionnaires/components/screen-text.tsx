import { Stack, Text, Title } from '@mantine/core';
import type { Questionnaire, ScreenKind } from '@portal/contract';
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Screens with words of their own; the group screen shows its group's. */
type WordedScreen = Exclude<ScreenKind, 'GROUP'>;

/** A screen's title and words: the plan's own for that screen when its document has them, the portal's otherwise. */
export function ScreenText({ questionnaire, kind }: { questionnaire: Pick<Questionnaire, 'screens'>; kind: WordedScreen }): ReactElement {
  const { t } = useTranslation('questionnaires');
  const own = questionnaire.screens.find((screen) => screen.kind === kind);
  const title = own?.title || t(`screens.${kind}.title`);
  const body = own?.body || t(`screens.${kind}.body`);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new screen takes the focus to its heading, so a screen reader starts reading there.
  useEffect(() => heading.current?.focus(), [kind]);
  return (
    <Stack gap="xs">
      <Title order={2} ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Text>{body}</Text>
    </Stack>
  );
}
