import type { OrderDetail } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { aReturn } from '@/test/returns';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { OrderPage } from '../pages/order-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

let order: OrderDetail;
beforeEach(() => {
  signInAs(nadia);
  order = anOrderDetail({ _id: 'o42', productId: 'p1', status: 'delivered', paid: true });
  server.use(http.get('/api/order/:id', () => HttpResponse.json(order)));
});

const renderPage = () =>
  renderWithApp(<OrderPage />, {
    path: '/dashboard/orders/:id',
    at: '/dashboard/orders/o42',
    routes: [{ path: '/dashboard/returns/:id', element: <p>The return page</p> }],
  });

async function openForm() {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Return or claim warranty' }));
  return within(screen.getByRole('form', { name: 'Return or claim warranty' }));
}

describe('the return form', () => {
  it('asks for a part and a reason, and no more than was delivered', async () => {
    const requests = recordRequests();
    const form = await openForm();
    await userEvent.click(form.getByRole('button', { name: 'Send return request' }));
    expect(form.getByText('Choose at least one part to return')).toBeTruthy();
    expect(form.getByText('Please choose a reason')).toBeTruthy();
    await userEvent.click(form.getByRole('checkbox', { name: 'Return Ceramic Front Brake Pads' }));
    const quantity = form.getByLabelText('How many of Ceramic Front Brake Pads');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.selectOptions(form.getByLabelText('Reason'), 'Does not fit my vehicle');
    await userEvent.click(form.getByRole('button', { name: 'Send return request' }));
    expect(form.getByText('At most 2 of Ceramic Front Brake Pads can still be returned')).toBeTruthy();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(form.getByRole('button', { name: 'Send return request' }));
    expect(form.getByText('The quantity must be a whole number of at least 1')).toBeTruthy();
    expect(requests.to('POST', '/api/orders/o42/returns')).toHaveLength(0);
  });

  it('counts what earlier returns took, and offers no form while one is open', async () => {
    server.use(http.get('/api/returns', () => HttpResponse.json([aReturn({ status: 'requested' })])));
    renderPage();
    const returns = await screen.findByRole('region', { name: 'Returns of this order' });
    expect(within(returns).getByRole('link', { name: 'Return RT-10001' }).getAttribute('href')).toBe(
      '/dashboard/returns/r1',
    );
    expect(within(returns).getByText('Requested')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return or claim warranty' })).toBeNull();
  });

  it('sends the parts, reason, note and uploaded photo, then shows the return', async () => {
    server.use(
      http.post('/api/uploads', () =>
        HttpResponse.json({ success: true, data: { url: '/uploads/pads.webp' } }),
      ),
      http.post('/api/orders/:id/returns', () => HttpResponse.json(aReturn())),
    );
    const requests = recordRequests();
    const form = await openForm();
    await userEvent.click(form.getByRole('checkbox', { name: 'Return Ceramic Front Brake Pads' }));
    await userEvent.selectOptions(form.getByLabelText('Reason'), 'Does not fit my vehicle');
    await userEvent.type(form.getByLabelText('Note (optional)'), 'Not for a 2015 Axio');
    const photo = new File(['png'], 'pads.png', { type: 'image/png' });
    await userEvent.upload(form.getByLabelText('Photos (optional, up to 6)'), photo);
    expect(await form.findByRole('img', { name: 'Photo 1 of the return' })).toBeTruthy();
    await userEvent.click(form.getByRole('button', { name: 'Send return request' }));
    expect(await screen.findByText('The return page')).toBeTruthy();
    const [sent] = requests.to('POST', '/api/orders/o42/returns');
    expect(await sent?.request.json()).toEqual({
      lines: [{ productId: 'p1', quantity: 1 }],
      reason: 'wrong_fit',
      note: 'Not for a 2015 Axio',
      photos: ['/uploads/pads.webp'],
    });
  });

  it("shows the shop's refusal as it says it", async () => {
    server.use(
      http.post('/api/orders/:id/returns', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message:
              'The return window of 7 days after delivery has closed. A part under warranty can still be claimed with the reason warranty.',
          },
          { status: 409 },
        ),
      ),
    );
    const form = await openForm();
    await userEvent.click(form.getByRole('checkbox', { name: 'Return Ceramic Front Brake Pads' }));
    await userEvent.selectOptions(form.getByLabelText('Reason'), 'Changed my mind');
    await userEvent.click(form.getByRole('button', { name: 'Send return request' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toMatch(/return window of 7 days/));
  });

  it('says the order is partly refunded, and by how much', async () => {
    order = { ...order, refunded: 28, refundState: 'partly_refunded' };
    server.use(
      http.get('/api/returns', () => HttpResponse.json([aReturn({ status: 'refunded', refunded: 28 })])),
    );
    renderPage();
    expect(await screen.findByText('Partly refunded · $28')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Return or claim warranty' })).toBeTruthy();
  });

  it('is offered only on a delivered order', async () => {
    order = anOrderDetail({ _id: 'o42', status: 'shipped' });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order CP-10042' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return or claim warranty' })).toBeNull();
  });
});
