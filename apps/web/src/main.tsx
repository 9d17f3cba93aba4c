import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { activateLocale, initialLocale } from './lib/i18n/locale';
import { loadMoneyFormatter } from './lib/money';
import './styles.css';

const router = createRouter();
void loadMoneyFormatter();

// A Bangla reader's catalog arrives before the first render, so no screen flashes in English.
void activateLocale(initialLocale()).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
