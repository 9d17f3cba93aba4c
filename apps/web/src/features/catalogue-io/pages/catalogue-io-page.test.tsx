import { type CatalogueImportReport, catalogueImportMessages } from '@chaka/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { CatalogueIoPage } from './catalogue-io-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const admin = { ...nadia, id: 'a1', name: 'Shop Admin', email: 'admin@example.com', role: 'admin' as const };
const preview: CatalogueImportReport = {
  created: 3,
  updated: 2,
  unchanged: 10,
  errors: [{ line: 4, message: catalogueImportMessages.unknownBrand('Bsch') }],
  applied: false,
};

beforeEach(() => signInAs(admin));

describe('the admin’s Import and export', () => {
  it('previews a chosen file, shows the bad row with its line, and applies the good rows', async () => {
    server.use(
      http.post('/api/admin/catalogue/import', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('dryRun') === '1' ? preview : { ...preview, applied: true },
        ),
      ),
    );
    const requests = recordRequests();
    renderWithApp(<CatalogueIoPage />, { path: '/dashboard/catalogue' });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/catalogue.csv',
    );
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);

    const file = new File(['sku,name,price,availableQty\n'], 'parts.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV or XLSX file'), file);
    expect(await screen.findByText('Unknown brand "Bsch": add it under Brands first')).toBeTruthy();
    expect(screen.getByTestId('import-created').textContent).toBe('3');
    expect(screen.getByTestId('import-errors').textContent).toBe('1');
    const applyGood = screen.getByRole('button', { name: 'Apply the good rows' }) as HTMLButtonElement;
    expect(applyGood.disabled).toBe(false);

    // Nothing may be applied while a row is bad.
    await userEvent.click(screen.getByLabelText('Apply nothing if any row is bad'));
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByLabelText('Apply nothing if any row is bad'));

    await userEvent.click(screen.getByRole('button', { name: 'Apply the good rows' }));
    await waitFor(() =>
      expect(
        requests.all
          .filter((sent) => sent.path.startsWith('/api/admin/catalogue/import'))
          .map((sent) => sent.path),
      ).toEqual([expect.stringContaining('dryRun=1'), expect.not.stringContaining('dryRun')]),
    );
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /^Apply/ }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
