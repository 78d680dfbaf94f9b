import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id (memory-hard). @node-rs/argon2's defaults are argon2id with
 * m=19 MiB, t=2, p=1: OWASP's recommended minimum. The PHC string carries its own parameters, so
 * raising them later still verifies old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False (never a throw) for a wrong password or a malformed stored hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when no user matched, so response time does not tell an
 * attacker which email addresses have logins.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('pawroute-no-such-user');
  await verifyPassword(await dummyHash, password);
}
