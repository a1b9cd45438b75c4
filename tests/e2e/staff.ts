import type { Page } from '@playwright/test';
import { callShopApi } from './shopApi';

/** The demo staff logins (server/demo/staff.ts); this run's password is set in playwright.config.ts. */
const STAFF_LOGINS = { admin: 'admin@hobby.test', editor: 'editor@hobby.test' } as const;

/**
 * Signs the page in as the demo admin (or editor) through the shop's sign-in call, as the sign-in
 * dialog does; the caller then opens the page it needs, which the server renders for staff.
 */
export async function signInAsStaff(page: Page, role: keyof typeof STAFF_LOGINS = 'admin') {
  const password = process.env.E2E_STAFF_PASSWORD;
  if (!password) throw new Error('E2E_STAFF_PASSWORD is set by playwright.config.ts');
  if (page.url() === 'about:blank') await page.goto('/');
  await callShopApi(page, '/api/user/auth', { login: STAFF_LOGINS[role], password });
}
