/** The paths of SPEC §7 (and the few this product adds), shared by server routes and the web client. */
const segment = (value: string) => encodeURIComponent(value);

export const apiPaths = {
  health: '/api/health',
  ready: '/api/ready',
  config: '/api/config',
  docs: '/api/docs',
  auth: '/api/auth',

  blogs: '/api/blogs',
  blog: (id: string) => `/api/blog/${segment(id)}`,

  products: '/api/services',
  product: (id: string) => `/api/service/${segment(id)}`,
  productEdit: (id: string) => `/api/services/${segment(id)}`,
  uploads: '/api/uploads',
  productFitment: (id: string) => `/api/services/${segment(id)}/fitment`,

  vehicles: '/api/vehicles',
  vehicleMakes: '/api/vehicles/makes',
  vehicleModels: '/api/vehicles/models',
  vehicle: (id: string) => `/api/vehicles/${segment(id)}`,

  garage: '/api/garage',
  garageCurrent: '/api/garage/current',
  garageCar: (vehicleId: string) => `/api/garage/${segment(vehicleId)}`,

  orders: '/api/orders',
  ordersOf: (email: string) => `/api/orders/${segment(email)}`,
  orderCancel: (id: string) => `/api/orders/${segment(id)}`,
  order: (id: string) => `/api/order/${segment(id)}`,
  createPaymentIntent: '/create-payment-intent',
  stripeWebhook: '/api/payments/stripe/webhook',

  userSync: (email: string) => `/api/user/${segment(email)}`,
  adminCheck: (email: string) => `/admin/${segment(email)}`,
  users: '/api/users',
  makeAdmin: (email: string) => `/user/admin/${segment(email)}`,
  deleteUser: (email: string) => `/api/user/${segment(email)}`,
  me: (email: string) => `/api/users/me?email=${segment(email)}`,

  review: '/api/review',
  reviews: '/api/reviews',
  newsletter: (email: string) => `/api/newsletter/${segment(email)}`,
  contact: '/api/contact',
} as const;
