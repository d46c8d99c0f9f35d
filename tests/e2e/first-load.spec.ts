import { test, expect, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { freshApp, newGame, snap, startRuled } from './helpers';

// The page's first module draws the library alone; the first gesture hands the page to the
// library's module (the library with everything it does), which repeats it (index.html). These
// tests check that the two libraries are the same to a person and to a screen reader, and that
// each kind of gesture survives the hand-off.

const starterJson = readFileSync('../engine/games/deity-starter.json', 'utf8');

/** Whether the library on screen is the first module's (else the library's module's). */
const firstModule = (page: Page) => page.locator('#boot[data-first="library"] main.library');

/** What a person and a screen reader get from the library on screen: its text and controls. */
async function library(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('main.library') as HTMLElement;
    const w = window as unknown as { protoplayControlKeys: (r: Element) => string[] };
    return {
      text: root.innerText,
      controls: w.protoplayControlKeys(root),
      fields: [...root.querySelectorAll('select, input:not([type=file])')].map(e => {
        const el = e as HTMLInputElement;
        return el.type === 'checkbox' ? String(el.checked) : el.value;
      }),
    };
  });
}

/**
 * Hands the page with no gesture to the library's module (else to the full app, which draws the
 * same library when it is loaded for the library: an entry the first module cannot read, say),
 * and waits for it.
 */
async function libraryModule(page: Page, to = 'library-full') {
  await page.evaluate(t => (window as unknown as { protoplayFull: (why: string, g: null, to: string) => void })
    .protoplayFull('the test', null, t), to);
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
}

test("the first module draws the library as the library's module does, with tables and games of every kind", async ({ page }) => {
  await freshApp(page);
  await expect(firstModule(page)).toBeVisible();
  const empty = await library(page);
  await libraryModule(page);
  expect(await library(page)).toEqual(empty);

  // A free table (hot-seat), a ruled table, and a designer's game imported from a file.
  await newGame(page, 'Deity (starter)', { players: 3, seed: 5 });
  await page.getByRole('button', { name: '← Library' }).click();
  await startRuled(page, 'Destiny', { players: 3, seed: 1 });
  await page.getByRole('button', { name: '← Library' }).click();
  await page.getByLabel('Import a game file').setInputFiles({
    name: 'mine.game.json', mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ protoplay: 'game', format: 1, game: { ...JSON.parse(starterJson), id: 'mine', name: 'Mine & <yours>', rules: null } }), 'utf8'),
  });
  await page.getByRole('dialog', { name: 'Import a copy?' }).getByRole('button', { name: 'Import as a new copy' }).click();
  await expect(page.getByRole('status', { name: 'Imported' })).toBeVisible();

  for (const to of ['library-full', 'app']) {
    // Each page draws new random seeds: the first module's are given to the next one.
    await page.reload();
    await expect(firstModule(page)).toBeVisible();
    if (to === 'library-full') await snap(page, 'first-load-01-first-module');
    const drawn = await library(page);
    const pixels = await page.locator('main.library').screenshot();
    expect(drawn.controls.filter(k => /^tables-h \/ table:[^/]+ \/ BUTTON:submit \/ Continue /.test(k))).toHaveLength(2);
    expect(drawn.text).toContain('Mine & <yours>');
    await libraryModule(page, to);
    await snap(page, `first-load-02-${to}`);
    const full = await library(page);
    expect(full.text).toEqual(drawn.text);
    expect(full.controls).toEqual(drawn.controls);
    expect(full.fields).toEqual(drawn.fields);
    // And to the eye: the same pixels (the fields' values, random seeds included, carried over).
    expect(await page.locator('main.library').screenshot()).toEqual(pixels);
  }

  // At phone width too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(firstModule(page)).toBeVisible();
  await snap(page, 'first-load-03-first-module-phone');
  const phone = await page.locator('main.library').screenshot();
  await libraryModule(page);
  expect(await page.locator('main.library').screenshot()).toEqual(phone);
});

