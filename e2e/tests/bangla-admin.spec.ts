import { signInAsAdmin, signInInBrowser, signUpInBrowser, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeIssues } from '../support/axe';
import { e2eEnvironment } from '../support/environment';
import { expect, type Page, test } from '../support/test';

// axe-core is injected into the page, which the shop's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

const BANGLA_DIGITS = /[০-৯]/;

/** Chooses a language with the switch in the top bar, by keyboard as a screen-reader user would. */
async function choose(page: Page, language: 'English' | 'বাংলা') {
  const button = page.getByRole('group', { name: /Language|ভাষা/ }).getByRole('link', { name: language });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-current', 'true');
}

/**
 * All Orders' whole table fits beside the dashboard's menu: no column (Payment Status was one)
 * hides under the sticky Action column or past the edge of its scrolling box.
 */
async function expectAllOrdersToFit(page: Page) {
  await page.goto('/dashboard/allOrders?status=all');
  const box = page.getByRole('region', { name: /All orders|সব অর্ডার/ });
  await expect(box.getByRole('row').nth(1)).toBeVisible();
  const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('an admin runs the shop in Bangla: Overview, All Orders, Manage Products, Add Product and All Users', async ({
  browser,
  page,
}) => {
  // A journey through several screens and actors: three times one screen's time limit.
  test.slow();
  const { baseUrl } = e2eEnvironment();
  const headers = { origin: baseUrl };
  const partName = `Brake Pad Set ${Date.now().toString(36)}`;

  // The shop's own admin works through the API in a browser of its own: its account keeps its
  // language, so the English tests that sign in as it run on in English.
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await signInAsAdmin(shop);
  const created = await shop.request.post('/api/services', {
    headers,
    data: {
      productName: partName,
      availableQty: 4,
      orderQty: 1,
      price: 20,
      productDescription: 'Ceramic brake pads for the front axle.',
      image: '/images/parts/brake-pads-ceramic.svg',
    },
  });
  expect(created.status()).toBe(200);
  const product = (await created.json()) as { _id: string };

  // A customer orders one, cash on delivery: 3 left, low on stock.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const customer = await signUpInBrowser(customerPage, {
    name: 'Karim Hossain',
    email: uniqueEmail('bn-admin'),
  });
  const placed = await customerPage.request.post('/api/orders', {
    headers,
    data: {
      productId: product._id,
      quantity: 1,
      size: 'M',
      paymentMethod: 'cod',
      delivery: {
        name: 'Karim Hossain',
        phone: '01812-345678',
        district: 'Sylhet',
        address: 'জিন্দাবাজার, সিলেট',
      },
    },
  });
  expect(placed.status()).toBe(200);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };
  await customerContext.close();

  // A second admin, who reads Bangla.
  const reader = await signUpInBrowser(page, { name: 'Nusrat Jahan', email: uniqueEmail('bn-reader') });
  const promoted = await shop.request.put(`/user/admin/${encodeURIComponent(reader.email)}`, { headers });
  expect(promoted.status()).toBe(200);
  await shopContext.close();
  await signInInBrowser(page, reader.email, reader.password);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAllOrdersToFit(page);
  await page.goto('/dashboard');
  // The menu is there once the account is known: the switch then keeps the choice with it.
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Overview' }),
  ).toBeVisible();
  await choose(page, 'বাংলা');
  await expectAllOrdersToFit(page);

  // Overview: the periods, the charts (Bangla month names on the axis) and their tables, low stock.
  await page.goto('/dashboard/overview');
  await expect(page).toHaveTitle('সারসংক্ষেপ - Chaka Parts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('সারসংক্ষেপ');
  await expect(page.getByRole('heading', { name: 'আজ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'গত ৯০ দিন' })).toBeVisible();
  const sales = page.getByRole('figure', { name: 'দিনভিত্তিক বিক্রি' });
  // The chart's axis: days with Bangla digits and month names ("২৬ নভে"), taka or dollars likewise.
  await expect(sales.getByRole('img', { name: /দিনভিত্তিক বিক্রি \(চার্ট/ })).toContainText(
    /[০-৯]+ [\u0980-\u09FF]+/,
  );
  const statuses = page.getByRole('figure', { name: 'অবস্থা অনুযায়ী অর্ডার' }).getByRole('table');
  await expect(statuses.getByRole('row', { name: /^বাতিল [০-৯]+$/ })).toBeAttached();
  const lowStock = page.getByRole('region', { name: 'স্টক কম' });
  await expect(lowStock.getByRole('link', { name: partName })).toBeVisible();
  await expect(lowStock.getByText('৩টি বাকি').first()).toBeVisible();
  await expect(page.getByText(/[০-৯]+টি অর্ডার/).first()).toBeVisible();
  // The delivery districts by their Bangla names.
  await expect(page.getByRole('region', { name: 'ডেলিভারির জেলা' }).getByText('সিলেট')).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  // All Orders: the search finds the customer's order; headers, payment method and action in Bangla.
  await page.goto('/dashboard/allOrders');
  await expect(page).toHaveTitle('সব অর্ডার - Chaka Parts');
  await expect(
    page.getByRole('navigation', { name: 'অবস্থা অনুযায়ী অর্ডার দেখুন' }).getByRole('link', { name: 'চলমান' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('অর্ডার নম্বর, ইমেইল বা ফোন').fill(orderNumber);
  await page.getByRole('button', { name: 'খুঁজুন' }).click();
  await expect(page.getByText('১টি অর্ডার পাওয়া গেছে')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'পেমেন্টের অবস্থা' })).toBeVisible();
  const order = page.getByRole('row').filter({ hasText: customer.email });
  await expect(order).toContainText(orderNumber);
  await expect(order).toContainText('ক্যাশ অন ডেলিভারি');
  await expect(order.getByRole('button', { name: 'কনফার্ম করুন' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CSV ডাউনলোড করুন' })).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  // Manage Products, only the parts low on stock: Bangla headers and digits.
  await page.goto('/dashboard/manageProducts');
  await expect(page).toHaveTitle('পণ্য ব্যবস্থাপনা - Chaka Parts');
  await page.getByRole('navigation', { name: 'পণ্য বাছাই' }).getByRole('link', { name: 'স্টক কম' }).click();
  await expect(page).toHaveURL(/lowStock=true/);
  await expect(page.getByRole('columnheader', { name: 'মজুদ পরিমাণ' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: partName });
  // The stock, and under it what open orders hold of the part and what is sold but not yet shipped.
  await expect(row.getByRole('cell', { name: /^৩টি/ })).toBeVisible();
  await expect(row.getByText(/^[০-৯]+টি আটকে আছে/)).toBeVisible();
  await expect(row.getByRole('link', { name: `এডিট করুন: ${partName}` })).toBeVisible();
  await expect(page.getByRole('cell').first()).toHaveText(BANGLA_DIGITS);
  await expectNoSeriousAxeIssues(page);

  // Add Product: the form and its validation messages in Bangla.
  await page.goto('/dashboard/addProduct');
  await expect(page).toHaveTitle('পণ্য যোগ করুন - Chaka Parts');
  const form = page.getByRole('form', { name: 'পণ্য যোগ করুন' });
  await form.getByRole('button', { name: 'পণ্য সেভ করুন' }).click();
  await expect(form.getByText('পণ্যের নাম দিতে হবে')).toBeVisible();
  await expect(form.getByText('পণ্যের বিবরণ দিতে হবে')).toBeVisible();
  await expect(form.getByLabel('ক্যাটাগরি (ঐচ্ছিক)')).toBeVisible();
  await expect(form.getByRole('group', { name: 'কোন গাড়িতে লাগবে' })).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  // All Users: the count, the table, and Make Admin's dialog and toast.
  await page.goto('/dashboard/users');
  await expect(page).toHaveTitle('সব ব্যবহারকারী - Chaka Parts');
  await expect(page.getByText(/^[০-৯,]+টি অ্যাকাউন্ট।/)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'ইমেইল' })).toBeVisible();
  const own = page.getByRole('row').filter({ hasText: reader.email });
  await expect(own.getByRole('button', { name: 'ইতিমধ্যে অ্যাডমিন' })).toBeVisible();
  await expect(own.getByText('আপনি', { exact: true })).toBeVisible();
  await expectNoSeriousAxeIssues(page);
  const other = page.getByRole('row').filter({ hasText: customer.email });
  await other.getByRole('button', { name: 'অ্যাডমিন করুন' }).click();
  const dialog = page.getByRole('dialog', { name: 'আপনি কি নিশ্চিত?' });
  await expect(dialog).toContainText('এটি আর ফেরানো যাবে না!');
  await dialog.getByRole('button', { name: 'হ্যাঁ, অ্যাডমিন করুন' }).click();
  await expect(page.getByText(`${customer.email} এখন অ্যাডমিন`)).toBeVisible();
  await expect(other.getByRole('button', { name: 'ইতিমধ্যে অ্যাডমিন' })).toBeVisible();
});
