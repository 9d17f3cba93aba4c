import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { cars } from '@/test/vehicles';
import { FitsYourCar } from './fits-your-car';
import { VehicleName } from './vehicle-name';

const stillBuilt = { ...cars.axio141, years: { from: 2013, to: null } };

afterEach(() => act(() => i18n.activate('en')));

async function inBangla() {
  await import('@/lib/i18n/bangla');
  act(() => i18n.activate('bn'));
}

describe('a car named in the language shown', () => {
  it('says the part fits, with the car where each language puts it', async () => {
    const { container } = render(<FitsYourCar car={cars.axio141} />);
    expect(container.textContent).toBe('Fits your Toyota Axio (NZE141, 2006-2012)');
    await inBangla();
    expect(container.textContent).toBe('আপনার Toyota Axio (NZE141, 2006-2012)-এ লাগবে');
    // The code and years stay on one line in both.
    expect(container.querySelector('.whitespace-nowrap')?.textContent).toBe('(NZE141, 2006-2012)');
  });

  it('names a car still built from its first year on', async () => {
    const { container } = render(<VehicleName vehicle={stillBuilt} />);
    expect(container.textContent).toBe('Toyota Axio (NZE141, 2013 onwards)');
    await inBangla();
    expect(container.textContent).toBe('Toyota Axio (NZE141, 2013 থেকে)');
  });
});
