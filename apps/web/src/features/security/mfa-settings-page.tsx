import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { CodeSent, MfaPreference, MfaSettings, MfaType } from '@portal/contract';
import { recoveryCodesRunningLow } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../components/full-page-loader';
import { TotpSetupPanel } from '../../components/totp-setup';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { showFlash } from '../../lib/flash';
import { useRequestElevationCode } from '../../lib/api/request-elevation-code';
import { verifyElevationCode } from '../../lib/api/verify-elevation-code';
import { confirmMfaEnrolment } from './api/confirm-mfa-enrolment';
import { mfaSettingsQuery } from './api/get-mfa-settings';
import { useUpdateMfaPreference } from './api/update-mfa-preference';
import { CodeStep } from '../../components/code-step';
import { ErrorAlert } from '../../components/error-alert';
import { memberInfoKeys } from '../../lib/api/member-info-keys';
import { regenerateRecoveryCodes } from './api/regenerate-recovery-codes';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { useWriteControl } from '../../lib/read-only-view';

type Intent = 'change' | 'off' | 'recoveryCodes';
type Step =
  | { kind: 'view' }
  | { kind: 'elevate'; intent: Intent; sent: CodeSent | null }
  | { kind: 'choose'; elevated: string | null }
  | { kind: 'confirm'; preference: MfaPreference; sent: CodeSent; elevated: string | null }
  | { kind: 'recoveryCodes'; codes: readonly string[] };

/** An authenticator app makes its own codes: nothing is sent, the member reads the app. */
const FROM_THE_APP: CodeSent = { channel: 'TOTP', maskedDestination: null, totpSetup: null };

const CHANNELS: readonly MfaType[] = ['EMAIL', 'SMS', 'VOICE', 'TOTP'];

