import { randomBytes } from 'node:crypto';
import type * as Argon2 from 'argon2';
import { PASSWORD_HASH_FLOOR } from '../config';

// The native addon is loaded at the first hash or check: a process that signs nobody in never maps it.
let lib: typeof Argon2 | undefined;
const argon2 = () => (lib ??= require('argon2') as typeof Argon2);

/** The cost of a new hash (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS); a check reads the cost from the stored hash. */
export type PasswordCost = { memoryKiB: number; iterations: number };

const paramsOf = (cost: PasswordCost) => ({ type: 2, memoryCost: cost.memoryKiB, timeCost: cost.iterations, parallelism: 1 } as const);

// argon2id (type 2, argon2.argon2id) at the production default, OWASP's minimum (m=19 MiB, t=2, p=1); ~25 ms per
// hash on the 2-core reference machine. bcrypt is ruled out: it ignores bytes past 72 and the contract allows 128-char passwords.
export const ARGON2_PARAMS = paramsOf(PASSWORD_HASH_FLOOR);

// node-argon2 0.45 writes the PHC parameters as `m=,p=,t=`; the Argon2 encoding (and the reference
// libargon2 decoder, which parses them in this order) is `m=,t=,p=`. Stored hashes use the canonical order
// so other verifiers can read them; verify() accepts either order, so older rows keep working.
const PHC_PARAMS = /^(\$argon2id\$v=\d+\$)m=(\d+),p=(\d+),t=(\d+)\$/;

export async function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  const encoded = await argon2().hash(password.normalize('NFKC'), paramsOf(cost));
  return encoded.replace(PHC_PARAMS, (_, head: string, m: string, p: string, t: string) => `${head}m=${m},t=${t},p=${p}$`);
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  try {
    return await argon2().verify(encoded, password.normalize('NFKC'));
  } catch {
    return false;
  }
}

// Verified against when the e-mail is unknown or the user inactive, so every failed login costs one hash of the
// configured cost, as a known user's does. One per cost (a process has one; a test process may start several apps).
const dummies = new Map<string, Promise<string>>();
export function dummyHash(cost: PasswordCost): Promise<string> {
  const key = `${cost.memoryKiB},${cost.iterations}`;
  let dummy = dummies.get(key);
  if (!dummy) dummies.set(key, dummy = hashPassword(randomBytes(16).toString('hex'), cost));
  return dummy;
}

/** The cost of new hashes a configuration asks for. */
export const passwordCost = (config: { PASSWORD_HASH_MEMORY_KIB: number; PASSWORD_HASH_ITERATIONS: number }): PasswordCost => ({
  memoryKiB: config.PASSWORD_HASH_MEMORY_KIB, iterations: config.PASSWORD_HASH_ITERATIONS,
});
