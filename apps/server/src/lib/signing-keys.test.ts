import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSigningKeys, loadSigningKeys } from './signing-keys';

describe('loadSigningKeys', () => {
  it('creates a key in the data directory on first start, readable by its owner only, and reuses it after', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-'));
    const first = await loadSigningKeys(undefined, dataDir);
    const keyFile = path.join(dataDir, 'keys', 'jwt-signing-key.pem');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const second = await loadSigningKeys(undefined, dataDir);
    expect(second.keyId).toBe(first.keyId);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses the configured key when one is given, and writes nothing', async () => {
    const configured = generateSigningKeys();
    const pem = configured.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-'));
    expect((await loadSigningKeys(pem, dataDir)).keyId).toBe(configured.keyId);
    expect(fs.existsSync(path.join(dataDir, 'keys'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
