import type { CodeSent } from '@portal/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { CodeSentIntro, CodeStep } from '../../../components/code-step';
import { useRequestElevationCode } from '../../../lib/api/request-elevation-code';
import { verifyElevationCode } from '../../../lib/api/verify-elevation-code';

/**
 * A change the server takes only with an elevated-role token: the values wait here while a code
 * goes to the member's two-step channel (or e-mail), and are saved with the token it yields.
 */
export interface ElevationStepState<Values> {
  readonly requestCode: UseMutationResult<CodeSent, Error, void>;
  readonly waiting: { readonly values: Values; readonly sent: CodeSent } | null;
  readonly start: (values: Values) => void;
  readonly cancel: () => void;
}

export function useElevationStep<Values>(): ElevationStepState<Values> {
  const requestCode = useRequestElevationCode();
  const [waiting, setWaiting] = useState<{ values: Values; sent: CodeSent } | null>(null);
  return {
    requestCode,
    waiting,
    start: (values: Values) => requestCode.mutate(undefined, { onSuccess: (sent) => setWaiting({ values, sent }) }),
    cancel: () => setWaiting(null),
  };
}

export function ElevationStep<Values>({
  step,
  purpose,
  onConfirmed,
}: {
  step: ElevationStepState<Values>;
  purpose: string;
  onConfirmed: (values: Values, elevatedRoleToken: string) => Promise<unknown>;
}): ReactElement | null {
  const { waiting } = step;
  if (!waiting) return null;
  return (
    <CodeStep
      intro={<CodeSentIntro sent={waiting.sent} purpose={purpose} />}
      onSubmit={async (code) => onConfirmed(waiting.values, await verifyElevationCode(code))}
      onResend={waiting.sent.channel === 'TOTP' ? undefined : () => step.start(waiting.values)}
      resending={step.requestCode.isPending}
      onCancel={step.cancel}
    />
  );
}
