import * as z from 'zod/mini';
import { defineCall } from '../shared/define-call';

export const healthzCall = defineCall({
  method: 'GET',
  path: '/healthz',
  summary: 'The process is up',
  access: 'public',
  response: z.object({ status: z.literal('ok') }),
});

export const readyzCall = defineCall({
  method: 'GET',
  path: '/readyz',
  summary: 'The process can serve: its database answers',
  access: 'public',
  response: z.object({ status: z.literal('ready'), database: z.literal('ok') }),
});
