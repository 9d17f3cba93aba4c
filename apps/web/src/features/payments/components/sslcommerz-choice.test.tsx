import { sslcommerzMessages } from '@chaka/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PaymentResultNotice } from '@/components/payment-result';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { PaymentMethodChoice } from './sslcommerz-choice';

const ORDER_ID = '7f1c2a4e-3b5d-4c6e-8f90-1a2b3c4d5e6f';
const GATEWAY = 'https://sandbox.sslcommerz.com/EasyCheckOut/TESTABC';

function renderChoice() {
  const go = vi.fn();
  renderWithApp(
    <PaymentMethodChoice orderId={ORDER_ID} amount="৳1,234.50" cardForm={<p>The card form</p>} go={go} />,
  );
  return go;
}

describe('the payment method choice', () => {
  it('shows the card form first and sends the customer to SSLCommerz when they choose it', async () => {
    server.use(http.post('/api/payments/sslcommerz/session', () => HttpResponse.json({ url: GATEWAY })));
    const requests = recordRequests();
    const go = renderChoice();
    expect(screen.getByText('The card form')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'bKash, Nagad, Rocket or card (SSLCommerz)' }));
    expect(screen.queryByText('The card form')).toBeNull();
    expect(screen.getByText(/You will pay ৳1,234.50 on SSLCommerz/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to SSLCommerz' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(GATEWAY));
    const [sent] = requests.to('POST', '/api/payments/sslcommerz/session');
    expect(await sent!.request.json()).toEqual({ orderId: ORDER_ID });
  });

  it("shows the shop's message when the gateway cannot open a payment, and stays", async () => {
    server.use(
      http.post('/api/payments/sslcommerz/session', () =>
        HttpResponse.json({ message: sslcommerzMessages.unavailable }, { status: 502 }),
      ),
    );
    const go = renderChoice();
    await userEvent.click(screen.getByRole('radio', { name: sslcommerzMessages.choice }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to SSLCommerz' }));
    expect((await screen.findByRole('alert')).textContent).toBe(sslcommerzMessages.unavailable);
    expect(go).not.toHaveBeenCalled();
  });
});

describe('the result of a payment at the gateway', () => {
  const renderAt = (query: string, paid: boolean) =>
    renderWithApp(
      <PaymentResultNotice
        amount="৳1,234.50"
        paid={paid}
        transactionId={paid ? 'CP-10234-0fa9a98b3822' : null}
      />,
      {
        path: '/order',
        at: `/order${query}`,
      },
    );

  it('says Payment Successful with the amount once the order is paid', () => {
    renderAt('?payment=success', true);
    expect(screen.getByRole('status').textContent).toBe(
      'Payment SuccessfulYou paid ৳1,234.50. Your transaction id is 10234-0fa9a98b3822.',
    );
  });

  it("shows the gateway's reason for a failure", () => {
    renderAt(`?payment=failed&reason=${encodeURIComponent('Declined by the issuer')}`, false);
    expect(screen.getByRole('alert').textContent).toBe(
      'The payment did not go throughDeclined by the issuer',
    );
  });

  it('does not claim a success the order does not show', () => {
    renderAt('?payment=success', false);
    expect(screen.queryByText('Payment Successful')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('The payment did not go through');
  });

  it('says a held payment is being checked, and nothing without a result', () => {
    renderAt('?payment=held', false);
    expect(screen.getByRole('status').textContent).toBe(sslcommerzMessages.held);
  });
});
