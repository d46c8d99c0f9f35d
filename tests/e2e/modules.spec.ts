import { test, expect, Page } from '@playwright/test';
import { freshApp, moves, decide, newGame, startRuled } from './helpers';

// The page is built as several modules (app/src/module.rs): the library's first module, the
// full app, and each ruled game's own module with its start form and table. A page loads only
// the module of the screen it shows; another screen is opened in a fresh page.

/**
 * The page modules this page has loaded (`library`, `app`, `ruled-destiny`, ...). A page that
 * shows the library's first module fetches the full app in the background once the library is
 * drawn, for the first gesture that needs it: it is left out there.
 */
async function modules(page: Page): Promise<string[]> {
  const names = await page.evaluate(() => performance.getEntriesByType('resource')
    .map(e => new URL(e.name).pathname)
    .filter(p => p.endsWith('_bg.wasm') && !p.includes('protoplay-sim-')));
  const all = names.map(p => p.replace(/^\/protoplay-/, '').replace(/-[0-9a-f]{16}_bg\.wasm$/, '')).sort();
  return all.includes('library') ? all.filter(m => m !== 'app') : all;
}

const table = (page: Page) => page.getByRole('navigation', { name: 'Round and phases' });
const library = (page: Page) => page.getByRole('heading', { name: 'Protoplay', level: 1 });

test("a ruled game's start form and table load its own module alone, and every other screen still opens", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', e => errors.push(e.message));
  page.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
  await freshApp(page);
  expect(await modules(page)).toEqual(['library']);

  // From the library's first module: the start form, then the table, in Destiny's module.
  await startRuled(page, 'Destiny', { players: 3, seed: 5, seats: ['A person', 'Heuristic bot', 'Heuristic bot'] });
  expect(await modules(page)).toEqual(['ruled-destiny']);
  const before = await moves(page).innerText();
  expect(await decide(page)).toBe(true);
  await expect(moves(page)).not.toHaveText(before);
  const played = await moves(page).innerText();
  const address = new URL(page.url()).hash;
  expect(address).toMatch(/^#\/table\//);

  // A reload stays on the table, in the same module, with the move made.
  await page.reload();
  await expect(moves(page)).toHaveText(played);
  expect(await modules(page)).toEqual(['ruled-destiny']);

  // The simulation screen is the full app's: a fresh page.
  await page.getByRole('button', { name: /^Simulate/ }).first().click();
  await expect(page.getByRole('button', { name: 'Run simulation' })).toBeVisible();
  expect(await modules(page)).toEqual(['app']);

  // Back returns to the table; "← Library" to the library's first module.
  await page.goBack();
  await expect(moves(page)).toHaveText(played);
  expect(await modules(page)).toEqual(['ruled-destiny']);
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(library(page)).toBeVisible();
  expect(await modules(page)).toEqual(['library']);
  await expect(page.getByRole('button', { name: 'Continue Destiny' })).toBeVisible();

  // Deity from the full app's library (a gesture the first module hands over): Deity's module.
  await page.evaluate(() => (window as unknown as { protoplayFull: (why: string) => void }).protoplayFull('the test'));
  await expect(page.locator('#boot')).toHaveCount(0);
  await page.getByRole('article', { name: 'Deity (starter)' }).getByRole('button', { name: 'Play Deity (starter) with the rules' }).click();
  await expect(page.getByRole('region', { name: 'Start Deity (starter)' })).toBeVisible();
  expect(await modules(page)).toEqual(['ruled-deity']);
  await page.getByRole('region', { name: 'Start Deity (starter)' }).getByRole('button', { name: 'Start Deity (starter)' }).click();
  await expect(table(page)).toBeVisible();
  const deity = new URL(page.url()).hash;

  // The Destiny table's address typed into Deity's page: Destiny's module opens it.
  await page.goto('/' + address);
  await expect(moves(page)).toHaveText(played);
  expect(await modules(page)).toEqual(['ruled-destiny']);

  // Continue from the library opens the table in its game's module.
  await page.getByRole('button', { name: '← Library' }).click();
  await page.getByRole('button', { name: 'Continue Deity (starter)' }).click();
  await expect(table(page)).toBeVisible();
  expect(new URL(page.url()).hash).toBe(deity);
  expect(await modules(page)).toEqual(['ruled-deity']);
  expect(errors).toEqual([]);
});

test("an address a game's module cannot show goes to the full app, which says why", async ({ page }) => {
  await freshApp(page);
  await startRuled(page, 'Devacurse', { players: 2, seed: 1 });
  expect(await modules(page)).toEqual(['ruled-devacurse']);
  // A table that is not in this browser, typed into the address.
  await page.goto('/#/table/no-such-table');
  await expect(page.getByRole('status', { name: 'About this address' })).toContainText('not in this browser');
  expect(await modules(page)).toEqual(['app']);
});

test('a free table is drawn by the free table\'s module alone, and Continue opens it there', async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 4 });
  expect(await modules(page)).toEqual(['table']);
  const hand = page.getByRole('region', { name: 'Hand of Player 1' });
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await expect(hand).toContainText('1 card');
  await page.reload();
  await expect(hand).toContainText('1 card');
  expect(await modules(page)).toEqual(['table']);
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(library(page)).toBeVisible();
  expect(await modules(page)).toEqual(['library']);
  await page.getByRole('button', { name: 'Continue Deity (starter)' }).click();
  await expect(hand).toContainText('1 card');
  expect(await modules(page)).toEqual(['table']);
});
