import { type Blog, LOCALES, type Locale, type Product, SHOP, type ShopCurrency } from '@chaka/contract';

/** schema.org JSON-LD for the shop's pages (https://schema.org; Google's rich result shapes). */

const DAY_URL = 'https://schema.org/';

/** The shop itself, on every page. */
export function storeData(siteName: string, publicUrl: string) {
  const { address, geo, hours } = SHOP;
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoPartsStore',
    '@id': `${publicUrl}/#store`,
    name: siteName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/images/logo.svg`,
    image: `${publicUrl}/images/hero.svg`,
    telephone: SHOP.phone,
    foundingDate: String(SHOP.since),
    // An Organization names the languages it serves in with knowsLanguage (inLanguage is a CreativeWork's).
    knowsLanguage: [...LOCALES],
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.street}, ${address.area}`,
      addressLocality: address.city,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lon },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: hours.days.map((day) => `${DAY_URL}${day}`),
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
  };
}

/**
 * A part as a schema.org Product with its Offer. Issue 36: its brand, the shop's SKU and, as `mpn`,
 * the first of its numbers (the car maker's OEM number or the parts maker's own), where it has them.
 */
export function productData(
  product: Product,
  currency: ShopCurrency,
  absolute: (url: string) => string,
  productUrl: (id: string) => string,
) {
  const mpn = product.partNumbers?.[0]?.number;
  return {
    '@type': 'Product',
    name: product.productName,
    image: absolute(product.image),
    description: product.productDescription,
    url: productUrl(product._id),
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand.name } }),
    ...(product.sku && { sku: product.sku }),
    ...(mpn && { mpn }),
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: currency,
      availability: `https://schema.org/${product.availableQty > 0 ? 'InStock' : 'OutOfStock'}`,
      url: productUrl(product._id),
    },
  };
}

/**
 * The parts /shop shows on its first page, each as a Product with its Offer; `numberOfItems` counts
 * the whole catalogue, as schema.org asks of a list shown a page at a time. An ItemList is no
 * CreativeWork, so schema.org gives it no inLanguage; the page's language is in <html lang> and
 * hreflang.
 */
export function partsListData(
  { items, total }: { items: Product[]; total: number },
  currency: ShopCurrency,
  absolute: (url: string) => string,
  productUrl: (id: string) => string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: total,
    itemListElement: items.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: productData(product, currency, absolute, productUrl),
    })),
  };
}

/**
 * The blog's questions and answers. A FAQPage is a WebPage (a CreativeWork), so it names the
 * language of the page it describes; the entries themselves stay as they were written.
 */
export function faqData(blogs: Blog[], locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: blogs.map((blog) => ({
      '@type': 'Question',
      name: blog.question,
      acceptedAnswer: { '@type': 'Answer', text: blog.answer },
    })),
  };
}