test('a free table started from the first module keeps the players, seed and hot-seat chosen there', async ({ page }) => {
  await freshApp(page);
  await expect(firstModule(page)).toBeVisible();
  await newGame(page, 'Deity (starter)', { players: 4, seed: 77, hotSeat: false });
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(page.locator('.table-entry .meta').first()).toContainText('4 players · 0 steps ·');
  await expect(page.locator('.table-entry .meta').first()).not.toContainText('hot-seat');
  const saved = await page.evaluate(() => Object.entries(localStorage)
    .filter(([k]) => k.startsWith('protoplay.table.')).map(([, v]) => JSON.parse(v).saved));
  expect(saved.map(s => [s.players, s.seed])).toEqual([[4, 77]]);
});

test("each gesture in the first module is made again by the library's module", async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 1 });
  // The free table's module hands the library to the first module by loading the page again:
  // a reload of the test's own waits until that is done.
  const toLibrary = async () => {
    await page.getByRole('button', { name: '← Library' }).click();
    await expect(firstModule(page)).toBeVisible();
  };
  await toLibrary();

  // Continue: the table opens.
  await page.reload();
  await expect(firstModule(page)).toBeVisible();
  await page.getByRole('button', { name: /^Continue Deity/ }).click();
  await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
  await toLibrary();

  // Delete asks first, in the library's module.
  await page.reload();
  await expect(firstModule(page)).toBeVisible();
  await page.getByRole('button', { name: /^Delete Deity/ }).click();
  await expect(page.getByRole('group', { name: 'Confirm delete' })).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);

  // Download everything: the backup is downloaded and said so.
  await page.reload();
  await expect(firstModule(page)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download everything' }).click();
  const backup = await downloading;
  await expect(page.getByRole('status', { name: 'Backup' })).toContainText('Downloaded');
  const text = readFileSync(await backup.path(), 'utf8');

  // Restore from backup, chosen in the first module: read by the library's module.
  await page.reload();
  await expect(firstModule(page)).toBeVisible();
  await page.getByLabel('Restore from backup').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text, 'utf8') });
  await expect(page.getByRole('status', { name: 'Backup' })).toBeVisible();

  // The rules' start form and the simulation screen.
  await page.reload();
  await expect(firstModule(page)).toBeVisible();
  await page.getByRole('button', { name: 'Simulate Lords of Hell' }).click();
  await expect(page.getByRole('button', { name: 'Run simulation' })).toBeVisible();
});

test('a gesture on one of two tables of the same title acts on that table, even if the order changed meanwhile', async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 1 });
  await page.getByRole('button', { name: '← Library' }).click();
  await newGame(page, 'Deity (starter)', { players: 3, seed: 2 });
  await page.getByRole('button', { name: '← Library' }).click();
  // "← Library" loads the page again with the library's module: the reload waits for it.
  await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
  await page.reload();
  await expect(firstModule(page)).toBeVisible();
  const lines = page.locator('.table-entry');
  await expect(lines.nth(0)).toContainText('3 players');
  await expect(lines.nth(1)).toContainText('2 players');
  // The 2-player table becomes the newest in storage before the library's module reads it (as
  // another tab's save would make it): it lists it first, and the press must still reach it.
  await page.evaluate(() => {
    for (const [k, v] of Object.entries(localStorage)) {
      const t = k.startsWith('protoplay.table.') ? JSON.parse(v) : null;
      if (t?.saved?.players === 2) localStorage.setItem(k, JSON.stringify({ ...t, updated: Date.now() + 60_000 }));
    }
  });
  await lines.nth(1).getByRole('button', { name: 'Continue Deity (starter)' }).click();
  await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hand of Player 2' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hand of Player 3' })).toHaveCount(0);
});

test('a share link pasted into the address of a library the first module drew is opened', async ({ page }) => {
  await freshApp(page);
  await expect(firstModule(page)).toBeVisible();
  const def = { ...JSON.parse(starterJson), id: 'linked', name: 'Linked game' };
  const link = 'g1.' + deflateSync(Buffer.from(JSON.stringify(def), 'utf8'), { level: 9 }).toString('base64url');
  await page.evaluate(l => { location.hash = l; }, link);
  await expect(page.getByRole('dialog', { name: 'Import a copy?' }).locator('.import-name')).toHaveText('Linked game');
});

