import { signUpInBrowser, uniqueEmail } from '../support/accounts';
import { expectNoSeriousAxeIssues } from '../support/axe';
import { expect, type Page, test } from '../support/test';

// axe-core is injected into the page, which the shop's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

const AXIO = 'Toyota Axio (NZE141, 2006-2012)';

/** Chooses Bangla with the switch in the top bar, by keyboard as a screen-reader user would. */
async function chooseBangla(page: Page) {
  const button = page.getByRole('group', { name: /Language|ভাষা/ }).getByRole('link', { name: 'বাংলা' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
}

/** Toyota, Axio, 2012 and the NZE141 in a car form, named in Bangla. */
async function pickAxio2012(page: Page, formName: string, submit: string) {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('মেক').selectOption('Toyota');
  await form.getByLabel('মডেল').selectOption('Axio');
  await form.getByLabel('সাল').selectOption('2012');
  await form.getByLabel('ভার্সন').selectOption({ label: 'NZE141 · 1NZ-FE 1496 cc · পেট্রোল' });
  await form.getByRole('button', { name: submit }).click();
}

test('a visitor reads the blog, writes to the shop, asks for a reset link and picks a car, all in Bangla', async ({
  page,
}) => {
  // A journey through several screens and actors: three times one screen's time limit.
  test.slow();
  await page.goto('/');
  await chooseBangla(page);

  await page.goto('/blogs');
  await expect(page).toHaveTitle('ব্লগ - Chaka Parts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('প্রশ্ন ও উত্তর');
  const firstEntry = page.getByRole('link', { name: /^আরও পড়ুন: / }).first();
  await expect(firstEntry).toBeVisible();
  await expectNoSeriousAxeIssues(page);
  await firstEntry.click();
  await expect(page.getByRole('link', { name: 'ফিরে যান' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  await page.goto('/contact');
  await expect(page).toHaveTitle('যোগাযোগ - Chaka Parts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('যোগাযোগ করুন');
  await expect(page.getByText('খোলার সময়')).toBeVisible();
  await expect(page.getByText('শনিবার থেকে বৃহস্পতিবার, সকাল ১০টা থেকে রাত ৮টা')).toBeVisible();
  await page.getByRole('button', { name: 'পাঠান' }).click();
  await expect(page.getByText('ইমেইল দিতে হবে')).toBeVisible();
  await expect(page.getByText('বার্তা লিখুন')).toBeVisible();
  await expect(page.getByText('Message is required')).toHaveCount(0);
  await expectNoSeriousAxeIssues(page);

  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'আপনার পাসওয়ার্ড রিসেট করুন' })).toBeVisible();
  await page.getByRole('button', { name: 'রিসেট লিংক পাঠান' }).click();
  await expect(page.getByText('ইমেইল দিতে হবে')).toBeVisible();
  await expect(page.getByRole('link', { name: 'লগইনে ফিরে যান' })).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  await page.goto('/shop');
  const picker = page.getByRole('region', { name: 'আপনার গাড়ির পার্টস খুঁজুন' });
  await expect(page.getByRole('search').getByRole('button', { name: 'খুঁজুন' })).toBeVisible();
  await picker.getByRole('button', { name: 'আপনার গাড়ি বেছে নিন' }).click();
  // A code the shop does not know is said so in Bangla, with the code as typed on the papers.
  const finder = picker.getByRole('form', { name: 'কোড দিয়ে আপনার গাড়ি খুঁজুন' });
  await finder.getByLabel('চেসিস কোড').fill('xyz999');
  await finder.getByRole('button', { name: 'আমার গাড়ি খুঁজুন' }).click();
  await expect(finder.getByText(/XYZ999 চেসিস কোডের কোনো গাড়ি আমাদের তালিকায় নেই/)).toBeVisible();
  await expectNoSeriousAxeIssues(page);
  await pickAxio2012(page, 'আপনার গাড়ি বেছে নিন', 'যে পার্টস লাগবে তা দেখুন');
  await expect(picker.getByText('আপনার গাড়ি', { exact: true })).toBeVisible();
  await expect(picker.getByRole('link', { name: 'আমার গ্যারেজে রাখুন' })).toBeVisible();
  await expect(page.getByText(`আপনার ${AXIO}-এ লাগবে`).first()).toBeVisible();
  await expectNoSeriousAxeIssues(page);
});

test('a customer keeps a car in My Garage, edits the profile and adds a review, all in Bangla', async ({
  page,
}) => {
  // A journey through several screens and actors: three times one screen's time limit.
  test.slow();
  await signUpInBrowser(page, { name: 'Nusrat Jahan', email: uniqueEmail('bangla-account') });
  await page.goto('/');
  await chooseBangla(page);

  await page.goto('/dashboard/garage');
  await expect(page).toHaveTitle('আমার গ্যারেজ - Chaka Parts');
  await expect(page.getByText('আপনার গ্যারেজে এখনো কোনো গাড়ি নেই')).toBeVisible();
  await expectNoSeriousAxeIssues(page);
  await pickAxio2012(page, 'গাড়ি যোগ করুন', 'আমার গ্যারেজে যোগ করুন');
  await expect(page.getByText(`${AXIO} আমার গ্যারেজে যোগ হয়েছে`)).toBeVisible();
  const car = page.getByRole('list', { name: 'আপনার গাড়িগুলো' }).getByRole('article', { name: AXIO });
  await expect(car.getByText('বর্তমান গাড়ি')).toBeVisible();
  await expect(car.getByText(/পেট্রোল, সেডান|পেট্রোল, ওয়াগন|পেট্রোল, হ্যাচব্যাক/)).toBeVisible();
  await expect(car.getByRole('button', { name: `${AXIO} সরান` })).toBeVisible();
  // axe reads the toast's colours mid-animation: the screen is checked once it has gone.
  await expect(page.getByText(`${AXIO} আমার গ্যারেজে যোগ হয়েছে`)).toBeHidden({ timeout: 15_000 });
  await expectNoSeriousAxeIssues(page);

  await page.goto('/dashboard/profile');
  await expect(page).toHaveTitle('আমার প্রোফাইল - Chaka Parts');
  const profile = page.getByRole('region', { name: 'আপনার প্রোফাইল' });
  await expect(profile.getByRole('img', { name: 'Nusrat Jahan-এর প্রোফাইল ছবি' })).toBeVisible();
  // The month the account was opened, with Bangla month name and digits.
  await expect(profile.getByText(/^[^\d]+ [০-৯]{4} থেকে সদস্য$/)).toBeVisible();
  await expect(profile.getByText('দেওয়া হয়নি').first()).toBeVisible();
  await profile.getByRole('button', { name: 'এডিট করুন' }).click();
  const form = page.getByRole('form', { name: 'প্রোফাইল এডিট' });
  await expect(form.getByRole('radio', { name: 'ফাইল আপলোড করুন' })).toBeChecked();
  await form.getByRole('button', { name: 'প্রোফাইল আপডেট করুন' }).click();
  await expect(form.getByText('শিক্ষাগত যোগ্যতা দিতে হবে')).toBeVisible();
  await expect(form.getByText('ফোন নম্বর দিতে হবে')).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  await page.goto('/dashboard/addReview');
  await expect(page).toHaveTitle('রিভিউ দিন - Chaka Parts');
  const review = page.getByRole('form', { name: 'নতুন রিভিউ' });
  await expect(review.getByText('Nusrat Jahan, আরেকটু লিখুন! কমপক্ষে ১০০ অক্ষর লাগবে')).toBeVisible();
  await expect(review.getByText('এখনো রেটিং দেননি')).toBeVisible();
  await review.getByRole('radio', { name: '৪.৫ স্টার' }).click();
  await expect(review.getByText('৫-এর মধ্যে ৪.৫')).toBeVisible();
  const text = `ব্রেক প্যাড ঠিকমতো লেগেছে, ডেলিভারিও দ্রুত (${Date.now().toString(36)}).`;
  await review.getByLabel('আপনার রিভিউ').fill(text);
  await expect(review.getByText(`${text.length.toLocaleString('bn-BD')}/২৫০`)).toBeVisible();
  await expectNoSeriousAxeIssues(page);
  await review.getByRole('button', { name: 'রিভিউ দিন' }).click();
  await expect(page.getByText('রিভিউ যোগ হয়েছে')).toBeVisible();

  await page.goto('/');
  const card = page
    .getByRole('region', { name: 'গ্রাহকরা যা বলেন' })
    .getByRole('figure')
    .filter({ hasText: text });
  await expect(card.getByRole('img', { name: 'রেটিং ৫-এর মধ্যে ৪.৫' })).toBeVisible();
  await expect(card.locator('time')).toHaveText(/^[০-৯]{1,2} [^\d]+, [০-৯]{4}$/);
});
