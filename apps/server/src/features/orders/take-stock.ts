import { type SQL, sql } from 'drizzle-orm';
import { rowFromJson } from '../../db/json-rows.js';
import { type PreparedStatement, prepareStatement, type RunPrepared } from '../../db/prepared.js';
import { orderEvents, orderLines, orders } from '../../db/schema/index.js';
import type { Identity } from '../../lib/identity.js';
import { capsOf, unitsOfOrder } from './order-caps.js';
import { type PricedOrder, perProduct } from './order-pricing.js';
import type { OrderRecord } from './order-queries.js';
import { noAutomaticPromotionRuns } from './promotions/promotion-sql.js';

/** What the statement did: the products it took, the order it wrote, whether it queued an SMS. */
interface TakeOutcome {
  takenProductIds: string[];
  record: OrderRecord | null;
  smsQueued: boolean;
}

const slot = (key: string) => sql.placeholder(key);

/**
 * The statement of takeStockAndWrite for an order of `productCount` products in `lineCount` lines,
 * with a placeholder for each value (db/prepared.ts fills them in).
 */
function takeStockStatement(productCount: number, lineCount: number) {
  const each = (count: number, row: (index: number) => SQL) =>
    sql.join(
      Array.from({ length: count }, (_, index) => row(index)),
      sql`, `,
    );
  const wantedRows = each(
    productCount,
    (i) =>
      sql`(${slot(`wantedId${i}`)}::uuid, ${slot(`wantedQuantity${i}`)}::int, ${slot(`wantedUnitMinor${i}`)}::int, ${slot(`wantedLeastLine${i}`)}::int)`,
  );
  const lineRows = each(
    lineCount,
    (i) =>
      sql`(${slot(`lineProductId${i}`)}::uuid, ${slot(`lineSize${i}`)}::text, ${slot(`lineQuantity${i}`)}::int, ${slot(`lineMinor${i}`)}::int, ${slot(`lineDiscountMinor${i}`)}::int, ${i}::int)`,
  );
  return sql`
    with buyer as (
      -- An account proved by its e-mail address or by its phone (a phone-only account has no
      -- address to verify) counts as verified (issue 34).
      select id, email_verified or phone_number_verified as verified from "user"
      where id = ${slot('buyerId')}::uuid and unpaid_orders < ${slot('maxUnpaid')}::int
        and ${slot('largestProduct')}::int <= case when email_verified or phone_number_verified
          then ${slot('maxLineQuantity')}::int else ${slot('unverifiedMaxLineQuantity')}::int end
        and open_units + ${slot('units')}::int <= case when email_verified or phone_number_verified
          then ${slot('maxOpenUnits')}::int else ${slot('unverifiedMaxOpenUnits')}::int end
      for no key update
    ),
    wanted (product_id, quantity, unit_cents, least_line) as (values ${wantedRows}),
    taken as (
      update products set available_qty = products.available_qty - wanted.quantity, updated_at = now()
      from wanted
      where products.id = wanted.product_id and products.available_qty >= wanted.quantity
        and products.price_cents = wanted.unit_cents and products.min_order_qty <= wanted.least_line
        and exists (select from buyer)
        -- Issue 37: priced without promotions nor trade prices (at once), only while no automatic
        -- promotion runs and the buyer is in no customer group; else the transaction prices it.
        and (${slot('promotionsPriced')}::boolean or (${noAutomaticPromotionRuns}
          and not exists (select from customer_group_members where user_id = ${slot('buyerId')}::uuid)))
      returning products.id, products.name, products.image, products.available_qty
    ),
    placed as (
      insert into orders (user_id, email, user_name, payment_method, subtotal_cents, delivery_fee_cents,
        total_cents, delivery_name, delivery_phone, delivery_district, delivery_address, units,
        awaiting_verification, awaiting_phone_verification, advance_minor, discount_minor, promotion_code)
      select ${slot('buyerId')}::uuid, ${slot('buyerEmail')}::text, ${slot('buyerName')}::text,
        ${slot('paymentMethod')}::text, ${slot('subtotalMinor')}::int, ${slot('deliveryFeeMinor')}::int,
        ${slot('totalMinor')}::int, ${slot('deliveryName')}::text, ${slot('deliveryPhone')}::text,
        ${slot('deliveryDistrict')}::text, ${slot('deliveryAddress')}::text, ${slot('units')}::int,
        ${slot('paymentMethod')}::text = 'cod' and not buyer.verified,
        -- Issue 34: a cash order to a phone the buyer has not verified waits ("Phone not verified");
        -- one placed without delivery details waits once they are added (order-status.ts).
        ${slot('paymentMethod')}::text = 'cod' and ${slot('deliveryPhone')}::text is not null
          and not exists (select from verified_phones
          where verified_phones.user_id = buyer.id and verified_phones.phone = ${slot('deliveryPhone')}::text),
        -- Issue 34, COD_ADVANCE (cod-advance.ts): the delivery fee paid online first, by every cash
        -- order, or by a risky one: above COD_ADVANCE_OVER, or to a phone with a returned order.
        case when ${slot('advanceFeeMinor')}::int > 0 and (${slot('advanceAlways')}::boolean
          or ${slot('totalMinor')}::int > ${slot('advanceOverMinor')}::int
          or exists (select from orders returned where returned.status = 'returned'
            and returned.delivery_phone = ${slot('deliveryPhone')}::text))
        then ${slot('advanceFeeMinor')}::int else 0 end,
        ${slot('discountMinor')}::int, ${slot('promotionCode')}::text
      from buyer
      where (select count(*) from taken) = ${productCount}::int
      returning *
    ),
    line (product_id, size, quantity, price_cents, discount_minor, position) as (values ${lineRows}),
    written_lines as (
      insert into order_lines (order_id, product_id, product_name, image, size, quantity, price_cents,
        discount_minor, position)
      select placed.id, line.product_id, taken.name, taken.image, line.size, line.quantity,
        line.price_cents, line.discount_minor, line.position
      from placed cross join line join taken on taken.id = line.product_id
      returning *
    ),
    written_event as (
      insert into order_events (order_id, status, by) select id, 'placed', ${slot('buyerName')}::text from placed
      returning *
    ),
    queued_mails as (
      insert into order_mail_queue (order_id, kind)
      select placed.id, kind from placed cross join (values ('confirmation'), ('notice')) as mail (kind)
      returning 1
    ),
    queued_sms as (
      insert into sms_queue (order_id, kind)
      select placed.id, 'placed' from placed
      where ${slot('placedSms')}::boolean and (placed.delivery_phone is not null
        or exists (select from "user" where "user".id = placed.user_id and "user".phone_number_verified
          and "user".phone_number is not null))
      returning 1
    ),
    written_history as (
      insert into stock_changes (product_id, order_id, user_id, by, reason, before, after)
      select taken.id, placed.id, ${slot('buyerId')}::uuid, ${slot('buyerName')}::text, ${slot('source')}::text,
        taken.available_qty + wanted.quantity, taken.available_qty
      from placed cross join taken join wanted on wanted.product_id = taken.id
      returning 1
    )
    select (select coalesce(json_agg(id), '[]') from taken) as taken,
      (select row_to_json(placed) from placed) as placed,
      (select json_agg(l order by l.position) from written_lines l) as lines,
      (select json_agg(e) from written_event e) as events,
      (select count(*) > 0 from queued_sms) as sms`;
}

