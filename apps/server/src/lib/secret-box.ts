import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Seals secrets kept in the database (authenticator-app secrets) with AES-256-GCM, so a copy
 * of the database alone does not give them away.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /**
   * A key of its own for another purpose (signing e-mail links), derived from the data key with
   * HKDF-SHA256 and the purpose as its label, so the data key itself only ever encrypts.
   */
  deriveKey(purpose: string): Buffer;
}

const ALGORITHM = 'aes-256-gcm';
const KEY_FILE = 'data-key';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The data key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('Not a sealed value');
      const decipher = createDecipheriv(ALGORITHM, key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
    deriveKey(purpose) {
      return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `portal:${purpose}`, 32));
    },
  };
}

/** The configured key (base64), else the one kept in the data directory, else a new one. */
export async function loadSecretBox(configured: string | undefined, dataDir: string): Promise<SecretBox> {
  if (configured) return createSecretBox(Buffer.from(configured, 'base64'));
  const keyPath = path.join(dataDir, 'keys', KEY_FILE);
  await fs.mkdir(path.dirname(keyPath), { recursive: true, mode: 0o700 });
  await fs.writeFile(keyPath, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return createSecretBox(Buffer.from((await fs.readFile(keyPath, 'utf8')).trim(), 'base64'));
}