test('another tab\'s change reaches a library the first module drew', async ({ context }) => {
  const mine = await context.newPage();
  await freshApp(mine);
  await expect(firstModule(mine)).toBeVisible();
  const theirs = await context.newPage();
  await theirs.goto('/');
  await newGame(theirs, 'Destiny', { players: 2, seed: 9 });
  await expect(mine.getByRole('button', { name: /^Continue Destiny/ })).toBeVisible();
  await expect(mine.locator('#boot')).toHaveCount(0);
  // This page stays on its library: the table opened in the other one is not opened here.
  await expect(mine.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
  await expect(mine.getByRole('navigation', { name: 'Turn and phases' })).toHaveCount(0);
});

test('a new version taking over while the first module shows is announced once the next module is there', async ({ page }) => {
  await freshApp(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 100 });
  await expect(firstModule(page)).toBeVisible();
  // A new script URL stands in for a new build, as in the offline test.
  await page.evaluate(() => navigator.serviceWorker.register('./sw.js?build=next'));
  await page.waitForFunction(() => (window as unknown as { protoplayUpdateReady?: boolean }).protoplayUpdateReady === true, undefined, { polling: 100 });
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('heading', { name: /^Editing/ })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Update' })).toContainText('A new version of Protoplay is ready');
});

test('a visit that is not for the library goes to the full app at once', async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 1 });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
  await page.goto('/#/start/destiny');
  await expect(page.getByRole('region', { name: 'Start Destiny' })).toBeVisible();
  // Storage that cannot be read as it is: explained by the full app, nothing lost.
  await page.evaluate(() => localStorage.setItem('protoplay.table.broken', '{not json'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Saved items that could not be read' })).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);
});

test.describe('with no service worker (whose cache would answer)', () => {
  test.use({ serviceWorkers: 'block' });
  test("the library's module that cannot load is said so in the first module, and the next gesture tries again", async ({ page }) => {
    // Blocked before the page loads, so the background fetch fails too.
    const app = /protoplay-library-full-[0-9a-f]+(_bg\.wasm|\.js)(\?.*)?$/;
    await page.route(app, r => r.abort());
    await freshApp(page);
    await expect(firstModule(page)).toBeVisible();
    await page.getByRole('button', { name: 'New game' }).click();
    await expect(page.getByRole('alert')).toContainText('Protoplay could not load the rest of the app');
    await expect(page.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.unroute(app);
    await page.getByRole('button', { name: 'New game' }).click();
    await expect(page.getByRole('heading', { name: /^Editing/ })).toBeVisible();
  });

  test('a gesture that could not be made is not made later by itself', async ({ context, page }) => {
    const app = /protoplay-library-full-[0-9a-f]+(_bg\.wasm|\.js)$/;
    await page.route(app, r => r.abort());
    await freshApp(page);
    await expect(firstModule(page)).toBeVisible();
    await page.getByRole('button', { name: 'New game' }).click();
    await expect(page.getByRole('alert')).toContainText('nothing was changed');
    await page.unroute(app);
    // Another tab's change starts the library's module, which stays on the library.
    const theirs = await context.newPage();
    await theirs.goto('/');
    await newGame(theirs, 'Destiny', { players: 2, seed: 3 });
    await expect(page.getByRole('button', { name: /^Continue Destiny/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Editing/ })).toHaveCount(0);
    await expect(page.locator('#boot')).toHaveCount(0);
  });

  test("while the library's module loads for a gesture, the library says it is opening", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>(r => { release = r; });
    await page.route(/protoplay-library-full-[0-9a-f]+_bg\.wasm$/, async route => { await held; await route.continue(); });
    await freshApp(page);
    await page.getByRole('button', { name: 'New free table of Lords of Hell' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opening…' })).toBeVisible();
    // The viewport, where the fixed line shows.
    await page.screenshot({ path: 'screenshots/first-load-04-opening.png' });
    release();
    await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
    await expect(page.getByText('Opening…')).toHaveCount(0);
  });
});
