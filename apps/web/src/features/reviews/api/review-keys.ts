/**
 * Cache keys of reviews: the shop's lists (home page, counts) and the admin's Reviews screen.
 * Invalidating `reviewKeys.all` refreshes the shop's lists; `reviewKeys.admin()` the admin's pages.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  page: (params: { page: number; limit: number }) => [...reviewKeys.all, params] as const,
  admin: () => ['admin-reviews'] as const,
  adminPage: (page: number) => [...reviewKeys.admin(), { page }] as const,
};
