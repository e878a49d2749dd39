import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APPLICATION_VERSION, REQUEST_HEADERS, snakeKey, type CallAccess } from '@portal/contract';
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
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

/** Every call but a public one needs a bearer token: a member's, a registration's, or staff's. */
export function needsBearerToken(access: CallAccess | undefined): boolean {
  return access !== undefined && access !== 'public';
}

/** The request headers a call reads, as a JSON schema of headers. */
function requestHeaders(access: CallAccess | undefined, tenant: boolean | undefined): JsonSchema | undefined {
  const properties: JsonSchema = {};
  if (access !== undefined && tenant !== false) {
    properties[REQUEST_HEADERS.clientAbbreviation] = {
      type: 'string',
      description: "The health plan's abbreviation (HARBOR); without it, the portal's default plan.",
    };
  }
  if (access === 'member') {
    properties[REQUEST_HEADERS.elevatedRoleToken] = {
      type: 'string',
      description: 'An elevated-role token from the elevated MFA verify: adds its permissions until it expires.',
    };
  }
  return Object.keys(properties).length > 0 ? { type: 'object', properties } : undefined;
}

/** What the call's declaration asks beyond its access, in words and as `x-` fields. */
function requirements(config: FastifyContextConfig | undefined): { description?: string; extensions: JsonSchema } {
  const lines: string[] = [];
  const extensions: JsonSchema = {};
  if (config?.feature) {
    lines.push(`Needs the health plan's ${config.feature} feature; without it, 403 FEATURE_DISABLED.`);
    extensions['x-feature'] = config.feature;
  }
  if (config?.permission) {
    lines.push(`Needs the ${config.permission} permission in the token; without it, 403 FORBIDDEN.`);
    extensions['x-permission'] = config.permission;
  }
  return { ...(lines.length > 0 ? { description: lines.join(' ') } : {}), extensions };
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
      const config = input.route.config;
      const headers = requestHeaders(config?.access, config?.tenant);
      const { description, extensions } = requirements(config);
      const withCase: FastifySchema = {
        ...schema,
        ...(schema.body ? { body: snakeCaseJsonSchema(schema.body) } : {}),
        ...(schema.response ? { response: snakeCaseJsonSchema(schema.response) } : {}),
        ...(headers ? { headers } : {}),
        ...(description ? { description } : {}),
        ...extensions,
      };
      return { schema: needsBearerToken(config?.access) ? { ...withCase, security: [{ bearerAuth: [] }] } : withCase, url };
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
