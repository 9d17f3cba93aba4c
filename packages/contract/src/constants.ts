/** Business constants and limits of SPEC §9. */

export const SIZES = ['SM', 'M', 'L', 'XL'] as const;
export type Size = (typeof SIZES)[number];

export const CATEGORIES = ['brake-pads', 'car-bulbs', 'air-filters', 'motor-oil', 'spark-plugs'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<Category, string> = {
  'brake-pads': 'Brake Pads',
  'car-bulbs': 'Car Bulbs',
  'air-filters': 'Air Filters',
  'motor-oil': 'Motor Oil',
  'spark-plugs': 'Spark Plugs',
};

export const REVIEW_TEXT_MAX = 250;
export const REVIEW_TEXT_HINT_MIN = 100;
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;

export const PASSWORD_MIN_LENGTH = 8;
export const QUANTITY_MAX_LENGTH = 10;

export const BLOG_PREVIEW_LENGTH = 100;
export const HOME_PRODUCT_COUNT = 3;

/** Minimum time a spinner stays up, in milliseconds (skipped when UI_DELAYS is off). */
export const SPINNER_DELAYS_MS = {
  home: 1000,
  topBar: 1000,
  productDetail: 3000,
  shop: 3000,
  contact: 3000,
  homeParts: 2000,
} as const;
export type SpinnerDelay = keyof typeof SPINNER_DELAYS_MS;

export const TOAST_DURATIONS_MS = { login: 4000, logout: 5000 } as const;

/** The transaction id is shown without its first characters (the provider's "pi_" prefix). */
export const TRANSACTION_ID_HIDDEN_PREFIX = 3;

export const HOME_COUNTERS = [
  { label: 'Pamps', value: 25, durationMs: 3000 },
  { label: 'Users', value: 1326, durationMs: 3000 },
  { label: 'Cross', value: 4556, durationMs: 8000 },
  { label: 'Field', value: 5665, durationMs: 8000 },
] as const;

/** Upper bounds the server stores; the spec leaves them open. */
export const LIMITS = {
  emailLength: 254,
  nameLength: 80,
  passwordLength: 128,
  productNameLength: 120,
  productDescriptionLength: 4000,
  productQtyMax: 1_000_000,
  /** In major units of the shop's currency. */
  priceMaxMajor: 1_000_000,
  urlLength: 2048,
  profileFieldLength: 200,
  contactMessageLength: 2000,
  blogQuestionLength: 300,
  blogAnswerLength: 10_000,
  uploadBytes: 5 * 1024 * 1024,
  uploadLargestSide: 1600,
} as const;

export function displayTransactionId(transactionId: string | null | undefined): string {
  return transactionId ? transactionId.slice(TRANSACTION_ID_HIDDEN_PREFIX) : '';
}
