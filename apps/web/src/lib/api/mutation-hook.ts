import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';

/**
 * What a component adds to a call's mutation hook (what follows success or failure); the call
 * itself stays in its file under `api/`.
 */
export type MutationHookOptions<Answer, Variables = void> = Omit<UseMutationOptions<Answer, Error, Variables>, 'mutationFn'>;

/**
 * A call a parent hands down to a shared step (a code to check, a code to send again), with its
 * pending state and error: the step does not know which call it makes.
 */
export function useHandedCall<Answer, Variables = void>(
  call: (variables: Variables) => Promise<Answer>,
  options: MutationHookOptions<Answer, Variables> = {},
): UseMutationResult<Answer, Error, Variables> {
  return useMutation({ ...options, mutationFn: call });
}
