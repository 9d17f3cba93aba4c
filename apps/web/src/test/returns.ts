import type { Return } from '@chaka/contract';

/** A return as GET /api/returns/:id answers it: by default Nadia's wrong-fit brake pads, requested. */
export const aReturn = (fields: Partial<Return> = {}): Return => ({
  _id: 'r1',
  number: 'RT-10001',
  orderId: 'o42',
  orderNumber: 'CP-10042',
  email: 'nadia@example.com',
  customerName: 'Nadia Islam',
  status: 'requested',
  reason: 'wrong_fit',
  note: 'Does not fit my 2015 Axio',
  photos: ['/uploads/pads.webp'],
  lines: [
    {
      productId: 'p1',
      productName: 'Ceramic Front Brake Pads',
      image: '/images/parts/brake-pads.svg',
      quantity: 1,
      price: 28,
    },
  ],
  rejectionReason: null,
  damaged: null,
  shopAtFault: false,
  refundable: 28,
  deliveryFee: 0,
  refunded: 0,
  refund: null,
  pickup: null,
  events: [{ status: 'requested', by: 'Nadia Islam', note: null, at: '2026-11-25T10:00:00.000Z' }],
  createdAt: '2026-11-25T10:00:00.000Z',
  ...fields,
});
