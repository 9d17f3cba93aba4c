import { messages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { AddProductFormSchema, emptyAddProductForm } from './add-product-form-schema';

const filled = {
  productName: 'Ceramic Brake Pads',
  availableQty: 40,
  orderQty: 2,
  price: 24.5,
  productDescription: 'Quiet, low-dust pads.',
  category: undefined,
};
const png = new File([new Uint8Array([137, 80, 78, 71])], 'pads.png', { type: 'image/png' });

/** The first message of each field, as the form shows it. */
function messagesOf(value: unknown): Record<string, string> {
  const result = AddProductFormSchema.safeParse(value);
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('the Add Product form', () => {
  it('asks for every field of an empty form with the SPEC messages', () => {
    expect(messagesOf(emptyAddProductForm)).toEqual({
      productName: messages.product.nameRequired,
      availableQty: messages.product.availableQtyRequired,
      orderQty: messages.product.orderQtyRequired,
      price: messages.product.priceRequired,
      productDescription: messages.product.descriptionRequired,
      'image.file': messages.product.imageRequired,
    });
  });

  it('takes a chosen file', () => {
    const result = AddProductFormSchema.parse({ ...filled, image: { source: 'upload', file: png, url: '' } });
    expect(result.image).toEqual({ source: 'upload', file: png, url: '' });
  });

  it('refuses an empty or too large file before uploading it', () => {
    const empty = new File([], 'empty.png');
    expect(messagesOf({ ...filled, image: { source: 'upload', file: empty, url: '' } })).toEqual({
      'image.file': messages.product.imageRequired,
    });
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png');
    expect(messagesOf({ ...filled, image: { source: 'upload', file: huge, url: '' } })).toEqual({
      'image.file': 'The image is larger than 5 MB: choose a smaller one',
    });
  });

  it('in link mode needs a web link and ignores a file chosen before', () => {
    expect(messagesOf({ ...filled, image: { source: 'url', file: png, url: '' } })).toEqual({
      'image.url': messages.product.imageRequired,
    });
    expect(
      messagesOf({ ...filled, image: { source: 'url', file: null, url: 'javascript:alert(1)' } }),
    ).toEqual({
      'image.url': 'Image must be an uploaded file or a link starting with http:// or https://',
    });
    expect(
      AddProductFormSchema.safeParse({
        ...filled,
        image: { source: 'url', file: null, url: 'https://example.com/pads.webp' },
      }).success,
    ).toBe(true);
  });
});
