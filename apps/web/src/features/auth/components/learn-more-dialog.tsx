import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog's code loads when the member first opens it.
const LearnMoreModal = lazy(() => import('./learn-more-modal'));

/** Spec: the learn-more dialog on the sign-in page, under LEARN_MORE. */
export function LearnMoreDialog({ programme }: { programme: string }): ReactElement {
  const { t } = useTranslation('auth');
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" onClick={dialog.open}>
        {t('learnMore.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LearnMoreModal programme={programme} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
