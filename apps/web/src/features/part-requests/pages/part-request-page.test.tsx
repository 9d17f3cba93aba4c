import { type PartRequest, partRequestMessages, routes } from '@chaka/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { PartRequestPage } from './part-request-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const answered: PartRequest = {
  id: '5b4a1a9e-2f0c-4d7e-9a55-6f1f2b3c4d5e',
  number: 'PR-10001',
  status: 'open',
  name: 'Jamal Hossain',
  phone: '+8801712345678',
  email: null,
  language: 'en',
  vehicleId: null,
  vehicle: 'Toyota Axio 2012',
  chassisCode: 'NZE141',
  partNumber: '04465-12592',
  description: null,
  photo: null,
  signedIn: false,
  quote: null,
  note: null,
  answeredAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
};

describe('the part request page', () => {
  beforeEach(() => signInAs(null));

  it('sends a visitor’s request with the searched number and confirms it with its number', async () => {
    server.use(http.post(routes.createPartRequest.path, () => HttpResponse.json(answered)));
    const sent = recordRequests();
    renderWithApp(<PartRequestPage />, { path: '/part-request', at: '/part-request?q=04465-12592' });

    expect((screen.getByLabelText('Part number') as HTMLInputElement).value).toBe('04465-12592');
    // Uploads need an account: a visitor is told so instead of a photo field.
    expect(screen.queryByLabelText('Photo of the part')).toBeNull();
    await userEvent.type(screen.getByLabelText('Make, model and year'), 'Toyota Axio 2012');
    await userEvent.type(screen.getByLabelText('Chassis code'), 'NZE141');
    await userEvent.type(screen.getByLabelText('Your name'), 'Jamal Hossain');
    await userEvent.type(screen.getByLabelText('Phone'), '01712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('We have your request PR-10001')).toBeTruthy();
    const [request] = sent.to('POST', routes.createPartRequest.path);
    expect(await request!.request.json()).toMatchObject({
      partNumber: '04465-12592',
      vehicleText: 'Toyota Axio 2012',
      chassisCode: 'NZE141',
      phone: '+8801712345678',
    });
  });

  it('asks for the part number or a description before sending anything', async () => {
    const sent = recordRequests();
    renderWithApp(<PartRequestPage />, { path: '/part-request' });
    await userEvent.type(screen.getByLabelText('Phone'), '01712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(partRequestMessages.partRequired)).toBeTruthy();
    expect(sent.to('POST', routes.createPartRequest.path)).toEqual([]);
  });
});
