import { createHash } from 'node:crypto';
import type { SslWirelessConfig } from '../config.js';
import { type Sms, SmsRefused, type SmsSender } from './sms.js';

/**
 * SSL Wireless ISMS Plus, API v3 (smsplus.sslwireless.com): one message a request to
 * `POST /api/v3/send-sms` with JSON { api_token, sid, msisdn, sms, csms_id }. The text goes as it
 * is, UTF-8: the gateway sends Bangla as Unicode by itself.
 */

/** How long one request may take: a slow gateway fails this try, and the queue tries again later. */
export const SSL_WIRELESS_TIMEOUT_MS = 10_000;

/**
 * The gateway's refusals that trying again later may cure: too many requests (4029), too many a
 * second (4031), its own error (5000). Any other refusal (4001 bad token, 4002 SID not permitted,
 * 4003 IP not allowed...) waits for the owner to fix the settings, and is retried all the same.
 */
const RETRY_LATER = new Set([4029, 4031, 5000]);
/** The message with this csms_id was taken already today: it is sent, not to be sent again. */
const DUPLICATE_CSMS_ID = 4023;

/**
 * The gateway's reference of a message: alphanumeric, at most 20 characters, unique per day. A
 * queued message's id is a UUID (36 characters), so its reference is the first 20 hex digits of
 * its SHA-256: the same for every try of one message, and 80 bits apart from any other.
 */
export function csmsIdOf(id: string): string {
  return createHash('sha256').update(id).digest('hex').slice(0, 20);
}

/** `+8801712345678` as the gateway writes a number: `8801712345678`. */
export const msisdnOf = (phone: string) => phone.replace(/^\+/, '');

interface SendAnswer {
  status?: unknown;
  status_code?: unknown;
  error_message?: unknown;
  smsinfo?: unknown;
}

export function createSslWirelessSms(
  config: SslWirelessConfig,
  options: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): SmsSender {
  const { timeoutMs = SSL_WIRELESS_TIMEOUT_MS, fetchImpl = fetch } = options;
  return {
    async send(sms: Sms) {
      const csmsId = csmsIdOf(sms.id);
      let response: Response;
      try {
        response = await fetchImpl(`${config.apiUrl}/api/v3/send-sms`, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({
            api_token: config.apiToken,
            sid: config.sid,
            msisdn: msisdnOf(sms.to),
            sms: sms.text,
            csms_id: csmsId,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new Error(
          `SSL Wireless could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const text = await response.text().catch(() => '');
      let answer: SendAnswer;
      try {
        answer = JSON.parse(text) as SendAnswer;
      } catch {
        throw new Error(`SSL Wireless answered HTTP ${response.status}, not JSON`);
      }
      const code = Number(answer?.status_code);
      if (answer?.status === 'SUCCESS' && code === 200) return;
      if (code === DUPLICATE_CSMS_ID) return;
      if (response.status >= 500 && !Number.isFinite(code))
        throw new Error(`SSL Wireless answered HTTP ${response.status}`);
      const reason = typeof answer?.error_message === 'string' ? answer.error_message : 'no reason given';
      throw new SmsRefused(
        `SSL Wireless refused the message ${csmsId} (${Number.isFinite(code) ? code : `HTTP ${response.status}`}): ${reason}`,
        RETRY_LATER.has(code) || !Number.isFinite(code),
        Number.isFinite(code) ? String(code) : undefined,
      );
    },
  };
}
