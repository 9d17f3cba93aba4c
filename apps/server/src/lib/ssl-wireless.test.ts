import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SslWirelessStandIn, startSslWirelessStandIn } from '../test/ssl-wireless-stand-in.js';
import { SmsRefused } from './sms.js';
import { createSslWirelessSms, csmsIdOf } from './ssl-wireless.js';

let gateway: SslWirelessStandIn;
beforeAll(async () => {
  gateway = await startSslWirelessStandIn();
});
afterAll(() => gateway.close());

const config = (apiToken = gateway.settings.SMS_API_TOKEN!) => ({
  apiUrl: gateway.url,
  apiToken,
  sid: gateway.settings.SMS_SID!,
});
const message = (text = 'Order CP-1 is placed') => ({ to: '+8801712345678', text, id: randomUUID() });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the SSL Wireless client', () => {
  it('sends the number as 8801XXXXXXXXX, the text as it is, and a csms_id of 20 characters', async () => {
    const sms = createSslWirelessSms(config());
    const sent = message('আপনার অর্ডার CP-1 গ্রহণ করা হয়েছে');
    await sms.send(sent);
    const taken = gateway.messages.at(-1)!;
    expect(taken).toEqual({
      msisdn: '8801712345678',
      text: sent.text,
      csmsId: csmsIdOf(sent.id),
      smsType: 'BN',
    });
    expect(taken.csmsId).toMatch(/^[a-f0-9]{20}$/);
  });

  it('counts a message the gateway took already (4023, duplicate csms_id) as sent, and sends it once', async () => {
    const sms = createSslWirelessSms(config());
    const sent = message();
    await sms.send(sent);
    await sms.send(sent);
    expect(gateway.messages.filter((taken) => taken.csmsId === csmsIdOf(sent.id))).toHaveLength(1);
    expect(gateway.attemptsOf(csmsIdOf(sent.id))).toBe(2);
  });

  it('is refused for good with a wrong token (4001), to be tried once the owner fixes it', async () => {
    const error = await refusal(createSslWirelessSms(config('not-the-token')).send(message()));
    expect(error).toBeInstanceOf(SmsRefused);
    expect(error).toMatchObject({ retry: false, code: '4001' });
    expect((error as Error).message).toMatch(
      /SSL Wireless refused the message \w{20} \(4001\): Unauthorized/,
    );
  });

  it.each([
    [4029, true],
    [4002, false],
    [4001, false],
  ])('passes on a refusal %i, to be tried again later: %s', async (code, retry) => {
    gateway.refuseNext(code);
    const error = await refusal(createSslWirelessSms(config()).send(message()));
    expect(error).toBeInstanceOf(SmsRefused);
    expect(error).toMatchObject({ retry, code: String(code) });
  });

  it('gives up on a slow gateway after its timeout, and fails while it is down', async () => {
    gateway.setDelay(500);
    try {
      const error = await refusal(createSslWirelessSms(config(), { timeoutMs: 100 }).send(message()));
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(SmsRefused);
      expect((error as Error).message).toMatch(/SSL Wireless could not be reached/);
    } finally {
      gateway.setDelay(0);
    }
    gateway.setDown(true);
    try {
      const error = await refusal(createSslWirelessSms(config()).send(message()));
      expect((error as Error).message).toBe('SSL Wireless answered HTTP 503');
    } finally {
      gateway.setDown(false);
    }
  });

  it('fails when nothing listens at the address', async () => {
    const sms = createSslWirelessSms({ ...config(), apiUrl: 'http://127.0.0.1:9' });
    expect(((await refusal(sms.send(message()))) as Error).message).toMatch(/could not be reached/);
  });
});