/** Spec 000 section 2, multi-factor setup: on or off; e-mail, SMS, voice or an app; the code; resend. */
export function MfaSettingsPage(): ReactElement {
  const writeControl = useWriteControl();
  const { t } = useTranslation('security');
  const { t: tCommon } = useTranslation();
  const member = useMemberInfo();
  const queryClient = useQueryClient();
  const settings = useQuery(mfaSettingsQuery(member.id));
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [choice, setChoice] = useState<MfaType>('EMAIL');
  const saved = (next: MfaSettings): void => {
    queryClient.setQueryData(mfaSettingsQuery(member.id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: memberInfoKeys.all });
  };
  const choose = useUpdateMfaPreference({
    onSuccess: (answer, { preference, elevated }) => {
      saved(answer.settings);
      if (preference === 'NONE' || !answer.codeSent) {
        showFlash('success', t('mfa.turnedOff'));
        setStep({ kind: 'view' });
      } else setStep({ kind: 'confirm', preference, sent: answer.codeSent, elevated });
    },
  });
  const elevationCode = useRequestElevationCode();

  if (settings.isPending) return <FullPageLoader />;
  if (settings.isError) return <ErrorAlert error={settings.error} />;
  const current = settings.data;
  const startChange = (intent: Intent): void => {
    if (!current.mfaEnrolled) setStep({ kind: 'choose', elevated: null });
    else setStep({ kind: 'elevate', intent, sent: current.mfaType === 'TOTP' ? FROM_THE_APP : null });
  };
  const afterElevation = async (intent: Intent, elevated: string): Promise<void> => {
    if (intent === 'off') choose.mutate({ preference: 'NONE', elevated });
    else if (intent === 'change') setStep({ kind: 'choose', elevated });
    else {
      const answer = await regenerateRecoveryCodes(elevated);
      saved(answer.settings);
      setStep({ kind: 'recoveryCodes', codes: answer.recoveryCodes });
    }
  };
  const destinationOf = (channel: MfaType): string | null => (channel === 'TOTP' ? null : current.destinations[channel]);

  return (
    <Stack maw={560} gap="lg">
      <Title order={1}>{t('mfa.title')}</Title>
      <Text>{t('mfa.intro')}</Text>
      <Paper withBorder p="lg">
        {step.kind === 'view' && (
          <Stack gap="sm">
            <Text fw={600}>
              {current.mfaEnrolled && current.mfaType
                ? t('mfa.statusOn', { channel: tCommon(`mfa.channels.${current.mfaType}`) })
                : t('mfa.statusOff')}
            </Text>
            <Group>
              <Button onClick={() => startChange('change')} {...writeControl}>
                {current.mfaEnrolled ? t('mfa.change') : t('mfa.turnOn')}
              </Button>
              {current.mfaEnrolled && (
                <Button variant="outline" color="red" onClick={() => startChange('off')} {...writeControl}>
                  {t('mfa.turnOff')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
        {step.kind === 'view' && current.mfaEnrolled && (
          <Stack gap="sm" mt="lg" align="flex-start">
            <Title order={2} size="h4">
              {t('recovery.title')}
            </Title>
            <Text>{t('recovery.left', { count: current.recoveryCodesLeft })}</Text>
            {recoveryCodesRunningLow(current.recoveryCodesLeft) && (
              <Alert color="yellow" variant="light">
                {t('recovery.runningLow')}
              </Alert>
            )}
            <Button variant="outline" onClick={() => startChange('recoveryCodes')}>
              {t('recovery.regenerate')}
            </Button>
          </Stack>
        )}
        {step.kind === 'elevate' && !step.sent && (
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4">
              {t('mfa.elevateTitle')}
            </Title>
            <Text>{t('mfa.elevateIntro')}</Text>
            <ErrorAlert error={elevationCode.error} />
            <Button
              loading={elevationCode.isPending}
              onClick={() => elevationCode.mutate(undefined, { onSuccess: (sent) => setStep({ ...step, sent }) })}
            >
              {t('mfa.elevateSend')}
            </Button>
          </Stack>
        )}
        {step.kind === 'elevate' && step.sent && (
          <CodeStep
            intro={
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t('mfa.elevateTitle')}
                </Title>
                <Text>
                  {step.sent.channel === 'TOTP'
                    ? t('mfa.elevateAppIntro')
                    : tCommon('mfa.codeSentTo', { destination: step.sent.maskedDestination ?? '' })}
                </Text>
              </Stack>
            }
            onCancel={() => setStep({ kind: 'view' })}
            onResend={
              step.sent.channel === 'TOTP'
                ? undefined
                : () => elevationCode.mutate(undefined, { onSuccess: (sent) => setStep({ ...step, sent }) })
            }
            resending={elevationCode.isPending}
            onSubmit={async (code) => afterElevation(step.intent, await verifyElevationCode(code))}
          />
        )}
        {step.kind === 'recoveryCodes' && <RecoveryCodesPanel codes={step.codes} onDone={() => setStep({ kind: 'view' })} />}
        {step.kind === 'choose' && (
          <Stack gap="sm">
            <ErrorAlert error={choose.error} />
            <Radio.Group label={t('mfa.choose')} value={choice} onChange={(value) => setChoice(value)}>
              <Stack gap="xs" mt="xs">
                {CHANNELS.map((channel) => (
                  <Radio
                    key={channel}
                    value={channel}
                    disabled={channel !== 'TOTP' && !destinationOf(channel)}
                    label={`${tCommon(`mfa.channels.${channel}`)} ${destinationOf(channel) ?? ''}`.trim()}
                    description={channel !== 'TOTP' && !destinationOf(channel) ? t('mfa.noContact') : undefined}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Group>
              <Button loading={choose.isPending} onClick={() => choose.mutate({ preference: choice, elevated: step.elevated })}>
                {t('mfa.sendCode')}
              </Button>
              <Button variant="subtle" onClick={() => setStep({ kind: 'view' })}>
                {tCommon('actions.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
        {step.kind === 'confirm' && (
          <CodeStep
            intro={
              step.sent.totpSetup ? (
                <Stack gap="xs">
                  <TotpSetupPanel setup={step.sent.totpSetup} />
                  <Text>{tCommon('mfa.totpPrompt')}</Text>
                </Stack>
              ) : (
                tCommon('mfa.codeSentTo', { destination: step.sent.maskedDestination ?? '' })
              )
            }
            onCancel={() => setStep({ kind: 'view' })}
            onResend={
              step.preference === 'TOTP' ? undefined : () => choose.mutate({ preference: step.preference, elevated: step.elevated })
            }
            resending={choose.isPending}
            onSubmit={async (code) => {
              const { recoveryCodes, ...next } = await confirmMfaEnrolment(code);
              saved(next);
              showFlash('success', t('mfa.confirmed'));
              setStep(recoveryCodes ? { kind: 'recoveryCodes', codes: recoveryCodes } : { kind: 'view' });
            }}
          />
        )}
      </Paper>
    </Stack>
  );
}

export default MfaSettingsPage;
