import { signInAsAdmin } from '../support/accounts';
import { pngImage } from '../support/images';
import { expect, type Page, test } from '../support/test';

const uniqueName = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function fillProduct(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Add Product' });
  await form.getByLabel('Product Name').fill(name);
  await form.getByLabel('Available Quantity').fill('25');
  await form.getByLabel('Minimum Order Quantity').fill('2');
  await form.getByLabel('Price').fill('18.50');
  await form
    .getByLabel('Description')
    .fill('Long-life wiper blades for the Toyota Axio, quiet in monsoon rain.');
  await form.getByLabel('Category (optional)').selectOption('Car Bulbs');
  return form;
}

test('an admin adds a product with an uploaded picture, sees it in the shop and deletes it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard/addProduct');
  await expect(page).toHaveTitle('Add Product - Chaka Parts');
  const name = uniqueName('Wiper Blades');
  const form = await fillProduct(page, name);
  await form.getByLabel('Product Image file').setInputFiles({
    name: 'wipers.png',
    mimeType: 'image/png',
    buffer: await pngImage(64, 48, [228, 87, 46]),
  });
  // Hold the upload for a moment so the busy state can be seen.
  await page.route('**/api/uploads', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await form.getByRole('button', { name: 'Save Product' }).click();
  await expect(form.getByRole('button', { name: 'Sending Product...' })).toBeDisabled();
  await expect(page.getByText('Product Added Successfully')).toBeVisible();
  await expect(form.getByLabel('Product Name')).toHaveValue('');
  await expect(form.getByLabel('Price')).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Save Product' })).toBeEnabled();

  await page.goto('/shop');
  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: name });
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByText('$18.50')).toBeVisible();
  await expect(card.getByText('25 left')).toBeVisible();
  const image = card.getByRole('img', { name });
  await expect(image).toHaveAttribute('src', /^\/uploads\/[A-Za-z0-9_-]+\.webp$/);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(64);

  await page.goto('/dashboard/manageProducts');
  await expect(page).toHaveTitle('Manage Products - Chaka Parts');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('25 pices')).toBeVisible();
  await expect(row.getByText('$18.50')).toBeVisible();

  // Cancelling the confirmation keeps the product.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText("You won't be able to revert this!");
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, do it' })
    .click();
  const notice = page.getByRole('dialog', { name: 'Deleted!' });
  await expect(notice).toContainText('Your file has been deleted.');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(row).toHaveCount(0);

  await page.goto('/shop');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});

test('an admin adds a product by pasting a picture link', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard/addProduct');
  const name = uniqueName('Fog Lamp Kit');
  const form = await fillProduct(page, name);
  await form.getByText('Paste a link').click();
  await form.getByLabel('Product Image link').fill('/images/parts/bulb-led-h11.svg');
  await form.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Product Added Successfully')).toBeVisible();

  const products = (await (await page.request.get('/api/services')).json()) as Array<{
    _id: string;
    productName: string;
    image: string;
    category: string;
  }>;
  const added = products.find((p) => p.productName === name)!;
  expect(added).toMatchObject({ image: '/images/parts/bulb-led-h11.svg', category: 'car-bulbs' });
  await page.request.delete(`/api/services/${added._id}`, {
    headers: { origin: new URL(page.url()).origin },
  });
});

test('the Add Product form names every missing field and saves nothing', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard/addProduct');
  const form = page.getByRole('form', { name: 'Add Product' });
  await form.getByRole('button', { name: 'Save Product' }).click();
  for (const message of [
    'Product name is required',
    'Available Product Quantity is required',
    'Minimum Order Quantity is required',
    'Price Field is required',
    'Product Description Field is required',
    'Product Image Field is required',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel('Product Name')).toHaveAttribute('aria-invalid', 'true');

  const name = uniqueName('Negative Price');
  await fillProduct(page, name);
  await form.getByLabel('Price').fill('-4');
  await form.getByLabel('Product Image file').setInputFiles({
    name: 'pads.png',
    mimeType: 'image/png',
    buffer: await pngImage(8, 8, [31, 41, 51]),
  });
  await form.getByRole('button', { name: 'Save Product' }).click();
  await expect(form.getByText('Price must not be negative')).toBeVisible();
  const products = (await (await page.request.get('/api/services')).json()) as Array<{ productName: string }>;
  expect(products.map((p) => p.productName)).not.toContain(name);
});

test('a file that is not a picture is refused with the reason and nothing is saved', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard/addProduct');
  const name = uniqueName('Not A Picture');
  const form = await fillProduct(page, name);
  await form.getByLabel('Product Image file').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some text pretending to be a picture'),
  });
  await form.getByRole('button', { name: 'Save Product' }).click();
  await expect(form.getByText(/The file is not an image we accept/)).toBeVisible();
  await expect(form.getByLabel('Product Name')).toHaveValue(name);
  const products = (await (await page.request.get('/api/services')).json()) as Array<{ productName: string }>;
  expect(products.map((p) => p.productName)).not.toContain(name);
});
