import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APPLICATION_VERSION, snakeKey } from '@portal/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type JsonSchema = Record<string, unknown>;

/** Renames object properties the way the wire-case plugin renames JSON keys. */
export function snakeCaseJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item: unknown) => snakeCaseJsonSchema(item));
  if (schema === null || typeof schema !== 'object') return schema;
  const converted: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      const properties = Object.entries(value as JsonSchema).map(([name, property]): [string, unknown] => [
        snakeKey(name),
        snakeCaseJsonSchema(property),
      ]);
      converted[key] = Object.fromEntries(properties);
    } else if (key === 'required' && Array.isArray(value)) {
      converted[key] = value.map((name: unknown) => (typeof name === 'string' ? snakeKey(name) : name));
    } else {
      converted[key] = snakeCaseJsonSchema(value);
    }
  }
  return converted;
}

/** The OpenAPI document at /api/docs, built from the contract's schemas, in the wire's case. */
async function openApiPlugin(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Member portal API',
        description: 'Every call of the member portal. JSON bodies are snake_case; query parameters keep the names shown.',
        version: APPLICATION_VERSION,
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      if (!input.schema) return { schema: input.schema, url: input.url };
      const { schema, url } = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      const withCase: FastifySchema = {
        ...schema,
        ...(schema.body ? { body: snakeCaseJsonSchema(schema.body) } : {}),
        ...(schema.response ? { response: snakeCaseJsonSchema(schema.response) } : {}),
      };
      const secured = access === 'member' || access === 'mfa-pending' || access === 'staff' || access === 'staff-admin';
      return { schema: secured ? { ...withCase, security: [{ bearerAuth: [] }] } : withCase, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its scripts stay pinned by hash; its inline styles are allowed, as the portal's are.
    transformStaticCSP: (header) => {
      const policy = header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'");
      return options.https ? policy : policy.replace('upgrade-insecure-requests;', '');
    },
  });
}

export default fp(openApiPlugin, { name: 'openapi' });
