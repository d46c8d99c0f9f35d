import { test, expect, Locator, Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { cell, freshApp, newGame, snap } from './helpers';

// Nothing lost, nothing leaked: two tabs, hot-seat after a reload, damaged entries, a crash,
// storage room and backups. Each test drives the release build as a person would.

const starterJson = readFileSync('../engine/games/deity-starter.json', 'utf8');
const STEP = /^Step \d+ of \d+$/;

/** Chooses a file in a file picker by its label, as a person would from their disk. */
async function chooseFile(page: Page, label: string, name: string, text: string) {
  await page.getByLabel(label).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text, 'utf8') });
}

/** Every library key in local storage and its text. */
async function libraryKeys(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)
    .filter(([k]) => k.startsWith('protoplay.table.') || k.startsWith('protoplay.game.') || k.startsWith('protoplay.library'))
    .sort(([a], [b]) => a.localeCompare(b))));
}

/** What each library key holds, without the field naming the stored text a write replaced
 * (which says how a table got there, not what it is). */
async function libraryContent(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(Object.entries(await libraryKeys(page)).map(([k, v]) => {
    try {
      const value = JSON.parse(v);
      delete value.replaces;
      return [k, JSON.stringify(value)];
    } catch {
      return [k, v];
    }
  }));
}

/** Lets a test hold back the `storage` events another tab's writes send this page (a race). */
async function holdable(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('storage', e => {
      if ((window as unknown as { __hold?: boolean }).__hold) e.stopImmediatePropagation();
    });
  });
}

async function hold(page: Page, on: boolean) {
  await page.evaluate(v => { (window as unknown as { __hold?: boolean }).__hold = v; }, on);
}

async function toLibrary(page: Page) {
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
}

