import { CATEGORIES, type Category, isId, PRODUCT_PAGE_SIZE } from '@chaka/contract';

/** The API takes searches of at most this many characters (ProductListQuerySchema). */
const SEARCH_MAX_LENGTH = 100;

export interface CatalogueParams {
  page: number;
  q?: string;
  category?: Category;
  /** Only the parts that fit this vehicle (and the universal ones). */
  vehicle?: string;
  /** Only the parts low on stock (Manage Products' filter). */
  lowStock?: boolean;
  /** Only these brands' parts (issue 36): brand ids, `?brand=` once for each. */
  brand?: string[];
}

/** The API takes at most this many brands at once (BrandFilterSchema). */
const BRANDS_MAX = 20;

const isCategory = (value: string | null): value is Category =>
  value !== null && (CATEGORIES as readonly string[]).includes(value);

/**
 * The page, search, category, vehicle and brands of a catalogue screen's address
 * (?page=&q=&category=&vehicle=&brand=&brand=); anything invalid is ignored.
 */
export function readCatalogueParams(search: URLSearchParams): CatalogueParams {
  const page = Number(search.get('page'));
  const q = (search.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const category = search.get('category');
  const vehicle = search.get('vehicle');
  const brands = [
    ...new Set(search.getAll('brand').flatMap((value) => value.split(',').filter((id) => isId(id)))),
  ].slice(0, BRANDS_MAX);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    q: q || undefined,
    category: isCategory(category) ? category : undefined,
    vehicle: vehicle && isId(vehicle) ? vehicle : undefined,
    lowStock: search.get('lowStock') === 'true' || undefined,
    brand: brands.length > 0 ? brands : undefined,
  };
}

/** The address of a catalogue screen showing `params`; page 1 is left out. */
export function catalogueHref(pathname: string, params: CatalogueParams): string {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category);
  if (params.vehicle) search.set('vehicle', params.vehicle);
  for (const brand of params.brand ?? []) search.append('brand', brand);
  if (params.q) search.set('q', params.q);
  if (params.lowStock) search.set('lowStock', 'true');
  if (params.page > 1) search.set('page', String(params.page));
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE));

/** The brands of `params` with `brand` added, or taken away when it is one of them. */
export function toggledBrands(params: CatalogueParams, brand: string): string[] | undefined {
  const chosen = params.brand ?? [];
  const next = chosen.includes(brand) ? chosen.filter((id) => id !== brand) : [...chosen, brand];
  return next.length > 0 ? next : undefined;
}
