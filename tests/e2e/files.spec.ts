import { test, expect, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { cell, decide, freshApp, moves, newGame, snap, startRuled } from './helpers';

const starterJson = readFileSync('../engine/games/deity-starter.json', 'utf8');

/** Chooses a file in "Import a game file", as a person would from their disk. */
async function importFile(page: Page, name: string, text: string | Buffer) {
  await page.getByLabel('Import a game file').setInputFiles({
    name, mimeType: 'application/json', buffer: typeof text === 'string' ? Buffer.from(text, 'utf8') : text,
  });
}

/** The import dialog, once it shows. */
function importDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Import a copy?' });
}

/** A share link made the way the app makes one: zlib, then base64url without padding. */
function linkFor(kind: 'g' | 't', value: unknown): string {
  return `${kind}1.` + deflateSync(Buffer.from(JSON.stringify(value), 'utf8'), { level: 9 }).toString('base64url');
}

/** Fails the test if the page ever opens an alert, confirm or prompt. */
function noDialogs(page: Page) {
  page.on('dialog', async d => {
    await d.dismiss();
    throw new Error(`the page opened a ${d.type()} dialog: ${d.message()}`);
  });
}

test('export a game file, import it back as a new copy, and a table file likewise', async ({ page }) => {
  noDialogs(page);
  await freshApp(page);

  // Export the built-in game.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Deity (starter) as a game file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('deity-starter.game.json');
  const text = readFileSync(await download.path(), 'utf8');
  const file = JSON.parse(text);
  expect(file).toMatchObject({ protoplay: 'game', format: 1, game: { id: 'deity-starter', name: 'Deity (starter)' } });

  // Import it: the dialog says what it holds before anything changes.
  await importFile(page, download.suggestedFilename(), text);
  const dialog = importDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The file “deity-starter.game.json” holds a game');
  await expect(dialog.locator('.import-name')).toHaveText('Deity (starter)');
  await expect(dialog).toContainText('2–4');
  await expect(dialog).toContainText('52 cards in 1 deck');
  await expect(dialog.getByRole('button', { name: 'Import as a new copy' })).toBeFocused();
  await snap(page, 'files-01-import-preview');
  await dialog.getByRole('button', { name: 'Import as a new copy' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status', { name: 'Imported' })).toContainText('Imported “Deity (starter) (copy)” as a new game');

  // A new copy beside the built-in game, never over it; a second import is another copy.
  const mine = page.getByRole('region', { name: 'Your games' });
  await expect(mine.getByRole('article', { name: 'Deity (starter) (copy)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Built-in games' }).getByRole('article', { name: 'Deity (starter)' })).toBeVisible();
  await importFile(page, 'deity-starter.game.json', text);
  await importDialog(page).getByRole('button', { name: 'Import as a new copy' }).click();
  await expect(mine.getByRole('article')).toHaveCount(2);
  await expect(mine.getByRole('article', { name: 'Deity (starter) (copy 2)' })).toBeVisible();

  // Cancel changes nothing.
  await importFile(page, 'again.json', text);
  await importDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(mine.getByRole('article')).toHaveCount(2);

  // The imported copy plays.
  await newGame(page, 'Deity (starter) (copy)', { players: 2, seed: 9 });
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await expect(page.getByRole('region', { name: 'Hand of Player 1' })).toContainText('2 cards');
  const hand = await page.getByRole('region', { name: 'Hand of Player 1' }).innerText();

  // Export that table (game + seed + log) from the library and import it back: the same table.
  await page.getByRole('button', { name: '← Library' }).click();
  const tableDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Deity (starter) (copy) as a file' }).click();
  const tableFile = await tableDownload;
  expect(tableFile.suggestedFilename()).toBe('deity-starter-copy-step-2.table.json');
  const tableText = readFileSync(await tableFile.path(), 'utf8');
  expect(JSON.parse(tableText)).toMatchObject({ protoplay: 'table', format: 1, table: { seed: 9, cursor: 2 } });
  await importFile(page, tableFile.suggestedFilename(), tableText);
  await expect(importDialog(page)).toContainText('2 players, at step 2 of 2 (seed 9)');
  await importDialog(page).getByRole('button', { name: 'Import as a new copy' }).click();
  await expect(page.getByText(/^Step \d+ of \d+$/)).toHaveText('Step 2 of 2');
  await expect.poll(() => page.getByRole('region', { name: 'Hand of Player 1' }).innerText()).toBe(hand);
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Deity (starter) (copy) (imported)' })).toBeVisible();
  await expect(page.locator('.table-entry')).toHaveCount(2);
});

test('a malformed, oversized or newer game file is refused with the reason, and nothing is lost', async ({ page }) => {
  noDialogs(page);
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 5 });
  await page.getByRole('button', { name: '← Library' }).click();
  const alert = page.getByRole('alert', { name: 'Could not import' });

  await importFile(page, 'broken.json', '{"protoplay": "game", "format": 1, "game": {');
  await expect(alert).toContainText('“broken.json” cannot be imported: the file is not valid JSON');
  await expect(alert).toContainText('Nothing was imported and nothing was changed');
  await expect(importDialog(page)).toBeHidden();

  await importFile(page, 'future.json', JSON.stringify({ protoplay: 'game', format: 99, game: {} }));
  await expect(alert).toContainText('saved by a newer Protoplay (file format 99');

  await importFile(page, 'huge.json', Buffer.alloc(5 * 1024 * 1024 + 1, 32));
  await expect(alert).toContainText('a game file can be at most 5242880 bytes');

  await importFile(page, 'picture.json', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]));
  await expect(alert).toContainText('not text (UTF-8)');
  await snap(page, 'files-02-file-refused');

  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toBeHidden();
  await expect(page.locator('.table-entry')).toHaveCount(1);
  // Nothing was imported: no game is listed under Your games.
  await expect(page.getByRole('region', { name: 'Your games' }).getByRole('article')).toHaveCount(0);
});