/** A screenshot at phone width of what the person sees around `at` (the viewport only). */
async function phone(page: Page, name: string, at?: Locator) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  if (at) await at.scrollIntoViewIfNeeded();
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png` });
  if (size) await page.setViewportSize(size);
}

test('two pages make different changes, and after reloading both, both changes are there', async ({ context }) => {
  const a = await context.newPage();
  await freshApp(a);
  await newGame(a, 'Deity (starter)', { players: 2, seed: 1 });
  await a.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await expect(a.getByRole('region', { name: 'Hand of Player 1' })).toContainText('1 card');

  // A second tab at the table's address opens it, goes back and starts a table of its own.
  const b = await context.newPage();
  await b.goto(a.url());
  await expect(b.getByText(STEP)).toHaveText('Step 1 of 1');
  await toLibrary(b);
  await newGame(b, 'Deity (starter)', { players: 3, seed: 2 });
  await b.getByRole('button', { name: 'Roll Omen die' }).click();
  const rolled = await b.getByRole('status', { name: 'Last roll' }).innerText();

  // Tab A heard of B's table; its own stays.
  await toLibrary(a);
  await expect(a.locator('.table-entry')).toHaveCount(2);

  await a.reload();
  await b.reload();
  // B reopens its own table (each tab remembers its own), with B's roll; A its library.
  await expect(b.getByText(STEP)).toHaveText('Step 1 of 1');
  await expect(b.getByRole('status', { name: 'Last roll' })).toHaveText(rolled);
  await toLibrary(b);
  for (const page of [a, b]) {
    const tables = page.locator('.table-entry');
    await expect(tables).toHaveCount(2);
    await expect(tables.filter({ hasText: '2 players · 1 step ·' })).toHaveCount(1);
    await expect(tables.filter({ hasText: '3 players · 1 step ·' })).toHaveCount(1);
  }
  await snap(a, 'storage-01-two-tabs-library');
  await phone(a, 'storage-01-two-tabs-library-phone', a.getByRole('region', { name: 'Your tables' }));
  await a.getByRole('button', { name: 'Continue Deity (starter)' }).last().click();
  await expect(a.getByRole('region', { name: 'Hand of Player 1' })).toContainText('1 card');
});

test('a table open in two pages follows the newest moves, and changes made at once keep both', async ({ context }) => {
  const a = await context.newPage();
  await freshApp(a);
  await newGame(a, 'Deity (starter)', { players: 2, seed: 21 });
  await a.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  const b = await context.newPage();
  await holdable(b);
  await b.goto(a.url());
  await expect(b.getByText(STEP)).toHaveText('Step 1 of 1');

  // A places a counter: B follows, and says so.
  await a.getByRole('button', { name: 'Place Population of Player 1 (blue)' }).click();
  await cell(a, 0, 0).click();
  await a.keyboard.press('Escape');
  await expect(b.getByText(STEP)).toHaveText('Step 2 of 2');
  await expect(cell(b, 0, 0)).toHaveAccessibleName(/1 Population of Player 1/);
  await expect(b.getByRole('status', { name: 'Changed in another tab' })).toContainText('Updated with what was done in another tab: now at step 2');
  await snap(b, 'storage-02-followed-another-tab');

  // B rolls: A follows, and the counter is still there in both.
  await b.getByRole('button', { name: 'Roll Omen die' }).click();
  const rolled = await b.getByRole('status', { name: 'Last roll' }).innerText();
  await expect(a.getByText(STEP)).toHaveText('Step 3 of 3');
  await expect(a.getByRole('status', { name: 'Last roll' })).toHaveText(rolled);
  // B's own move leaves its notice of A's out of date: it is gone.
  await expect(b.getByRole('status', { name: 'Changed in another tab' })).toHaveCount(0);
  await a.reload();
  await b.reload();
  for (const page of [a, b]) {
    await expect(page.getByText(STEP)).toHaveText('Step 3 of 3');
    await expect(cell(page, 0, 0)).toHaveAccessibleName(/1 Population of Player 1/);
    await expect(page.getByRole('status', { name: 'Last roll' })).toHaveText(rolled);
  }

  // A race: B makes a move before hearing of A's. Both are kept, B's as a copy.
  await hold(b, true);
  await a.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await expect(a.getByText(STEP)).toHaveText('Step 4 of 4');
  await b.getByRole('button', { name: 'Next turn' }).click();
  const told = b.getByRole('alert', { name: 'Changed in another tab' });
  await expect(told).toContainText('Both are kept');
  await expect(told).toContainText('“Deity (starter) (copy)”');
  await snap(b, 'storage-03-both-kept');
  await expect(b.getByRole('heading', { level: 1 })).toHaveText('Deity (starter) (copy)');
  await phone(b, 'storage-03-both-kept-phone', told);
  await hold(b, false);
  await a.reload();
  await b.reload();
  await expect(b.locator('.phase-bar .turn')).toContainText('Player 2');
  await toLibrary(a);
  const tables = a.locator('.table-entry');
  await expect(tables).toHaveCount(2);
  await expect(tables.filter({ hasText: /^Deity \(starter\) \(copy\)/ })).toContainText('4 steps');
  await expect(tables.filter({ hasNotText: '(copy)' })).toContainText('4 steps');
  await a.getByRole('button', { name: 'Continue Deity (starter)', exact: true }).click();
  await expect(a.getByRole('region', { name: 'Hand of Player 1' })).toContainText('2 cards');
});

test('a hot-seat table reloaded on player 2\'s turn shows the cover and never player 1\'s hand', async ({ page, context }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 5, hotSeat: true });
  await page.getByRole('button', { name: 'I am Player 1: show my table' }).click();
  await page.getByRole('button', { name: 'Deal 1 to each player from Miracle deck' }).click();
  const mine = page.getByRole('region', { name: 'Hand of Player 1' }).locator('button.card');
  await expect(mine).toHaveCount(1);
  const p1Card = (await mine.first().getAttribute('aria-label'))!;
  expect(p1Card).not.toBe('Hidden Miracles card');
  await page.getByRole('button', { name: 'Next turn' }).click();
  await expect(page.getByRole('dialog', { name: /Pass to Player 2/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('dialog', { name: /Pass to Player 2/ })).toBeVisible();
  // Under the cover nothing secret is even in the page.
  expect(await page.content()).not.toContain(p1Card);
  await snap(page, 'storage-04-hot-seat-after-reload');
  await page.getByRole('button', { name: 'I am Player 2: show my table' }).click();
  await expect(page.getByRole('region', { name: 'Hand of Player 1' }).getByRole('button', { name: 'Hidden Miracles card' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hand of Player 2' }).getByRole('button', { name: 'Hidden Miracles card' })).toHaveCount(0);
  expect(await page.content()).not.toContain(p1Card);
  // "View as" offers the player at the screen and an onlooker, never player 1.
  const viewAs = page.getByRole('combobox', { name: 'View the table as' });
  await expect(viewAs.locator('option')).toHaveText(['Player 2', 'Onlooker (public only)']);
  await viewAs.selectOption('all');
  await expect(page.getByRole('region', { name: 'Hand of Player 2' }).getByRole('button', { name: 'Hidden Miracles card' })).toBeVisible();
  expect(await page.content()).not.toContain(p1Card);
  await snap(page, 'storage-05-hot-seat-onlooker');
  await phone(page, 'storage-05-hot-seat-onlooker-phone', viewAs);

  // A new tab at the table's address opens it, covered for player 2.
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('dialog', { name: /Pass to Player 2/ })).toBeVisible();
  expect(await other.content()).not.toContain(p1Card);
  await other.close();

  // Opened from the library, too.
  await toLibrary(page);
  await expect(page.locator('.table-entry')).toContainText('hot-seat');
  await page.getByRole('button', { name: 'Continue Deity (starter)' }).click();
  await expect(page.getByRole('dialog', { name: /Pass to Player 2/ })).toBeVisible();
  expect(await page.content()).not.toContain(p1Card);
});

test('damaged entries are listed with their reason, downloadable and deletable; the old library moves over', async ({ page }) => {
  await freshApp(page);
  const def = JSON.parse(starterJson);
  const goodOld = { id: 'table-1', title: 'From the old library', updated: 1, saved: { version: 1, def, players: 2, seed: 3, actions: ['next_turn'], cursor: 1 } };
  await page.evaluate(([good]) => {
    localStorage.clear();
    localStorage.setItem('protoplay.library', JSON.stringify({ version: 1, games: [], tables: [good, { id: 'old-broken', title: 'Half a table' }] }));
    localStorage.setItem('protoplay.table.broken', '{"id":"broken","title":"Broken","saved":');
    localStorage.setItem('protoplay.game.odd', JSON.stringify({ id: 'odd', name: 'Odd' }));
    localStorage.setItem('protoplay.deity', '{"kept":"as it was"}');
  }, [goodOld]);
  await page.reload();

  // The old library moved to one key per entry: its good table plays, its bad one is listed.
  await expect(page.locator('.table-entry')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Your tables' })).toContainText('3 saved items could not be read');
  await expect(page.locator('.table-entry')).toContainText('From the old library');
  const keys = await libraryKeys(page);
  expect(Object.keys(keys)).toEqual(['protoplay.game.odd', 'protoplay.table.broken', 'protoplay.table.old-broken', 'protoplay.table.table-1']);
  expect(await page.evaluate(() => localStorage.getItem('protoplay.deity'))).toBe('{"kept":"as it was"}');

  const damaged = page.getByRole('region', { name: 'Saved items that could not be read' });
  await expect(damaged.getByRole('listitem')).toHaveCount(3);
  await expect(damaged.getByRole('listitem', { name: 'Damaged saved table “broken”' })).toContainText('could not be read: it is not valid JSON');
  await expect(damaged.getByRole('listitem', { name: 'Damaged saved table “old-broken”' })).toContainText('missing field');
  await expect(damaged.getByRole('listitem', { name: 'Damaged saved game “odd”' })).toContainText('could not be read');
  await damaged.scrollIntoViewIfNeeded();
  await snap(page, 'storage-06-damaged');
  await phone(page, 'storage-06-damaged-phone', damaged);

  const downloading = page.waitForEvent('download');
  await damaged.getByRole('button', { name: 'Download the saved table “broken”' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('protoplay-damaged-table-broken.json');
  expect(readFileSync(await file.path(), 'utf8')).toBe('{"id":"broken","title":"Broken","saved":');

  // Delete asks first; "Keep it" keeps it.
  await damaged.getByRole('button', { name: 'Delete the saved table “broken”' }).click();
  const confirm = damaged.getByRole('group', { name: 'Confirm delete' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(damaged.getByRole('listitem')).toHaveCount(3);
  await damaged.getByRole('button', { name: 'Delete the saved table “broken”' }).click();
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(damaged.getByRole('listitem')).toHaveCount(2);
  expect(await page.evaluate(() => localStorage.getItem('protoplay.table.broken'))).toBeNull();

  // Still listed after a reload: never dropped from view.
  await page.reload();
  await expect(damaged.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Continue From the old library' }).click();
  await expect(page.getByText(STEP)).toHaveText('Step 1 of 1');
});

test('a forced panic shows the crash screen, writes nothing more, and its bug report replays to the same position', async ({ page, browser }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 31 });
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await page.getByRole('button', { name: 'Roll Omen die' }).click();
  await page.getByRole('button', { name: 'Place Population of Player 1 (blue)' }).click();
  await cell(page, 0, 0).click();
  await page.keyboard.press('Escape');
  const step = await page.getByText(STEP).innerText();
  const hand = await page.getByRole('region', { name: 'Hand of Player 1' }).innerText();
  const roll = await page.getByRole('status', { name: 'Last roll' }).innerText();
  const centre = await cell(page, 0, 0).getAttribute('aria-label');

  // The hidden flag: the next action at the table panics.
  const address = new URL(page.url());
  expect(address.hash).toMatch(/^#\/table\//);
  address.search = '?debug=panic';
  await page.goto(address.href);
  await expect(page.getByText(STEP)).toHaveText(step);
  const saved = await libraryKeys(page);
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  const crash = page.getByRole('alertdialog', { name: 'Protoplay stopped because of a bug' });
  await expect(crash).toBeVisible();
  await expect(crash).toContainText('Your saved games and tables are safe');
  await expect(crash).toContainText('a deliberate crash');
  await expect(page.getByRole('heading', { name: 'Protoplay stopped because of a bug' })).toBeFocused();
  await snap(page, 'storage-07-crash-screen');
  await phone(page, 'storage-07-crash-screen-phone');
  // Nothing half-done was written, and clicking around writes nothing either.
  expect(await libraryKeys(page)).toEqual(saved);

  const downloading = page.waitForEvent('download');
  await crash.getByRole('link', { name: 'Download a bug report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('protoplay-bug-report-deity-starter-step-3.json');
  const report = readFileSync(await download.path(), 'utf8');
  const parsed = JSON.parse(report);
  expect(parsed).toMatchObject({ protoplay: 'table', format: 1, table: { seed: 31, cursor: 3 } });
  expect(parsed.bug_report.message).toContain('a deliberate crash');
  expect(parsed.bug_report.app_version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(parsed.bug_report.pending).toMatchObject({ draw: { from: { zone: 'draw' } } });

  // Reload: the app is back, the table as it was saved, and the flag is gone.
  await crash.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText(STEP)).toHaveText(step);
  expect(page.url()).not.toContain('debug');
  expect(await libraryKeys(page)).toEqual(saved);

  // Someone else imports the bug report and sees the same position.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await freshApp(theirs);
  await chooseFile(theirs, 'Import a game file', download.suggestedFilename(), report);
  await theirs.getByRole('dialog', { name: 'Import a copy?' }).getByRole('button', { name: 'Import as a new copy' }).click();
  await expect(theirs.getByText(STEP)).toHaveText(step);
  await theirs.getByRole('combobox', { name: 'View the table as' }).selectOption('0');
  await expect.poll(() => theirs.getByRole('region', { name: 'Hand of Player 1' }).innerText()).toBe(hand);
  await expect(theirs.getByRole('status', { name: 'Last roll' })).toHaveText(roll);
  await expect(cell(theirs, 0, 0)).toHaveAttribute('aria-label', centre!);
  // The move that crashed, made again, works (the bug was the flag).
  await theirs.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await expect(theirs.getByRole('region', { name: 'Hand of Player 1' })).toContainText('2 cards');
  await other.close();
});

test('backup then restore into a fresh browser gives the same library', async ({ page, browser }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 41 });
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await toLibrary(page);
  await newGame(page, 'Deity (starter)', { players: 3, seed: 42, hotSeat: true });
  await page.getByRole('button', { name: 'I am Player 1: show my table' }).click();
  await page.getByRole('button', { name: 'Roll Omen die' }).click();
  await toLibrary(page);
  await chooseFile(page, 'Import a game file', 'mine.game.json', JSON.stringify({ protoplay: 'game', format: 1, game: JSON.parse(starterJson) }));
  await page.getByRole('dialog', { name: 'Import a copy?' }).getByRole('button', { name: 'Import as a new copy' }).click();
  await page.evaluate(() => localStorage.setItem('protoplay.table.broken', '{"id":"broken"'));
  await page.reload();
  const before = await libraryContent(page);
  expect(Object.keys(before)).toHaveLength(4);

  const room = page.getByRole('region', { name: 'Storage and backups' });
  await expect(room).toContainText(/Your library uses \d+ KB of the about 5\.0 MB this browser keeps for Protoplay/);
  await expect(room.getByRole('meter', { name: 'Storage used' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await room.getByRole('button', { name: 'Download everything' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^protoplay-backup-\d{4}-\d\d-\d\d\.json$/);
  await expect(room.getByRole('status', { name: 'Backup' })).toContainText('Downloaded');
  // At phone width the message's dismiss button, a finger's size, stays inside its box.
  await page.setViewportSize({ width: 390, height: 844 });
  const message = await room.getByRole('status', { name: 'Backup' }).boundingBox();
  const dismiss = await room.getByRole('status', { name: 'Backup' }).getByRole('button', { name: 'Dismiss this message' }).boundingBox();
  expect(dismiss!.y + dismiss!.height).toBeLessThanOrEqual(message!.y + message!.height);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await room.scrollIntoViewIfNeeded();
  await snap(page, 'storage-08-room-and-backup');
  await phone(page, 'storage-08-room-and-backup-phone', room);
  const backup = readFileSync(await download.path(), 'utf8');
  const listed = await page.locator('.table-entry').allInnerTexts();
  const games = await page.getByRole('region', { name: 'Your games' }).getByRole('article').allInnerTexts();

  const other = await browser.newContext();
  const theirs = await other.newPage();
  await freshApp(theirs);
  await chooseFile(theirs, 'Restore from backup', download.suggestedFilename(), backup);
  const said = theirs.getByRole('region', { name: 'Storage and backups' }).getByRole('status', { name: 'Backup' });
  await expect(said).toContainText('Restored 2 tables and 1 game.');
  await expect(said).toContainText('1 entry that could not be read came back');
  await expect(said).toBeInViewport();
  await snap(theirs, 'storage-09-restored');
  expect(await libraryContent(theirs)).toEqual(before);
  expect(await theirs.locator('.table-entry').allInnerTexts()).toEqual(listed);
  expect(await theirs.getByRole('region', { name: 'Your games' }).getByRole('article').allInnerTexts()).toEqual(games);
  await theirs.reload();
  // The damaged entry sends this visit to the full app, which draws the list once it has loaded.
  await expect(theirs.locator('.table-entry')).toHaveCount(listed.length);
  expect(await theirs.locator('.table-entry').allInnerTexts()).toEqual(listed);

  // Again: nothing new, nothing written over.
  await chooseFile(theirs, 'Restore from backup', download.suggestedFilename(), backup);
  await expect(said).toContainText('4 entries were already here');
  expect(await libraryContent(theirs)).toEqual(before);
  // Not a backup: refused beside the button, nothing changed.
  await chooseFile(theirs, 'Restore from backup', 'table.json', JSON.stringify({ protoplay: 'table', format: 1, table: {} }));
  const refused = theirs.getByRole('region', { name: 'Storage and backups' }).getByRole('alert', { name: 'Backup' });
  await expect(refused).toContainText('not a backup: use “Import a game file”');
  // The hot-seat table plays on, covered.
  await theirs.getByRole('button', { name: 'Continue Deity (starter)' }).first().click();
  await expect(theirs.getByRole('dialog', { name: /Pass to Player 1/ })).toBeVisible();
  await other.close();
});

test('storage room: the library warns before storage is full', async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 51 });
  await toLibrary(page);
  await expect(page.getByRole('alert', { name: 'Storage nearly full' })).toHaveCount(0);
  // Something else of this site takes most of the room.
  await page.evaluate(() => localStorage.setItem('something-else', 'x'.repeat(4_300_000)));
  await page.reload();
  const warning = page.getByRole('alert', { name: 'Storage nearly full' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'download everything and make room' }).click();
  const room = page.getByRole('region', { name: 'Storage and backups' });
  await expect(page.getByRole('heading', { name: 'Storage and backups' })).toBeFocused();
  await expect(room).toBeInViewport();
  // The address is left alone (a fragment there would be read as a share link).
  await expect(page.getByRole('alert', { name: 'Could not import' })).toHaveCount(0);
  await expect(room).toContainText('Storage is nearly full');
  await expect(room).toContainText('Other data this site keeps takes 4.1 MB');
  await snap(page, 'storage-10-nearly-full');
});

test('an import result shows beside the file picker, where the person is', async ({ page }) => {
  await freshApp(page);
  const files = page.getByRole('region', { name: 'Game files' });
  await files.scrollIntoViewIfNeeded();
  await chooseFile(page, 'Import a game file', 'broken.json', '{"protoplay": "game", "format": 1, "game": {');
  const refused = files.getByRole('alert', { name: 'Could not import' });
  await expect(refused).toContainText('“broken.json” cannot be imported');
  await expect(refused).toBeInViewport();
  await snap(page, 'storage-11-import-refused-in-place');
  await phone(page, 'storage-11-import-refused-in-place-phone', refused);
  await chooseFile(page, 'Import a game file', 'mine.game.json', JSON.stringify({ protoplay: 'game', format: 1, game: JSON.parse(starterJson) }));
  await page.getByRole('dialog', { name: 'Import a copy?' }).getByRole('button', { name: 'Import as a new copy' }).click();
  const done = files.getByRole('status', { name: 'Imported' });
  await expect(done).toContainText('Imported “Deity (starter) (copy)” as a new game');
  await expect(done).toBeInViewport();
  // Focus went to the result, not to the top of the page.
  await expect(page.locator('.import-result')).toBeFocused();
});

test('measure: a free table with 10,000 actions: stored size, save and load time', async ({ page }) => {
  await freshApp(page);
  const def = JSON.parse(starterJson);
  const actions: unknown[] = [];
  let p = 0;
  for (let i = 0; actions.length < 10_000; i++) {
    const at = { hex: { board: 'world', q: (i % 5) - 2, r: 0 } };
    const cycle = [
      { draw: { from: { zone: 'draw' }, to: { zone: 'hand', player: p }, count: 1 } },
      { move_card: { from: { zone: 'hand', player: p }, index: 0, to: { zone: 'draw' }, position: 'bottom' } },
      { roll: { dice: ['omen'] } },
      { place_counter: { counter: 'population', owner: p, at, count: 1 } },
      { remove_counter: { counter: 'population', owner: p, at, count: 1 } },
      'next_turn',
    ];
    for (const a of cycle) if (actions.length < 10_000) actions.push(a);
    p = (p + 1) % 2;
  }
  const entry = { id: 'long', title: 'Long table', updated: 1, saved: { version: 1, def, players: 2, seed: 11, actions, cursor: actions.length } };
  const size = await page.evaluate(e => {
    const text = JSON.stringify(e);
    localStorage.setItem('protoplay.table.long', text);
    return text.length;
  }, entry);
  // A fresh load at the table's address (the page at hand holds its library already).
  await page.goto('about:blank');
  await page.goto('/#/table/long');
  const loads: number[] = [];
  const opens: number[] = [];
  const visible: number[] = [];
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await expect(page.getByText(STEP)).toHaveText('Step 10000 of 10000');
    visible.push(await page.evaluate(() => performance.now()));
    loads.push(await page.evaluate(() => performance.getEntriesByName('protoplay:load')[0].duration));
    opens.push(await page.evaluate(() => performance.getEntriesByName('protoplay:open')[0].duration));
  }
  const saves: number[] = [];
  const moves: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Roll Omen die' }).click();
    await expect(page.getByText(STEP)).toHaveText(`Step ${10_001 + i} of ${10_001 + i}`);
    moves.push(await page.evaluate(s => performance.now() - s, started));
    saves.push(await page.evaluate(() => performance.getEntriesByName('protoplay:save')[0].duration));
  }
  const stored = await page.evaluate(() => localStorage.getItem('protoplay.table.long')!.length);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1);
  console.log(`METRIC table_10000_actions stored_chars=${size} after_5_more=${stored}`);
  console.log(`METRIC table_10000_actions load_library_ms median=${median(loads)} open_replay_ms median=${median(opens)} navigation_to_visible_ms median=${median(visible)}`);
  console.log(`METRIC table_10000_actions save_ms median=${median(saves)} click_to_step_shown_ms median=${median(moves)}`);
  await toLibrary(page);
  await expect(page.locator('.table-entry')).toContainText(/Long table · 2 players · 10005 steps · .* · \d+ KB/);
});

/** What each stored free table has in effect: its id and its actions up to its step, as JSON. */
async function histories(page: Page): Promise<{ id: string; actions: string[] }[]> {
  return page.evaluate(() => Object.entries(localStorage)
    .filter(([k]) => k.startsWith('protoplay.table.'))
    .map(([k, v]) => {
      const saved = JSON.parse(v).saved as { actions: unknown[]; cursor: number };
      return { id: k.slice('protoplay.table.'.length), actions: saved.actions.slice(0, saved.cursor).map(a => JSON.stringify(a)) };
    }));
}

/** Clicks a button at the given time (milliseconds since the epoch), so two pages act at once. */
async function clickAt(page: Page, name: string, at: number) {
  const button = await page.getByRole('button', { name, exact: true }).elementHandle();
  if (!button) throw new Error(`no button “${name}”`);
  await button.evaluate((el, at) => new Promise<void>(done => setTimeout(() => {
    (el as HTMLElement).click();
    done();
  }, at - Date.now())), at);
}

/** Which of a roll and a next turn the tables hold right after `before` (the shared history). */
function kept(tables: { actions: string[] }[], before: string[]) {
  const after = tables
    .filter(t => t.actions.length > before.length && before.every((a, i) => t.actions[i] === a))
    .flatMap(t => t.actions.slice(before.length));
  return { roll: after.some(a => a.includes('"roll"')), nextTurn: after.some(a => a.includes('"next_turn"')) };
}

test('two pages acting at the same moment, a hundred times over, lose nothing', async ({ context }) => {
  test.setTimeout(300_000);
  const a = await context.newPage();
  await freshApp(a);
  await newGame(a, 'Deity (starter)', { players: 2, seed: 5 });
  const id = decodeURIComponent(new URL(a.url()).hash.replace('#/table/', ''));
  const b = await context.newPage();
  await b.goto(`/#/table/${encodeURIComponent(id)}`);
  await expect(b.getByText(STEP)).toHaveText('Step 0 of 0');

  const rounds: string[][] = [];
  let copies = 0;
  for (let round = 0; round < 100; round++) {
    const table = (await histories(a)).find(t => t.id === id);
    if (!table) throw new Error('the shared table is gone');
    const before = table.actions;
    rounds.push(before);
    // Both act in the same millisecond: A rolls the Omen die, B ends the turn.
    const at = Date.now() + 50;
    await Promise.all([clickAt(a, 'Roll Omen die', at), clickAt(b, 'Next turn', at)]);
    // Once both have heard of each other, storage holds both actions (a copy made if they raced).
    for (const page of [a, b]) {
      await expect.poll(async () => kept(await histories(page), before), { message: `round ${round + 1}` })
        .toEqual({ roll: true, nextTurn: true });
    }
    const heading = await Promise.all([a, b].map(p => p.getByRole('heading', { level: 1 }).innerText()));
    copies += heading.filter(h => h.endsWith('(copy)')).length;
    // Both go back to the shared table for the next round.
    const now = (await histories(a)).find(t => t.id === id)?.actions.length ?? -1;
    for (const page of [a, b]) {
      await page.evaluate(id => { location.hash = `#/table/${encodeURIComponent(id)}`; }, id);
      await expect(page.getByText(STEP)).toHaveText(new RegExp(`^Step ${now} of \\d+$`));
    }
  }
  console.log(`two pages racing: ${copies} of 100 rounds raced and kept both as a copy`);

  // After a reload of both, every action of both is in one of the tables.
  await a.reload();
  await b.reload();
  for (const page of [a, b]) {
    const tables = await histories(page);
    rounds.forEach((before, round) =>
      expect(kept(tables, before), `round ${round + 1} after a reload`).toEqual({ roll: true, nextTurn: true }));
  }
});

