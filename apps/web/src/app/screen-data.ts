import { HOME_PRODUCT_COUNT, PRODUCT_PAGE_SIZE } from '@chaka/contract';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { blogQuery } from '@/features/blogs/api/get-blog';
import { blogsQuery } from '@/features/blogs/api/get-blogs';
import { productQuery } from '@/features/products/api/get-product';
import { readCatalogueParams } from '@/features/products/components/catalogue-params';
import { reviewsQuery } from '@/features/reviews/api/get-reviews';
import { adminCheckQuery } from '@/lib/auth';
import { brandsQuery } from '@/lib/brands';
import { productPageQuery } from '@/lib/catalogue';
import { returnPolicyQuery } from '@/lib/returns';
import { vehicleQuery } from '@/lib/vehicles';

type Fetch = (client: QueryClient) => Promise<unknown>;

/**
 * The public screens the server renders to HTML (src/entry-server.tsx), each with the data its
 * first render shows: the same queries, with the same keys, as its components ask for, so the
 * browser's first render finds them in the cache and matches the server's. Any other address is
 * left to the browser (undefined).
 */
export function screenData(pathname: string, search: URLSearchParams): Fetch[] | undefined {
  if (matchPath(paths.home.path, pathname)) {
    return [
      (client) => client.fetchQuery(productPageQuery({ page: 1, limit: HOME_PRODUCT_COUNT })),
      (client) => client.fetchQuery(reviewsQuery()),
    ];
  }
  if (matchPath(paths.shop.path, pathname)) {
    // As the shop's useProductPage asks for it (the address's page, search, category, car and
    // brands), and the brand chips' counts.
    const params = readCatalogueParams(search);
    const { vehicle, q, category } = params;
    return [
      (client) => client.fetchQuery(productPageQuery({ ...params, limit: PRODUCT_PAGE_SIZE })),
      (client) => client.fetchQuery(brandsQuery({ q, category, vehicle })),
      ...(vehicle ? [(client: QueryClient) => client.fetchQuery(vehicleQuery(vehicle))] : []),
    ];
  }
  if (matchPath(paths.blogs.path, pathname)) return [(client) => client.fetchQuery(blogsQuery)];
  // The tracking form, so it can be sent before the app has started; the lookup itself is the
  // browser's, so no order's answer is ever in a page the server keeps.
  if (matchPath(paths.track.path, pathname)) return [];
  const blog = matchPath(paths.blog.path, pathname);
  if (blog?.params.id) {
    const id = blog.params.id;
    return [(client) => client.fetchQuery(blogQuery(id))];
  }
  return undefined;
}

/**
 * The screens the server renders for the signed-in customer asking, and for no one else (never
 * kept, never shared: docs/decisions/045): the product page with the product, the admin check
 * of `email` that decides between the order form and the admin's note, the reviews' count and the
 * return policy, as its components ask for them. Any other address is left to the browser.
 */
export function signedInScreenData(pathname: string, email: string): Fetch[] | undefined {
  const product = matchPath(paths.product.path, pathname);
  if (!product?.params.id) return undefined;
  const id = product.params.id;
  return [
    (client) => client.fetchQuery(productQuery(id)),
    (client) => client.fetchQuery(adminCheckQuery(email)),
    // Not needed to show the part: a failure leaves them to the browser.
    (client) => client.prefetchQuery(reviewsQuery({ limit: 1 })),
    (client) => client.prefetchQuery(returnPolicyQuery),
  ];
}
