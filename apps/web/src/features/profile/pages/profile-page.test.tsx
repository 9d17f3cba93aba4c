import type { Profile } from '@chaka/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers';
import type { SessionUser } from '@/lib/auth';
import { ProfilePage } from './profile-page';

// The signed-in user; better-auth's own session fetching is not the subject here.
const auth = vi.hoisted(() => ({
  user: null as SessionUser | null,
  listeners: new Set<() => void>(),
}));
vi.mock('@/lib/auth', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useSession: () => {
      const user = useSyncExternalStore(
        (listener) => {
          auth.listeners.add(listener);
          return () => auth.listeners.delete(listener);
        },
        () => auth.user,
      );
      return { user, isPending: false };
    },
  };
});
const signOut = () =>
  act(() => {
    auth.user = null;
    for (const listener of auth.listeners) listener();
  });

const nadia: SessionUser = {
  id: 'u1',
  name: 'Nadia Islam',
  email: 'nadia@example.com',
  image: null,
  role: 'user',
  emailVerified: true,
};

const stored: Profile = {
  _id: 'u1',
  email: 'nadia@example.com',
  name: 'Nadia Islam',
  role: 'user',
  education: null,
  number: null,
  address: null,
  facebook: null,
  linkedin: null,
  image: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let profile: Profile;
let patchAnswer: () => Promise<Response>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === '/api/users/me?email=nadia%40example.com') {
    if (init?.method === 'PATCH') return patchAnswer();
    return json(200, [profile]);
  }
  if (url === '/api/uploads') return json(200, { success: true, data: { url: '/uploads/abc.webp' } });
  if (url === '/api/config') return json(200, { siteName: 'Chaka Parts', uiDelays: false });
  return json(404, { message: `not stubbed: ${url}` });
});

beforeEach(() => {
  auth.user = nadia;
  profile = stored;
  patchAnswer = async () => {
    profile = { ...profile, ...JSON.parse(String(fetchMock.mock.lastCall?.[1]?.body)) };
    return json(200, { acknowledged: true });
  };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const router = createMemoryRouter([{ path: '/dashboard/profile', element: <ProfilePage /> }], {
    initialEntries: ['/dashboard/profile'],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const calls = (method: string, url: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method);

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Education'), 'Diploma in Automobile Engineering');
  await userEvent.type(screen.getByLabelText('Phone number'), '+880 1712 345678');
  await userEvent.type(screen.getByLabelText('Address'), 'Mirpur 10, Dhaka');
  await userEvent.type(screen.getByLabelText('LinkedIn'), 'https://www.linkedin.com/in/nadia');
  await userEvent.type(screen.getByLabelText('Facebook'), 'https://facebook.com/nadia');
}

describe('My Profile', () => {
  it('shows who is signed in with a User badge, the default avatar and "Not available" details', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nadia Islam' })).toBeTruthy();
    expect(screen.getByText('User')).toBeTruthy();
    expect(screen.getByText('nadia@example.com')).toBeTruthy();
    expect(screen.getByText('Member since January 2026')).toBeTruthy();
    expect(screen.getAllByText('Not available')).toHaveLength(5);
    const avatar = screen.getByRole('img', { name: 'Profile picture of Nadia Islam' });
    expect(avatar.getAttribute('src')).toBe('/images/avatar-default.svg');
  });

  it.each([
    [
      'the sign-in provider photo first',
      'https://lh3.example.com/nadia.jpg',
      '/uploads/nadia.webp',
      'https://lh3.example.com/nadia.jpg',
    ],
    ['else the stored picture', null, '/uploads/nadia.webp', '/uploads/nadia.webp'],
  ])('uses %s as the avatar', async (_case, providerPhoto, storedImage, shown) => {
    auth.user = { ...nadia, image: providerPhoto };
    profile = { ...stored, image: storedImage, role: 'admin' };
    renderPage();
    const avatar = await screen.findByRole('img', { name: 'Profile picture of Nadia Islam' });
    expect(avatar.getAttribute('src')).toBe(shown);
    expect(screen.getByText('Admin')).toBeTruthy();
  });

  it('toggles the form with Edit and Close', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('names every missing field with the spec messages and sends nothing', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    for (const message of [
      'Education is required',
      'Number is required',
      'Address is required',
      'LinkedIn is required',
      'Facebook is required',
      'Product Image Field is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls('PATCH', '/api/users/me?email=nadia%40example.com')).toHaveLength(0);
  });

  it('saves with a pasted picture link: "Updating Profile..." while saving, then the toast and the new details', async () => {
    let answer!: (response: Response) => void;
    const saved = patchAnswer;
    patchAnswer = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await fillForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Paste a link' }));
    await userEvent.type(screen.getByLabelText('Profile picture link'), 'https://example.com/nadia.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    const busy = await screen.findByRole('button', { name: 'Updating Profile...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const [, init] = calls('PATCH', '/api/users/me?email=nadia%40example.com')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      education: 'Diploma in Automobile Engineering',
      number: '+880 1712 345678',
      address: 'Mirpur 10, Dhaka',
      linkedin: 'https://www.linkedin.com/in/nadia',
      facebook: 'https://facebook.com/nadia',
      image: 'https://example.com/nadia.jpg',
    });
    answer(await saved());

    expect(await screen.findByText('Profile Updated Successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull());
    expect(await screen.findByText('Mirpur 10, Dhaka')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Profile picture of Nadia Islam' }).getAttribute('src')).toBe(
      'https://example.com/nadia.jpg',
    );
  });

  it('uploads a chosen picture file first and saves its address', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await fillForm();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'nadia.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Profile picture file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile Updated Successfully')).toBeTruthy();
    const [, upload] = calls('POST', '/api/uploads')[0]!;
    const form = upload?.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('image')).toBeInstanceOf(File);
    const [, patch] = calls('PATCH', '/api/users/me?email=nadia%40example.com')[0]!;
    expect(JSON.parse(String(patch?.body)).image).toBe('/uploads/abc.webp');
  });

  it('says "No user is logged in." when the session is gone, also in the middle of editing', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    signOut();
    expect(await screen.findByText('No user is logged in.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
  });

  it('says "No user is logged in." when the server no longer knows the session on saving', async () => {
    patchAnswer = async () => json(401, { message: 'Please sign in first' });
    profile = { ...stored, image: '/uploads/nadia.webp' };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('No user is logged in.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeTruthy();
  });
});
