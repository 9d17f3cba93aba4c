import { signUpInBrowser } from '../support/accounts';
import { expectNoSeriousAxeIssues } from '../support/axe';
import { e2eEnvironment } from '../support/environment';
import { expect, type Page, test } from '../support/test';

// axe-core is injected into the page, which the shop's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

const FILTER = 'Engine Air Filter for Toyota Premio / Allion (1NZ, 2NZ)';
const CABIN = 'Cabin Air Filter with Activated Carbon for Honda Vezel';

/** Chooses a language with the switch in the top bar, by keyboard. */
async function choose(page: Page, language: 'English' | 'বাংলা') {
  const button = page.getByRole('group', { name: /Language|ভাষা/ }).getByRole('link', { name: language });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-current', 'true');
}

test('a customer in Bangla fills the cart, orders cash on delivery, follows the order and pays an online one', async ({
  page,
}) => {
  // Six screens, each with an axe run: longer than one screen's test.
  test.setTimeout(180_000);
  const { baseUrl } = e2eEnvironment();
  await signUpInBrowser(page, { name: 'Nusrat Jahan' });
  const { currency } = (await (await page.request.get('/api/config')).json()) as { currency: string };
  // Money in Bangla: the shop's sign (৳ for a shop in taka), then Bangla digits only.
  const sign = currency === 'BDT' ? '৳' : '\\$';
  const money = new RegExp(`${sign}[০-৯][০-৯,.]*`);
  const noLatinMoney = new RegExp(`${sign}[0-9]`);

  await page.goto('/');
  await choose(page, 'বাংলা');

  // The shop's card: Add to cart, its toast and the top bar's count.
  await page.goto(`/shop?q=${encodeURIComponent(FILTER)}`);
  await page.getByRole('button', { name: `কার্টে যোগ করুন: ${FILTER}` }).click();
  await expect(page.getByText(`${FILTER} আপনার কার্টে যোগ হয়েছে।`)).toBeVisible();
  // The toast's close button is named in Bangla too.
  await expect(page.getByRole('button', { name: 'বন্ধ করুন' }).first()).toBeVisible();
  await page.getByRole('button', { name: `কার্টে যোগ করুন: ${FILTER}` }).click();
  await expect(page.getByText(/আরও [০-৯]+টি আপনার কার্টে যোগ হয়েছে।/)).toBeVisible();
  await page.getByRole('link', { name: 'কার্ট দেখুন' }).first().click();

  // The cart page.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page).toHaveTitle('কার্ট - Chaka Parts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('আপনার কার্ট');
  await expect(page.getByRole('link', { name: /^কার্ট, [০-৯]+টি পার্টস$/ })).toBeVisible();
  const lines = page.getByRole('list', { name: 'আপনার কার্টের পার্টস' });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines.getByText(/^প্রতিটি /)).toContainText(money);
  const quantity = page.getByLabel(`${FILTER} (সাইজ SM)-এর পরিমাণ`);
  await quantity.fill('0');
  await expect(lines.getByText(/^পরিমাণ কমপক্ষে .+ হতে হবে$/)).toBeVisible();
  await expect(page.getByText('চেকআউট করতে লাল চিহ্নিত পার্টসগুলো ঠিক করুন বা সরিয়ে দিন।')).toBeVisible();
  await quantity.fill('2');
  await page.getByLabel('ডেলিভারির জেলা').selectOption('Dhaka');
  const total = page.getByLabel('অর্ডারের মোট');
  await expect(total).toContainText('পার্টসের দাম');
  await expect(total).toContainText('Dhaka-এ ডেলিভারি চার্জ');
  await expect(total).toContainText(money);
  await expect(total).not.toContainText(noLatinMoney);
  await expect(page.getByRole('link', { name: 'আরও কেনাকাটা করুন' })).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  // The checkout: its messages in Bangla, then an order paid in cash.
  await page.getByRole('link', { name: 'চেকআউট', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page).toHaveTitle('চেকআউট - Chaka Parts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('চেকআউট');
  const summary = page.getByRole('region', { name: 'সারসংক্ষেপ' });
  await expect(summary).toContainText(FILTER);
  await expect(summary).toContainText('২ × সাইজ SM');
  await expect(summary.getByLabel('অর্ডারের মোট')).toContainText(money);
  await expect(page.getByLabel('জেলা')).toHaveValue('Dhaka');
  await expect(page.getByText('পার্টস হাতে পেয়ে কুরিয়ারকে টাকা দিন')).toBeVisible();
  await page.getByRole('button', { name: 'অর্ডার করুন' }).click();
  await expect(page.getByText('ফোন নম্বর দিতে হবে')).toBeVisible();
  await page.getByLabel('ফোন').fill('01812-345678');
  await page.getByLabel('ঠিকানা').fill('House 7, Road 3, Mirpur');
  await page.getByLabel('ক্যাশ অন ডেলিভারি').check();
  await expectNoSeriousAxeIssues(page);
  await page.getByRole('button', { name: 'অর্ডার করুন' }).click();
  await expect(page.getByText('অর্ডার সফল হয়েছে')).toBeVisible();

  // The order's page.
  await expect(page).toHaveURL(/\/dashboard\/orders\/[\w-]+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^অর্ডার CP-\d+$/ });
  await expect(heading).toBeVisible();
  const orderNumber = ((await heading.textContent()) ?? '').replace('অর্ডার ', '');
  const codPage = page.url();
  await expect(page.getByText(/^[০-৯]+ [^\s,]+, [০-৯]+ তারিখে Nusrat Jahan অর্ডার করেছেন$/)).toBeVisible();
  await expect(page.getByText('অর্ডার হয়েছে').first()).toBeVisible();
  const payment = page.getByRole('region', { name: 'পেমেন্ট', exact: true });
  await expect(payment).toContainText('পার্টসের দাম');
  await expect(payment).toContainText('ক্যাশ অন ডেলিভারি');
  await expect(payment).toContainText('পেমেন্ট হয়নি');
  await expect(payment).toContainText(money);
  await expect(payment).not.toContainText(noLatinMoney);
  await expect(page.getByRole('region', { name: 'পার্টস', exact: true })).toContainText('সাইজ SM · পরিমাণ ২');
  await expect(page.getByRole('region', { name: 'অর্ডারের ধাপ' })).toContainText('Nusrat Jahan করেছেন');
  await expect(page.getByRole('button', { name: 'বাতিল করুন' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^কার্ট, ০টি পার্টস$/ })).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  // An online order, placed through the API, to pay from its payment page.
  const products = (await (await page.request.get('/api/services')).json()) as Array<{
    _id: string;
    productName: string;
  }>;
  const cabin = products.find((item) => item.productName === CABIN)!;
  const placed = await page.request.post('/api/orders', {
    headers: { origin: baseUrl },
    data: { productId: cabin._id, quantity: 1, size: 'M', paymentMethod: 'online' },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const online = (await placed.json()) as { _id: string };

  // My Orders: both orders, their statuses and ways to pay.
  await page.goto('/dashboard/orders');
  await expect(page).toHaveTitle('আমার অর্ডার - Chaka Parts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('আমার অর্ডার');
  await expect(page.getByRole('link', { name: 'চলমান' })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'অবস্থা' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'ট্রানজেকশন আইডি' })).toBeVisible();
  const cod = page.getByRole('row').filter({ hasText: FILTER });
  await expect(cod.getByRole('link', { name: `অর্ডার ${orderNumber}` })).toBeVisible();
  await expect(cod).toContainText('অর্ডার হয়েছে');
  await expect(cod).toContainText('ক্যাশ অন ডেলিভারি');
  await expect(cod).toContainText('পেমেন্ট হয়নি');
  await expect(cod).toContainText(money);
  const unpaid = page.getByRole('row').filter({ hasText: CABIN });
  await expect(unpaid).toContainText('অনলাইনে পেমেন্ট');
  await expect(unpaid).toContainText('ডেলিভারির তথ্য দরকার');
  await expect(unpaid.getByRole('link', { name: 'পেমেন্ট করুন' })).toBeVisible();
  await expect(table).not.toContainText(noLatinMoney);
  await expectNoSeriousAxeIssues(page);

  // The payment page of the online order: a declined card, then a paid one.
  await page.goto(`/dashboard/payment/${online._id}`);
  await expect(page).toHaveTitle('পেমেন্ট - Chaka Parts');
  await expect(page.getByText('হ্যালো, Nusrat Jahan')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${CABIN.toUpperCase()}-এর পেমেন্ট করুন`);
  await expect(page.getByText('১ × সাইজ M')).toBeVisible();
  await expect(page.getByText(/^আপনার পেমেন্ট: /)).toContainText(money);
  await expect(page.getByText('কীভাবে পেমেন্ট করবেন?')).toBeVisible();
  await expect(page.getByLabel('bKash, Nagad, Rocket বা কার্ড (SSLCommerz)')).toBeVisible();
  const pay = page.getByRole('button', { name: new RegExp(`^${sign}[০-৯][০-৯,.]* পেমেন্ট করুন$`) });
  await expect(pay).toBeEnabled();
  await expectNoSeriousAxeIssues(page);
  await page.getByLabel('কার্ড নম্বর').fill('4000 0000 0000 0002');
  await page.getByLabel('মেয়াদ (মাস/বছর)').fill('12 / 34');
  await page.getByLabel('CVC কোড').fill('123');
  await pay.click();
  await expect(page.getByRole('alert')).toHaveText('আপনার কার্ডটি গ্রহণ করা হয়নি।');
  await page.getByLabel('কার্ড নম্বর').fill('4242 4242 4242 4242');
  await pay.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'পেমেন্ট সফল হয়েছে' })).toBeVisible();
  await expect(dialog).toContainText(/আপনি .+ পেমেন্ট করেছেন। আপনার ট্রানজেকশন আইডি .+।/);
  await dialog.getByRole('button', { name: 'ঠিক আছে' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.getByRole('row').filter({ hasText: CABIN })).toContainText('পেমেন্ট হয়েছে');

  // Cancelling the cash order, behind the one confirmation dialog.
  await page.goto(codPage);
  await page
    .getByRole('button', { name: new RegExp(`-এর ${FILTER.replace(/[()]/g, '.')} অর্ডারটি বাতিল করুন$`) })
    .click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('heading', { name: 'আপনি কি নিশ্চিত?' })).toBeVisible();
  await expect(confirm).toContainText('এটি আর ফেরানো যাবে না!');
  await expect(confirm.getByRole('button', { name: 'বাতিল', exact: true })).toBeVisible();
  await expectNoSeriousAxeIssues(page);
  await confirm.getByRole('button', { name: 'হ্যাঁ, অর্ডার বাতিল করুন' }).click();
  await expect(confirm.getByRole('heading', { name: 'মুছে ফেলা হয়েছে!' })).toBeVisible();
  await expect(confirm).toContainText('অর্ডারটি বাতিল হয়েছে।');
  await confirm.getByRole('button', { name: 'ঠিক আছে' }).click();
  await expect(page.getByText('বাতিল', { exact: true }).first()).toBeVisible();
});
