import { Anchor, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { memberInfoQuery } from '../../lib/api/get-member-info';
import { useDisplayedLanguage } from '../../lib/language-store';
import { pickLocalized } from '../../lib/localized-text';
import { isSignedIn, useSession } from '../../lib/session-store';
import { documentPath } from '../../lib/document-path';

// Loaded when first opened: most visits never open it.
const ContactSupportModal = lazy(() => import('./contact-support-modal'));

/** Spec: Terms, Privacy, the non-discrimination notice, Contact Support and the member's disclaimers. */
export function AppFooter(): ReactElement {
  const { t } = useTranslation();
  const configuration = useClientConfiguration();
  const { code: language } = useDisplayedLanguage();
  const session = useSession();
  const member = useQuery({ ...memberInfoQuery(session?.memberId ?? 0), enabled: isSignedIn(session) });
  const [supportOpen, support] = useDisclosure(false);
  const footerDisclaimer = pickLocalized(configuration.lingo.footerDisclaimer, language);
  return (
    <Box component="footer" bg="gray.1" py="lg" px="md" mt="xl">
      <Container size="lg">
        <Stack gap="sm">
          <Group component="nav" aria-label={t('footer.navigation')} gap="lg">
            <Anchor component={Link} to={documentPath('terms-of-use', language)}>
              {t('footer.terms')}
            </Anchor>
            <Anchor component={Link} to={documentPath('privacy-policy', language)}>
              {t('footer.privacy')}
            </Anchor>
            {configuration.features.includes('NON_DISCRIMINATION') && (
              <Anchor component={Link} to={documentPath('non-discrimination', language)}>
                {t('footer.nonDiscrimination')}
              </Anchor>
            )}
            {configuration.nonDiscriminationNotice && (
              <Anchor component={Link} to="/language-assistance">
                {t('titles.languageAssistance')}
              </Anchor>
            )}
            {member.data?.disclaimers.map((disclaimer) => (
              <Anchor key={disclaimer.id} component={Link} to={`/disclaimers/${disclaimer.id}`}>
                {pickLocalized(disclaimer.title, language)}
              </Anchor>
            ))}
            <Button variant="subtle" size="compact-md" onClick={support.open}>
              {t('footer.contactSupport')}
            </Button>
          </Group>
          {footerDisclaimer && (
            <Text size="sm" c="dimmed">
              {footerDisclaimer}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('footer.copyright', { year: new Date().getFullYear(), name: configuration.name })}
          </Text>
        </Stack>
      </Container>
      {supportOpen && (
        <Suspense fallback={null}>
          <ContactSupportModal opened={supportOpen} onClose={support.close} />
        </Suspense>
      )}
    </Box>
  );
}
