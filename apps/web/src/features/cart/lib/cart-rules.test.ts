import { CART_MAX_LINES, messages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-lines';
import { countItems, lineKey } from './cart-lines';
import { addLine, mergeLines, removeLine, setLineQuantity, setLineSize } from './cart-rules';
import { quantityIssue } from './line-status';

const line = (productId: string, quantity = 1, size: CartLine['size'] = 'SM'): CartLine => ({
  productId,
  quantity,
  size,
});
const full = Array.from({ length: CART_MAX_LINES }, (_, index) => line(`p${index}`));

describe('cart rules', () => {
  it('merges the same part and size into one line and keeps other sizes apart', () => {
    expect(mergeLines([line('a', 2)], [line('a', 3), line('a', 1, 'XL')])).toEqual([
      line('a', 5),
      line('a', 1, 'XL'),
    ]);
  });

  it('refuses a new line in a full cart, but adds to a line it holds', () => {
    expect(addLine(full, line('new')).outcome).toBe('full');
    expect(addLine(full, line('new')).lines).toHaveLength(CART_MAX_LINES);
    const more = addLine(full, line('p3', 2));
    expect(more.outcome).toBe('added');
    expect(more.lines.find((item) => item.productId === 'p3')?.quantity).toBe(3);
  });

  it('moves a line to another size, joining the line of that size if there is one', () => {
    const lines = [line('a', 2, 'SM'), line('b', 1), line('a', 3, 'XL')];
    expect(setLineSize(lines, lineKey(lines[1]!), 'M')).toEqual([
      line('a', 2),
      line('b', 1, 'M'),
      line('a', 3, 'XL'),
    ]);
    expect(setLineSize(lines, lineKey(lines[0]!), 'XL')).toEqual([line('a', 5, 'XL'), line('b', 1)]);
  });

  it('changes and removes one line, and counts every unit', () => {
    const lines = [line('a', 2), line('b', 4, 'M')];
    const changed = setLineQuantity(lines, lineKey(lines[1]!), 6);
    expect(countItems(changed)).toBe(8);
    expect(removeLine(changed, lineKey(lines[0]!))).toEqual([line('b', 6, 'M')]);
  });
});

describe('a quantity typed in the cart', () => {
  const part = { orderQty: 2, availableQty: 10 };
  it.each([
    ['', messages.quantity.required],
    ['02', messages.quantity.notWhole],
    ['1.5', messages.quantity.notWhole],
    ['1', messages.quantity.belowMinimum(2)],
    ['11', messages.quantity.aboveAvailable],
    ['12345678901', messages.quantity.tooLong],
    ['10', null],
  ])('%j gives %j', (typed, message) => {
    expect(quantityIssue(typed, part)).toBe(message);
  });
});
