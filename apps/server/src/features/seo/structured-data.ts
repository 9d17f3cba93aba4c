import { type Blog, type Product, SHOP, type ShopCurrency } from '@chaka/contract';

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

/** The parts on /shop, each as a Product with its Offer. */
export function partsListData(
  products: Product[],
  currency: ShopCurrency,
  absolute: (url: string) => string,
  productUrl: (id: string) => string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.productName,
        image: absolute(product.image),
        description: product.productDescription,
        url: productUrl(product._id),
        offers: {
          '@type': 'Offer',
          price: product.price.toFixed(2),
          priceCurrency: currency,
          availability: `https://schema.org/${product.availableQty > 0 ? 'InStock' : 'OutOfStock'}`,
          url: productUrl(product._id),
        },
      },
    })),
  };
}

/** The blog's questions and answers. */
export function faqData(blogs: Blog[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: blogs.map((blog) => ({
      '@type': 'Question',
      name: blog.question,
      acceptedAnswer: { '@type': 'Answer', text: blog.answer },
    })),
  };
}
