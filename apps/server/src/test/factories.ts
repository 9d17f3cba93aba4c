import type { Order } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../app.js';
import type { Db } from '../db/client.js';
import { blogs, orderLines, orders, products, vehicles } from '../db/schema/index.js';
import type { Customer } from './app.js';

type ProductRow = typeof products.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type BlogRow = typeof blogs.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;

let made = 0;
const next = () => {
  made += 1;
  return made;
};

/** A product straight in the catalogue: $12.50 each, at least 1 per order, 20 in stock, unless told. */
export async function createProduct(
  db: Db,
  fields: Partial<typeof products.$inferInsert> = {},
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({
      name: `Test Brake Pads ${next()}`,
      description: 'Pads for testing.',
      image: '/images/parts/brake-pads-ceramic.svg',
      priceMinor: 1250,
      availableQty: 20,
      minOrderQty: 1,
      ...fields,
    })
    .returning();
  return row!;
}

/** How many of a product are in stock now. */
export async function stockOf(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ availableQty: products.availableQty })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error(`no product ${productId}`);
  return row.availableQty;
}

/**
 * An order row straight in the table, as the shop keeps one whose product or buyer has gone since:
 * two sets of front brake pads for $40, unpaid, with copies of the buyer's address and name.
 */
export async function createOrderRecord(
  db: Db,
  buyer: Pick<Customer, 'id' | 'email' | 'name'>,
  line: Partial<typeof orderLines.$inferInsert> = {},
  fields: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const priceMinor = line.priceMinor ?? 4000;
  const [row] = await db
    .insert(orders)
    .values({
      userId: buyer.id,
      email: buyer.email,
      userName: buyer.name,
      subtotalMinor: priceMinor,
      deliveryFeeMinor: 0,
      totalMinor: priceMinor,
      ...fields,
    })
    .returning();
  await db.insert(orderLines).values({
    orderId: row!.id,
    productName: 'Front Brake Pads',
    image: '/images/parts/brake-pads-ceramic.svg',
    size: 'M',
    quantity: 2,
    priceMinor,
    ...line,
  });
  return row!;
}

/** A blog entry straight in the table. */
export async function createBlog(db: Db, fields: Partial<typeof blogs.$inferInsert> = {}): Promise<BlogRow> {
  const [row] = await db
    .insert(blogs)
    .values({ question: 'Which brake pads suit Dhaka traffic?', answer: 'Ceramic ones, mostly.', ...fields })
    .returning();
  return row!;
}

/** A vehicle body no other of the run has (vehicles are unique by make, model and codes). */
export function vehicleBody() {
  return {
    make: 'Toyota',
    model: 'Axio',
    generation: 'E140',
    years: { from: 2006, to: 2012 },
    chassisCode: `NZE141-T${next()}`,
    engine: { code: '1NZ-FE', cc: 1496 },
    fuel: 'petrol',
    body: 'sedan',
  } as const;
}

/** A vehicle straight in the table, unique to this call. */
export async function createVehicle(db: Db): Promise<VehicleRow> {
  const { years, engine, ...body } = vehicleBody();
  const [row] = await db
    .insert(vehicles)
    .values({ ...body, yearFrom: years.from, yearTo: years.to, engineCode: engine.code, engineCc: engine.cc })
    .returning();
  return row!;
}

interface OrderChoice {
  quantity?: number;
  size?: 'SM' | 'M' | 'L' | 'XL';
  /** Fields of the new product ordered. */
  product?: Partial<typeof products.$inferInsert>;
}

/**
 * An order the customer places through the API, as their browser would: `quantity` (2) in `size`
 * (M) of a new product made with `product`'s fields.
 */
export async function placeOrder(
  app: App,
  customer: Customer,
  { quantity = 2, size = 'M', product = {} }: OrderChoice = {},
): Promise<Order> {
  const { id } = await createProduct(app.db, { availableQty: Math.max(20, quantity), ...product });
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: customer.headers,
    payload: { productId: id, quantity, size },
  });
  if (response.statusCode !== 200)
    throw new Error(`placing an order failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
