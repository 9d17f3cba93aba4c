import fc from 'fast-check';

/** Classic SQL injection attempts: every query is parameterised, so they must stay plain text. */
export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '1; DROP TABLE orders; --',
  "'; UPDATE products SET price_cents = 0; --",
  "' UNION SELECT password FROM account --",
  "admin'--",
  '1) OR (1=1',
  "%' OR email LIKE '%",
  '$1',
  "\\'; select pg_sleep(5); --",
  "'||(select current_user)||'",
];

/** Script and markup payloads: stored as text, shown as text. */
export const SCRIPT_PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror=window.__pwned=1>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  // A template placeholder, meant literally.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is the literal text
  '${7*7}',
  '<a href="javascript:alert(1)">click</a>',
  '</textarea><script>alert(1)</script>',
];

/** Strings that look like numbers to someone, or like nothing. */
export const NAN_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  'true',
  '1e309',
  '-1e309',
  '0x1F',
  '1_000',
  '١٢٣',
  '１２',
  '+1',
  '-0',
  '.5',
  '5.',
  '1e3',
  '007',
  '2.0',
  '9'.repeat(400),
];

/** Control characters, invisible and direction-changing characters, broken UTF-16. */
export const CONTROL_AND_UNICODE = [
  '\u0000',
  'pads\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[2J',
  '\r\n',
  '\b\f\v',
  '\u007f',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  '\ud800',
  'x\udc00y',
  '🚗🔧',
  'ব্রেক প্যাড',
  'Z̸̢̛a̷̛l̶g̵o̷',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%s%s%s%n',
];

/** One megabyte of text, the size of the whole request body limit. */
export const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQL_PAYLOADS, ...SCRIPT_PAYLOADS) },
  { weight: 3, arbitrary: fc.constantFrom(...NAN_LIKE) },
  { weight: 3, arbitrary: fc.constantFrom(...CONTROL_AND_UNICODE) },
  { weight: 2, arbitrary: fc.constantFrom('', ' ', '\t', '   \n  ') },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ minLength: 1, maxLength: 5 }), fc.integer({ min: 200, max: 5000 }))
      .map(([text, times]) => text.repeat(times)),
  },
  { weight: 1, arbitrary: fc.constant(ONE_MEGABYTE) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    -0.01,
    0.001,
    1e21,
    2 ** 31,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -1e9,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON value an attacker might put where a field belongs. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>([], {}, [1], ['a'], { $gt: '' }, { $ne: null }, [null], {
      toString: 'x',
    }),
  },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }) },
);

/** Field names that mean something somewhere: mass assignment and prototype pollution attempts. */
export const sneakyKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'role',
    'paid',
    'price',
    'priceMinor',
    'transactionId',
    'email',
    'userId',
    'author',
    'availableQty',
    'isAdmin',
    'id',
    '_id',
    'constructor',
    'prototype',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/**
 * A sign-in body with a field nested 100,000 levels deep (about 200 KB): once enough to hold the
 * whole server for minutes (issue 30). Every route must refuse it at once, before any work on it.
 */
export const DEEP_JSON_BODY = `{"email":"a@b.example","password":"x","n":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;

/** Whole bodies that are not the JSON object a route expects, with the content type they come with. */
export const hostileRawBody: fc.Arbitrary<{ raw: string; contentType: string }> = fc.oneof(
  fc
    .constantFrom(
      '',
      '{',
      '{"a":}',
      "{'quantity': 1}",
      '[1, 2',
      'NaN',
      '{"quantity": NaN}',
      '{"quantity": Infinity}',
      '{"quantity": 1e999}',
      '{"quantity": -1e999}',
      '{"__proto__": {"role": "admin"}}',
      '{"constructor": {"prototype": {"role": "admin"}}}',
      '{"a": 1, "a": 2}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
      '\u0000',
      '"just a string"',
      '42',
      'null',
      'true',
      '[]',
    )
    .map((raw) => ({ raw, contentType: 'application/json' })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-7',
        'image/png',
      ),
      fc.constantFrom('quantity=1&size=M', '<order/>', '--x--', '{"a":1}', ''),
    )
    .map(([contentType, raw]) => ({ raw, contentType })),
);
