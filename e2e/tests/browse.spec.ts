import { expect, test } from '../support/test';

test('the home page opens with the shop name in the title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Chaka Parts/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }),
  ).toBeVisible();
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /page not found/i })).toBeVisible();
  await expect(page).toHaveTitle('Page not found - Chaka Parts');
});

test('a reader opens a blog entry from the list and goes back', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page).toHaveTitle('Blogs - Chaka Parts');
  const question = 'When should I change my brake pads?';
  await expect(page.getByRole('heading', { name: question })).toBeVisible();
  await page.getByRole('link', { name: `Learn More: ${question}` }).click();
  await expect(page).toHaveURL(/\/blogs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
  await expect(page.getByText(/wear indicator touching the disc/)).toBeVisible();
  await expect(page).toHaveTitle(`${question} - Chaka Parts`);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { name: 'Questions and answers' })).toBeVisible();
});

test('a blog card previews the first 100 characters of the answer', async ({ page, request }) => {
  const blogs = (await (await request.get('/api/blogs')).json()) as Array<{
    question: string;
    answer: string;
  }>;
  await page.goto('/blogs');
  const first = blogs[0]!;
  await expect(page.getByText(`${first.answer.slice(0, 100)}…`)).toBeVisible();
});
