import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token, URL-safe. 32 bytes unless told otherwise. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256Hex = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const READABLE = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A password a person can read and type: no 0/O, 1/l/I. */
export function readablePassword(length = 20): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => READABLE[b % READABLE.length]).join('');
}
