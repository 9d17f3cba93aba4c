import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '../../db/schema/index.js';
import { type Customer, signUp, signUpAdmin, TEST_ORIGIN, TEST_PASSWORD } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';

const validProfile = {
  education: 'BSc in Mechanical Engineering, BUET',
  number: '+880 1712 345678',
  address: 'House 12, Road 5, Dhanmondi, Dhaka',
  facebook: 'https://facebook.com/rahim.uddin',
  linkedin: 'https://www.linkedin.com/in/rahim-uddin',
  image: 'https://images.example.com/rahim.webp',
};

describe('profile', () => {
  const shop = useTestShop({ customers: 1 });
  let rahim: Customer;
  beforeAll(() => {
    ({ customer: rahim } = shop);
  });

  const me = (email: string) => `/api/users/me?email=${encodeURIComponent(email)}`;

  it('answers a new customer their own empty profile, as a one-element list', async () => {
    const response = await shop.app.inject({ url: me(rahim.email), headers: rahim.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        _id: rahim.id,
        email: rahim.email,
        name: 'Rahim Uddin',
        role: 'user',
        education: null,
        number: null,
        address: null,
        facebook: null,
        linkedin: null,
        image: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        phoneNumber: null,
        phoneNumberVerified: false,
      },
    ]);
  });

  it('reads the address case-insensitively, as e-mail addresses are', async () => {
    const response = await shop.app.inject({ url: me(rahim.email.toUpperCase()), headers: rahim.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].email).toBe(rahim.email);
  });

  it('updates the profile and shows the new values', async () => {
    const update = await shop.app.inject({
      method: 'PATCH',
      url: me(rahim.email),
      headers: { cookie: rahim.cookie, origin: TEST_ORIGIN },
      payload: validProfile,
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toEqual({ acknowledged: true });

    const [profile] = (await shop.app.inject({ url: me(rahim.email), headers: rahim.headers })).json();
    expect(profile).toMatchObject({ ...validProfile, email: rahim.email, role: 'user' });
  });

  it('takes an uploaded image by its path on this shop', async () => {
    const image = '/uploads/5b0c3e7e-54b8-4c1a-9d1f-0d5f4f2a6e11.webp';
    const update = await shop.app.inject({
      method: 'PATCH',
      url: me(rahim.email),
      headers: rahim.headers,
      payload: { ...validProfile, image },
    });
    expect(update.statusCode).toBe(200);
    const [profile] = (await shop.app.inject({ url: me(rahim.email), headers: rahim.headers })).json();
    expect(profile.image).toBe(image);
  });

  it('never lets the body change the role, the e-mail, the name or the join date', async () => {
    const customer = await signUp(shop.app);
    const [before] = (await shop.app.inject({ url: me(customer.email), headers: customer.headers })).json();
    const response = await shop.app.inject({
      method: 'PATCH',
      url: me(customer.email),
      headers: customer.headers,
      payload: {
        ...validProfile,
        role: 'admin',
        email: 'someone-else@example.com',
        name: 'Boss',
        createdAt: '2000-01-01T00:00:00.000Z',
      },
    });
    expect(response.statusCode).toBe(200);

    const [after] = (await shop.app.inject({ url: me(customer.email), headers: customer.headers })).json();
    expect(after).toMatchObject({
      role: 'user',
      email: customer.email,
      name: before.name,
      createdAt: before.createdAt,
    });
    const adminCheck = await shop.app.inject({
      url: `/admin/${encodeURIComponent(customer.email)}`,
      headers: customer.headers,
    });
    expect(adminCheck.json()).toEqual({ admin: false });
  });

  describe('is only ever the caller own', () => {
    it.each(['GET', 'PATCH'] as const)('%s with another customer address is 403', async (method) => {
      const other = await signUp(shop.app);
      const response = await shop.app.inject({
        method,
        url: me(other.email),
        headers: rahim.headers,
        payload: method === 'PATCH' ? validProfile : undefined,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You can only see and change your own profile' });
      const [untouched] = (await shop.app.inject({ url: me(other.email), headers: other.headers })).json();
      expect(untouched.education).toBeNull();
    });

    it('is 403 for an admin too', async () => {
      const admin = await signUpAdmin(shop.app);
      const read = await shop.app.inject({ url: me(rahim.email), headers: admin.headers });
      expect(read.statusCode).toBe(403);
      const write = await shop.app.inject({
        method: 'PATCH',
        url: me(rahim.email),
        headers: admin.headers,
        payload: { ...validProfile, education: 'Changed by admin' },
      });
      expect(write.statusCode).toBe(403);
      const [profile] = (await shop.app.inject({ url: me(rahim.email), headers: rahim.headers })).json();
      expect(profile.education).toBe(validProfile.education);
    });

    it('is 401 without a session', async () => {
      expect((await shop.app.inject({ url: me(rahim.email) })).statusCode).toBe(401);
      const write = await shop.app.inject({ method: 'PATCH', url: me(rahim.email), payload: validProfile });
      expect(write.statusCode).toBe(401);
    });
  });

  it('needs a valid address in the query', async () => {
    const response = await shop.app.inject({ url: me('not-an-address'), headers: rahim.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Email is not a valid email address');
    expect((await shop.app.inject({ url: '/api/users/me', headers: rahim.headers })).statusCode).toBe(400);
  });

  it.each([
    ['education', '', 'Education is required'],
    ['number', '   ', 'Number is required'],
    ['number', 'call me', 'Number must be a phone number such as +880 1712 345678'],
    ['address', undefined, 'Address is required'],
    ['linkedin', '', 'LinkedIn is required'],
    ['linkedin', 'javascript:alert(1)', 'LinkedIn must be a link starting with https://'],
    ['facebook', 'facebook.com/me', 'Facebook must be a link starting with https://'],
    ['image', '', 'Product Image Field is required'],
    [
      'image',
      'data:image/png;base64,AAAA',
      'Image must be an uploaded file or a link starting with http:// or https://',
    ],
  ])('refuses %s = %j with %j and changes nothing', async (field, value, message) => {
    const customer = await signUp(shop.app);
    const response = await shop.app.inject({
      method: 'PATCH',
      url: me(customer.email),
      headers: customer.headers,
      payload: { ...validProfile, [field]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: [field], message });
    const [profile] = (await shop.app.inject({ url: me(customer.email), headers: customer.headers })).json();
    expect(profile.education).toBeNull();
  });

  it('answers 401 to the cached browser session of an account deleted a moment ago', async () => {
    const customer = await signUp(shop.app);
    const signIn = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: customer.email, password: TEST_PASSWORD },
    });
    const browser = signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    expect(browser).toContain('better-auth.session_data=');
    await shop.app.db.delete(user).where(eq(user.id, customer.id));

    const headers = { cookie: browser, origin: TEST_ORIGIN };
    expect((await shop.app.inject({ url: me(customer.email), headers })).statusCode).toBe(401);
    const write = await shop.app.inject({
      method: 'PATCH',
      url: me(customer.email),
      headers,
      payload: validProfile,
    });
    expect(write.statusCode).toBe(401);
    expect(await shop.app.db.select().from(profiles).where(eq(profiles.userId, customer.id))).toEqual([]);
  });

  it('refuses a cookie-authenticated change from a foreign page', async () => {
    const response = await shop.app.inject({
      method: 'PATCH',
      url: me(rahim.email),
      headers: { cookie: rahim.cookie, origin: 'https://evil.example' },
      payload: { ...validProfile, education: 'Changed from elsewhere' },
    });
    expect(response.statusCode).toBe(403);
  });
});
