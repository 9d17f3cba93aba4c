import { signInAsAdmin } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, test } from '../support/test';

const COLUMNS =
  'sku,name,brand,category,price,availableQty,minOrderQty,weightGrams,warrantyMonths,partNumbers,replaces,description,image,vehicles';

/** A spreadsheet of two parts as an owner writes it; the second row's brand is as typed. */
function spreadsheet(tag: string, brand: string, secondRowBrand: string) {
  const row = (sku: string, name: string, rowBrand: string, number: string) =>
    [
      sku,
      name,
      rowBrand,
      'spark-plugs',
      '450',
      '40',
      '1',
      '60',
      '6',
      `oem:Toyota:90919-${number};aftermarket:NGK:ILKAR7B11`,
      '',
      'Iridium spark plug for Toyota 1NZ and 2NZ engines.',
      '/images/parts/spark-plugs-iridium.svg',
      'all',
    ].join(',');
  return [
    COLUMNS,
    row(`IMP-${tag}-1`, `Iridium Spark Plug ${tag} A`, brand, `0${tag.slice(-4)}1`),
    row(`IMP-${tag}-2`, `Iridium Spark Plug ${tag} B`, secondRowBrand, `0${tag.slice(-4)}2`),
  ].join('\n');
}

test('the admin imports a spreadsheet, fixes its one bad row from the preview, and applies it', async ({
  page,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();
  const brand = `Denso ${tag}`;
  await signInAsAdmin(page);
  const brandResponse = await page.request.post('/api/admin/brands', {
    headers: { origin: e2eEnvironment().baseUrl },
    data: { name: brand },
  });
  expect(brandResponse.status()).toBe(200);

  await page.goto('/dashboard/catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
  const file = page.getByLabel('CSV or XLSX file');

  // The second row names the brand with a typo: the preview says which line and why.
  const typo = `Densso ${tag}`;
  await file.setInputFiles({
    name: 'parts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(spreadsheet(tag, brand, typo)),
  });
  const problem = `Unknown brand "${typo}": add it under Brands first`;
  const errorRow = page.getByRole('row', {
    name: new RegExp(problem.replace(/[.*+?^${}()|[\]\\"]/g, '\\$&')),
  });
  await expect(errorRow).toBeVisible();
  await expect(errorRow.getByRole('cell').first()).toHaveText('3');
  await expect(page.getByTestId('import-created')).toHaveText('1');
  await expect(page.getByTestId('import-errors')).toHaveText('1');

  // Fixed in the file and chosen again: every row is good, and Apply adds both parts.
  await file.setInputFiles({
    name: 'parts-fixed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(spreadsheet(tag, brand, brand)),
  });
  await expect(page.getByText('Every row is good.')).toBeVisible();
  await expect(page.getByTestId('import-created')).toHaveText('2');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Imported: 2 added, 0 updated')).toBeVisible();

  // The parts are in the shop, found by the number on the box.
  await page.goto(`/shop?q=${encodeURIComponent(`90919 0${tag.slice(-4)}2`)}`);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(`Iridium Spark Plug ${tag} B`);
  await expect(card.getByText(brand)).toBeVisible();
});
