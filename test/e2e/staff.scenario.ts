import type { Locator, Page } from 'playwright-core';
import type { TestApp } from '../helpers/test-app';

/**
 * Opens `path` with no session: the page sends the visitor to the sign-in, which comes back to
 * `path` once the API key is accepted.
 */
export async function signIn(page: Page, baseUrl: string, apiKey: string, path = '/app'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname === '/app/login');
  await page.getByLabel('Clave de API').fill(apiKey);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

/** A table row (or phone card) of the dashboard, by the verification's tag. */
export const rowOf = (page: Page, tag: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: tag, exact: true }) });

/** An item card of the report, by its id. */
export const itemCard = (page: Page, itemId: number | string): Locator =>
  page.locator(`article[data-item-id="${itemId}"]`);

// Browser-side expressions are strings: the root tsconfig has no DOM library.

/** Marks the document; `stillSamePage` fails if the page reloaded or navigated away meanwhile. */
export const markPage = (page: Page) => page.evaluate('window.__bvsMark = 1');
export const stillSamePage = (page: Page) => page.evaluate<boolean>('window.__bvsMark === 1');

/** How many pixels the page scrolls sideways (0 when it fits its viewport). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

/** Everything the page keeps in sessionStorage and localStorage, as one JSON string. */
export const browserStorage = (page: Page) =>
  page.evaluate<string>('JSON.stringify({ ...sessionStorage, ...localStorage })');

/** The focused element's text and the item card it sits in. */
export const focused = (page: Page) =>
  page.evaluate<{ text: string; itemId: string | null }>(
    `({ text: document.activeElement?.textContent ?? '', itemId: document.activeElement?.closest('article')?.getAttribute('data-item-id') ?? null })`,
  );

/** A GraphQL operation as the end client, with the verification's access token. */
export async function gqlAsEndClient(t: TestApp, token: string, query: string, variables = {}) {
  const res = await t.request('POST', '/graphql', {
    headers: { authorization: `Bearer ${token}` },
    body: { query, variables },
  });
  if (res.body?.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

/**
 * Waits until an API read satisfies a condition (for state with no event of its own, such as a
 * webhook delivery's outcome): the condition is re-read, never slept on blindly.
 */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100)); // polling interval, not a wait for the outcome
  }
}
