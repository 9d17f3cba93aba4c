import type { Profile } from '@chaka/contract';
import { phoneMessages } from '@chaka/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aProfile, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { ProfilePage } from '../pages/profile-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const PHONE = '+8801712345678';
let profile: Profile;
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  signInAs(nadia);
  profile = aProfile();
  server.use(
    http.get('/api/users/me', () => HttpResponse.json([profile])),
    http.post('/api/phone/code', () =>
      HttpResponse.json({
        message: phoneMessages.codeSent(PHONE),
        phone: PHONE,
        expiresAt: new Date().toISOString(),
      }),
    ),
    http.post('/api/phone/verify', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== '482913') return HttpResponse.json({ message: phoneMessages.codeWrong }, { status: 400 });
      profile = { ...profile, phoneNumber: PHONE, phoneNumberVerified: true };
      return HttpResponse.json({
        message: phoneMessages.verified(PHONE),
        phone: PHONE,
        phoneNumber: PHONE,
        phoneNumberVerified: true,
      });
    }),
  );
  requests = recordRequests();
});

describe("My Profile's phone number", () => {
  it('shows a verified number', async () => {
    profile = aProfile({ phoneNumber: PHONE, phoneNumberVerified: true });
    renderWithApp(<ProfilePage />, { path: '/dashboard/profile' });
    const section = await screen.findByRole('region', { name: 'Your mobile number' });
    expect(within(section).getByText(PHONE)).toBeTruthy();
    expect(within(section).getByText('Verified')).toBeTruthy();
  });

  it('verifies a number: send the code, type it, verified', async () => {
    renderWithApp(<ProfilePage />, { path: '/dashboard/profile' });
    const section = await screen.findByRole('region', { name: 'Your mobile number' });
    expect(within(section).getByText(/No phone number yet/)).toBeTruthy();

    await userEvent.type(within(section).getByLabelText('Mobile number'), '01712-345678');
    await userEvent.click(within(section).getByRole('button', { name: 'Send code' }));
    const codeField = await within(section).findByLabelText('6-digit code');
    expect(await requests.to('POST', '/api/phone/code')[0]!.request.json()).toEqual({ phone: PHONE });

    await userEvent.type(codeField, '111111{Enter}');
    expect(await within(section).findByText(phoneMessages.codeWrong)).toBeTruthy();
    await userEvent.clear(codeField);
    await userEvent.type(codeField, '482913{Enter}');
    expect(await within(section).findByText('Verified')).toBeTruthy();
    expect(within(section).getByText(PHONE)).toBeTruthy();
    expect(within(section).queryByLabelText('6-digit code')).toBeNull();
  });
});
