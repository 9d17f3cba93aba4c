import { signInAsAdmin } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, type Page, test } from '../support/test';

/** A number no other part has: 04465-1xxxx, as stamped on a Toyota brake pad box. */
const uniqueNumber = () => `04465-1${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The admin adds a brand and a part with its OEM number and the old number it replaces, through the API. */
async function addPart(page: Page, { number, replaces }: { number: string; replaces: string }) {
  await signInAsAdmin(page);
  // The shop refuses a write whose origin is not its own.
  const headers = { origin: e2eEnvironment().baseUrl };
  const brandResponse = await page.request.post('/api/admin/brands', {
    headers,
    data: { name: unique('Aisin') },
  });
  expect(brandResponse.status()).toBe(200);
  const brand = (await brandResponse.json()) as { _id: string; name: string };
  const name = unique('Front Disc Brake Pads');
  const response = await page.request.post('/api/services', {
    headers,
    data: {
      productName: name,
      productDescription: 'Front pads for the Toyota Axio and Fielder.',
      image: '/images/parts/brake-pads-ceramic.svg',
      price: 32,
      availableQty: 10,
      orderQty: 1,
      category: 'brake-pads',
      brandId: brand._id,
      partNumbers: [{ kind: 'oem', maker: 'Toyota', number }],
      replaces: [replaces],
    },
  });
  expect(response.status()).toBe(200);
  await page.context().clearCookies();
  return { name, brand };
}

test('a visitor types the number from the old part with spaces and finds the part', async ({ page }) => {
  const number = uniqueNumber();
  const { name, brand } = await addPart(page, { number, replaces: `${number}9`.replace('-', '.') });

  await page.goto('/shop');
  const search = page.getByRole('search');
  // As read off the worn part: a space where the dash is.
  await search.getByRole('searchbox').fill(number.replace('-', ' '));
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=04465/);

  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  const card = cards.first();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(card.getByText(`Part number ${number}`)).toBeVisible();
  await expect(card.getByText(brand.name)).toBeVisible();

  // The brand filter counts it, and choosing the brand keeps the search.
  const chips = page.getByRole('navigation', { name: 'Brands' });
  const chip = chips.getByRole('link', { name: new RegExp(brand.name) });
  await expect(chip).toContainText('1');
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`brand=${brand._id}`));
  await expect(chips.getByRole('link', { name: new RegExp(brand.name) })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(cards).toHaveCount(1);
});

test('the number typed without dashes, or an old number the part replaces, finds it too', async ({
  page,
}) => {
  const number = uniqueNumber();
  const old = `${number}9`;
  const { name } = await addPart(page, { number, replaces: old });

  await page.goto(`/shop?q=${number.replace('-', '')}`);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(card.getByText(`Part number ${number}`)).toBeVisible();

  await page.goto(`/shop?q=${encodeURIComponent(old.replace('-', ' '))}`);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(card.getByText(`Replaces ${old}`)).toBeVisible();
});
