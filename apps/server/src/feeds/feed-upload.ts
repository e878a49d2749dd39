import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An upload larger than the limit; nothing of it is kept. */
export class FeedUploadTooLargeError extends Error {
  override name = 'FeedUploadTooLargeError';
}

/**
 * Writes an uploaded plan file to a temporary file as it arrives (kinds may read a file twice,
 * and the body is never held in memory), stopping at `limitBytes`. The caller removes the folder
 * with `discardUpload` once the import is done.
 */
export async function spoolUpload(body: Readable, limitBytes: number): Promise<string> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'feed-upload-'));
  const filePath = path.join(folder, 'upload.csv');
  let received = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limitBytes) done(new FeedUploadTooLargeError(`The file is larger than ${limitBytes} bytes`));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(body, limit, fs.createWriteStream(filePath));
  } catch (error) {
    await discardUpload(filePath);
    throw error;
  }
  return filePath;
}

export async function discardUpload(filePath: string): Promise<void> {
  await fs.promises.rm(path.dirname(filePath), { recursive: true, force: true });
}
