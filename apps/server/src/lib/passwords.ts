import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package declares it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** OWASP's minimum for argon2id: 19 MiB, two passes, one lane. */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check, for a username that has no password, so the
 * answer's timing does not tell which usernames exist.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoyHash, password);
  return false;
}

/** How sign-in checks passwords; a test can count evaluations through its own. */
export interface PasswordVerifier {
  verify(passwordHash: string, password: string): Promise<boolean>;
  verifyAgainstDecoy(password: string): Promise<false>;
}

export const argon2Verifier: PasswordVerifier = { verify: verifyPassword, verifyAgainstDecoy };
