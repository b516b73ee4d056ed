import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's recommended minimum: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account to check,
 * so the answer's timing does not tell whether an account exists.
 */
export async function verifyNothing(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password for unknown accounts');
  await verifyPassword(await decoy, password);
  return false;
}
