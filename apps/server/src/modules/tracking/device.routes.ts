import type { Readable } from 'node:stream';
import {
  DEVICE_FILE_FORMATS,
  DEVICE_JSON_UPLOAD_LIMIT_BYTES,
  DEVICE_XML_UPLOAD_LIMIT_BYTES,
  connectDeviceCall,
  getDeviceSourcesCall,
  humanApiTokenCall,
  importDeviceFileCall,
  syncDeviceCall,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discardUpload, FeedUploadTooLargeError, spoolUpload } from '../../feeds/feed-upload';
import { AppError } from '../../lib/app-error';
import { contractRoute } from '../../lib/contract-route';
import { signedInMember } from '../../plugins/member-auth';
import { requestClient } from '../../plugins/tenant';
import type { DeviceImports } from './device-imports.service';
import { DeviceFileError, readDeviceFile } from './device-files';

interface DeviceRoutesOptions {
  readonly deviceImports: DeviceImports;
}

function memberOf(request: FastifyRequest) {
  const { memberId, clientId } = signedInMember(request);
  return { memberId, clientId };
}

/** A member's device sources and their own device files; the member is always the token's. */
export const deviceRoutes: FastifyPluginAsyncZod<DeviceRoutesOptions> = async (app, { deviceImports }) => {
  // The file stays a stream here; the handler writes it to disk under the format's limit.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  app.route({
    ...contractRoute(getDeviceSourcesCall),
    handler: async (request) => ({ sources: await deviceImports.sources(memberOf(request)), providers: deviceImports.offered() }),
  });

  app.route({
    ...contractRoute(importDeviceFileCall),
    handler: async (request) => {
      const member = memberOf(request);
      const { format } = request.params;
      const source = DEVICE_FILE_FORMATS[format];
      if (!request.headers['content-type']?.startsWith('application/octet-stream')) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as application/octet-stream');
      }
      const limit = format === 'apple-health' ? DEVICE_XML_UPLOAD_LIMIT_BYTES : DEVICE_JSON_UPLOAD_LIMIT_BYTES;
      if (Number(request.headers['content-length'] ?? 0) > limit)
        throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${limit} bytes`);
      const filePath = await spoolUpload(request.body as Readable, limit).catch((error: unknown) => {
        if (error instanceof FeedUploadTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', error.message);
        throw error;
      });
      try {
        const converted = await readDeviceFile(format, filePath);
        return await deviceImports.importMemberFile(requestClient(request), member, source, converted);
      } catch (error) {
        if (!(error instanceof DeviceFileError)) throw error;
        await deviceImports.recordStatus(member, source, 'ERROR', { received: 0, added: 0, refused: 0 }, 'FILE_UNREADABLE');
        throw new AppError('VALIDATION_FAILED', error.message, { file: 'validation.invalid' });
      } finally {
        await discardUpload(filePath);
      }
    },
  });

  app.route({
    ...contractRoute(connectDeviceCall),
    handler: async (request) => ({
      source: await deviceImports.connect(requestClient(request), memberOf(request), request.params.provider),
    }),
  });

  app.route({
    ...contractRoute(syncDeviceCall),
    handler: async (request) => deviceImports.sync(requestClient(request), memberOf(request), request.params.provider),
  });

  app.route({
    ...contractRoute(humanApiTokenCall),
    handler: async (request) => ({ publicToken: await deviceImports.humanApiToken(memberOf(request)) }),
  });
};
