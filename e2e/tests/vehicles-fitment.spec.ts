import { signInAsAdmin } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, type Page, test } from '../support/test';

const uniqueName = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function vehicleId(page: Page, chassisCode: string): Promise<string> {
  const [vehicle] = (await (
    await page.request.get(`/api/vehicles?chassisCode=${chassisCode}`)
  ).json()) as Array<{
    _id: string;
  }>;
  return vehicle!._id;
}

/** The names on the cards of the shop filtered by a vehicle, as a visitor who chose it sees them. */
async function shopFor(page: Page, chassisCode: string): Promise<string[]> {
  await page.goto(`/shop?vehicle=${await vehicleId(page, chassisCode)}`);
  await expect(page.getByText(/parts? fits? your/)).toBeVisible();
  return page.getByRole('list', { name: 'Products' }).getByRole('heading').allInnerTexts();
}

test('an admin sets a product’s fitment on its edit screen, and the shop reflects it', async ({
  page,
  browser,
}) => {
  // A journey through several screens and actors: three times one screen's time limit.
  test.slow();
  await signInAsAdmin(page);
  const name = uniqueName('Rear Wiper Blade');
  const created = await page.request.post('/api/services', {
    headers: { origin: e2eEnvironment().baseUrl },
    data: {
      productName: name,
      availableQty: 20,
      orderQty: 1,
      price: 7.5,
      productDescription: 'A 12 inch rear wiper blade.',
      image: '/images/parts/brake-pads-ceramic.svg',
    },
  });
  expect(created.status()).toBe(200);

  const visitor = await (await browser.newContext()).newPage();
  // No fitment yet, and not universal: unknown, so not offered for a chosen car.
  expect(await shopFor(visitor, 'NZE141')).not.toContain(name);

  await page.goto(`/dashboard/manageProducts?q=${encodeURIComponent(name)}`);
  await page
    .getByRole('link', { name: `Edit ${name}` })
    .first()
    .click();
  await expect(page).toHaveTitle('Edit Product - Chaka Parts');
  const form = page.getByRole('form', { name: 'Edit Product' });
  await expect(form.getByLabel('Product Name')).toHaveValue(name);
  await form.getByLabel('Chassis codes').fill('nze141, NZE161 NOPE1');
  await form.getByRole('button', { name: 'Add these cars' }).click();
  await expect(form.getByText('Unknown chassis codes: NOPE1')).toBeVisible();
  const fits = form.getByRole('list', { name: 'Cars it fits' });
  await expect(fits.getByRole('listitem')).toHaveCount(2);
  await form.getByLabel('Position on Toyota Axio (NZE141, 2006-2012)').selectOption('Rear');
  // By make and model too: the Fielder of the same years.
  await form.getByLabel('Make').selectOption('Toyota');
  await form.getByLabel('Model').selectOption('Fielder');
  await form.getByRole('checkbox', { name: /^2006-2012 NZE141G/ }).check();
  await expect(fits.getByRole('listitem')).toHaveCount(3);
  await form.getByLabel('Price').fill('8.25');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product Updated Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/manageProducts$/);

  expect(await shopFor(visitor, 'NZE141')).toContain(name);
  expect(await shopFor(visitor, 'NZE141G')).toContain(name);
  expect(await shopFor(visitor, 'FD1')).not.toContain(name);
  const card = visitor
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await shopFor(visitor, 'NZE141');
  await expect(card.getByText('Fits your Toyota Axio (NZE141, 2006-2012)')).toBeVisible();
  await expect(card.getByText('$8.25')).toBeVisible();

  // Marked universal, it shows for every car.
  await page.goto(`/dashboard/manageProducts?q=${encodeURIComponent(name)}`);
  await page
    .getByRole('link', { name: `Edit ${name}` })
    .first()
    .click();
  await page.getByRole('form', { name: 'Edit Product' }).getByLabel('Fits every car (universal)').check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product Updated Successfully')).toBeVisible();
  expect(await shopFor(visitor, 'FD1')).toContain(name);
  await visitor.context().close();
});
