import { describe, expect, it } from 'vitest';
import {
  IpnBodySchema,
  parseGatewayAmount,
  SessionAnswerSchema,
  toGatewayAmount,
  ValidationAnswerSchema,
} from './sslcommerz-schemas.js';

describe('gateway amounts', () => {
  it.each([
    [1, '0.01'],
    [50, '0.50'],
    [6_000, '60.00'],
    [123_450, '1234.50'],
    [1_234_567_800, '12345678.00'],
  ])('%d minor units are sent as %s', (minor, text) => {
    expect(toGatewayAmount(minor)).toBe(text);
  });

  it.each([0, -100, 1.5, Number.NaN])('%d is not an amount to ask for', (minor) => {
    expect(() => toGatewayAmount(minor)).toThrow(RangeError);
  });

  it.each([
    ['1234.50', 123_450],
    ['1234.5', 123_450],
    ['1234', 123_400],
    ['1234.5000', 123_450],
    [' 60.00 ', 6_000],
    ['0.01', 1],
  ])('%j reads as %d minor units', (text, minor) => {
    expect(parseGatewayAmount(text)).toBe(minor);
  });

  it.each(['', 'abc', '-5.00', '1,234.50', '12.345', '1e5', '12.', '.50', '1234.50 BDT'])(
    '%j is not an amount',
    (text) => {
      expect(parseGatewayAmount(text)).toBeNull();
    },
  );
});

describe('IpnBodySchema', () => {
  const valid = { tran_id: 'CP-10234-1', val_id: '2311231234567abc', amount: '1234.50', status: 'VALID' };

  it.each([
    valid,
    { ...valid, risk_level: '1', card_type: 'BKASH-BKash', bank_tran_id: 'B123', currency: 'BDT' },
    { tran_id: 'CP-10234-1', status: 'FAILED', error: 'Declined by the issuer' },
    { tran_id: 'CP-10234-1', status: 'CANCELLED', error: 'Cancelled by User' },
    { tran_id: 'CP-10234-1', status: 'UNATTEMPTED' },
    { tran_id: 'CP-10234-1', status: 'EXPIRED' },
  ])('reads %j', (body) => {
    expect(IpnBodySchema.parse(body)).toMatchObject(body);
  });

  it('drops fields it does not know', () => {
    expect(IpnBodySchema.parse({ ...valid, paid: 'true' })).not.toHaveProperty('paid');
  });

  it.each([
    [{ ...valid, status: 'PAID' }, 'status'],
    [{ ...valid, status: 'valid' }, 'status'],
    [{ ...valid, tran_id: '' }, 'tran_id'],
    [{ ...valid, tran_id: 'x'.repeat(101) }, 'tran_id'],
    [{ val_id: 'A', status: 'VALID' }, 'tran_id'],
    [{ tran_id: 'CP-1', status: 'VALID' }, 'val_id'],
    [{ ...valid, val_id: '' }, 'val_id'],
    [{ ...valid, error: 'e'.repeat(1001) }, 'error'],
  ])('refuses %j, naming %s', (body, field) => {
    const result = IpnBodySchema.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});

describe('the gateway answers', () => {
  it('reads a session answer and ignores what the shop does not use', () => {
    expect(
      SessionAnswerSchema.parse({
        status: 'FAILED',
        failedreason: 'Store Credential Error Or Store is De-active',
        sessionkey: '',
        gw: [],
        GatewayPageURL: '',
      }),
    ).toEqual({
      status: 'FAILED',
      failedreason: 'Store Credential Error Or Store is De-active',
      sessionkey: '',
      GatewayPageURL: '',
    });
  });

  it('reads numbers where the gateway sends text', () => {
    expect(ValidationAnswerSchema.parse({ status: 'VALID', risk_level: 0, amount: 60 })).toMatchObject({
      risk_level: '0',
      amount: '60',
    });
  });
});