/** The statement's one row: the products it took, and the order it wrote (null when it wrote none). */
interface StatementRow {
  taken: string[];
  placed: Record<string, unknown> | null;
  lines: Array<Record<string, unknown>> | null;
  events: Array<Record<string, unknown>> | null;
  sms: boolean;
}

/** The statements made so far, one per shape of order. */
const statements = new Map<string, PreparedStatement>();

/**
 * The statement for an order of `productCount` products in `lineCount` lines: one text per shape
 * of order, so one prepared statement each, its text written the first time that shape is ordered.
 */
function statementFor(productCount: number, lineCount: number): PreparedStatement {
  const name = `order-take-stock-${productCount}-${lineCount}`;
  let statement = statements.get(name);
  if (!statement) {
    statement = prepareStatement(name, takeStockStatement(productCount, lineCount));
    statements.set(name, statement);
  }
  return statement;
}

/**
 * One statement: locks the buyer's account if it is still under the unpaid limit and the caps on
 * what one account may order and hold (its counts of unpaid orders and of units in open orders are
 * kept by a trigger on orders, migrations 0011 and 0013; the caps are the lower ones while its
 * e-mail address is not verified, order-caps.ts); takes every product's quantity off its stock only if
 * that much is still there, at the price and within the minimum quantity the order was priced
 * with, and the account was locked; and, only if every product was taken, writes the order, its
 * lines (with the name and image of the product as taken), its first event, each product's stock
 * change (its stock history, one change a product with all its lines), the delivery fee a cash
 * order pays in advance (COD_ADVANCE, cod-advance.ts), its two mails to send
 * (order-mail-queue.ts) and its SMS to the customer, when SMS_EVENTS sends one (order-sms-queue.ts).
 *
 * Every condition is checked on the rows as they are once locked: a row another order changed
 * meanwhile is read again by PostgreSQL after that order commits (READ COMMITTED re-checks an
 * UPDATE's or a locking SELECT's condition on the newest row). So concurrent orders never sell
 * more than there is, and a buyer's orders placed at the same moment never pass the limit
 * together. The account is locked before the products, as in the transaction of place-order.ts.
 *
 * An order of one product runs it alone, as its own transaction: it takes all or nothing. An order
 * of several runs it in a transaction that locked the products first, and is rolled back when it
 * wrote nothing (some products may have been taken). `run` is where it runs (db/prepared.ts): on
 * its own, or in that transaction.
 */
