import * as z from 'zod/mini';
import { memberAgreementSchema } from '../shared/agreement-kinds';
import { idParamSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';

export const acceptAgreementCall = defineCall({
  method: 'POST',
  path: '/v1/web/member/agreements/:id',
  summary: "Accept one of the client's agreements; answers the acceptance",
  access: 'member',
  params: z.object({ id: idParamSchema }),
  response: memberAgreementSchema,
});
