import {
  type CourierCall,
  nextSerial,
  type StandInReply,
  startStandInServer,
} from './courier-stand-in-kit.js';

/** The account the stand-in knows, as the shop's settings name it. */
export const SSL_WIRELESS_TEST_SETTINGS = {
  SMS_API_TOKEN: 'ssl-wireless-api-token-for-tests',
  SMS_SID: 'CHAKAPARTSAPI',
} as const;

/** A message the gateway took. */
export interface TakenSms {
  msisdn: string;
  text: string;
  csmsId: string;
  /** EN for plain text, BN for Unicode (Bangla), as the gateway tells them apart. */
  smsType: 'EN' | 'BN';
}

/** The gateway's words for its refusals (status_code -> error_message). */
const REFUSALS: Record<number, string> = {
  4001: 'Unauthorized',
  4002: 'SID not permitted',
  4020: 'Invalid CSMS ID',
  4022: 'Required parameter missing',
  4023: 'Duplicate CSMS ID',
  4025: 'Invalid MSISDN',
  4027: 'Message length exceeded',
  4029: 'Too many requests',
};

const failed = (code: number): StandInReply => ({
  status: 200,
  body: {
    status: 'FAILED',
    status_code: code,
    error_message: REFUSALS[code] ?? 'Unknown error',
    smsinfo: [],
  },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local HTTP server standing in for SSL Wireless ISMS Plus, API v3 (`POST /api/v3/send-sms`):
 * checks the api_token and sid, the msisdn (8801XXXXXXXXX), the csms_id (alphanumeric, at most 20,
 * unique: a second message with one is refused 4023), and records the messages it takes. A test
 * can make it refuse the next requests with a code of its own (4001, 4029...), answer slowly, or be
 * down (503).
 */
export async function startSslWirelessStandIn() {
  const messages: TakenSms[] = [];
  const csmsIds = new Set<string>();
  const refuseNext: number[] = [];
  let delayMs = 0;

  function send(body: Record<string, unknown>): StandInReply {
    const forced = refuseNext.shift();
    if (forced !== undefined) return failed(forced);
    const { api_token: token, sid, msisdn, sms, csms_id: csmsId } = body;
    if (token !== SSL_WIRELESS_TEST_SETTINGS.SMS_API_TOKEN) return failed(4001);
    if (sid !== SSL_WIRELESS_TEST_SETTINGS.SMS_SID) return failed(4002);
    if (typeof msisdn !== 'string' || typeof sms !== 'string' || !sms || typeof csmsId !== 'string')
      return failed(4022);
    if (!/^8801\d{9}$/.test(msisdn)) return failed(4025);
    if (!/^[A-Za-z0-9]{1,20}$/.test(csmsId)) return failed(4020);
    if (csmsIds.has(csmsId)) return failed(4023);
    csmsIds.add(csmsId);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: plain text is the ASCII range.
    const smsType = /[^\u0000-\u007f]/.test(sms) ? 'BN' : 'EN';
    messages.push({ msisdn, text: sms, csmsId, smsType });
    return {
      status: 200,
      body: {
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [
          {
            sms_status: 'SUCCESS',
            status_message: 'Success',
            msisdn,
            sms_type: smsType,
            sms_body: sms,
            csms_id: csmsId,
            reference_id: `${Date.now()}${nextSerial()}`,
          },
        ],
      },
    };
  }

  async function handle(call: CourierCall): Promise<StandInReply> {
    if (delayMs > 0) await sleep(delayMs);
    if (call.method !== 'POST' || call.path !== '/api/v3/send-sms')
      return { status: 404, body: { status: 'FAILED', status_code: 4004, error_message: 'Invalid API URL' } };
    if (!call.body || typeof call.body !== 'object')
      return {
        status: 200,
        body: { status: 'FAILED', status_code: 4005, error_message: 'Invalid request format' },
      };
    return send(call.body as Record<string, unknown>);
  }

  const server = await startStandInServer(handle);
  return {
    ...server,
    /** The settings that point the shop at this stand-in. */
    settings: { SMS_API_URL: server.url, ...SSL_WIRELESS_TEST_SETTINGS } as Record<string, string>,
    messages,
    /** The messages taken for a phone in the shop's form (`+8801712345678`). */
    messagesTo: (phone: string) => messages.filter((message) => message.msisdn === phone.replace(/^\+/, '')),
    /** The requests that carried this csms_id, taken or refused. */
    attemptsOf: (csmsId: string) =>
      server.calls.filter((call) => (call.body as { csms_id?: unknown } | undefined)?.csms_id === csmsId)
        .length,
    /** The next requests are refused with these codes, one each, before anything else is checked. */
    refuseNext(...codes: number[]) {
      refuseNext.push(...codes);
    },
    /** Every answer comes this much later (0: at once). */
    setDelay(ms: number) {
      delayMs = ms;
    },
  };
}

export type SslWirelessStandIn = Awaited<ReturnType<typeof startSslWirelessStandIn>>;
