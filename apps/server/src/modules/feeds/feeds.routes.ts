import type { Readable } from 'node:stream';
import { FEED_ERRORS_ANSWERED, FEED_UPLOAD_LIMIT_BYTES, importFeedCall } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedCatalog } from '../../feeds/feed-catalog';
import { FeedFileError } from '../../feeds/feed-file-error';
import { importFeedFile, type FeedReportRow } from '../../feeds/feed-import';
import { discardUpload, FeedUploadTooLargeError, spoolUpload } from '../../feeds/feed-upload';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import { audited, contractRoute } from '../../lib/contract-route';
import { noteInAudit, signedInStaff } from '../../plugins/staff-auth';

interface FeedsRoutesOptions {
  readonly feeds: FeedCatalog;
  readonly findClient: (abbreviation: string) => Promise<ClientRecord | undefined>;
}

/** Plan files through the staff API: the same import as `feeds import`, for administrators. */
export const feedsRoutes: FastifyPluginAsyncZod<FeedsRoutesOptions> = async (app, { feeds, findClient }) => {
  // The body stays a stream here; the handler writes it to disk under the upload limit.
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));

  app.route({
    ...audited(contractRoute(importFeedCall), 'FEED_IMPORT'),
    handler: async (request) => {
      signedInStaff(request);
      const kind = feeds.find(request.params.kind);
      if (!kind) throw new AppError('NOT_FOUND', `There is no feed kind ${request.params.kind}`);
      const client = await findClient(request.query.client.toUpperCase());
      if (!client) throw new AppError('CLIENT_NOT_FOUND', `There is no client ${request.query.client}`);
      noteInAudit(request, { clientId: client.configuration.id });
      if (!request.headers['content-type']?.startsWith('text/csv')) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the plan file as text/csv');
      }
      if (Number(request.headers['content-length'] ?? 0) > FEED_UPLOAD_LIMIT_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large for the API; use the command line');
      }
      const filePath = await spoolUpload(request.body as Readable, FEED_UPLOAD_LIMIT_BYTES).catch((error: unknown) => {
        if (error instanceof FeedUploadTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', error.message);
        throw error;
      });
      try {
        const errors: FeedReportRow[] = [];
        let errorsLeftOff = 0;
        const summary = await importFeedFile(kind, client, filePath, {
          onIssue: (issue) => {
            if (errors.length < FEED_ERRORS_ANSWERED) errors.push(issue);
            else errorsLeftOff += 1;
          },
        });
        return { summary, errors, errorsLeftOff };
      } catch (error) {
        if (error instanceof FeedFileError) throw new AppError('MALFORMED_REQUEST', error.message);
        throw error;
      } finally {
        await discardUpload(filePath);
      }
    },
  });
};
