import type { Profile } from '@chaka/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aProfile, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { ProfilePage } from './profile-page';

vi.mock('@/lib/auth', () => import('@/test/session'));
const signOut = () => act(() => signInAs(null));

const stored = aProfile();
const PROFILE = '/api/users/me?email=nadia%40example.com';

let profile: Profile;
let patchAnswer: (request: Request) => Promise<Response>;
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  signInAs(nadia);
  profile = stored;
  patchAnswer = async (request) => {
    profile = { ...profile, ...((await request.json()) as Partial<Profile>) };
    return HttpResponse.json({ acknowledged: true });
  };
  server.use(
    http.get('/api/users/me', () => HttpResponse.json([profile])),
    http.patch('/api/users/me', ({ request }) => patchAnswer(request)),
    http.post('/api/uploads', () => HttpResponse.json({ success: true, data: { url: '/uploads/abc.webp' } })),
  );
  requests = recordRequests();
});

const renderPage = () => renderWithApp(<ProfilePage />, { path: '/dashboard/profile' });

const calls = (method: string, url: string) => requests.to(method, url);

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
    signInAs({ ...nadia, image: providerPhoto });
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
    expect(calls('PATCH', PROFILE)).toHaveLength(0);
  });

  it('saves with a pasted picture link: "Updating Profile..." while saving, then the toast and the new details', async () => {
    let answer!: (response: Response) => void;
    const saved = patchAnswer;
    let sent!: Request;
    patchAnswer = (request) =>
      new Promise((resolve) => {
        sent = request;
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
    const { request } = calls('PATCH', PROFILE)[0]!;
    expect(await request.json()).toEqual({
      education: 'Diploma in Automobile Engineering',
      number: '+880 1712 345678',
      address: 'Mirpur 10, Dhaka',
      linkedin: 'https://www.linkedin.com/in/nadia',
      facebook: 'https://facebook.com/nadia',
      image: 'https://example.com/nadia.jpg',
    });
    answer(await saved(sent));

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
    const form = await calls('POST', '/api/uploads')[0]!.request.formData();
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('image')).toBeInstanceOf(File);
    const patch = calls('PATCH', PROFILE)[0]!.request;
    expect(((await patch.json()) as Profile).image).toBe('/uploads/abc.webp');
  });

  it('says "No user is logged in." when the session is gone, also in the middle of editing', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    signOut();
    expect(await screen.findByText('No user is logged in.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
  });

  it('says "No user is logged in." when the server no longer knows the session on saving', async () => {
    patchAnswer = async () => HttpResponse.json({ message: 'Please sign in first' }, { status: 401 });
    profile = { ...stored, image: '/uploads/nadia.webp' };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('No user is logged in.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeTruthy();
  });
});
