import type { Order, OrderDetail, Product, Profile, UserListItem } from '@chaka/contract';
import type { SessionUser } from '@/lib/auth';

/** A customer as the session names her. */
export const nadia: SessionUser = {
  id: 'u1',
  name: 'Nadia Islam',
  email: 'nadia@example.com',
  image: null,
  role: 'user',
  emailVerified: true,
};

/** Her stored profile with none of the optional details filled in. */
export const aProfile = (fields: Partial<Profile> = {}): Profile => ({
  _id: 'u1',
  email: 'nadia@example.com',
  name: 'Nadia Islam',
  role: 'user',
  education: null,
  number: null,
  address: null,
  facebook: null,
  linkedin: null,
  image: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  phoneNumber: null,
  phoneNumberVerified: false,
  ...fields,
});

export const aProduct = (fields: Partial<Product> = {}): Product => ({
  _id: crypto.randomUUID(),
  productName: 'H4 Halogen Headlight Bulbs',
  image: '/images/parts/bulb-h4-halogen.svg',
  price: 9.5,
  availableQty: 12,
  orderQty: 2,
  productDescription: 'Standard 12 V bulbs.',
  category: 'car-bulbs',
  createdAt: '2026-11-01T09:00:00.000Z',
  ...fields,
});

/** An unpaid order of Nadia's. */
export const anOrder = (fields: Partial<Order> = {}): Order => {
  const order: Order = {
    _id: crypto.randomUUID(),
    lineId: crypto.randomUUID(),
    orderNumber: 'CP-10001',
    productId: crypto.randomUUID(),
    productName: 'Ceramic Front Brake Pads',
    email: 'nadia@example.com',
    userName: 'Nadia Islam',
    quantity: 2,
    size: 'M',
    price: 56,
    image: '/images/parts/brake-pads-ceramic.svg',
    subtotal: 56,
    deliveryFee: 2,
    discount: 0,
    promotionCode: null,
    total: 58,
    lineCount: 1,
    status: 'placed',
    paymentMethod: 'online',
    delivery: {
      name: 'Nadia Islam',
      phone: '+8801712345678',
      district: 'Sylhet',
      address: 'House 12, Zindabazar',
    },
    courier: null,
    trackingNumber: null,
    paid: false,
    transactionId: null,
    collected: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    awaitingVerification: false,
    awaitingPhoneVerification: false,
    advance: 0,
    advancePaid: false,
    dueOnDelivery: 0,
    ...fields,
  };
  // What the courier collects, as the server says it: a cash order's total less a paid advance.
  const owed = order.paymentMethod === 'cod' && !order.paid;
  const dueOnDelivery = owed ? order.total - (order.advancePaid ? order.advance : 0) : 0;
  return { ...order, dueOnDelivery: fields.dueOnDelivery ?? dueOnDelivery };
};

/** One order as GET /api/order/:id answers it: by default the one line of anOrder, placed. */
export const anOrderDetail = (fields: Partial<OrderDetail> = {}): OrderDetail => {
  const order = anOrder({ orderNumber: 'CP-10042', ...fields });
  return {
    ...order,
    lines: [order],
    events: [{ status: 'placed', by: 'Nadia Islam', note: null, at: '2026-11-20T10:00:00.000Z' }],
    ...fields,
  };
};

/** An account as All Users lists it. */
export const anAccount = (email: string, role: 'admin' | 'user'): UserListItem => ({
  _id: crypto.randomUUID(),
  email,
  name: email.split('@')[0]!,
  role,
  createdAt: '2026-02-01T08:00:00.000Z',
});
