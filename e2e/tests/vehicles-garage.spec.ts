import { PASSWORD, signInInBrowser, signUpInBrowser, uniqueEmail } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

const AXIO = 'Toyota Axio (NZE141, 2006-2012)';

interface Product {
  _id: string;
  productName: string;
}

/** Make, model, year and version in the shop's "Find parts for your car", as a driver picks them. */
async function pickAxio2012(page: Page) {
  const picker = page.getByRole('region', { name: 'Find parts for your car' });
  await picker.getByRole('button', { name: 'Choose your car' }).click();
  const form = picker.getByRole('form', { name: 'Choose your car' });
  // Opened by the button, the form takes the keyboard at Make.
  await expect(form.getByLabel('Make')).toBeFocused();
  await form.getByLabel('Make').selectOption('Toyota');
  await form.getByLabel('Model').selectOption('Axio');
  await form.getByLabel('Year').selectOption('2012');
  // The Axio of 2012 was an NZE141 or an NZE161.
  await form.getByLabel('Version').selectOption({ label: 'NZE141 · 1NZ-FE 1496 cc · petrol' });
  await form.getByRole('button', { name: 'Show parts that fit' }).click();
}

/** The parts the shop's API lists for the vehicle in the page's address. */
async function fittingParts(page: Page): Promise<Product[]> {
  const vehicle = new URL(page.url()).searchParams.get('vehicle');
  expect(vehicle).toBeTruthy();
  return (await (await page.request.get(`/api/services?vehicle=${vehicle}`)).json()) as Product[];
}

async function expectShopFilteredForAxio(page: Page) {
  await expect(page).toHaveURL(/\/shop\?vehicle=[0-9a-f-]{36}$/);
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  let fitting: Product[] = [];
  // The browser tests share one shop, and another test gives a part to the Axio, or to every car,
  // while this one runs: the page and the API are compared on one catalogue, the page read again
  // when the catalogue changed between its read and the API's.
  await expect(async () => {
    fitting = await fittingParts(page);
    try {
      await expect(page.getByText(`${fitting.length} parts fit your ${AXIO}`)).toBeVisible();
      await expect(cards).toHaveCount(fitting.length);
    } catch (error) {
      await page.reload();
      throw error;
    }
  }).toPass({ timeout: 45_000 });
  return { cards, fitting };
}

test('a driver picks Toyota, Axio, 2012 on the shop, sees only the parts that fit, and keeps the car in My Garage', async ({
  page,
  browser,
}) => {
  // A journey through several screens and actors: three times one screen's time limit.
  test.slow();
  // The account exists; this browser is not signed in to it yet.
  const { email } = await signUpInBrowser(page, { name: 'Sabbir Rahman', email: uniqueEmail('garage') });
  await page.context().clearCookies();
  const everything = (await (await page.request.get('/api/services')).json()) as Product[];

  await page.goto('/shop');
  await pickAxio2012(page);
  const { cards, fitting } = await expectShopFilteredForAxio(page);
  expect(fitting.length).toBeLessThan(everything.length);
  for (const card of await cards.all()) {
    await expect(card.getByText(`Fits your ${AXIO}`)).toBeVisible();
  }
  await expect(cards.filter({ hasText: 'Ceramic Front Brake Pads for Toyota Corolla / Axio' })).toHaveCount(
    1,
  );
  await expect(cards.filter({ hasText: 'T10 W5W LED Parking Bulbs (10-pack)' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Semi-Metallic Brake Pads for Honda Civic' })).toHaveCount(0);

  // A visitor's car stays in this browser: after a reload, and when the shop is opened again.
  await page.reload();
  await expectShopFilteredForAxio(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Shop', exact: true }).first().click();
  await expectShopFilteredForAxio(page);

  // Saving it to My Garage asks to log in; the car then joins the account.
  await page.getByRole('link', { name: 'Save to My Garage' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/garage$/);
  const car = page.getByRole('list', { name: 'Your cars' }).getByRole('article', { name: AXIO });
  await expect(car.getByText('Current car')).toBeVisible();

  // On another visit, in another browser, the account brings the car along.
  const elsewhere = await browser.newContext();
  const phone = await elsewhere.newPage();
  await signInInBrowser(phone, email);
  await phone.goto('/shop');
  await expectShopFilteredForAxio(phone);
  await phone.reload();
  await expectShopFilteredForAxio(phone);

  // Cleared, the shop lists every part again; the car stays in My Garage for later.
  await phone.getByRole('button', { name: 'Clear car' }).click();
  await expect(phone).toHaveURL(/\/shop$/);
  const allCards = phone.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(allCards.filter({ hasText: 'Semi-Metallic Brake Pads for Honda Civic' })).toHaveCount(1);
  await expect(allCards.getByText(/^Fits your/)).toHaveCount(0);
  await elsewhere.close();
  await page.reload();
  await expect(car).toBeVisible();
  await expect(car.getByText('Current car')).toHaveCount(0);
});

test('a customer keeps two cars, finds one by chassis code on the home page, and removes the other', async ({
  page,
}) => {
  await signUpInBrowser(page, { name: 'Nusrat Jahan', email: uniqueEmail('garage-two') });
  await page.goto('/shop');
  await pickAxio2012(page);
  await expectShopFilteredForAxio(page);

  await page.goto('/');
  const picker = page.getByRole('region', { name: 'Find parts for your car' });
  await expect(picker.getByText(AXIO)).toBeVisible();
  await picker.getByRole('button', { name: 'Change car' }).click();
  await picker.getByRole('textbox', { name: 'Chassis code' }).fill('fd1');
  await picker.getByRole('button', { name: 'Find my car' }).click();
  // The home page opens the shop for the car just chosen.
  await expect(page.getByText(/parts? fits? your Honda Civic \(FD1, /)).toBeVisible();
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'Semi-Metallic Brake Pads for Honda Civic' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Ceramic Front Brake Pads for Toyota Corolla / Axio' })).toHaveCount(
    0,
  );

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Garage' }).click();
  await expect(page).toHaveTitle('My Garage - Chaka Parts');
  const garage = page.getByRole('list', { name: 'Your cars' });
  await expect(garage.getByRole('article')).toHaveCount(2);
  await expect(
    garage.getByRole('article', { name: /^Honda Civic \(FD1, / }).getByText('Current car'),
  ).toBeVisible();

  await page.getByRole('button', { name: `Make ${AXIO} the current car` }).click();
  await expect(garage.getByRole('article', { name: AXIO }).getByText('Current car')).toBeVisible();
  await page.getByRole('button', { name: /^Remove Honda Civic/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(garage.getByRole('article')).toHaveCount(1);
  await expect(page.getByText(/is no longer in My Garage/)).toBeVisible();
});
