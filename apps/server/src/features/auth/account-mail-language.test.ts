import { describe, expect, it } from 'vitest';
import { accountRequests, PUBLIC_URL } from '../../test/account-requests.js';
import { signUp } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';

// The account mails at a real SMTP server in the language of the account, or, for an account that
// has not chosen one, in the language the request was made in.
describe('account mails in the customer language', () => {
  const shop = useTestShop();
  const { post } = accountRequests(() => shop);

  const resetMail = async (email: string, headers: Record<string, string> = {}) => {
    const asked = await post('/api/auth/request-password-reset', { email }, headers);
    expect(asked.statusCode, asked.body).toBe(200);
    return shop.smtp.waitForMail(email, (mail) => /reset-password\//.test(mail.text));
  };

  it('writes the reset-password mail in Bangla for an account that chose Bangla', async () => {
    const customer = await signUp(shop.app, { name: 'Nusrat Jahan' });
    const chosen = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: customer.headers,
      payload: { locale: 'bn' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const mail = await resetMail(customer.email);
    expect(mail.subject).toBe('আপনার Chaka Parts পাসওয়ার্ড রিসেট করুন');
    expect(mail.text).toContain('প্রিয় Nusrat Jahan,');
    expect(mail.text).toContain('নতুন পাসওয়ার্ড বেছে নিতে এক ঘণ্টার মধ্যে এই লিংকটি খুলুন:');
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password/`);
  });

  it('keeps it in English for an account that has not chosen, asked in English', async () => {
    const customer = await signUp(shop.app, { name: 'Karim Ahmed' });
    const mail = await resetMail(customer.email, { 'accept-language': 'en-US,en;q=0.9' });
    expect(mail.subject).toBe('Reset your Chaka Parts password');
    expect(mail.text).toContain('Hello Karim Ahmed,');
    expect(mail.text).toContain('If it was not you, ignore this mail; your password stays as it is.');
  });

  it('writes the verification mail of a sign-up made in Bangla in Bangla', async () => {
    const email = `bangla-${Date.now()}@example.com`;
    const signedUp = await post(
      '/api/auth/sign-up/email',
      { name: 'Rahim Uddin', email, password: 'secret123' },
      { cookie: 'locale=bn' },
    );
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const mail = await shop.smtp.waitForMail(email);
    expect(mail.subject).toBe('Chaka Parts-এর জন্য আপনার ইমেইল যাচাই করুন');
    expect(mail.text).toContain('Chaka Parts-এ স্বাগতম, Rahim Uddin!');
  });
});
