import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie a browser gets when it signs in: the accounts that signed in on it, vouched for. */
export const DEVICE_COOKIE = 'chaka_device';
/** A shared family computer may know a few accounts; the most recent ones are kept. */
const ACCOUNTS_PER_DEVICE = 5;
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const TAG_LENGTH = 22;

/**
 * Devices an account has signed in on (plugins/sign-in-limit.ts lets them past the account's
 * lock). The cookie holds a random device id and, for each account that signed in on the device,
 * an HMAC of the id and the address under AUTH_SECRET: it cannot be made up, and one copied from
 * one device names only the accounts that signed in there. httpOnly, sent only to /api/auth, and
 * no key to anything: it only spares its holder the waits that strangers' guesses put on an
 * account, never the password, and never the limits per client.
 */
export function knownDevices({ secret, secure }: { secret: string; secure: boolean }) {
  const tag = (device: string, account: string) =>
    createHmac('sha256', secret)
      .update(`known-device\n${device}\n${account}`)
      .digest('base64url')
      .slice(0, TAG_LENGTH);

  function read(cookieHeader: string | undefined): { device: string; tags: string[] } | null {
    const value = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([A-Za-z0-9_.-]{1,200})(?:;|$)`).exec(
      cookieHeader ?? '',
    )?.[1];
    const [device = '', ...tags] = value?.split('.') ?? [];
    if (!DEVICE_ID.test(device)) return null;
    return { device, tags: tags.filter((t) => t.length === TAG_LENGTH).slice(0, ACCOUNTS_PER_DEVICE) };
  }

  return {
    /** Whether the request's cookie says `account` has signed in on this device. */
    knows(cookieHeader: string | undefined, account: string): boolean {
      const known = read(cookieHeader);
      if (!known) return false;
      const expected = Buffer.from(tag(known.device, account));
      return known.tags.some((t) => timingSafeEqual(Buffer.from(t), expected));
    },

    /** The Set-Cookie value after `account` signed in on the device the request came from. */
    signedIn(cookieHeader: string | undefined, account: string): string {
      const known = read(cookieHeader);
      const device = known?.device ?? randomBytes(16).toString('base64url');
      const own = tag(device, account);
      const tags = [own, ...(known?.tags.filter((t) => t !== own) ?? [])].slice(0, ACCOUNTS_PER_DEVICE);
      const attributes = `Path=/api/auth; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Lax`;
      return `${DEVICE_COOKIE}=${[device, ...tags].join('.')}; ${attributes}${secure ? '; Secure' : ''}`;
    },
  };
}
