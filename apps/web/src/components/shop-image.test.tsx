import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES, PartThumbnail, ProductImage } from './part-image';
import { ShopImage } from './shop-image';
import { AvatarImage } from './ui/avatar-image';

const attributes = (image: Element | null) =>
  Object.fromEntries(
    ['src', 'width', 'height', 'srcset', 'sizes'].map((name) => [name, image?.getAttribute(name) ?? null]),
  );

describe('a picture that never makes the page move', () => {
  it('gives an upload its own size and its narrower copies, shown at the layout’s width', () => {
    const { container } = render(
      <ProductImage
        product={{ image: '/uploads/AbC_d-e0123456789xyz-1600x800.webp', productName: 'Brake pads' }}
        size={480}
        sizes={CARD_IMAGE_SIZES}
      />,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('Brake pads');
    expect(attributes(image)).toEqual({
      src: '/uploads/AbC_d-e0123456789xyz-1600x800.webp',
      width: '1600',
      height: '800',
      srcset:
        '/uploads/sizes/AbC_d-e0123456789xyz-1600x800-320.webp 320w, ' +
        '/uploads/sizes/AbC_d-e0123456789xyz-1600x800-640.webp 640w, ' +
        '/uploads/sizes/AbC_d-e0123456789xyz-1600x800-1280.webp 1280w, ' +
        '/uploads/AbC_d-e0123456789xyz-1600x800.webp 1600w',
      sizes: CARD_IMAGE_SIZES,
    });
  });

  it('offers only the copies narrower than the upload, and its box as the width shown by default', () => {
    const { container } = render(
      <PartThumbnail src="/uploads/q1w2e3r4t5y6u7i8-700x1000.webp" size={48} className="" />,
    );
    expect(attributes(container.querySelector('img'))).toMatchObject({
      width: '700',
      height: '1000',
      srcset:
        '/uploads/sizes/q1w2e3r4t5y6u7i8-700x1000-320.webp 320w, ' +
        '/uploads/sizes/q1w2e3r4t5y6u7i8-700x1000-640.webp 640w, ' +
        '/uploads/q1w2e3r4t5y6u7i8-700x1000.webp 700w',
      sizes: '48px',
    });
  });

  it.each([
    ['the shop’s SVG art', '/images/parts/brake-pads.svg', '480', '480'],
    ['an upload from before uploads had copies', '/uploads/q1w2e3r4t5y6u7i8.webp', '480', '480'],
    ['an upload no wider than the smallest copy', '/uploads/q1w2e3r4t5y6u7i8-300x200.webp', '300', '200'],
    ['a link to another site', 'https://example.com/pads-1600x800.webp', '480', '480'],
  ])('shows %s as it is, without srcset', (_, src, width, height) => {
    const { container } = render(<ShopImage src={src} box={480} sizes={CARD_IMAGE_SIZES} />);
    expect(attributes(container.querySelector('img'))).toEqual({
      src,
      width,
      height,
      srcset: null,
      sizes: null,
    });
  });

  it('gives an uploaded avatar its copies too', () => {
    const { container } = render(
      <AvatarImage src="/uploads/q1w2e3r4t5y6u7i8-900x900.webp" alt="" size={44} className="size-11" />,
    );
    expect(attributes(container.querySelector('img'))).toMatchObject({
      width: '900',
      height: '900',
      sizes: '44px',
    });
    expect(container.querySelector('img')?.getAttribute('srcset')).toContain('-320.webp 320w');
  });
});
