import sharp from 'sharp';
import { signInAsAdmin, signUpInBrowser } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { type Browser, expect, type Locator, type Page, test } from '../support/test';

const uniqueName = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A drawn picture of a brake disc, 2000 x 1500 px: larger than the 1600 px the shop keeps. */
function brakeDiscPicture(): Promise<Buffer> {
  const holes = Array.from({ length: 5 }, (_, i) => {
    const angle = (i * 2 * Math.PI) / 5;
    return `<circle cx="${1000 + 150 * Math.cos(angle)}" cy="${750 + 150 * Math.sin(angle)}" r="28" fill="#1f2933"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500">
    <defs><radialGradient id="metal"><stop offset="0" stop-color="#e5e7eb"/><stop offset="1" stop-color="#6b7280"/></radialGradient></defs>
    <rect width="2000" height="1500" fill="#f4efe6"/>
    <circle cx="1000" cy="750" r="620" fill="url(#metal)" stroke="#374151" stroke-width="24"/>
    <circle cx="1000" cy="750" r="300" fill="#9ca3af" stroke="#374151" stroke-width="16"/>
    <circle cx="1000" cy="750" r="90" fill="#f4efe6"/>${holes}
    <path d="M 1450 300 A 620 620 0 0 1 1620 750 L 1500 750 A 500 500 0 0 0 1380 390 Z" fill="#e4572e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A visitor's page at `width` CSS px and `scale` device pixels per CSS px. */
async function visitor(browser: Browser, width: number, scale = 1): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 844 : 900 },
    deviceScaleFactor: scale,
  });
  return context.newPage();
}

/** What a page's <img> says about the file it shows and its box (the e2e code has no DOM types). */
type ImageElement = { complete: boolean; naturalWidth: number; currentSrc: string; clientWidth: number };
type Styles = { getComputedStyle(element: unknown): { paddingLeft: string; paddingRight: string } };

/**
 * The copy the browser chose for an <img>, once it has loaded. A picture from `srcset` reports as
 * its natural width the width `sizes` gave: it must be the width the layout really shows it at.
 */
async function chosen(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  const read = () =>
    image.evaluate((element) => {
      const img = element as unknown as ImageElement;
      const style = (globalThis as unknown as Styles).getComputedStyle(element);
      return {
        loaded: img.complete && img.naturalWidth > 0,
        currentSrc: img.currentSrc,
        sizesWidth: img.naturalWidth,
        shownWidth:
          img.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
      };
    });
  await expect.poll(async () => (await read()).loaded).toBe(true);
  const { currentSrc, sizesWidth, shownWidth } = await read();
  expect(
    Math.abs(sizesWidth - shownWidth),
    `sizes says ${sizesWidth} px, shown ${shownWidth} px`,
  ).toBeLessThanOrEqual(2);
  return new URL(currentSrc).pathname;
}

test('an uploaded picture comes in sizes for the screen, with its width and height, and the seeded art as it is', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const { baseUrl } = e2eEnvironment();
  await signInAsAdmin(page);
  const uploaded = await page.request.post('/api/uploads', {
    headers: { origin: baseUrl },
    multipart: { image: { name: 'brake-disc.png', mimeType: 'image/png', buffer: await brakeDiscPicture() } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const { url } = (await uploaded.json()).data as { url: string };
  expect(url).toMatch(/^\/uploads\/[A-Za-z0-9_-]+-1600x1200\.webp$/);
  const copy = (width: number) => url.replace(/^\/uploads\/(.+)\.webp$/, `/uploads/sizes/$1-${width}.webp`);

  const name = uniqueName('Vented Brake Disc');
  const created = await page.request.post('/api/services', {
    headers: { origin: baseUrl },
    data: {
      productName: name,
      availableQty: 12,
      orderQty: 1,
      price: 42,
      productDescription: 'A vented front brake disc, 275 mm.',
      image: url,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const product = (await (await page.request.get('/api/services')).json()).find(
    (p: { productName: string }) => p.productName === name,
  ) as { _id: string };
  const search = `/shop?q=${encodeURIComponent(name)}`;

  try {
    // The page as the server writes it, before any script, already offers the copies.
    const html = await (await page.request.get(search)).text();
    const tag = html.match(/<img [^>]*>/g)?.find((img) => img.includes(`alt="${name}"`));
    expect(tag).toContain(`width="1600" height="1200"`);
    expect(tag?.toLowerCase()).toContain(`srcset="${copy(320).toLowerCase()} 320w`);

    // A phone 390 px wide: the card's picture is shown about 308 px wide, so the 320 px copy is enough.
    const phone = await visitor(browser, 390);
    await phone.goto(search);
    const card = phone
      .getByRole('list', { name: 'Products' })
      .getByRole('listitem')
      .filter({ hasText: name });
    const image = card.getByRole('img', { name });
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '1200');
    await expect(image).toHaveAttribute(
      'srcset',
      `${copy(320)} 320w, ${copy(640)} 640w, ${copy(1280)} 1280w, ${url} 1600w`,
    );
    await expect(image).toHaveAttribute('sizes', /calc\(100vw - 82px\)$/);
    expect(await chosen(image)).toBe(copy(320));
    // The picture fills its square box, which was there before it loaded.
    const box = await image.boundingBox();
    expect(box?.width).toBeCloseTo(box?.height ?? 0, 0);
    await phone.screenshot({ path: testInfo.outputPath('shop-390.png'), fullPage: false });

    // The same phone with a sharper screen (two device pixels per CSS pixel) takes the 640 px copy.
    const sharper = await visitor(browser, 390, 2);
    await sharper.goto(search);
    expect(
      await chosen(
        sharper
          .getByRole('list', { name: 'Products' })
          .getByRole('listitem')
          .filter({ hasText: name })
          .getByRole('img', { name }),
      ),
    ).toBe(copy(640));

    // The shop on a desktop: three columns, each picture about 302 px wide.
    const desktop = await visitor(browser, 1280);
    await desktop.goto(search);
    expect(
      await chosen(
        desktop
          .getByRole('list', { name: 'Products' })
          .getByRole('listitem')
          .filter({ hasText: name })
          .getByRole('img', { name }),
      ),
    ).toBe(copy(320));
    await desktop.screenshot({ path: testInfo.outputPath('shop-1280.png'), fullPage: false });

    // The product page (for signed-in customers) at 390 px shows it about 292 px wide; on a desktop,
    // about 462 px: larger than the copy it already has, so it takes the 640 px one.
    await signUpInBrowser(phone);
    await phone.goto(`/services/${product._id}`);
    expect(await chosen(phone.getByRole('img', { name }))).toBe(copy(320));
    await signUpInBrowser(desktop);
    await desktop.goto(`/services/${product._id}`);
    const detail = desktop.getByRole('img', { name });
    await expect(detail).toHaveAttribute('width', '1600');
    expect(await chosen(detail)).toBe(copy(640));

    // The seeded SVG art keeps its one file, with the size of its box.
    await desktop.goto('/shop');
    const art = desktop.locator('img[src^="/images/parts/"]').first();
    await expect(art).toHaveAttribute('width', '480');
    await expect(art).toHaveAttribute('height', '480');
    await expect(art).not.toHaveAttribute('srcset', /./);
    await desktop.screenshot({ path: testInfo.outputPath('shop-1280-seeded.png'), fullPage: false });
    const phoneShop = await visitor(browser, 390);
    await phoneShop.goto('/shop');
    await phoneShop.screenshot({ path: testInfo.outputPath('shop-390-seeded.png'), fullPage: false });

    // Each copy is served with the same long caching as the original.
    for (const file of [copy(320), copy(640), copy(1280), url]) {
      const served = await page.request.get(file);
      expect(served.status(), file).toBe(200);
      expect(served.headers()['content-type']).toBe('image/webp');
      expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  } finally {
    await page.request.delete(`/api/services/${product._id}`, { headers: { origin: baseUrl } });
  }
});
