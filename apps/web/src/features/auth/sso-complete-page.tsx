import { Button, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { FullPageLoader } from '../../components/full-page-loader';
import { Notice } from '../../components/notice';
import { openSsoSession } from './api/open-sso-session';
import { authKeys } from './api/auth-keys';
import { memberInfoKeys } from '../../lib/api/member-info-keys';

/** The hand-off the server put in the fragment (`#handoff=...`); null when there is none. */
export function handoffFrom(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('handoff');
  return value && value.length >= 16 ? value : null;
}

/**
 * Where a completed single sign-on lands: the one-time hand-off becomes the session, then the
 * member registers (the first time) or goes home.
 */
export function SsoCompletePage(): ReactElement {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  // Read once, then taken out of the address bar: the code must not stay in history or be shared.
  const [handoff] = useState(() => handoffFrom(window.location.hash));
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  // A query, so that a second mount (strict mode) shares the one exchange instead of spending the code twice.
  const session = useQuery({
    queryKey: authKeys.ssoSession(handoff),
    queryFn: async () => {
      queryClient.removeQueries({ queryKey: memberInfoKeys.all });
      return openSsoSession(handoff!);
    },
    enabled: handoff !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (session.data) return <Navigate to={session.data.ssoRegistrationRequired ? '/register-sso' : '/'} replace />;
  if (handoff !== null && session.isPending) return <FullPageLoader />;
  return (
    <Stack maw={520} gap="md">
      <Title order={1}>{t('ssoComplete.title')}</Title>
      {session.error ? (
        <ErrorAlert error={session.error} />
      ) : (
        <Notice tone="error" role="alert">
          {t('ssoComplete.missing')}
        </Notice>
      )}
      <Button component={Link} to="/login" w="fit-content">
        {t('verifyError.signIn')}
      </Button>
    </Stack>
  );
}

export default SsoCompletePage;
