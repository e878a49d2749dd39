import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ClientRecord } from '../lib/client-record';

export interface SpaOptions {
  readonly webDistDir: string;
  /** The client whose portal a host name serves, or the default client. */
  clientForHost(hostname: string): Promise<ClientRecord | undefined>;
}

/** What the web app reads from `<meta name="portal-config">` before its first call. */
export interface PageConfiguration {
  readonly apiRoot: string;
  readonly clientAbbreviation: string | null;
  readonly storagePartition: string;
}

const CONFIG_PLACEHOLDER = '<meta name="portal-config" content="" />';
const HASHED_ASSET = /\/assets\//;

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export function renderIndexPage(template: string, client: ClientRecord | undefined): string {
  const pageConfiguration: PageConfiguration = {
    apiRoot: client?.configuration.apiRoot ?? '/api',
    clientAbbreviation: client?.configuration.abbreviation ?? null,
    storagePartition: client?.configuration.storageRoot ?? 'portal',
  };
  const meta = `<meta name="portal-config" content="${escapeAttribute(JSON.stringify(pageConfiguration))}" />`;
  const title = client ? `<title>${escapeText(client.configuration.title)}</title>` : '<title>Member portal</title>';
  return template.replace(CONFIG_PLACEHOLDER, meta).replace(/<title>[^<]*<\/title>/, title);
}

/** Unknown API paths, non-GET requests and missing files get the JSON 404; other paths get the app. */
function wantsApp(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(pathname);
  return !isApi && !looksLikeFile && (request.method === 'GET' || request.method === 'HEAD');
}

function routeNotFound(reply: FastifyReply, request: FastifyRequest): FastifyReply {
  const body: ErrorBody = { error: { code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` } };
  return reply.code(404).type('application/json; charset=utf-8').send(body);
}

/**
 * Serves the built web app: hashed assets cached for a year, pre-compressed where the build
 * wrote .br/.gz files, and index.html (with the page configuration) for every app path, so
 * the router's history mode works on reload.
 */
async function spaPlugin(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexPath = path.join(options.webDistDir, 'index.html');
  const template = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : undefined;

  if (template !== undefined) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir: options.webDistDir }, 'the web app is not built; only the API is served');
  }

  const sendApp = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (template === undefined || !wantsApp(request)) return routeNotFound(reply, request);
    const client = await options.clientForHost(request.hostname);
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(renderIndexPage(template, client));
  };
  // `/` is a folder to the static files, so the app is routed there explicitly.
  app.get('/', { schema: { hide: true } }, sendApp);
  app.setNotFoundHandler(sendApp);
}

export default fp(spaPlugin, { name: 'spa' });