test('a share link opened in a fresh browser gives the same game and the same table', async ({ page, browser, context }) => {
  noDialogs(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 3, seed: 42 });
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await page.getByRole('button', { name: 'Roll Omen die' }).click();
  await page.getByRole('button', { name: 'Place Population of Player 1 (blue)' }).click();
  await cell(page, 0, 0).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Place Army of Player 1 (blue)' }).click();
  await cell(page, 1, 0).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next turn' }).click();
  const step = await page.getByText(/^Step \d+ of \d+$/).innerText();
  const hand = await page.getByRole('region', { name: 'Hand of Player 1' }).innerText();
  const roll = await page.getByRole('status', { name: 'Last roll' }).innerText();
  const turn = await page.locator('.phase-bar .turn').innerText();
  const centre = await cell(page, 0, 0).getAttribute('aria-label');
  const next = await cell(page, 1, 0).getAttribute('aria-label');

  // Share: the game alone first, then with the table.
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share this game' });
  const field = share.getByRole('textbox', { name: 'Share link' });
  await expect(field).toBeFocused();
  const gameUrl = await field.inputValue();
  expect(gameUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#g1\.[A-Za-z0-9_-]+$/);
  await expect(share).toContainText(`${gameUrl.length} characters`);
  await share.getByRole('checkbox', { name: /Include this table/ }).check();
  await expect(field).toHaveValue(/#t1\./);
  const tableUrl = await field.inputValue();
  await expect(share).toContainText(`${tableUrl.length} characters`);
  // A link this long is said to be long, in words beside its length that cover none of it.
  await expect(share.locator('.warn')).toContainText('Some chat programs and mail clients cut links this long');
  const covered = await share.evaluate(dialog => {
    const count = dialog.querySelector('.link-length')!.getBoundingClientRect();
    return [...dialog.querySelector('.warn')!.getClientRects()].some(r => r.left < count.right - 1
      && r.right > count.left + 1 && r.top < count.bottom - 1 && r.bottom > count.top + 1);
  });
  expect(covered).toBe(false);
  await share.getByRole('button', { name: 'Copy' }).click();
  await expect(share.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tableUrl);
  await snap(page, 'files-03-share-dialog');
  console.log(`starter game link: ${gameUrl.split('#')[1].length} characters; with a table of ${step}: ${tableUrl.split('#')[1].length} characters`);
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share' })).toBeFocused();

  // Someone else, with nothing saved, opens the link.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  noDialogs(theirs);
  await theirs.goto(tableUrl);
  const dialog = importDialog(theirs);
  await expect(dialog).toContainText('This link holds a game with a table in play');
  await expect(dialog.locator('.import-name')).toHaveText('Deity (starter)');
  const steps = Number(step.match(/of (\d+)/)![1]);
  await expect(dialog).toContainText(`3 players, at step ${steps} of ${steps} (seed 42)`);
  await expect(dialog).toContainText('52 cards in 1 deck');
  await snap(theirs, 'files-04-link-import-preview');
  await dialog.getByRole('button', { name: 'Import as a new copy' }).click();
  // The dialog is gone: the focus goes to what the import did, at the top of the page.
  await expect(theirs.getByRole('status', { name: 'Imported' })).toBeFocused();

  // The same table: step, turn, hand, roll and counters; the fragment is gone from the address.
  await expect(theirs.getByText(/^Step \d+ of \d+$/)).toHaveText(step);
  await expect(theirs.locator('.phase-bar .turn')).toHaveText(turn);
  await theirs.getByRole('combobox', { name: 'View the table as' }).selectOption('0');
  await expect.poll(() => theirs.getByRole('region', { name: 'Hand of Player 1' }).innerText()).toBe(hand);
  await expect(theirs.getByRole('status', { name: 'Last roll' })).toHaveText(roll);
  await expect(cell(theirs, 0, 0)).toHaveAttribute('aria-label', centre!);
  await expect(cell(theirs, 1, 0)).toHaveAttribute('aria-label', next!);
  // The link is gone from the address (the table's own address is there instead).
  expect(theirs.url()).not.toMatch(/#[gtr]1\./);
  expect(theirs.url()).toMatch(/#\/table\/[\w-]+$/);
  // It is theirs to play on, and a reload does not offer the link again.
  await theirs.getByRole('button', { name: 'Undo' }).click();
  await expect(theirs.getByText(/^Step \d+ of \d+$/)).toHaveText(`Step ${steps - 1} of ${steps}`);
  await theirs.reload();
  await expect(theirs.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
  await expect(importDialog(theirs)).toBeHidden();

  // A new tab at the page's own address is the library, not the table last played.
  const fresh = await other.newPage();
  await fresh.goto('/');
  await expect(fresh.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
  await expect(fresh.getByRole('navigation', { name: 'Turn and phases' })).toHaveCount(0);
  await fresh.close();

  // The game-only link, in a new tab, offers its import over the library, not over a table;
  // it gives a new game in their library.
  const linked = await other.newPage();
  noDialogs(linked);
  await linked.goto(gameUrl);
  await expect(importDialog(linked)).toContainText('This link holds a game');
  await expect(linked.locator('nav.phase-bar')).toHaveCount(0);
  await expect(linked.locator('h1', { hasText: /^Protoplay$/ })).toBeVisible();
  await snap(linked, 'files-05-link-over-library');
  await importDialog(linked).getByRole('button', { name: 'Import as a new copy' }).click();
  await expect(linked.getByRole('region', { name: 'Your games' }).getByRole('article', { name: 'Deity (starter) (copy)' })).toBeVisible();
  await other.close();
});

test('a broken, truncated, oversized or newer link is explained and the app still works', async ({ page }) => {
  noDialogs(page);
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 8 });
  await page.getByRole('button', { name: 'Share' }).click();
  const good = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  const fragment = good.split('#')[1];
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '← Library' }).click();
  const alert = page.getByRole('alert', { name: 'Could not import' });

  const cases: [string, RegExp][] = [
    [fragment.slice(0, Math.floor(fragment.length / 2)), /cut short|damaged/],
    [fragment.slice(0, 20) + '!' + fragment.slice(21), /damaged: it holds '!'/],
    ['g7.' + fragment.slice(3), /made by a newer Protoplay \(link format 7/],
    ['hello', /not a Protoplay link/],
    ['g1.' + 'A'.repeat(1024 * 1024 + 10), /at most 1048576 can be read/],
  ];
  for (const [link, message] of cases) {
    // Pasted into the open app (hashchange), then opened afresh (a reload reads it at start).
    await page.goto('/#' + link);
    await expect(alert).toContainText(message);
    await page.reload();
    await expect(alert).toContainText(message);
    await expect(alert).toContainText('This share link cannot be opened');
    await expect(importDialog(page)).toBeHidden();
    // The app started normally: the library, with the table that was there.
    await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
    await expect(page.locator('.table-entry')).toHaveCount(1);
  }
  await page.goto('/#' + fragment.slice(0, 40));
  await snap(page, 'files-05-broken-link');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toBeHidden();
  expect(page.url()).not.toContain('#');
  await page.getByRole('button', { name: /^Continue / }).click();
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await expect(page.getByRole('region', { name: 'Hand of Player 1' })).toContainText('1 card');
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(page.locator('.table-entry')).toHaveCount(1);

  // A good link pasted into the address of the open app is offered too (hashchange).
  await page.evaluate(f => { location.hash = f; }, fragment);
  await expect(importDialog(page)).toContainText('Deity (starter)');

  // The benchmark fragment still opens its table.
  await page.goto('/#bench=hex-20x20');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
  await expect(alert).toBeHidden();
});

test('offline: after one visit the library and a table load and play with no network', async ({ page, context }) => {
  noDialogs(page);
  await freshApp(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The worker claims open pages when it activates; a page loaded after that is controlled from
  // the start, which is what a second visit is. (Waiting on the claim alone was flaky under load.)
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 100 });
  const cached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys.find(k => k.startsWith('protoplay-'))!);
    return (await cache.keys()).map(r => new URL(r.url).pathname);
  });
  expect(cached).toContain('/index.html');
  expect(cached.some(p => p.endsWith('.wasm'))).toBe(true);
  expect(cached.some(p => p.endsWith('.js'))).toBe(true);
  expect(cached.some(p => p.endsWith('.css'))).toBe(true);
  // The page names its web manifest, which says how the installed app starts.
  const manifestUrl = await page.locator('link[rel=manifest]').evaluate(l => (l as HTMLLinkElement).href);
  const manifest = await (await page.request.get(manifestUrl)).json();
  expect(manifest).toMatchObject({ name: 'Protoplay', display: 'standalone', theme_color: '#25303b' });
  expect(new URL(manifest.start_url, manifestUrl).pathname).toBe('/');
  expect(manifest.icons[0].src).toBe('icon.svg');
  await newGame(page, 'Deity (starter)', { players: 2, seed: 11 });
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  // The saved table is back and plays.
  await expect(page.getByRole('region', { name: 'Hand of Player 1' })).toContainText('1 card');
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await expect(page.getByRole('region', { name: 'Hand of Player 1' })).toContainText('2 cards');
  // The library, and a new game of a built-in game.
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
  await newGame(page, 'Deity (starter)', { players: 4, seed: 12 });
  await page.getByRole('button', { name: 'Roll Omen die' }).click();
  await expect(page.getByRole('status', { name: 'Last roll' })).toContainText(/Green|Yellow|Red/);
  // A fresh navigation (not a reload) works offline too: the page's address is the library.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Continue Deity (starter)' }).first().click();
  await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
  await context.setOffline(false);

  // A new build's worker taking over says so (a new script URL stands in for a new build).
  const update = page.getByRole('status', { name: 'Update' });
  await expect(update).toHaveCount(0);
  await page.evaluate(() => navigator.serviceWorker.register('./sw.js?build=next'));
  await expect(update).toContainText('A new version of Protoplay is ready');
  // (After the reload the page registers ./sw.js again, a different URL from the stand-in's, so
  // the notice may rightly come back: no assertion on it here.)
  await update.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
});

