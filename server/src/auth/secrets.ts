import { createHash, randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 } as const;

const scryptAsync = (secret: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(secret, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });

/** `scrypt$N$r$p$salt$key`: parameters travel with the hash so they can be raised later. */
export const hashSecret = async (secret: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
};

/** Hashed once so an unknown account costs the same time as a wrong password. */
const DUMMY_HASH = hashSecret('dummy-secret-for-timing');

/** Compares in constant time; a missing hash still spends one scrypt so timing does not tell. */
export const verifySecret = async (secret: string, stored: string | null): Promise<boolean> => {
  const parts = (stored ?? (await DUMMY_HASH)).split('$');
  const [scheme, n, r, p, salt, key] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(secret, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected) && stored !== null;
};

/** Session tokens: 32 random bytes; the database keeps only their SHA-256. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

