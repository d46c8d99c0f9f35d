import { test, expect, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { freshApp, moves, decide, newGame, snap, startRuled } from './helpers';

// The page is built as several modules (app/src/module.rs): the library's first module, the
// library's module (the library with everything it does), the full app, each ruled game's own
// module with its start form and table, the free table's, the editor's, and each ruled game's
// simulation module. A page loads only the module of the screen it shows; another screen is
// opened in a fresh page.

/** Every page module this page has loaded (`library`, `library-full`, `ruled-destiny`, ...). */
async function loaded(page: Page): Promise<string[]> {
  const names = await page.evaluate(() => performance.getEntriesByType('resource')
    .map(e => new URL(e.name).pathname)
    .filter(p => p.endsWith('_bg.wasm')));
  return names.map(p => p.replace(/^\/protoplay-/, '').replace(/-[0-9a-f]{16}_bg\.wasm$/, '')).sort();
}

/**
 * The page modules this page has loaded. A page that shows the library's first module fetches
 * the library's module in the background once the library is drawn, for the first gesture: it
 * is left out there.
 */
async function modules(page: Page): Promise<string[]> {
  const all = await loaded(page);
  return all.includes('library') ? all.filter(m => m !== 'library-full') : all;
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

  // The simulation screen is Destiny's simulation module's, in a fresh page; its workers load
  // the same module, so a run downloads nothing more.
  await page.getByRole('button', { name: /^Simulate/ }).first().click();
  await expect(page.getByRole('button', { name: 'Run simulation' })).toBeVisible();
  expect(await modules(page)).toEqual(['sim-destiny']);
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('20');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: 20 games/ })).toBeVisible({ timeout: 60_000 });
  expect(await modules(page)).toEqual(['sim-destiny']);

  // Back returns to the table; "← Library" to the library's first module.
  await page.goBack();
  await expect(moves(page)).toHaveText(played);
  expect(await modules(page)).toEqual(['ruled-destiny']);
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(library(page)).toBeVisible();
  expect(await modules(page)).toEqual(['library']);
  await expect(page.getByRole('button', { name: 'Continue Destiny' })).toBeVisible();

  // Deity from the library's module (to which the first module hands its gestures): Deity's module.
  await page.evaluate(() => (window as unknown as { protoplayFull: (why: string, g: null, to: string) => void })
    .protoplayFull('the test', null, 'library-full'));
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

