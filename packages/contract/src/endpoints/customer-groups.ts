import { IdParamsSchema } from '../common.js';
import {
  CreateCustomerGroupBodySchema,
  CustomerGroupListSchema,
  CustomerGroupSchema,
  GroupMemberParamsSchema,
  MyPricesQuerySchema,
  MyPricesSchema,
  PatchCustomerGroupBodySchema,
  StatementParamsSchema,
  StatementSchema,
} from '../customer-groups.js';
import { defineEndpoint } from '../endpoint.js';
import { QuickOrderAnswerSchema, QuickOrderBodySchema } from '../quick-order.js';
import { routes } from '../routes.js';

const tag = 'garages';

/** Issue 37, garages: customer groups and their price lists, trade prices, quick order, statements. */
export const customerGroupEndpoints = {
  listCustomerGroups: defineEndpoint({
    ...routes.listCustomerGroups,
    tag,
    summary: 'Every customer group with its price list and members (admin)',
    response: CustomerGroupListSchema,
  }),
  createCustomerGroup: defineEndpoint({
    ...routes.createCustomerGroup,
    tag,
    summary: 'Add a customer group with its price list (admin); prices in the shop’s currency',
    description:
      'A price list: percent off the whole catalogue, per category or per brand, and fixed trade prices ' +
      'per product, with quantity tiers (minQty: from that many units of the part in one order).',
    body: CreateCustomerGroupBodySchema,
    response: CustomerGroupSchema,
    errors: [409],
  }),
  updateCustomerGroup: defineEndpoint({
    ...routes.updateCustomerGroup,
    tag,
    summary: 'Change a group: its name, percentages, trade prices (the whole list) or terms (admin)',
    description: 'Orders already placed keep the prices they were sold at.',
    params: IdParamsSchema,
    body: PatchCustomerGroupBodySchema,
    response: CustomerGroupSchema,
    errors: [404, 409],
  }),
  addGroupMember: defineEndpoint({
    ...routes.addGroupMember,
    tag,
    summary: 'Put an account in the group, by e-mail (admin); it leaves any other group',
    params: GroupMemberParamsSchema,
    response: CustomerGroupSchema,
    errors: [404],
  }),
  removeGroupMember: defineEndpoint({
    ...routes.removeGroupMember,
    tag,
    summary: 'Take an account out of the group, by e-mail (admin)',
    params: GroupMemberParamsSchema,
    response: CustomerGroupSchema,
    errors: [404],
  }),
  myPrices: defineEndpoint({
    ...routes.myPrices,
    tag,
    summary: 'Your trade prices of these parts (empty unless your account is in a customer group)',
    description: 'Never cached: the answer is the caller’s own.',
    querystring: MyPricesQuerySchema,
    response: MyPricesSchema,
  }),
  resolveQuickOrder: defineEndpoint({
    ...routes.resolveQuickOrder,
    tag,
    summary: 'Find the parts of pasted lines of "part number or SKU, quantity"',
    description:
      'Numbers in any typed form (spaces, dashes, dots, letter case). Each line answers its part and how ' +
      'it was found, or why it cannot be ordered: unknown number, bad quantity, short of stock, below minimum.',
    body: QuickOrderBodySchema,
    response: QuickOrderAnswerSchema,
  }),
  monthlyStatement: defineEndpoint({
    ...routes.monthlyStatement,
    tag,
    summary: 'Your orders of a month (YYYY-MM) with their lines, totals, paid and due',
    params: StatementParamsSchema,
    response: StatementSchema,
    errors: [404],
  }),
};
