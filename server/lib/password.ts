import { hash, verify } from '@node-rs/argon2';

// argon2id, m = 19 MiB, t = 2, p = 1 (OWASP / docs/design/security.md). 2 = Algorithm.Argon2id (a const enum).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a fixed hash so an unknown e-mail costs the same time as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('credito-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
