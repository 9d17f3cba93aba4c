import { apiPrefixes, type Route } from './endpoint.js';

/**
 * Every endpoint of the shop's API (SPEC §7 and what the shop adds) by name: its method, its path
 * and who may call it. What each takes and answers is in endpoints.ts, built on this table; the
 * table itself holds no schema, so the web app's first load carries only these few bytes.
 * The identity service's own endpoints under /api/auth are better-auth's and not listed.
 */
export const routes = {
  // System
  health: { method: 'GET', path: '/api/health', who: 'anyone' },
  ready: { method: 'GET', path: '/api/ready', who: 'anyone' },
  config: { method: 'GET', path: '/api/config', who: 'anyone' },
  // Prometheus metrics: its own Bearer token (METRICS_TOKEN), checked by the route, as a webhook's signature.
  metrics: { method: 'GET', path: '/api/metrics', who: 'anyone' },

  // Accounts, user management and the profile
  // Even an admin only ever gets the token of their own session.
  syncUser: { method: 'PUT', path: '/api/user/:email', who: 'owner' },
  adminCheck: { method: 'GET', path: '/admin/:email', who: 'owner-or-customers.read' },
  listUsers: { method: 'GET', path: '/api/users', who: 'customers.read' },
  makeAdmin: { method: 'PUT', path: '/user/admin/:email', who: 'staff.manage' },
  deleteUser: { method: 'DELETE', path: '/api/user/:email', who: 'staff.manage' },
  getProfile: { method: 'GET', path: '/api/users/me', who: 'owner' },
  // Staff roles and the audit log (issue 38): who may do what, and who did what
  myPermissions: { method: 'GET', path: '/api/me/permissions', who: 'signed-in' },
  listStaff: { method: 'GET', path: '/api/admin/staff', who: 'staff.manage' },
  setStaffRole: { method: 'PUT', path: '/api/admin/staff/:email', who: 'staff.manage' },
  auditLog: { method: 'GET', path: '/api/admin/audit', who: 'staff.manage' },
  exportAudit: { method: 'GET', path: '/api/admin/audit.csv', who: 'staff.manage' },
  updateProfile: { method: 'PATCH', path: '/api/users/me', who: 'owner' },

  // The catalogue, its images and the blog
  listProducts: { method: 'GET', path: '/api/services', who: 'anyone' },
  getProduct: { method: 'GET', path: '/api/service/:id', who: 'signed-in' },
  createProduct: { method: 'POST', path: '/api/services', who: 'products.write' },
  replaceProduct: { method: 'PUT', path: '/api/services/:id', who: 'products.write' },
  editProduct: { method: 'PATCH', path: '/api/service/:id', who: 'products.write' },
  deleteProduct: { method: 'DELETE', path: '/api/services/:id', who: 'products.write' },
  uploadImage: { method: 'POST', path: '/api/uploads', who: 'signed-in' },
  setFitment: { method: 'PUT', path: '/api/services/:id/fitment', who: 'products.write' },
  // The brands the admin keeps (issue 36); the shop's list counts each brand's parts.
  listBrands: { method: 'GET', path: '/api/brands', who: 'anyone' },
  createBrand: { method: 'POST', path: '/api/admin/brands', who: 'products.write' },
  updateBrand: { method: 'PATCH', path: '/api/admin/brands/:id', who: 'products.write' },
  deleteBrand: { method: 'DELETE', path: '/api/admin/brands/:id', who: 'products.write' },
  listBlogs: { method: 'GET', path: '/api/blogs', who: 'anyone' },
  getBlog: { method: 'GET', path: '/api/blog/:id', who: 'anyone' },

  // Vehicles, for the shop filtered by a car and for fitment
  listVehicleMakes: { method: 'GET', path: '/api/vehicles/makes', who: 'anyone' },
  listVehicleModels: { method: 'GET', path: '/api/vehicles/models', who: 'anyone' },
  listVehicles: { method: 'GET', path: '/api/vehicles', who: 'anyone' },
  getVehicle: { method: 'GET', path: '/api/vehicles/:id', who: 'anyone' },
  createVehicle: { method: 'POST', path: '/api/vehicles', who: 'products.write' },
  replaceVehicle: { method: 'PUT', path: '/api/vehicles/:id', who: 'products.write' },
  deleteVehicle: { method: 'DELETE', path: '/api/vehicles/:id', who: 'products.write' },

  // My Garage: the caller's own cars; no address names an account, so no one reaches another's.
  myGarage: { method: 'GET', path: '/api/garage', who: 'signed-in' },
  saveGarageCar: { method: 'POST', path: '/api/garage', who: 'signed-in' },
  setCurrentCar: { method: 'PUT', path: '/api/garage/current', who: 'signed-in' },
  removeGarageCar: { method: 'DELETE', path: '/api/garage/:vehicleId', who: 'signed-in' },

  // One-time codes by SMS (issue 34): verifying a phone, and the code to sign in with a phone number
  sendPhoneCode: { method: 'POST', path: '/api/phone/code', who: 'signed-in' },
  verifyPhone: { method: 'POST', path: '/api/phone/verify', who: 'signed-in' },
  sendSignInCode: { method: 'POST', path: '/api/phone/sign-in-code', who: 'anyone' },

  // Orders and their payments
  placeOrder: { method: 'POST', path: '/api/orders', who: 'customer' },
  listOrders: { method: 'GET', path: '/api/orders', who: 'orders.read' },
  customerOrders: { method: 'GET', path: '/api/orders/:email', who: 'owner-or-customers.read' },
  getOrder: { method: 'GET', path: '/api/order/:id', who: 'owner-or-orders.read' },
  cancelOrder: { method: 'DELETE', path: '/api/orders/:id', who: 'owner-or-orders.move' },
  changeOrderStatus: { method: 'PATCH', path: '/api/orders/:id/status', who: 'orders.move' },
  updateOrderDelivery: { method: 'PATCH', path: '/api/orders/:id/delivery', who: 'owner' },
  // Staff's internal notes on an order, never shown to its customer (issue 38)
  orderNotes: { method: 'GET', path: '/api/orders/:id/notes', who: 'orders.read' },
  addOrderNote: { method: 'POST', path: '/api/orders/:id/notes', who: 'orders.notes' },
  // Sending an order's mail or SMS of its current status again, for a customer on the phone
  resendOrderMessage: { method: 'POST', path: '/api/orders/:id/messages/resend', who: 'messages.resend' },
  // Booking parcels with a courier's API from All Orders (issue 33)
  couriersOn: { method: 'GET', path: '/api/couriers', who: 'orders.move' },
  parcelQuote: { method: 'GET', path: '/api/orders/:id/parcel/quote', who: 'orders.move' },
  bookParcel: { method: 'POST', path: '/api/orders/:id/parcel', who: 'orders.move' },
  bookParcels: { method: 'POST', path: '/api/orders/parcels', who: 'orders.move' },
  // Following an order without signing in, and its invoice and packing slip (issue 33)
  trackOrder: { method: 'GET', path: '/api/track', who: 'anyone' },
  orderDocuments: { method: 'GET', path: '/api/order/:id/documents', who: 'owner-or-orders.read' },
  // The cart kept with an account, and the checkout of a whole cart as one order
  myCart: { method: 'GET', path: '/api/cart', who: 'signed-in' },
  saveCart: { method: 'PUT', path: '/api/cart', who: 'signed-in' },
  checkout: { method: 'POST', path: '/api/checkout', who: 'customer' },
  // Promotions (issue 37): what a cart costs with a code, and the admin's promotions
  cartQuote: { method: 'POST', path: '/api/cart/quote', who: 'signed-in' },
  listPromotions: { method: 'GET', path: '/api/admin/promotions', who: 'promotions.write' },
  createPromotion: { method: 'POST', path: '/api/admin/promotions', who: 'promotions.write' },
  updatePromotion: { method: 'PATCH', path: '/api/admin/promotions/:id', who: 'promotions.write' },
  // Garages (issue 37): customer groups and their price lists, trade prices, quick order, statements
  listCustomerGroups: { method: 'GET', path: '/api/admin/customer-groups', who: 'promotions.write' },
  createCustomerGroup: { method: 'POST', path: '/api/admin/customer-groups', who: 'promotions.write' },
  updateCustomerGroup: { method: 'PATCH', path: '/api/admin/customer-groups/:id', who: 'promotions.write' },
  addGroupMember: {
    method: 'PUT',
    path: '/api/admin/customer-groups/:id/members/:email',
    who: 'promotions.write',
  },
  removeGroupMember: {
    method: 'DELETE',
    path: '/api/admin/customer-groups/:id/members/:email',
    who: 'promotions.write',
  },
  myPrices: { method: 'GET', path: '/api/me/prices', who: 'signed-in' },
  resolveQuickOrder: { method: 'POST', path: '/api/quick-order/resolve', who: 'signed-in' },
  monthlyStatement: { method: 'GET', path: '/api/statements/:month', who: 'signed-in' },

  createPaymentIntent: { method: 'POST', path: '/create-payment-intent', who: 'owner' },
  confirmPayment: { method: 'PATCH', path: '/api/order/:id', who: 'owner' },
  payWithTestCard: { method: 'POST', path: '/api/payments/test/confirm', who: 'owner' },
  stripeWebhook: { method: 'POST', path: '/api/payments/stripe/webhook', who: 'anyone' },
  // The couriers' parcel events (issue 33): they prove themselves by the shop's secret.
  pathaoWebhook: { method: 'POST', path: '/api/couriers/pathao/webhook', who: 'anyone' },
  steadfastWebhook: { method: 'POST', path: '/api/couriers/steadfast/webhook', who: 'anyone' },

  // SSLCommerz: the gateway's IPN and the browser's return are form POSTs from the gateway, and
  // prove nothing by themselves (the shop asks the gateway's Order Validation API).
  sslcommerzSession: { method: 'POST', path: '/api/payments/sslcommerz/session', who: 'owner' },
  sslcommerzIpn: { method: 'POST', path: '/api/payments/sslcommerz/ipn', who: 'anyone' },
  sslcommerzSuccess: { method: 'POST', path: '/api/payments/sslcommerz/success', who: 'anyone' },
  sslcommerzFail: { method: 'POST', path: '/api/payments/sslcommerz/fail', who: 'anyone' },
  sslcommerzCancel: { method: 'POST', path: '/api/payments/sslcommerz/cancel', who: 'anyone' },
  sslcommerzReview: { method: 'GET', path: '/api/payments/sslcommerz/review', who: 'sales.read' },
  sslcommerzDecide: {
    method: 'POST',
    path: '/api/payments/sslcommerz/:tranId/decision',
    who: 'refunds.issue',
  },

  // Returns, refunds and warranty claims (issue 35)
  returnPolicy: { method: 'GET', path: '/api/returns/policy', who: 'anyone' },
  // The order's customer, or staff opening it on the customer's behalf (issue 38)
  openReturn: { method: 'POST', path: '/api/orders/:id/returns', who: 'owner-or-returns.open' },
  listReturns: { method: 'GET', path: '/api/returns', who: 'signed-in' },
  getReturn: { method: 'GET', path: '/api/returns/:id', who: 'owner-or-customers.read' },
  moveReturn: { method: 'PATCH', path: '/api/returns/:id', who: 'returns.decide' },
  refundReturn: { method: 'POST', path: '/api/returns/:id/refund', who: 'refunds.issue' },
  confirmRefund: { method: 'POST', path: '/api/returns/:id/refund/confirmation', who: 'owner' },
  bookReturnPickup: { method: 'POST', path: '/api/returns/:id/pickup', who: 'returns.decide' },

  // When the part is not there (issue 36): part requests and their quotes, back-in-stock waits
  createPartRequest: { method: 'POST', path: '/api/part-requests', who: 'anyone' },
  myPartRequests: { method: 'GET', path: '/api/part-requests', who: 'signed-in' },
  claimQuote: { method: 'POST', path: '/api/part-requests/quote/:token', who: 'customer' },
  adminPartRequests: { method: 'GET', path: '/api/admin/part-requests', who: 'customers.read' },
  answerPartRequest: { method: 'PATCH', path: '/api/admin/part-requests/:id', who: 'products.write' },
  backInStockStatus: { method: 'GET', path: '/api/services/:id/back-in-stock', who: 'signed-in' },
  waitForStock: { method: 'POST', path: '/api/services/:id/back-in-stock', who: 'customer' },
  stopWaitingForStock: { method: 'DELETE', path: '/api/services/:id/back-in-stock', who: 'signed-in' },

  // Running the shop: the Overview, the order search and export, stock history
  shopStats: { method: 'GET', path: '/api/admin/stats', who: 'sales.read' },
  searchOrders: { method: 'GET', path: '/api/admin/orders', who: 'orders.read' },
  exportOrders: { method: 'GET', path: '/api/admin/orders.csv', who: 'sales.read' },
  stockHistory: { method: 'GET', path: '/api/services/:id/stock-history', who: 'stock.write' },
  heldStock: { method: 'GET', path: '/api/admin/held-stock', who: 'stock.write' },
  // The whole catalogue out as CSV and in from a spreadsheet (issue 36)
  exportCatalogue: { method: 'GET', path: '/api/admin/catalogue.csv', who: 'products.write' },
  importCatalogue: { method: 'POST', path: '/api/admin/catalogue/import', who: 'products.write' },

  // Reviews, the newsletter and the contact form
  createReview: { method: 'POST', path: '/api/review', who: 'signed-in' },
  listReviews: { method: 'GET', path: '/api/reviews', who: 'anyone' },
  // The admin's Reviews screen: every review, also hidden ones; hide, show again or remove one.
  adminReviews: { method: 'GET', path: '/api/admin/reviews', who: 'products.write' },
  moderateReview: { method: 'PATCH', path: '/api/admin/reviews/:id', who: 'products.write' },
  deleteReview: { method: 'DELETE', path: '/api/admin/reviews/:id', who: 'products.write' },
  subscribeNewsletter: { method: 'POST', path: '/api/newsletter/:email', who: 'anyone' },
  sendContactMessage: { method: 'POST', path: '/api/contact', who: 'anyone' },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;

/** The path prefixes of the API (`/api/`, `/admin/`, `/user/`, `/create-payment-intent`). */
export const API_PREFIXES: readonly string[] = apiPrefixes(routes);

/** Whether a request path is one of the API's, not a page of the web app or a file. */
export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));
