import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { cars, serveVehicles } from '@/test/vehicles';
import { GaragePage } from './garage-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

let garage: ReturnType<typeof serveVehicles>;
beforeEach(() => {
  signInAs(nadia);
  garage = serveVehicles();
});

const renderPage = () => renderWithApp(<GaragePage />, { path: '/dashboard/garage' });
const savedAt = '2026-11-20T10:00:00.000Z';
const yourCars = () => screen.getByRole('list', { name: 'Your cars' });
const carCard = (label: string) => within(yourCars()).getByRole('article', { name: label });

describe('My Garage', () => {
  it('says what to do when the garage is empty, and adds the first car as the current one', async () => {
    renderPage();
    expect(await screen.findByText('No cars in your garage yet')).toBeTruthy();
    const finder = screen.getByRole('form', { name: 'Find your car by its code' });
    await userEvent.type(within(finder).getByLabelText('Chassis code'), 'FD1{Enter}');
    expect(await screen.findByText('Honda Civic (FD1, 2006-2011) is in My Garage')).toBeTruthy();
    const civic = carCard('Honda Civic (FD1, 2006-2011)');
    expect(within(civic).getByText('Current car')).toBeTruthy();
    expect(within(civic).getByRole('link', { name: 'Shop parts for it' }).getAttribute('href')).toBe(
      `/shop?vehicle=${cars.civic._id}`,
    );
  });

  it('keeps several cars, one of them current, and switches the current one', async () => {
    garage.cars = [
      { vehicle: cars.axio141, current: true, savedAt },
      { vehicle: cars.premio, current: false, savedAt },
    ];
    renderPage();
    await screen.findByRole('list', { name: 'Your cars' });
    expect(within(carCard('Toyota Axio (NZE141, 2006-2012)')).getByText('Current car')).toBeTruthy();
    expect(within(carCard('Toyota Premio (ZRT260, 2007-2016)')).queryByText('Current car')).toBeNull();

    await userEvent.click(
      screen.getByRole('button', { name: 'Make Toyota Premio (ZRT260, 2007-2016) the current car' }),
    );
    await waitFor(() =>
      expect(within(carCard('Toyota Premio (ZRT260, 2007-2016)')).getByText('Current car')).toBeTruthy(),
    );
    expect(within(carCard('Toyota Axio (NZE141, 2006-2012)')).queryByText('Current car')).toBeNull();
    expect(garage.cars.map((car) => car.current)).toEqual([false, true]);
  });

  it('adds another car without making it current', async () => {
    garage.cars = [{ vehicle: cars.axio141, current: true, savedAt }];
    renderPage();
    const form = await screen.findByRole('form', { name: 'Add a car' });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Honda' })).toBeTruthy());
    await userEvent.selectOptions(within(form).getByLabelText('Make'), 'Honda');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Civic' })).toBeTruthy());
    await userEvent.selectOptions(within(form).getByLabelText('Model'), 'Civic');
    await waitFor(() => expect(within(form).getByRole('option', { name: '2008' })).toBeTruthy());
    await userEvent.selectOptions(within(form).getByLabelText('Year'), '2008');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to My Garage' }));
    expect(await screen.findByRole('article', { name: 'Honda Civic (FD1, 2006-2011)' })).toBeTruthy();
    expect(garage.cars.map((car) => [car.vehicle.chassisCode, car.current])).toEqual([
      ['NZE141', true],
      ['FD1', false],
    ]);
  });

  it('removes a car only after the confirmation dialog', async () => {
    garage.cars = [
      { vehicle: cars.axio141, current: true, savedAt },
      { vehicle: cars.civic, current: false, savedAt },
    ];
    renderPage();
    const remove = await screen.findByRole('button', { name: 'Remove Honda Civic (FD1, 2006-2011)' });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(garage.cars).toHaveLength(2);

    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, remove it' }),
    );
    expect(await screen.findByText('Honda Civic (FD1, 2006-2011) is no longer in My Garage')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Honda Civic (FD1, 2006-2011)' })).toBeNull(),
    );
    expect(garage.cars.map((car) => car.vehicle.chassisCode)).toEqual(['NZE141']);
  });
});
