import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface SigningKeys {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  /** Key id: a digest of the public key, so tokens name the key that signed them. */
  readonly keyId: string;
}

const KEY_FILE = 'jwt-signing-key.pem';

function fromPrivateKey(privateKey: KeyObject): SigningKeys {
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return { privateKey, publicKey, keyId: createHash('sha256').update(der).digest('base64url').slice(0, 16) };
}

export function generateSigningKeys(): SigningKeys {
  return fromPrivateKey(generateKeyPairSync('ed25519').privateKey);
}

export function signingKeysFromPem(pem: string): SigningKeys {
  return fromPrivateKey(createPrivateKey(pem));
}

/**
 * The Ed25519 key that signs access tokens: the configured one, else the one kept in the
 * data directory, else a new one written there (readable by this user only).
 */
export async function loadSigningKeys(configuredPem: string | undefined, dataDir: string): Promise<SigningKeys> {
  if (configuredPem) return signingKeysFromPem(configuredPem);
  const keyPath = path.join(dataDir, 'keys', KEY_FILE);
  try {
    return signingKeysFromPem(await fs.readFile(keyPath, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = generateSigningKeys();
  await fs.mkdir(path.dirname(keyPath), { recursive: true, mode: 0o700 });
  const pem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  // `wx` fails if another process wrote the key first; then that key is the one to use.
  await fs.writeFile(keyPath, pem, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return signingKeysFromPem(await fs.readFile(keyPath, 'utf8'));
}
