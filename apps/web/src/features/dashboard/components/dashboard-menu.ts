import { PERMISSIONS, type Permission, type Role } from '@chaka/contract';
import dashboard from '@chaka/contract/catalogs/en/dashboard.json';
import { paths } from '@/config/paths';
import { SCREEN_PERMISSIONS, type StaffScreen } from '@/config/screen-permissions';

export interface MenuItem {
  to: string;
  /** The item's name in English (the spec's words); `id` names it in the catalogs. */
  label: string;
  id: keyof typeof dashboard;
  /** An SVG path (24×24, stroked) for the item's icon. */
  icon: string;
}

const icons = {
  orders: 'M9 5h10M9 12h10M9 19h10M4.5 5h.01M4.5 12h.01M4.5 19h.01',
  garage: 'M3 11l9-7 9 7v9H3v-9Zm4 9v-5h10v5M7 15h10',
  review: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  overview: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  allOrders: 'M4 7h16M4 12h16M4 17h10M3 3h18v18H3z',
  addProduct: 'M12 5v14M5 12h14',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9a6 6 0 0 1 12 0m2-9a3 3 0 1 0 0-6m2 15a5 5 0 0 0-3-4.6',
  products: 'M4 7.5 12 3l8 4.5v9L12 21l-8-4.5v-9Zm0 0 8 4.5m0 0 8-4.5M12 12v9',
  reviews: 'M4 5h16v11H9l-5 4V5Zm4 5h8m-8 3h5',
  returns: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  brands: 'M3 12V4h8l10 10-8 8L3 12Zm5-4.5h.01',
  promotions: 'M19 5 5 19M7.5 8.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm9 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  catalogueIo: 'M12 3v11m0 0-4-4m4 4 4-4M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4',
  partRequests: 'M11 4a7 7 0 1 0 4.2 12.6L20 21M8 11h6m-3-3v6',
  home: 'M3 11.5 12 4l9 7.5M5 10v10h5v-6h4v6h5V10',
  customerGroups:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20a6 6 0 0 1 12 0m-2 0a6 6 0 0 1 10-4.5',
  quickOrder: 'M13 3 4 14h7l-1 7 9-11h-7l1-7Z',
  statement: 'M7 3h10v18l-2.5-1.5L12 21l-2.5-1.5L7 21V3Zm3 5h4m-4 4h4',
  staff: 'M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6l-8-3Zm-3 9 2 2 4-4',
  audit:
    'M9 4h6m-6 0a2 2 0 0 0-2 2H5v15h14V6h-2a2 2 0 0 0-2-2M9 4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2M8 11h8M8 15h5',
};

/** An item's English name, read from the catalog (one source for the spec's words), and its id. */
const entry = (key: string) => {
  const id = `dashboard.menu.${key}` as keyof typeof dashboard;
  return { label: dashboard[id], id };
};

export const welcomeItem: MenuItem = {
  to: paths.dashboard.root.getHref(),
  ...entry('welcome'),
  icon: icons.home,
};

/** The staff's screens in the menu's order, each with its icon. */
const STAFF_ITEMS: readonly { screen: Exclude<StaffScreen, 'editProduct'>; key: string; icon: string }[] = [
  { screen: 'overview', key: 'overview', icon: icons.overview },
  { screen: 'allOrders', key: 'allOrders', icon: icons.allOrders },
  { screen: 'returns', key: 'returns', icon: icons.returns },
  { screen: 'partRequests', key: 'partRequests', icon: icons.partRequests },
  { screen: 'addProduct', key: 'addProduct', icon: icons.addProduct },
  { screen: 'users', key: 'allUsers', icon: icons.users },
  { screen: 'staff', key: 'staff', icon: icons.staff },
  { screen: 'audit', key: 'audit', icon: icons.audit },
  { screen: 'manageProducts', key: 'manageProducts', icon: icons.products },
  { screen: 'brands', key: 'brands', icon: icons.brands },
  { screen: 'promotions', key: 'promotions', icon: icons.promotions },
  { screen: 'customerGroups', key: 'customerGroups', icon: icons.customerGroups },
  { screen: 'catalogueIo', key: 'catalogueIo', icon: icons.catalogueIo },
  { screen: 'reviews', key: 'reviews', icon: icons.reviews },
];

/** The staff screens that these permissions open (SCREEN_PERMISSIONS), in the menu's order. */
const staffItems = (permissions: readonly Permission[]): MenuItem[] =>
  STAFF_ITEMS.filter(({ screen }) => permissions.includes(SCREEN_PERMISSIONS[screen])).map(
    ({ screen, key, icon }) => ({ to: paths.dashboard[screen].getHref(), ...entry(key), icon }),
  );

/**
 * The dashboard menu by role (SPEC §2 "Dashboard menu"; My Garage from issue 18, Overview from
 * issue 19): an admin, an owner, every screen of the shop as before. Anyone else their customer
 * screens, and before them, for a member of staff below owner (issue 38), the staff screens their
 * `permissions` open: they are customers too.
 */
export function dashboardMenu(
  role: Role,
  permissions: readonly Permission[] = [],
  /** Whether the customer's group keeps a monthly statement (issue 37): only then is it offered. */
  monthlyStatement = false,
): MenuItem[] {
  const profile = { to: paths.dashboard.profile.getHref(), ...entry('myProfile'), icon: icons.profile };
  if (role === 'admin') return [...staffItems(PERMISSIONS), profile];
  return [
    ...staffItems(permissions),
    { to: paths.dashboard.myOrders.getHref(), ...entry('myOrders'), icon: icons.orders },
    { to: paths.dashboard.quickOrder.getHref(), ...entry('quickOrder'), icon: icons.quickOrder },
    ...(monthlyStatement
      ? [{ to: paths.dashboard.statement.getHref(), ...entry('statement'), icon: icons.statement }]
      : []),
    { to: paths.dashboard.garage.getHref(), ...entry('myGarage'), icon: icons.garage },
    { to: paths.dashboard.myPartRequests.getHref(), ...entry('myPartRequests'), icon: icons.partRequests },
    { to: paths.dashboard.addReview.getHref(), ...entry('addReview'), icon: icons.review },
    profile,
  ];
}
