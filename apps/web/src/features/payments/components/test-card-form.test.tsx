import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests, server } from '@/test/server';
import { formatCardNumber, formatExpiry, TestCardForm } from './test-card-form';

const answerPayments = (answer: () => Response) =>
  server.use(http.post('/api/payments/test/confirm', answer));

function renderForm(clientSecret: string | undefined, onPaid = vi.fn(async () => {})) {
  render(
    <TestCardForm
      clientSecret={clientSecret}
      amount="$25"
      billing={{ name: 'Rahim Uddin', email: 'rahim@example.com' }}
      onPaid={onPaid}
    />,
  );
  return onPaid;
}

async function fillCard(number: string) {
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText(/Expiry/), '1234');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('the test card form', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242', '4242 4242'],
    ['378282246310005', '3782 822463 10005'],
  ])('groups %s as %s', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['1', '', '1'],
    ['4', '', '04 / '],
    ['12', '1', '12 / '],
    ['12 / 3', '12 / ', '12 / 3'],
    ['12 /', '12 / ', '1'],
  ])('shows the expiry %j (after %j) as %j', (typed, previous, shown) => {
    expect(formatExpiry(typed, previous)).toBe(shown);
  });

  it('keeps Pay disabled until the client secret has arrived', () => {
    renderForm(undefined);
    expect((screen.getByRole('button', { name: 'Pay $25' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('hands the transaction id on when the card is charged', async () => {
    answerPayments(() => HttpResponse.json({ status: 'succeeded', transactionId: 'pi_abc123abc123' }));
    const requests = recordRequests();
    const onPaid = renderForm('pi_abc123abc123_secret_xyz');
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25' }));
    expect(onPaid).toHaveBeenCalledWith('pi_abc123abc123');
    const { request } = requests.all[0]!;
    expect(await request.json()).toEqual({
      clientSecret: 'pi_abc123abc123_secret_xyz',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });
  });

  it("shows the provider's message in red under the form, else Something went wrong", async () => {
    answerPayments(() => HttpResponse.json({ message: 'Your card was declined.' }, { status: 402 }));
    const onPaid = renderForm('pi_abc123abc123_secret_xyz');
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();

    answerPayments(() => new HttpResponse('', { status: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });
});