// No blank page while the wasm loads: index.html itself draws the app's name and a loading
// line, and the app removes them when it mounts (app/src/lib.rs).
test('first paint: the name and a loading line come from index.html, then the library replaces them', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>(r => { release = r; });
  await page.route('**/protoplay-app_bg.wasm', async route => { await held; await route.continue(); });
  await page.goto('/', { waitUntil: 'commit' });
  const loading = page.locator('#boot').getByRole('status');
  await expect(loading).toHaveText('Loading…');
  await expect(page.getByText('Protoplay', { exact: true })).toBeVisible();
  // Not yet the app: the library's heading is what the app draws.
  await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toHaveCount(0);
  await snap(page, 'first-paint');
  release();
  await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.getByText('Loading…')).toHaveCount(0);
});

test.describe('with no service worker (whose cache would answer)', () => {
  test.use({ serviceWorkers: 'block' });
  test("a program that cannot load is said in the first paint's place", async ({ page }) => {
    await page.route('**/protoplay-app_bg.wasm', route => route.abort());
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText(/^Protoplay could not load \(.+\)\. Check the connection and reload; nothing stored was changed\.$/);
    await page.unroute('**/protoplay-app_bg.wasm');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
  });
});

// After one visit every screen opens with the network off: the service worker keeps the page,
// the program and every screen's part. A game's rules are kept once that game has been played
// or simulated online (they are not fetched ahead): such a game plays and simulates offline
// (its workers load the same files), and one never played says its rules could not be loaded.
test('offline: after one visit every screen opens, and a game played once online plays offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  noDialogs(page);
  await freshApp(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 100 });
  // Online, once: a Destiny table and a Destiny simulation.
  await startRuled(page, 'Destiny', { players: 2, seed: 1, seats: ['A person', 'Heuristic bot'] });
  const table = page.url();
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('20');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: 20 games/ })).toBeVisible({ timeout: 30_000 });
  await page.goBack();
  await page.getByRole('button', { name: '← Library' }).click();

  await context.setOffline(true);
  // A fresh page on the table's address, which holds nothing but what the service worker gives
  // it: the table reopens with its rules, and plays.
  await page.goto('about:blank');
  await page.goto(table);
  await expect(page.getByRole('navigation', { name: 'Round and phases' })).toBeVisible();
  const before = await moves(page).innerText();
  expect(await decide(page)).toBe(true);
  await expect(moves(page)).not.toHaveText(before);
  // Its rules panel, never opened online: the map was kept with the rules.
  await page.locator('details.rules-map summary').click();
  await expect(page.locator('details.rules-map .hint').first()).toContainText(/\d+ enforced/);
  // Its simulation: the workers load the page's program and Destiny's rules from the cache.
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('20');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: 20 games/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '← Library' }).click();
  const library = page.getByRole('heading', { name: 'Protoplay', level: 1 });
  await expect(library).toBeVisible();
  // A new table of that game, from its start form.
  await startRuled(page, 'Destiny', { players: 3, seed: 5, seats: ['A person', 'Heuristic bot', 'Heuristic bot'] });
  await page.getByRole('button', { name: '← Library' }).click();
  // A free table.
  await newGame(page, 'Deity (starter)', { players: 2, seed: 3 });
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await expect(page.getByRole('region', { name: 'Hand of Player 1' })).toContainText('1 card');
  await page.getByRole('button', { name: '← Library' }).click();
  // The editor, on a new game and on a copy of the game played online (whose rules check its
  // data), and a print sheet.
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Editing: New game' })).toBeVisible();
  await page.getByRole('button', { name: '← Library' }).click();
  await page.getByRole('button', { name: 'Edit a copy of Destiny' }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Destiny (copy)' })).toBeVisible();
  await page.getByRole('button', { name: /^Print sheet of / }).first().click();
  await expect(page.getByRole('heading', { name: /^Print sheet: / })).toBeVisible();
  await page.getByRole('button', { name: '← Back to the editor' }).click();
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(library).toBeVisible();
  // A game never played online: its rules are not here, which is said, and nothing changes.
  await page.getByRole('button', { name: 'Play Lords of Hell with the rules' }).click();
  const alert = page.getByRole('alert', { name: 'Not loaded' });
  await expect(alert).toContainText(/^Lords of Hell's rules could not be loaded \(.+\)\. Check the connection; nothing was changed\./);
  await snap(page, 'files-07-offline-rules-not-here');
  // Back online, Try again opens it.
  await context.setOffline(false);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Start Lords of Hell' })).toBeVisible();
});

