import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EmailSchema, NameSchema, PasswordSchema } from './common.js';
import { messages } from './messages.js';
import { CreateOrderBodySchema, orderFormSchema, orderQuantityIssue } from './orders.js';
import { CreateProductBodySchema } from './products.js';
import { CreateReviewBodySchema } from './reviews.js';
import { UpdateProfileBodySchema } from './users.js';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function messageAt(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('email', () => {
  it.each(['driver@example.com', 'a.b+parts@mail.example.com.bd', '  Rahim@Example.COM '])(
    'accepts %j',
    (email) => {
      expect(EmailSchema.safeParse(email).success).toBe(true);
    },
  );
  it('normalises case and spaces', () => {
    expect(EmailSchema.parse('  Rahim@Example.COM ')).toBe('rahim@example.com');
  });
  it.each([
    [undefined, messages.email.required],
    ['', messages.email.required],
    ['   ', messages.email.required],
    ['rahim', messages.email.invalid],
    ['rahim@', messages.email.invalid],
    ['rahim@example', messages.email.invalid],
    ['rahim @example.com', messages.email.invalid],
    [`${'a'.repeat(250)}@example.com`, messages.email.invalid],
  ])('rejects %j with %j', (email, message) => {
    expect(firstMessage(EmailSchema, email)).toBe(message);
  });
});

describe('password', () => {
  it.each(['abcdefg1', 'Passw0rdPassw0rd', '12345678a'])('accepts %j', (password) => {
    expect(PasswordSchema.safeParse(password).success).toBe(true);
  });
  it.each([
    [undefined, messages.password.required],
    ['', messages.password.required],
    ['abc1', messages.password.invalid],
    ['abcdefgh', messages.password.invalid],
    ['12345678', messages.password.invalid],
    ['abcdefg1!', messages.password.invalid],
    ['abcd efg1', messages.password.invalid],
  ])('rejects %j with %j', (password, message) => {
    expect(firstMessage(PasswordSchema, password)).toBe(message);
  });
});

describe('name', () => {
  it.each(['Rahim Uddin', "O'Neil", 'Jean-Luc Picard', 'Dr. Karim, Jr.', 'রহিম'])('accepts %j', (name) => {
    expect(NameSchema.safeParse(name).success).toBe(true);
  });
  it.each([
    [undefined, messages.name.required],
    ['', messages.name.required],
    ['  ', messages.name.required],
    ['R2D2', messages.name.invalid],
    ['<script>', messages.name.invalid],
    ['rahim@example.com', messages.name.invalid],
  ])('rejects %j with %j', (name, message) => {
    expect(firstMessage(NameSchema, name)).toBe(message);
  });
});

describe('add product', () => {
  const good = {
    productName: 'Ceramic Brake Pads',
    availableQty: 40,
    orderQty: 2,
    price: 24.5,
    productDescription: 'Quiet, low-dust pads.',
    image: 'https://example.com/pads.webp',
  };
  it('accepts a complete product, with an uploaded image too', () => {
    expect(CreateProductBodySchema.safeParse(good).success).toBe(true);
    expect(CreateProductBodySchema.safeParse({ ...good, image: '/uploads/abc_DEF-123.webp' }).success).toBe(
      true,
    );
  });
  it.each([
    ['productName', messages.product.nameRequired],
    ['availableQty', messages.product.availableQtyRequired],
    ['orderQty', messages.product.orderQtyRequired],
    ['price', messages.product.priceRequired],
    ['productDescription', messages.product.descriptionRequired],
    ['image', messages.product.imageRequired],
  ] as const)('requires %s with %j', (field, message) => {
    const { [field]: _, ...rest } = good;
    expect(messageAt(CreateProductBodySchema, rest, field)).toBe(message);
  });
  it.each([
    ['availableQty', Number.NaN, messages.product.availableQtyRequired],
    ['price', Number.NaN, messages.product.priceRequired],
    ['productName', '   ', messages.product.nameRequired],
    ['availableQty', -1, 'Available Product Quantity must be at least 0'],
    ['availableQty', 1.5, 'Available Product Quantity must be a whole number'],
    ['orderQty', 0, 'Minimum Order Quantity must be at least 1'],
    ['price', -3, 'Price must not be negative'],
    ['price', 1.234, 'Price must have at most 2 decimals'],
    ['price', '12', 'Price must be a number'],
    [
      'image',
      'javascript:alert(1)',
      'Image must be an uploaded file or a link starting with http:// or https://',
    ],
    [
      'image',
      '/uploads/../../etc/passwd',
      'Image must be an uploaded file or a link starting with http:// or https://',
    ],
  ] as const)('rejects %s = %j with %j', (field, value, message) => {
    expect(messageAt(CreateProductBodySchema, { ...good, [field]: value }, field)).toBe(message);
  });
});

describe('order quantity', () => {
  const product = { orderQty: 5, availableQty: 20 };
  const form = orderFormSchema(product);
  it.each(['5', '20', '12'])('accepts %j', (quantity) => {
    expect(form.safeParse({ quantity, size: 'M' }).success).toBe(true);
  });
  it.each([
    ['', messages.quantity.required],
    ['007', messages.quantity.notWhole],
    ['1.5', messages.quantity.notWhole],
    ['-3', messages.quantity.notWhole],
    ['abc', messages.quantity.notWhole],
    ['12345678901', messages.quantity.tooLong],
    ['4', 'Quantity must be at least 5'],
    ['0', 'Quantity must be at least 5'],
    ['21', messages.quantity.aboveAvailable],
  ])('rejects %j with %j', (quantity, message) => {
    expect(messageAt(form, { quantity, size: 'M' }, 'quantity')).toBe(message);
  });
  it('needs a size of the list', () => {
    expect(messageAt(form, { quantity: '5', size: 'XXL' }, 'size')).toBe('Size must be one of SM, M, L, XL');
  });
  it('accepts the quantity as a number on the API and drops the fields the server decides', () => {
    const body = CreateOrderBodySchema.parse({
      productId: '0b7f5c1e-8d1a-4a4c-9d64-2f4f5d1e0a11',
      quantity: 7,
      size: 'L',
      price: 0.01,
      email: 'someone@else.com',
    });
    // The spec's body pays online, as the spec's flow does (an unpaid order with a Pay link).
    expect(body).toEqual({
      productId: '0b7f5c1e-8d1a-4a4c-9d64-2f4f5d1e0a11',
      quantity: '7',
      size: 'L',
      paymentMethod: 'online',
    });
  });
  it('checks minimum and stock apart from the form', () => {
    expect(orderQuantityIssue(5, product)).toBeNull();
    expect(orderQuantityIssue(2, product)).toBe('Quantity must be at least 5');
    expect(orderQuantityIssue(30, product)).toBe(messages.quantity.aboveAvailable);
  });
});

describe('review', () => {
  it.each([0.5, 1, 3.5, 5])('accepts rating %d', (rating) => {
    expect(CreateReviewBodySchema.safeParse({ rating, reviewText: 'Good pads.' }).success).toBe(true);
  });
  it.each([
    [{ reviewText: 'Good' }, messages.review.invalid],
    [{ rating: 4 }, messages.review.invalid],
    [{ rating: 4, reviewText: '   ' }, messages.review.invalid],
    [{ rating: 0, reviewText: 'Good' }, 'Rating must be between 0.5 and 5'],
    [{ rating: 5.5, reviewText: 'Good' }, 'Rating must be between 0.5 and 5'],
    [{ rating: 2.3, reviewText: 'Good' }, 'Rating must be in half stars'],
    [{ rating: 4, reviewText: 'x'.repeat(251) }, 'Review must be at most 250 characters'],
  ])('rejects %j with %j', (body, message) => {
    expect(firstMessage(CreateReviewBodySchema, body)).toBe(message);
  });
  it('accepts exactly 250 characters', () => {
    expect(CreateReviewBodySchema.safeParse({ rating: 4, reviewText: 'x'.repeat(250) }).success).toBe(true);
  });
});

describe('profile', () => {
  const good = {
    education: 'BSc in Mechanical Engineering',
    number: '+880 1712 345678',
    address: 'House 12, Road 5, Dhanmondi, Dhaka',
    linkedin: 'https://www.linkedin.com/in/rahim',
    facebook: 'https://facebook.com/rahim',
    image: 'https://example.com/me.webp',
  };
  it('accepts a complete profile', () => {
    expect(UpdateProfileBodySchema.safeParse(good).success).toBe(true);
  });
  it.each([
    ['education', messages.profile.educationRequired],
    ['number', messages.profile.numberRequired],
    ['address', messages.profile.addressRequired],
    ['linkedin', messages.profile.linkedinRequired],
    ['facebook', messages.profile.facebookRequired],
    ['image', messages.profile.imageRequired],
  ] as const)('requires %s with %j', (field, message) => {
    expect(messageAt(UpdateProfileBodySchema, { ...good, [field]: '' }, field)).toBe(message);
  });
  it('refuses a script link where a social link belongs', () => {
    expect(messageAt(UpdateProfileBodySchema, { ...good, facebook: 'javascript:alert(1)' }, 'facebook')).toBe(
      'Facebook must be a link starting with https://',
    );
  });
});