test('a game saved in another tab while this tab edits it is kept, and this tab saves a copy', async ({ context }) => {
  const a = await context.newPage();
  await freshApp(a);
  await a.getByRole('button', { name: 'New game', exact: true }).click();
  await a.getByRole('textbox', { name: 'Game name' }).fill('Harbour');
  await a.getByRole('button', { name: 'Save game' }).click();
  await expect(a.locator('.save-state')).toHaveText('All changes saved');

  // B edits the same game and saves it; A hears of it while its editor is open.
  const b = await context.newPage();
  await b.goto('/');
  await b.getByRole('article', { name: 'Harbour' }).getByRole('button', { name: 'Edit Harbour' }).click();
  await b.getByRole('textbox', { name: 'Game name' }).fill('Harbour by B');
  const heard = a.evaluate(() => new Promise(done => addEventListener('storage', () => done(null), { once: true })));
  await b.getByRole('button', { name: 'Save game' }).click();
  await expect(b.locator('.save-state')).toHaveText('All changes saved');
  await heard;

  // A's draft began before B's save: B's stays, A's is saved as a copy, and A is told.
  await a.getByRole('textbox', { name: 'Game name' }).fill('Harbour by A');
  await a.getByRole('button', { name: 'Save game' }).click();
  const told = a.getByRole('status').filter({ hasText: 'changed in another tab meanwhile' });
  await expect(told).toContainText('both are kept: yours was saved as “Harbour by A (copy)”');
  await snap(a, 'storage-11-game-kept-both');
  await phone(a, 'storage-11-game-kept-both-phone', told);
  // Both are in the library, after a fresh load.
  await b.goto('/');
  const games = b.getByRole('region', { name: 'Your games' }).getByRole('article');
  await expect(games).toHaveCount(2);
  await expect(b.getByRole('article', { name: 'Harbour by B' })).toBeVisible();
  await expect(b.getByRole('article', { name: 'Harbour by A (copy)' })).toBeVisible();
});
