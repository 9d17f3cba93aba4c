import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeVisitorCar } from '@/lib/chosen-car';
import { nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests } from '@/test/server';
import { signInAs } from '@/test/session';
import { wholeText } from '@/test/text';
import { cars, serveVehicles } from '@/test/vehicles';
import { CarPicker } from './car-picker';

vi.mock('@/lib/auth', () => import('@/test/session'));

const STORAGE_KEY = 'chaka-parts:car';
let garage: ReturnType<typeof serveVehicles>;
beforeEach(() => {
  signInAs(null);
  window.localStorage.clear();
  garage = serveVehicles();
});

const picker = () => screen.getByRole('region', { name: 'Find parts for your car' });

/** Toyota -> Axio -> 2012 -> NZE141, as a driver picks it. */
async function pickAxio2012() {
  const form = await screen.findByRole('form', { name: 'Choose your car' });
  const make = within(form).getByLabelText('Make');
  await waitFor(() => expect(within(make).getByRole('option', { name: 'Toyota' })).toBeTruthy());
  await userEvent.selectOptions(make, 'Toyota');
  const model = within(form).getByLabelText('Model');
  await waitFor(() => expect(within(model).getByRole('option', { name: 'Axio' })).toBeTruthy());
  await userEvent.selectOptions(model, 'Axio');
  const year = within(form).getByLabelText('Year');
  await waitFor(() => expect(within(year).getByRole('option', { name: '2012' })).toBeTruthy());
  await userEvent.selectOptions(year, '2012');
  // The Axio was an NZE141 and an NZE161 in 2012: the version tells them apart.
  const version = within(form).getByLabelText('Version');
  expect(
    within(version)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose the version', 'NZE141 · 1NZ-FE 1496 cc · petrol', 'NZE161 · 1NZ-FE 1496 cc · petrol']);
  await userEvent.selectOptions(version, cars.axio141._id);
  await userEvent.click(within(form).getByRole('button', { name: 'Show parts that fit' }));
}

describe('Find parts for your car', () => {
  it('lets a visitor choose make, model, year and version, and keeps the car in this browser', async () => {
    const onChosen = vi.fn();
    renderWithApp(<CarPicker onChosen={onChosen} />);
    await pickAxio2012();
    expect(await within(picker()).findByText(wholeText('Toyota Axio (NZE141, 2006-2012)'))).toBeTruthy();
    expect(onChosen).toHaveBeenCalledWith(cars.axio141);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe(cars.axio141._id);
    expect(within(picker()).getByRole('link', { name: 'Save to My Garage' })).toBeTruthy();

    await userEvent.click(within(picker()).getByRole('button', { name: 'Clear car' }));
    expect(await screen.findByRole('form', { name: 'Choose your car' })).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('shows the car chosen on an earlier visit', async () => {
    window.localStorage.setItem(STORAGE_KEY, cars.civic._id);
    renderWithApp(<CarPicker />);
    expect(await within(picker()).findByText(wholeText('Honda Civic (FD1, 2006-2011)'))).toBeTruthy();
  });

  it('says which fields are missing instead of choosing half a car', async () => {
    renderWithApp(<CarPicker />);
    const form = await screen.findByRole('form', { name: 'Choose your car' });
    await userEvent.click(within(form).getByRole('button', { name: 'Show parts that fit' }));
    expect(within(form).getByRole('alert').textContent).toBe('Choose the make of your car');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('finds a car by chassis code, asking which car when the code is shared', async () => {
    renderWithApp(<CarPicker />);
    const finder = await screen.findByRole('form', { name: 'Find your car by its code' });
    await userEvent.type(within(finder).getByLabelText('Chassis code'), 'xyz999');
    await userEvent.click(within(finder).getByRole('button', { name: 'Find my car' }));
    expect(await within(finder).findByText(/We know no car with the chassis code XYZ999/)).toBeTruthy();

    await userEvent.clear(within(finder).getByLabelText('Chassis code'));
    await userEvent.type(within(finder).getByLabelText('Chassis code'), 'zrt260{Enter}');
    expect(await screen.findByText('ZRT260 is on more than one car: which is yours?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Toyota Allion (ZRT260, 2007-2016)' }));
    expect(await within(picker()).findByText(wholeText('Toyota Allion (ZRT260, 2007-2016)'))).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe(cars.allion._id);
  });

  it("keeps a signed-in customer's car in My Garage, as the current car, and clears it there", async () => {
    signInAs(nadia);
    const requests = recordRequests();
    renderWithApp(<CarPicker />);
    await pickAxio2012();
    expect(await within(picker()).findByText(wholeText('Toyota Axio (NZE141, 2006-2012)'))).toBeTruthy();
    const [saved] = requests.to('POST', '/api/garage');
    expect(await saved!.request.json()).toEqual({ vehicleId: cars.axio141._id, current: true });
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(within(picker()).getByRole('link', { name: 'Kept in My Garage' }).getAttribute('href')).toBe(
      '/dashboard/garage',
    );

    await userEvent.click(within(picker()).getByRole('button', { name: 'Clear car' }));
    expect(await screen.findByRole('form', { name: 'Choose your car' })).toBeTruthy();
    expect(garage.cars).toEqual([expect.objectContaining({ vehicle: cars.axio141, current: false })]);
  });

  it("takes a visitor's car into the account's garage at sign-in", async () => {
    window.localStorage.setItem(STORAGE_KEY, cars.premio._id);
    signInAs(nadia);
    await act(() => mergeVisitorCar());
    expect(garage.cars).toEqual([expect.objectContaining({ vehicle: cars.premio, current: true })]);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    renderWithApp(<CarPicker />);
    expect(await within(picker()).findByText(wholeText('Toyota Premio (ZRT260, 2007-2016)'))).toBeTruthy();
  });
});
