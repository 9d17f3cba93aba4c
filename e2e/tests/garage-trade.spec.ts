import { PASSWORD, signInAsAdmin, signInInBrowser, uniqueEmail } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, type Page, test } from '../support/test';

// Issue 37, garages: the admin puts a garage in a group with trade prices; the garage pastes five
// lines in the quick order (numbers typed every which way), they go to the cart at trade prices,
// and the checkout charges them.

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();

/** Five parts through the admin's API, each with an OEM number and a SKU of its own. */
async function addParts(page: Page) {
  const headers = { origin: e2eEnvironment().baseUrl };
  const run = tag();
  const parts = [];
  for (const [index, price] of [30, 20, 12, 8, 50].entries()) {
    const number = `90919-${run}${index}`;
    const sku = `GT-${run}-${index}`;
    const response = await page.request.post('/api/services', {
      headers,
      data: {
        productName: `Garage Spark Plug ${run} ${index}`,
        productDescription: 'A part garages order every week.',
        image: '/images/parts/brake-pads-ceramic.svg',
        price,
        availableQty: 40,
        orderQty: 1,
        category: 'spark-plugs',
        sku,
        partNumbers: [{ kind: 'oem', maker: 'Toyota', number }],
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { _id: id, productName: name } = (await response.json()) as { _id: string; productName: string };
    parts.push({ id, name, number, sku, price });
  }
  return parts;
}

test('a garage pastes five lines in the quick order and checks out at its trade prices', async ({ page }) => {
  const { baseUrl } = e2eEnvironment();
  const email = uniqueEmail('garage');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseUrl },
    data: { name: 'Karim Motors', email, password: PASSWORD },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);

  await signInAsAdmin(page);
  const parts = await addParts(page);
  // The admin adds the Garage group: 10% off, and fixed trade prices for the first two parts.
  await page.goto('/dashboard/customer-groups');
  await expect(page.getByRole('heading', { name: 'Customer groups', level: 1 })).toBeVisible();
  const groupName = `Garage ${tag()}`;
  await page.getByLabel('Group name').fill(groupName);
  await page.getByLabel('Percent off every part').fill('10');
  await page.getByLabel('Trade prices').fill(`${parts[0]!.sku}, 24\n${parts[1]!.sku.toLowerCase()}, 15`);
  await page.getByLabel('Monthly statement').check();
  await page.getByRole('button', { name: 'Save group' }).click();
  await expect(page.getByText('Customer group saved')).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: groupName }) });
  await card.getByLabel("Member's e-mail").fill(email);
  await card.getByRole('button', { name: 'Add member' }).click();
  await expect(card.getByText(email)).toBeVisible();
  await page.context().clearCookies();

  await signInInBrowser(page, email);
  await page.goto('/dashboard/quick-order');
  await expect(page.getByRole('heading', { name: 'Quick order', level: 1 })).toBeVisible();
  type Part = (typeof parts)[number];
  const [a, b, c, d, e] = parts as [Part, Part, Part, Part, Part];
  await page
    .getByLabel('Part numbers and quantities')
    .fill(
      [
        `${a.number.replace('-', ' ')}, 2`,
        `${b.number.replace('-', '.').toLowerCase()}\t3`,
        `${c.sku.toLowerCase()} 1`,
        `${d.number.replace('-', '')};4`,
        `${e.sku.replaceAll('-', ' ')}, 1`,
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Find parts' }).click();
  const found = page.getByRole('region', { name: 'What was found' });
  await expect(found.getByText('Ready')).toHaveCount(5);
  for (const part of parts) await expect(found.getByText(part.name)).toBeVisible();
  await page.getByRole('button', { name: 'Add 5 lines to the cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('list', { name: 'Parts in your cart' });
  await expect(lines.getByRole('listitem')).toHaveCount(5);
  const line = (name: string) => lines.getByRole('listitem').filter({ hasText: name });
  await expect(line(a.name).getByText(/^Your price \$24(\.00)?$/)).toBeVisible();
  await expect(line(a.name).getByText(/^List price \$30(\.00)?$/)).toBeVisible();
  await expect(line(b.name).getByText(/^Your price \$15(\.00)?$/)).toBeVisible();
  await expect(line(e.name).getByText(/^Your price \$45(\.00)?$/)).toBeVisible();

  // 2 × 24 + 3 × 15 + 10.80 + 4 × 7.20 + 45 = 177.60 (list: 60 + 60 + 12 + 32 + 50 = 214).
  await page.goto('/checkout');
  // Each part at the garage's price: 2 × 24 for the first.
  const summary = page.getByRole('list', { name: 'Parts' });
  await expect(summary.getByRole('listitem').filter({ hasText: a.name })).toContainText('$48');
  await page.getByLabel('Phone').fill('01812-345678');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Address').fill('Garage 4, Tejgaon Industrial Area');
  await page.getByLabel('Cash on delivery').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Successfully ordered')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[\w-]+$/);
  const orderId = page.url().split('/').pop()!;
  const order = (await (await page.request.get(`/api/order/${orderId}`)).json()) as {
    subtotal: number;
    lines: Array<{ productId: string; price: number }>;
  };
  expect(order.subtotal).toBe(177.6);
  expect(order.lines.find((l) => l.productId === a.id)?.price).toBe(48);

  // The group keeps a monthly statement: the dashboard offers it, with this order on it.
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Monthly statement' })
    .click();
  await expect(page.getByRole('heading', { name: 'Monthly statement', level: 1 })).toBeVisible();
  await expect(page.getByText(a.name).first()).toBeVisible();
});
