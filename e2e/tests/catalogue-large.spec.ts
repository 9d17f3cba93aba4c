import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '../support/test';

/**
 * A shop of its own with 100,000 parts (`npm run seed -- --products 100000`), as a large shop
 * would hold: the shop pages through them, searches and filters, and the home page never asks for
 * the whole catalogue.
 */
const PRODUCTS = 100_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test.describe.configure({ mode: 'serial' });

let dataDir: string;
let server: ChildProcess;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-large-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', UI_DELAYS: 'off' };
  const seeded = await run(['apps/server/dist/cli/seed.js', '--products', String(PRODUCTS)], env);
  expect(seeded).toBe(0);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, SEED: 'none', RATE_LIMIT: '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/api/ready`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');

test('a visitor pages through 100,000 parts, 24 at a time', async ({ page }) => {
  await page.goto(`${base}/shop`);
  await expect(cards(page)).toHaveCount(24);
  await expect(page.getByText('100,000 parts')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText('Page 1 of 4,167')).toBeVisible();
  const firstOnPageOne = await cards(page).first().getByRole('heading').textContent();
  expect(firstOnPageOne).toBe('Ceramic Front Brake Pads for Toyota Corolla / Axio');

  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/shop\?page=2$/);
  await expect(pages.getByText('Page 2 of 4,167')).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstOnPageOne!);

  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(pages.getByText('Page 1 of 4,167')).toBeVisible();
  await expect(cards(page).first().getByRole('heading')).toHaveText(firstOnPageOne!);
});

test('a visitor searches the catalogue and narrows it to a category', async ({ page }) => {
  await page.goto(`${base}/shop`);
  await page.getByRole('searchbox', { name: 'Search parts' }).fill('corolla brake');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/shop\?q=corolla\+brake$/);
  await expect(page.getByText(/^[\d,]+ parts for “corolla brake”$/)).toBeVisible();
  const names = await cards(page).getByRole('heading').allTextContents();
  expect(names.length).toBe(24);
  for (const name of names) expect(name).toMatch(/corolla.*brake|brake.*corolla/i);

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Motor Oil' }).click();
  await expect(page.getByText('No parts match “corolla brake”')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search parts' }).fill('castrol corolla');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=castrol\+corolla/);
  await expect(page).toHaveURL(/category=motor-oil/);
  await expect(page.getByRole('heading', { level: 1, name: 'Motor Oil' })).toBeVisible();
  // The count shows once the search's own answer is on screen (not the page before it).
  await expect(page.getByText(/^[\d,]+ parts? for “castrol corolla”$/)).toBeVisible();
  for (const name of await cards(page).getByRole('heading').allTextContents()) {
    expect(name).toMatch(/^Castrol .*Oil for Toyota Corolla/);
  }
});

test('the home page shows its three parts without loading the whole catalogue', async ({ page }) => {
  const wholeList: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/services' && !url.searchParams.has('limit')) wholeList.push(request.url());
  });
  await page.goto(`${base}/`);
  const parts = page.getByRole('region', { name: 'Parts We Provide' });
  await expect(parts.getByRole('listitem')).toHaveCount(3);
  await page.goto(`${base}/shop?page=4167`);
  await expect(cards(page)).toHaveCount(PRODUCTS - 4166 * 24);
  expect(wholeList).toEqual([]);
});

function run(args: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', resolve);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
