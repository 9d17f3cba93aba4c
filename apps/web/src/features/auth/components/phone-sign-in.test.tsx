import { phoneMessages } from '@chaka/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { PhoneSignIn } from './phone-sign-in';

const PHONE = '+8801712345678';
type VerifyBody = { phoneNumber: string; code: string; name?: string };
const verify =
  vi.fn<
    (body: VerifyBody) => Promise<{ data: unknown; error: { status: number; message: string } | null }>
  >();

vi.mock('@/lib/auth', async () => ({
  ...(await import('@/test/session')),
  loadAuthClient: async () => ({ phoneNumber: { verify } }),
}));

let requests: ReturnType<typeof recordRequests>;
beforeEach(() => {
  verify.mockReset();
  server.use(
    http.post('/api/phone/sign-in-code', async ({ request }) => {
      const { phone } = (await request.json()) as { phone: string };
      return HttpResponse.json({
        message: phoneMessages.codeSent(PHONE),
        phone: phone.startsWith('+880') ? phone : PHONE,
        expiresAt: new Date().toISOString(),
      });
    }),
  );
  requests = recordRequests();
});

describe('signing in with a phone number', () => {
  it('signs up with a name and a number: the code goes by SMS, then the code signs in', async () => {
    verify.mockResolvedValue({ data: { status: true }, error: null });
    renderWithApp(<PhoneSignIn mode="sign-up" />);
    await userEvent.type(screen.getByLabelText('Name'), 'Shirin Akter');
    await userEvent.type(screen.getByLabelText('Mobile number'), '01712 345678{Enter}');
    const code = await screen.findByLabelText('6-digit code');
    expect(await requests.to('POST', '/api/phone/sign-in-code')[0]!.request.json()).toEqual({ phone: PHONE });
    expect(
      screen.getByText(`We sent a 6-digit code by SMS to ${PHONE}. It is valid for 5 minutes.`),
    ).toBeTruthy();

    await userEvent.type(code, '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(verify).toHaveBeenCalledWith({ phoneNumber: PHONE, code: '482913', name: 'Shirin Akter' });
  });

  it('asks for the name beside the code when the number has no account yet', async () => {
    verify.mockResolvedValueOnce({
      data: null,
      error: { status: 400, message: phoneMessages.nameForNewAccount },
    });
    verify.mockResolvedValueOnce({ data: { status: true }, error: null });
    renderWithApp(<PhoneSignIn mode="sign-in" />);
    expect(screen.queryByLabelText('Name')).toBeNull();
    await userEvent.type(screen.getByLabelText('Mobile number'), '01712345678{Enter}');
    await userEvent.type(await screen.findByLabelText('6-digit code'), '482913{Enter}');
    expect(await screen.findByText(phoneMessages.nameForNewAccount)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Name'), 'Mitu Das');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(verify).toHaveBeenLastCalledWith({ phoneNumber: PHONE, code: '482913', name: 'Mitu Das' });
  });

  it('says what is wrong with a number before sending anything', async () => {
    renderWithApp(<PhoneSignIn mode="sign-in" />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345{Enter}');
    expect(await screen.findByText('Enter a Bangladeshi mobile number, such as 01712345678')).toBeTruthy();
    expect(requests.to('POST', '/api/phone/sign-in-code')).toEqual([]);
  });
});
