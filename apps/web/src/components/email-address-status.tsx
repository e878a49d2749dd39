import { Button, Group, Stack, Text } from '@mantine/core';
import type { EmailVerificationType, MemberInfo } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeStep } from './code-step';
import { ErrorAlert } from './error-alert';
import { memberInfoQuery } from '../lib/api/get-member-info';
import { showFlash } from '../lib/flash';
import { useRequestEmailVerificationCode } from '../lib/api/request-email-verification-code';
import { submitEmailVerificationCode } from '../lib/api/submit-email-verification-code';
import { VerificationBadge } from './verification-badge';
import { memberInfoKeys } from '../lib/api/member-info-keys';
import { useWriteControl } from '../lib/read-only-view';

/**
 * An e-mail address with its verified state; an unverified one can be verified here with a
 * code sent to it.
 */
export function EmailAddressStatus(props: {
  memberId: number;
  address: string;
  verified: boolean;
  type: EmailVerificationType;
}): ReactElement {
  const writeControl = useWriteControl();
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  /** Where the code went, masked, once it is sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestEmailVerificationCode(props.type, {
    onSuccess: ({ maskedDestination }) => setSentTo(maskedDestination),
  });
  const verify = async (code: string): Promise<void> => {
    const verification = await submitEmailVerificationCode(props.type, code);
    queryClient.setQueryData<MemberInfo>(memberInfoQuery(props.memberId).queryKey, (member) => member && { ...member, ...verification });
    setSentTo(null);
    showFlash('success', t('verify.done'));
    await queryClient.invalidateQueries({ queryKey: memberInfoKeys.all });
  };
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Text dir="ltr">{props.address}</Text>
        <VerificationBadge verified={props.verified} />
        {!props.verified && sentTo === null && (
          <Button
            size="xs"
            variant="outline"
            loading={request.isPending}
            aria-label={t('verify.startLabel', { email: props.address })}
            onClick={() => request.mutate()}
            {...writeControl}
          >
            {t('verify.start')}
          </Button>
        )}
      </Group>
      <ErrorAlert error={request.error} />
      {sentTo !== null && (
        <CodeStep
          intro={tCommon('mfa.codeSentTo', { destination: sentTo })}
          onSubmit={verify}
          onResend={() => request.mutate()}
          resending={request.isPending}
          onCancel={() => setSentTo(null)}
        />
      )}
    </Stack>
  );
}
