import { describe, expect, it } from 'vitest';
import { useSslcommerzGateway } from '../../../test/sslcommerz-client-kit.js';
import { paymentMatches, type ValidatedPayment } from './sslcommerz-validation.js';

const kit = useSslcommerzGateway();

describe('validate', () => {
  it('vouches for a paid transaction: VALID the first time, VALIDATED afterwards', async () => {
    const { input, valId } = await kit.paidSession();

    const first = await kit.client.validate(valId);
    expect(first).toEqual({
      status: 'VALID',
      payment: {
        tranId: input.tranId,
        valId,
        amountMinor: 123_450,
        currency: 'BDT',
        chargedAmountMinor: 123_450,
        chargedCurrency: 'BDT',
        riskLevel: 0,
        riskTitle: 'Safe',
        bankTranId: expect.any(String),
        cardType: 'BKASH-BKash',
        tranDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        reference: 'order-1',
      },
    });
    const again = await kit.client.validate(valId);
    expect(again.status).toBe('VALIDATED');
    expect(again).toMatchObject({ payment: { tranId: input.tranId, amountMinor: 123_450 } });
  });

  it('tells a payment asked in dollars by the asked amount, beside the taka charged', async () => {
    const { valId } = await kit.paidSession(kit.sessionInput({ currency: 'USD', amountMinor: 4_400 }));
    expect(await kit.client.validate(valId)).toMatchObject({
      status: 'VALID',
      payment: { amountMinor: 4_400, currency: 'USD', chargedAmountMinor: 528_000, chargedCurrency: 'BDT' },
    });
  });

  it('answers INVALID_TRANSACTION for a val_id the gateway never issued', async () => {
    expect(await kit.client.validate('FORGED1234567890')).toEqual({
      status: 'INVALID_TRANSACTION',
      reason: 'INVALID_TRANSACTION',
    });
  });

  it('answers REFUSED when the gateway refuses the store credentials', async () => {
    const { valId } = await kit.paidSession();
    const wrong = kit.clientWith({ storePassword: 'nope' });
    expect(await wrong.validate(valId)).toEqual({
      status: 'REFUSED',
      reason: "The gateway refused the store's credentials (FAILED)",
    });
  });

  it('passes on a risky payment as risky', async () => {
    kit.gateway.knobs.riskLevel = 1;
    const { valId } = await kit.paidSession(kit.sessionInput(), 'card');
    expect(await kit.client.validate(valId)).toMatchObject({
      status: 'VALID',
      payment: { riskLevel: 1, riskTitle: 'Risky' },
    });
  });

  it('reports the amount and the currency the gateway validated, even when they differ from the asked ones', async () => {
    const { valId } = await kit.paidSession();
    kit.gateway.knobs.validatedAmount = '1.00';
    kit.gateway.knobs.validatedCurrency = 'USD';
    expect(await kit.client.validate(valId)).toMatchObject({
      status: 'VALID',
      payment: { amountMinor: 100, currency: 'USD' },
    });
  });

  it('gives up after its timeout', async () => {
    kit.gateway.knobs.delayMs = 2000;
    const impatient = kit.clientWith({ timeoutMs: 100 });
    expect(await impatient.validate('ANY')).toEqual({
      status: 'ERROR',
      reason: 'The gateway did not answer within 100 ms',
    });
  });
});

describe('paymentMatches', () => {
  const payment: ValidatedPayment = {
    tranId: 'CP-10234-1',
    valId: 'V1',
    amountMinor: 123_450,
    currency: 'BDT',
    chargedAmountMinor: 123_450,
    chargedCurrency: 'BDT',
    riskLevel: 0,
    riskTitle: 'Safe',
    bankTranId: null,
    cardType: null,
    tranDate: null,
    reference: null,
  };
  const asked = { tranId: 'CP-10234-1', amountMinor: 123_450, currency: 'BDT' } as const;

  it.each([
    ['the asked payment', asked, true],
    ['another transaction', { ...asked, tranId: 'CP-10235-1' }, false],
    ['another amount', { ...asked, amountMinor: 123_449 }, false],
    ['another currency', { ...asked, currency: 'USD' }, false],
  ] as const)('%s: %s', (_case, expected, matches) => {
    expect(paymentMatches(payment, expected)).toBe(matches);
  });

  it.each([
    ['taka asked and charged', payment, 'BDT', true],
    ['less taka charged than asked', { ...payment, chargedAmountMinor: 100 }, 'BDT', false],
    ['more taka charged than asked', { ...payment, chargedAmountMinor: 123_451 }, 'BDT', false],
    ['charged in another currency', { ...payment, chargedCurrency: 'USD' }, 'BDT', false],
    ['dollars asked, taka charged', { ...payment, currency: 'USD', chargedAmountMinor: 1 }, 'USD', true],
    ['dollars asked, nothing charged', { ...payment, currency: 'USD', chargedAmountMinor: 0 }, 'USD', false],
    [
      'dollars asked and charged in dollars',
      { ...payment, currency: 'USD', chargedCurrency: 'USD' },
      'USD',
      false,
    ],
  ] as const)('what was charged: %s', (_case, validated, currency, matches) => {
    expect(paymentMatches(validated, { ...asked, currency })).toBe(matches);
  });
});