test("a bookmark to a built-in game's start form or simulation loads its rules' module alone, whatever the game's id", async ({ page }) => {
  await freshApp(page);
  // Every module the tab fetches, across the page loads a hand-off makes (which the performance
  // entries of the last page alone would not show). The simulation's workers may fetch its
  // module again.
  const fetched: string[] = [];
  page.on('request', r => {
    const m = /\/protoplay-(.+)-[0-9a-f]{16}_bg\.wasm$/.exec(new URL(r.url()).pathname);
    if (m) fetched.push(m[1]);
  });
  // Deity (starter)'s id is deity-starter; its rules are Deity's.
  for (const [address, module, shown] of [
    ['/#/start/deity-starter', 'ruled-deity', page.getByRole('region', { name: 'Start Deity (starter)' })],
    ['/#/simulate/deity-starter', 'sim-deity', page.getByRole('button', { name: 'Run simulation' })],
    ['/#/start/destiny', 'ruled-destiny', page.getByRole('region', { name: 'Start Destiny' })],
  ] as const) {
    await page.goto('about:blank');
    fetched.length = 0;
    await page.goto(address);
    await expect(shown).toBeVisible();
    expect([...new Set(fetched)], address).toEqual([module]);
    expect(await modules(page), address).toEqual([module]);
  }
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

test("the editor and its print sheet load the editor's module, which checks a ruled game's cards, and a draft survives the way", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', e => errors.push(e.message));
  await freshApp(page);
  // A copy of a ruled game: the editor's module holds the ruled games' data checks (and none of
  // their tables or bots), which still name the row the rules cannot read.
  await page.getByRole('button', { name: 'Edit a copy of Devastators 3000' }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Devastators 3000 (copy)' })).toBeVisible();
  expect(await modules(page)).toEqual(['editor']);
  // What the page that made the copy said of it is said on the editor's page.
  await expect(page.getByRole('status').filter({ hasText: /^This copy keeps the devastators rules/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Paste a card list' }).fill(
    ['name\tkind\tranges\tstrength\tkeywords\ttext\tcount', 'Flak\tBeam\tClose\t1\t\t\t10'].join('\n'));
  await page.getByRole('combobox', { name: 'Apply the card list to' })
    .selectOption({ label: 'Replace the cards of Ship cards (sample list)' });
  await page.getByRole('button', { name: 'Apply card list' }).click();
  await expect(page.getByRole('alert', { name: 'Card list not applied' }))
    .toContainText('row 2, column “ranges”: “Close” is not a range band');

  // A change not saved survives a reload (the draft is kept in this tab's session).
  await page.getByRole('textbox', { name: 'Game name' }).fill('Fleet test');
  await expect(page.getByRole('heading', { name: 'Editing: Fleet test' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Editing: Fleet test' })).toBeVisible();
  expect(await modules(page)).toEqual(['editor']);

  // The print sheet is the same module's.
  await page.getByRole('button', { name: 'Print sheet of Ship cards (sample list)' }).click();
  await expect(page.getByRole('heading', { name: 'Print sheet: Ship cards (sample list)' })).toBeVisible();
  expect(await modules(page)).toEqual(['editor']);
  await page.getByRole('button', { name: '← Back to the editor' }).click();

  // The library's first module offers the way back to the draft, which opens the same module.
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(library(page)).toBeVisible();
  expect(await modules(page)).toEqual(['library']);
  await page.getByRole('button', { name: 'Continue editing Fleet test (not saved)' }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Fleet test' })).toBeVisible();
  expect(await modules(page)).toEqual(['editor']);

  // The print sheet of a game that is not in the editor, typed into the address: the full app
  // says why it shows the library instead.
  const address = page.url();
  await page.goto('/#/print/no-such-game/ships');
  await expect(page.getByRole('status', { name: 'About this address' })).toContainText('not open in the editor');
  expect(await modules(page)).toEqual(['app']);
  await page.goto(address);
  await expect(page.getByRole('heading', { name: 'Editing: Fleet test' })).toBeVisible();

  // Saved, then Edit from the library goes straight to the editor's module.
  await page.getByRole('button', { name: 'Save game' }).click();
  await expect(page.locator('.save-state')).toHaveText('All changes saved');
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(page.getByRole('button', { name: /^Continue editing/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Fleet test' }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Fleet test' })).toBeVisible();
  expect(await modules(page)).toEqual(['editor']);

  // A new game of one's own: the same module.
  await page.getByRole('button', { name: '← Library' }).click();
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Editing: New game' })).toBeVisible();
  expect(await modules(page)).toEqual(['editor']);
  expect(errors).toEqual([]);
});

test("an unsaved change the tab's session storage refuses is said, before leaving the editor could lose it", async ({ page }) => {
  await freshApp(page);
  await page.getByRole('button', { name: 'Edit a copy of Devacurse' }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Devacurse (copy)' })).toBeVisible();
  const warning = page.getByRole('alert').filter({ hasText: /would not keep your unsaved changes/ });
  await expect(warning).toHaveCount(0);
  // Fill this tab's session storage to the brim.
  await page.evaluate(() => {
    for (let size = 1 << 20, i = 0; size >= 1; size >>= 1) {
      try { for (;;) sessionStorage.setItem(`filler-${i++}`, 'x'.repeat(size)); } catch { /* full at this size */ }
    }
  });
  await page.getByRole('textbox', { name: 'Game name' }).fill('A much longer name for the copy that no longer fits');
  await expect(warning).toBeVisible();
  // Room again: the next change is kept, and the warning goes.
  await page.evaluate(() => Object.keys(sessionStorage).filter(k => k.startsWith('filler-')).forEach(k => sessionStorage.removeItem(k)));
  await page.getByRole('textbox', { name: 'Game name' }).fill('Kept copy');
  await expect(warning).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Editing: Kept copy' })).toBeVisible();
});

test("a ruled table's file chosen in the library is read there and checked by the full app, which holds the rules", async ({ page }) => {
  await freshApp(page);
  await startRuled(page, 'Destiny', { players: 2, seed: 21, seats: ['A person', 'Heuristic bot'] });
  await decide(page);
  const played = await moves(page).innerText();
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(library(page)).toBeVisible();
  // Export, pressed in the first module: made by the library's module, with no game's rules.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Destiny as a file' }).click();
  const file = await downloading;
  const text = readFileSync(await file.path(), 'utf8');
  expect(JSON.parse(text)).toMatchObject({ protoplay: 'ruled-table' });
  await expect(page.locator('#boot')).toHaveCount(0);
  expect(await loaded(page)).toEqual(['library', 'library-full']);
  const choose = () => page.getByLabel('Import a game file').setInputFiles({
    name: 'destiny.ruled.json', mimeType: 'application/json', buffer: Buffer.from(text, 'utf8'),
  });

  // This tab's session storage full: the file cannot be carried to the full app, and that is said.
  await page.evaluate(() => {
    for (let size = 1 << 20, i = 0; size >= 1; size >>= 1) {
      try { for (;;) sessionStorage.setItem(`filler-${i++}`, 'x'.repeat(size)); } catch { /* full at this size */ }
    }
  });
  await choose();
  await expect(page.getByRole('alert', { name: 'Could not import' }))
    .toContainText('“destiny.ruled.json” cannot be imported: it holds a table of Destiny with the rules enforced');
  await expect(page.getByRole('alert', { name: 'Could not import' })).toContainText('import it in a new tab. Nothing was imported');
  await snap(page, 'modules-01-ruled-file-not-carried');
  expect(await loaded(page)).toEqual(['library', 'library-full']);

  // Room for a note but not for the file: the full app asks for it again, once.
  await page.evaluate(() => Object.keys(sessionStorage)
    .filter(k => k.startsWith('filler-') && sessionStorage.getItem(k)!.length <= 512).forEach(k => sessionStorage.removeItem(k)));
  await page.getByLabel('Import a game file').setInputFiles({
    name: 'padded.ruled.json', mimeType: 'application/json', buffer: Buffer.from(text + ' '.repeat(4000), 'utf8'),
  });
  const again = page.getByRole('alert', { name: 'Could not import' });
  await expect(again).toContainText('“padded.ruled.json” holds a table with the rules enforced, which is read on this page, and it was too large to carry here: choose it again with “Import a game file”.');
  expect(await modules(page)).toEqual(['app']);
  await snap(page, 'modules-02-ruled-file-choose-again');
  // Said once: a reload of the library draws the first module again, saying nothing.
  await page.reload();
  await expect(page.locator('#boot[data-first] main.library')).toBeVisible();
  await expect(again).toHaveCount(0);
  expect(await modules(page)).toEqual(['library']);

  // Room again: the full app reads the file, replaying its moves, and asks.
  await page.evaluate(() => Object.keys(sessionStorage).filter(k => k.startsWith('filler-')).forEach(k => sessionStorage.removeItem(k)));
  await choose();
  const dialog = page.getByRole('dialog', { name: 'Import a copy?' });
  await expect(dialog).toContainText('rules enforced');
  expect(await modules(page)).toEqual(['app']);
  await snap(page, 'modules-03-ruled-file-in-the-full-app');
  await dialog.getByRole('button', { name: 'Import as a new copy' }).click();
  await expect(moves(page)).toHaveText(played);
  expect(await modules(page)).toEqual(['ruled-destiny']);

  // In the library's module (after Duplicate, a gesture it makes), Continue on a ruled table
  // opens it in its game's module, which holds the rules.
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(page.locator('.table-entry')).toHaveCount(2);
  await page.getByRole('button', { name: 'Duplicate Destiny' }).first().click();
  await expect(page.locator('.table-entry')).toHaveCount(3);
  expect(await loaded(page)).toEqual(['library', 'library-full']);
  await page.getByRole('button', { name: 'Continue Destiny' }).first().click();
  await expect(moves(page)).toHaveText(played);
  expect(await modules(page)).toEqual(['ruled-destiny']);
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(page.locator('.table-entry')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Saved items that could not be read' })).toHaveCount(0);
});
