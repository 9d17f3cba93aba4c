// The shop's browser tests import `test` from here: Playwright's own, with a page whose goto() and
// reload() wait until React has taken a server-rendered screen over (src/main.tsx marks <html
// data-ready>). Before that its buttons show but do nothing, and a test pressing one would fail
// on a busy machine only.
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Resolves once the app runs in the page, or at once for a page that is not the app's. */
async function appReady(page: Page) {
  await page.locator('html[data-ready], html:not(:has(#root))').waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await appReady(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await appReady(page);
        return response;
      };
    }
    await use(page);
  },
});
