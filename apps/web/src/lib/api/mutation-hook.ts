import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a component adds to a call's mutation hook (what follows success or failure); the call
 * itself stays in its file under `api/`.
 */
export type MutationHookOptions<Answer, Variables = void> = Omit<UseMutationOptions<Answer, Error, Variables>, 'mutationFn'>;
