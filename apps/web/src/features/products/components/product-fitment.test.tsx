import type { Product } from '@chaka/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { wholeText } from '@/test/text';
import { cars, serveVehicles } from '@/test/vehicles';
import { ProductFitmentNotes } from './product-fitment';

vi.mock('@/lib/auth', () => import('@/test/session'));

const axioPads = aProduct({
  productName: 'Ceramic Front Brake Pads for Toyota Corolla / Axio',
  fitsAllVehicles: false,
  fitment: [
    { vehicle: cars.axio141, position: 'front', quantity: 1, note: 'Not for models with rear drum brakes' },
    { vehicle: cars.axio161, position: 'front', quantity: 1, note: null },
  ],
});

beforeEach(() => {
  signInAs(null);
  window.localStorage.clear();
  serveVehicles();
});

function renderFor(product: Product, chosen: string | null) {
  if (chosen) window.localStorage.setItem('chaka-parts:car', chosen);
  renderWithApp(<ProductFitmentNotes product={product} />);
}

describe('the fit of a product for the chosen car', () => {
  it('says it fits the chosen car, and where', async () => {
    renderFor(axioPads, cars.axio141._id);
    expect(await screen.findByText(wholeText('Fits your Toyota Axio (NZE141, 2006-2012)'))).toBeTruthy();
    expect(screen.getByText('Front: Not for models with rear drum brakes')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when the part does not fit the chosen car', async () => {
    renderFor(axioPads, cars.civic._id);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^This part does not fit your Honda Civic \(FD1, 2006-2011\)\. Ask us before you order/,
    );
  });

  it('warns when nobody knows whether the part fits', async () => {
    renderFor(aProduct({ fitsAllVehicles: false, fitment: [] }), cars.civic._id);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^We do not know whether this part fits your Honda Civic \(FD1, 2006-2011\)\./,
    );
  });

  it('says a universal part fits any chosen car', async () => {
    renderFor(aProduct({ fitsAllVehicles: true, fitment: [] }), cars.civic._id);
    expect(await screen.findByText(wholeText('Fits your Honda Civic (FD1, 2006-2011)'))).toBeTruthy();
    expect(screen.getByText('Fits every car.')).toBeTruthy();
  });

  it('lists the cars it fits when no car is chosen', async () => {
    renderFor(axioPads, null);
    expect(await screen.findByText('Fits 2 cars')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