test('markup in a game file or a share link is shown as text, never run', async ({ page }) => {
  noDialogs(page);
  const img = '<img src=x onerror=alert(1)>';
  const script = '<script>alert(1)</script>';
  const def = JSON.parse(starterJson);
  def.id = 'markup';
  def.name = img;
  def.description = script;
  def.decks[0].shuffle = false;
  def.decks[0].cards = [
    { values: [img, script, img], count: 1 },
    { values: [script, img, script], count: 1 },
  ];
  def.zones.find((z: { id: string }) => z.id === 'discard').name = `${script} pile`;
  await freshApp(page);

  // From a game file.
  await importFile(page, `${img}.json`, JSON.stringify({ protoplay: 'game', format: 1, game: def }));
  const dialog = importDialog(page);
  await expect(dialog.locator('.import-name')).toHaveText(img);
  await expect(dialog).toContainText(script);
  await expect(dialog).toContainText(`The file “${img}.json” holds`);
  await dialog.getByRole('button', { name: 'Import as a new copy' }).click();
  const card = page.getByRole('region', { name: 'Your games' }).getByRole('article', { name: img });
  await expect(card.getByRole('heading', { name: img })).toBeVisible();
  await expect(card).toContainText(script);
  await newGame(page, img, { players: 2, seed: 1 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(img);
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  const hand = page.getByRole('region', { name: 'Hand of Player 1' });
  await expect(hand).toContainText(img);
  await expect(hand).toContainText(script);
  await expect(page.getByText(`${script} pile`)).toBeVisible();
  await snap(page, 'files-06-markup-as-text');

  // From a share link.
  await page.goto('/#' + linkFor('g', def));
  await expect(importDialog(page).locator('.import-name')).toHaveText(img);
  await importDialog(page).getByRole('button', { name: 'Import as a new copy' }).click();
  await expect(page.getByRole('region', { name: 'Your games' }).getByRole('article')).toHaveCount(2);

  // No element was made from the text: no img anywhere, no script but the app's own.
  expect(await page.locator('img').count()).toBe(0);
  const scripts = await page.evaluate(() => [...document.scripts].map(s => s.textContent ?? ''));
  expect(scripts.some(s => s.includes('alert(1)'))).toBe(false);
  expect(await page.evaluate(() => document.body.innerHTML.includes('<img'))).toBe(false);
});
