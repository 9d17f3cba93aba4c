import type { Locale, Product } from '@chaka/contract';

type Named = Pick<Product, 'productName' | 'productNameBn'>;
type Described = Pick<Product, 'productDescription' | 'productDescriptionBn'>;

/** A product's name in the reader's language: its Bangla name when it has one (issue 36), else the English. */
export const productNameIn = (product: Named, locale: Locale): string =>
  (locale === 'bn' && product.productNameBn) || product.productName;

/** A product's description in the reader's language, falling back to the English one. */
export const productDescriptionIn = (product: Described, locale: Locale): string =>
  (locale === 'bn' && product.productDescriptionBn) || product.productDescription;
