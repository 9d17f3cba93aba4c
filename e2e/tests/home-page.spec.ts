import { expect, type Page, test } from '../support/test';

const COUNTERS = [
  ['Pamps', 25],
  ['Users', 1326],
  ['Cross', 4556],
  ['Field', 5665],
] as const;

const SEEDED_SPARK_PLUGS = [
  'Iridium Spark Plugs (set of 4)',
  'Platinum Spark Plugs (set of 4)',
  'Copper Core Spark Plug (single)',
];

async function firstProducts(page: Page, count: number) {
  const response = await page.request.get('/api/services');
  const products = (await response.json()) as Array<{ _id: string; productName: string }>;
  return products.slice(0, count);
}

test('the home page shows every section of the spec', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home - Chaka Parts');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The right part for your car, delivered to your door',
  );
  await expect(page.getByRole('img', { name: /A car with a brake disc/ })).toBeVisible();

  const promises = page.getByRole('region', { name: 'Our promises' });
  await expect(promises.getByRole('heading')).toHaveText([
    'Free home delivery',
    'Quality products',
    'Online support',
  ]);
  await expect(promises).toContainText('On every order over $100');

  const features = page.getByRole('region', { name: 'Features' });
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'Max Speed',
    'Clean WorkShop',
    'Better Quality',
  ]);

  const parts = page.getByRole('region', { name: 'Parts We Provide' });
  const expected = await firstProducts(page, 3);
  await expect(parts.getByRole('heading', { level: 3 })).toHaveText(expected.map((p) => p.productName));
  await expect(parts.getByText('NEW')).toHaveCount(3);

  const mustHaves = page.getByRole('region', { name: 'Must-haves for every car' });
  await expect(mustHaves.getByRole('heading', { level: 3 })).toHaveText([
    'Brake Pads',
    'Car Bulbs',
    'Air Filters',
    'Motor Oil',
    'Spark Plugs',
  ]);

  const timeline = page.getByRole('region', { name: 'How ordering works' });
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  await expect(timeline.getByRole('heading', { level: 3 })).toHaveText([
    'Find your part',
    'Place your order',
    'Pay by card',
    'Get it delivered',
  ]);

  await expect(page.getByRole('form', { name: 'Newsletter signup' }).getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('since 2022');
});

test('Explore leads to the shop, and a part card to its details', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();

  await page.goto('/');
  const [first] = await firstProducts(page, 1);
  await page
    .getByRole('region', { name: 'Parts We Provide' })
    .getByRole('link', { name: `Details: ${first!.productName}` })
    .click();
  // The detail screen is for signed-in customers; a visitor is asked to log in first.
  await expect(page).toHaveURL(/\/login$/);
});

test('a must-have category opens the shop on that category', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Must-haves for every car' })
    .getByRole('link', { name: /Spark Plugs/ })
    .click();
  await expect(page).toHaveURL(/\/shop\?category=spark-plugs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spark Plugs' })).toBeVisible();
  // The browser tests share one shop, and another test imports spark plugs of its own:
  // the three seeded plugs are there, and nothing but spark plugs.
  const names = page.getByRole('list', { name: 'Products' }).getByRole('heading');
  for (const seeded of SEEDED_SPARK_PLUGS) {
    await expect(names.filter({ hasText: seeded })).toHaveCount(1);
  }
  for (const name of await names.allTextContents()) expect(name).toMatch(/Spark Plug/);
});

test('the statistics count up once they scroll into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const stats = page.getByRole('region', { name: 'Parts on the move since 2022' });
  const numbers = stats.getByRole('definition');
  await expect(stats.getByRole('term')).toHaveText(COUNTERS.map(([label]) => label));
  // Below the fold nothing has moved yet.
  await expect(numbers).toHaveText(['0', '0', '0', '0']);

  await stats.scrollIntoViewIfNeeded();
  const field = numbers.nth(3);
  await expect.poll(async () => Number(await field.textContent()), { timeout: 5_000 }).toBeGreaterThan(0);
  expect(Number(await field.textContent())).toBeLessThan(5665);
  await expect(numbers).toHaveText(
    COUNTERS.map(([, value]) => String(value)),
    { timeout: 12_000 },
  );
});

test('visitors who prefer reduced motion see the final numbers at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const stats = page.getByRole('region', { name: 'Parts on the move since 2022' });
  await expect(stats.getByRole('definition')).toHaveText(
    COUNTERS.map(([, value]) => String(value)),
    {
      timeout: 1_000,
    },
  );
});
