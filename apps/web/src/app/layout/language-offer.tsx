import { Button, Container, Group, Stack } from '@mantine/core';
import { PERMISSIONS, type LanguageCode } from '@portal/contract';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { useSavePreferredLanguage } from '../../lib/api/save-preferred-language';
import { readStored, writeStored } from '../../lib/browser-storage';
import { Notice } from '../../components/notice';
import { showFlash } from '../../lib/flash';
import { useLanguageChoices } from '../../lib/language-store';
import { useSession } from '../../lib/session-store';

/** The visit's language the member said "not now" to, so the offer is not made again in this tab. */
const DECLINED_KEY = 'language-offer-declined';

/**
 * Decision 0028: a language chosen before signing in holds for the visit over the saved one;
 * the member is offered to make it the saved preference. Only a member whose token may save
 * the preference is asked, and only when there is a saved one that differs (without one, the
 * shown language is saved anyway, spec 000 section 4).
 */
export function LanguageOffer(): ReactElement | null {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const { languages } = useClientConfiguration();
  const { forced } = useLanguageChoices();
  const [declined, setDeclined] = useState(() => readStored('session', DECLINED_KEY));
  const save = useSavePreferredLanguage(member.id);
  const mayManage = session?.permissions.includes(PERMISSIONS.manageMemberAccount) ?? false;
  const saved = member.preferredLanguageCd;
  const nameOf = (code: LanguageCode): string | undefined => languages.find((language) => language.code === code)?.name;
  const chosen = forced === null ? undefined : nameOf(forced);
  if (!mayManage || forced === null || chosen === undefined || saved === null || saved === forced || declined === forced) return null;
  const language = forced;

  const decline = (): void => {
    writeStored('session', DECLINED_KEY, language);
    setDeclined(language);
  };
  const accept = (): void =>
    save.mutate(language, {
      onSuccess: () => showFlash('success', t('languageOffer.saved', { language: chosen })),
      onError: () => showFlash('error', t('errors.GENERIC')),
    });
  return (
    // A landmark named by its sentence, so everything on the page stays inside one.
    <Container component="section" size="lg" pt="md" aria-labelledby="language-offer-text">
      <Notice tone="info" role="note">
        <Stack gap="xs">
          <span id="language-offer-text">{t('languageOffer.text', { language: chosen, saved: nameOf(saved) ?? saved })}</span>
          <Group gap="sm">
            <Button size="xs" onClick={accept} loading={save.isPending}>
              {t('languageOffer.save', { language: chosen })}
            </Button>
            <Button size="xs" variant="default" onClick={decline}>
              {t('languageOffer.dismiss')}
            </Button>
          </Group>
        </Stack>
      </Notice>
    </Container>
  );
}
