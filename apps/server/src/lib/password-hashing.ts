import { hashPassword, verifyPassword } from 'better-auth/crypto';
import pLimit from 'p-limit';

// Each scrypt hash (better-auth's N=16384, r=16) takes 32 MB of native memory on libuv's thread pool,
// four at a time by default, and glibc keeps what a pool thread freed for that thread: 100 sign-ups
// or sign-ins in a burst left the server about 150 MB bigger for good. Two at a time still keeps both
// cores busy hashing and never holds more than 64 MB.
const hashing = pLimit(2);

/** better-auth's password hashing with at most two scrypt runs at once (emailAndPassword.password). */
export const boundedPasswordHashing = {
  hash: (password: string) => hashing(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => hashing(() => verifyPassword(data)),
};