export async function takeStockAndWrite(
  run: RunPrepared,
  buyer: Identity,
  order: PricedOrder,
): Promise<TakeOutcome> {
  const wanted = [...perProduct(order.lines)];
  const { amounts, delivery } = order;
  const verifiedCaps = capsOf(order.caps, true);
  const unverifiedCaps = capsOf(order.caps, false);
  const values: Record<string, unknown> = {
    units: unitsOfOrder(order.lines),
    largestProduct: Math.max(...wanted.map(([, { quantity }]) => quantity)),
    maxLineQuantity: verifiedCaps.maxLineQuantity,
    maxOpenUnits: verifiedCaps.maxOpenUnits,
    unverifiedMaxLineQuantity: unverifiedCaps.maxLineQuantity,
    unverifiedMaxOpenUnits: unverifiedCaps.maxOpenUnits,
    buyerId: buyer.id,
    buyerEmail: buyer.email,
    buyerName: buyer.name,
    maxUnpaid: order.maxUnpaid,
    paymentMethod: order.paymentMethod,
    subtotalMinor: amounts.subtotalMinor,
    deliveryFeeMinor: amounts.deliveryFeeMinor,
    totalMinor: amounts.totalMinor,
    discountMinor: amounts.discountMinor,
    promotionCode: order.promotionCode,
    promotionsPriced: order.promotionsPriced,
    deliveryName: delivery?.name ?? null,
    deliveryPhone: delivery?.phone ?? null,
    deliveryDistrict: delivery?.district ?? null,
    deliveryAddress: delivery?.address ?? null,
    source: order.source,
    placedSms: order.placedSms,
    advanceFeeMinor: order.advance.feeMinor,
    advanceAlways: order.advance.always,
    advanceOverMinor: order.advance.overMinor,
  };
  wanted.forEach(([id, { quantity, unitMinor, leastLine }], index) => {
    Object.assign(values, {
      [`wantedId${index}`]: id,
      [`wantedQuantity${index}`]: quantity,
      [`wantedUnitMinor${index}`]: unitMinor,
      [`wantedLeastLine${index}`]: leastLine,
    });
  });
  order.lines.forEach((line, index) => {
    Object.assign(values, {
      [`lineProductId${index}`]: line.productId,
      [`lineSize${index}`]: line.size,
      [`lineQuantity${index}`]: line.quantity,
      [`lineMinor${index}`]: line.lineMinor,
      [`lineDiscountMinor${index}`]: line.discountMinor,
    });
  });
  const [row] = await run<StatementRow>(statementFor(wanted.length, order.lines.length), values);
  const { taken, placed, lines, events, sms } = row!;
  return {
    takenProductIds: taken,
    smsQueued: sms,
    record: placed && {
      order: rowFromJson(orders, placed),
      lines: (lines ?? []).map((line) => rowFromJson(orderLines, line)),
      events: (events ?? []).map((event) => rowFromJson(orderEvents, event)),
    },
  };
}
