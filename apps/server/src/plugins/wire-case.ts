import { fromWireCase, toWireCase } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';
import { nestsTooDeep } from './input-guard';

/**
 * The server's edge of the wire convention: JSON bodies arrive in snake_case and are read
 * as camelCase before validation; answers leave as snake_case. Query strings and path
 * parameters keep the names the spec gives them.
 */
async function wireCasePlugin(app: FastifyInstance, options: { validateResponses: boolean }): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parseJson(request, body as string, (error, parsed) => {
      if (error) done(error);
      else if (nestsTooDeep(parsed)) done(new AppError('MALFORMED_REQUEST', 'The body nests too deep'));
      else done(null, fromWireCase(parsed));
    });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema, method, url }) => {
    const responseSchema = schema as z.ZodType;
    return (data) => {
      if (options.validateResponses && typeof responseSchema.safeParse === 'function') {
        const checked = responseSchema.safeParse(data);
        if (!checked.success) {
          // A plain error: the error handler logs it and answers a bare 500.
          throw new Error(`Answer of ${method} ${url} does not match its schema: ${checked.error.message}`);
        }
      }
      return JSON.stringify(toWireCase(data));
    };
  });
}

export default fp(wireCasePlugin, { name: 'wire-case' });
