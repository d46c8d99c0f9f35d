import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { decide, freshApp, moves, pickable, snap, startRuled, status, yourMove } from './helpers';

// The one ruled-table screen, played as a person would: by roles and labels only, with the
// same helpers for every game. Destiny here; Deity in deity.spec.ts.

test('Destiny from set-up through a full round against two bots, with a variant changed', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  await startRuled(page, 'Destiny', {
    players: 3, seed: 42, seats: ['A person', 'Heuristic bot', 'Random bot'],
    variants: { 'Alignment bonus counts matches': 'Across all cards played' },
  });
  await snap(page, 'ruled-destiny-01-first-decision');
  // The set-up's choice of a character is made on the cards alone: the prompt offers no button.
  await expect(status(page)).toHaveText(/^Setup: Player 1 to choose a character/);
  await expect(yourMove(page).locator('.turn-status')).toHaveText(/^Pick one of the \d+ highlighted cards, cells or regions\.$/);
  await expect(yourMove(page).getByRole('group', { name: 'Actions' }).getByRole('button')).toHaveCount(0);
  // The variant is in force, and only my hand is shown.
  await expect(page.getByRole('region', { name: 'Hand · Player 1' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hand · Player 2' }).getByRole('button')).toHaveCount(0);
  // Play through round 1: the first highlighted card, else the first button.
  let shot = false;
  for (let i = 0; i < 300; i++) {
    const now = await status(page).innerText();
    if (/^Round 2\b/.test(now) || now.startsWith('Game over')) break;
    if (!shot && /base phase/.test(now)) {
      await snap(page, 'ruled-destiny-02-base-phase');
      shot = true;
    }
    if (!(await decide(page))) await page.waitForTimeout(50);
  }
  await expect(status(page)).toHaveText(/^(Round 2|Game over)/);
  // The total phase of round 1 is shown, seat by seat, and the log says who won the round.
  const total = page.getByRole('region', { name: 'Total phase, round 1' });
  await expect(total).toBeVisible();
  await expect(total.getByRole('row').filter({ hasText: 'Player 3' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Log' })).toContainText(/wins the round|buried/);
  await snap(page, 'ruled-destiny-03-after-round-1');
});

test('a click on a card no choice can use says which rule refuses it and changes nothing', async ({ page }) => {
  test.setTimeout(60_000);
  await freshApp(page);
  await startRuled(page, 'Destiny', { players: 2, seed: 7, seats: ['A person', 'Heuristic bot'] });
  // Play on until my hand holds a card that no choice names now (a bonus card in the base
  // phase, say): its button is not marked "can be picked".
  const idle = page.getByRole('region', { name: 'Hand · Player 1' })
    .getByRole('button', { name: /^(?!.* — can be picked$)/ });
  // The bot answers in slices after each decision: look at my hand only once it is my turn.
  const thinking = page.getByText(/\(a bot\) is thinking/);
  for (let i = 0; i < 100; i++) {
    await expect(thinking).toHaveCount(0);
    await expect(yourMove(page).getByRole('button').first()).toBeVisible();
    if (await idle.count() > 0) break;
    await decide(page);
  }
  const before = await moves(page).innerText();
  await idle.first().click();
  // The rule that refuses it, in the game's words: the phase the card is played in, or the
  // alignment it is opposed to.
  await expect(page.getByRole('status').filter({
    hasText: /is a (Character|Base|Bonus|Multiplier) card: \1 cards are played [A-Za-z ]+; this is the [a-z ]+ phase\.|is opposed to the \w+ cards you played\./,
  })).toBeVisible();
  await expect(moves(page)).toHaveText(before);
});

test('undo takes back my decision with the bots\' answers, redo makes it again, a reload keeps both', async ({ page }) => {
  await freshApp(page);
  await startRuled(page, 'Destiny', { players: 2, seed: 42, seats: ['A person', 'Heuristic bot'] });
  while (/^Setup/.test(await status(page).innerText())) await decide(page);
  const start = { moves: await moves(page).innerText(), status: await status(page).innerText() };
  // Two decisions of mine.
  await decide(page);
  await decide(page);
  const after = { moves: await moves(page).innerText(), status: await status(page).innerText() };
  expect(after.moves).not.toBe(start.moves);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.keyboard.press('Control+z');
  await expect(moves(page)).toHaveText(start.moves);
  await expect(status(page)).toHaveText(start.status);
  await page.getByRole('button', { name: 'Redo' }).click();
  await page.keyboard.press('Control+Shift+Z');
  await expect(moves(page)).toHaveText(after.moves);
  await expect(status(page)).toHaveText(after.status);
  const log = await page.getByRole('region', { name: 'Log' }).innerText();
  const logNow = async () => page.getByRole('region', { name: 'Log' }).innerText();
  // One more undo, then a reload: the same position, with redo still there.
  await page.getByRole('button', { name: 'Undo' }).click();
  const undone = await moves(page).innerText();
  await page.reload();
  await expect(moves(page)).toHaveText(undone);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(moves(page)).toHaveText(after.moves);
  await expect.poll(logNow).toBe(log);
});

test('Ctrl+Z that takes away the focused button keeps focus in the history, not the top of the page', async ({ page }) => {
  await freshApp(page);
  await startRuled(page, 'Destiny', { players: 2, seed: 42, seats: ['A person', 'Heuristic bot'] });
  // The set-up's decisions are made on cards alone; the first one after them has a button.
  const actions = page.getByRole('group', { name: 'Actions' }).getByRole('button');
  for (let i = 0; i < 40 && await actions.count() === 0; i++) await decide(page);
  await actions.first().focus();
  const before = await moves(page).innerText();
  await page.keyboard.press('Control+z');
  await expect(moves(page)).not.toHaveText(before);
  // The button left with the decision undone; focus did not go back to the top of the page.
  await expect(actions).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'History' }).locator(':focus')).toHaveCount(1);
  // Redo pressed for the last time is disabled: focus moves on to Undo, not back to the top.
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(moves(page)).toHaveText(before);
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
});

test('a ruled table shared as a link opens in a fresh browser at the same position', async ({ page, browser }) => {
  await freshApp(page);
  await startRuled(page, 'Destiny', { players: 3, seed: 9, seats: ['A person', 'Heuristic bot', 'Random bot'] });
  for (let i = 0; i < 12; i++) await decide(page);
  // The bots answer in short slices: take the position once it is a person's move again.
  await expect(page.getByRole('heading', { name: 'Your move' })).toBeVisible();
  const here = { moves: await moves(page).innerText(), status: await status(page).innerText() };
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this game' });
  await dialog.getByRole('checkbox', { name: /Include this table/ }).check();
  const url = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(url).toMatch(/#r1\./);
  await snap(page, 'ruled-share-dialog');

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(url);
  const offer = fresh.getByRole('dialog');
  await expect(offer).toContainText('a table with the rules enforced');
  await offer.getByRole('button', { name: /Import/ }).click();
  // The imported table opens at once, as a new copy in the library.
  await expect(fresh.getByRole('status').filter({ hasText: /as a new table/ })).toBeVisible();
  await expect(moves(fresh)).toHaveText(here.moves);
  await expect(status(fresh)).toHaveText(here.status);
  await other.close();
});

test('hot-seat: a ruled table reloaded on player 2\'s turn shows the cover, never player 1\'s hand', async ({ page }) => {
  await freshApp(page);
  await startRuled(page, 'Destiny', { players: 2, seed: 5, seats: ['A person', 'A person'], hotSeat: true });
  const cover = page.getByRole('dialog', { name: /^Pass to Player/ });
  // Seat by seat until player 2 is to act.
  for (let i = 0; i < 40; i++) {
    if (await cover.isVisible()) {
      const who = await cover.getByRole('heading').innerText();
      if (who.startsWith('Pass to Player 2')) break;
      await cover.getByRole('button', { name: /show my table/ }).click();
    }
    await decide(page);
  }
  await expect(cover).toHaveAccessibleName(/^Pass to Player 2/);
  await page.reload();
  await expect(page.getByRole('dialog', { name: /^Pass to Player 2/ })).toBeVisible();
  // Under the cover no hand is drawn at all: both are counts of face-down cards.
  for (const p of [1, 2]) {
    const hand = page.getByRole('region', { name: `Hand · Player ${p}` });
    await expect(hand).toBeAttached();
    await expect(hand.locator('.card-title')).toHaveCount(0);
  }
  await snap(page, 'ruled-hot-seat-cover-after-reload');
  await page.getByRole('button', { name: 'I am Player 2: show my table' }).click();
  await expect(page.getByRole('region', { name: 'Hand · Player 2' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hand · Player 1' }).locator('.card-title')).toHaveCount(0);
});

test('a table from the old Destiny save slot is carried into the library; a broken one is kept', async ({ page }) => {
  await freshApp(page);
  await page.evaluate(() => {
    localStorage.setItem('protoplay.destiny', JSON.stringify({
      version: 1, setup: { seats: ['human', 'greedy'], seed: 42, variants: { hoards: 'one_of_each' } }, moves: [],
    }));
    localStorage.setItem('protoplay.deity', '{"version":1,"seed":');
  });
  await page.reload();
  await expect(page.getByRole('button', { name: /^Continue Destiny/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('protoplay.destiny'))).toBeNull();
  // The broken slot is reported, kept and offered for download.
  await expect(page.getByRole('alert').filter({ hasText: 'protoplay.deity' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('protoplay.deity'))).toBe('{"version":1,"seed":');
  await page.getByRole('button', { name: /^Continue Destiny/ }).click();
  await expect(status(page)).toBeVisible();
  await expect(pickable(page).first()).toBeVisible();
});

test.describe('with no service worker (whose cache would answer)', () => {
  test.use({ serviceWorkers: 'block' });

  test('an old save slot waits untouched while the part that carries it cannot be fetched', async ({ page }) => {
    await freshApp(page);
    const slot = JSON.stringify({ version: 1, setup: { seats: ['human', 'greedy'], seed: 42, variants: {} }, moves: [] });
    await page.evaluate(s => localStorage.setItem('protoplay.destiny', s), slot);
    await page.route('**/split_page_old_slots.wasm', r => r.abort());
    await page.reload();
    await expect(page.getByRole('status', { name: 'About your saved data' })).toContainText(
      /^Tables saved by an earlier version of Protoplay are not in your library yet: the part of the page that brings them in could not be loaded \(.+\)\. They are kept untouched; reload the page to try again\./);
    expect(await page.evaluate(() => localStorage.getItem('protoplay.destiny'))).toBe(slot);
    await snap(page, 'ruled-old-slot-waits');
    await page.unroute('**/split_page_old_slots.wasm');
    await page.reload();
    await expect(page.getByRole('button', { name: /^Continue Destiny/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('protoplay.destiny'))).toBeNull();
  });
});

test('a ruled table is a library entry: a second one beside it, duplicate, export, import, delete', async ({ page }) => {
  await freshApp(page);
  await startRuled(page, 'Destiny', { players: 2, seed: 11, seats: ['A person', 'Heuristic bot'] });
  for (let i = 0; i < 6; i++) await decide(page);
  await expect(page.getByRole('heading', { name: 'Your move' })).toBeVisible();
  const here = { moves: await moves(page).innerText(), status: await status(page).innerText() };
  const played = Number(/^(\d+)/.exec(here.moves)![1]);
  // A second table of the same game, beside the first.
  await page.getByRole('button', { name: '← Library' }).click();
  await startRuled(page, 'Destiny', { players: 3, seed: 12 });
  await page.getByRole('button', { name: '← Library' }).click();
  const entries = page.locator('.table-entry');
  await expect(entries).toHaveCount(2);
  const first = entries.filter({ hasText: `${played} steps` });
  await expect(first).toHaveCount(1);

  // Duplicate: a third entry at the same position.
  await first.getByRole('button', { name: /^Duplicate / }).click();
  await expect(entries).toHaveCount(3);
  await expect(entries.filter({ hasText: `${played} steps` })).toHaveCount(2);

  // Export as a file, then import it: a new copy that opens at the same position.
  const downloading = page.waitForEvent('download');
  await first.first().getByRole('button', { name: /^Export / }).click();
  const file = await downloading;
  const text = readFileSync(await file.path(), 'utf8');
  expect(JSON.parse(text)).toMatchObject({ protoplay: 'ruled-table', format: 1 });
  await page.getByLabel('Import a game file').setInputFiles({
    name: file.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text, 'utf8'),
  });
  const dialog = page.getByRole('dialog', { name: 'Import a copy?' });
  await expect(dialog).toContainText('rules enforced');
  await dialog.getByRole('button', { name: 'Import as a new copy' }).click();
  await expect(moves(page)).toHaveText(here.moves);
  await expect(status(page)).toHaveText(here.status);
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(entries).toHaveCount(4);

  // Delete one (asks first); the others stay.
  await entries.nth(3).getByRole('button', { name: /^Delete / }).click();
  await entries.nth(3).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(entries).toHaveCount(3);
  await page.reload();
  await expect(entries).toHaveCount(3);
});

test('a ruled table open in two pages follows the newest moves; changes made at once keep both', async ({ context }) => {
  const a = await context.newPage();
  await freshApp(a);
  await startRuled(a, 'Destiny', { players: 2, seed: 13, seats: ['A person', 'Heuristic bot'] });
  await decide(a);
  const b = await context.newPage();
  // Lets the test hold back the storage events A's writes send B (a race).
  await b.addInitScript(() => {
    window.addEventListener('storage', e => {
      if ((window as unknown as { __hold?: boolean }).__hold) e.stopImmediatePropagation();
    });
  });
  // A second page opened at the first's address is at the same table (A's bot may still be
  // answering: both are read again until they agree).
  await b.goto(a.url());
  await expect(async () => expect(await moves(b).innerText()).toBe(await moves(a).innerText())).toPass();

  // A decides: B follows, and says so.
  await decide(a);
  const afterA = await moves(a).innerText();
  await expect(moves(b)).toHaveText(afterA);
  await expect(b.getByRole('status', { name: 'Changed in another tab' })).toBeVisible();

  // A race: B decides before hearing of A's next decision. Both are kept, B's as a copy.
  await b.evaluate(() => { (window as unknown as { __hold?: boolean }).__hold = true; });
  await expect.poll(() => pickable(b).count()).toBeGreaterThan(1);
  await pickable(a).first().click();
  await expect(moves(a)).not.toHaveText(afterA);
  const aWins = await moves(a).innerText();
  await pickable(b).last().click();
  if (await b.getByRole('group', { name: 'Which one?' }).isVisible()) {
    await b.getByRole('group', { name: 'Which one?' }).getByRole('button').first().click();
  }
  const told = b.getByRole('alert', { name: 'Changed in another tab' });
  await expect(told).toContainText('Both are kept');
  await expect(b.getByRole('heading', { level: 1 })).toHaveText('Destiny (copy)');
  await b.evaluate(() => { (window as unknown as { __hold?: boolean }).__hold = false; });
  await a.getByRole('button', { name: '← Library' }).click();
  await expect(a.locator('.table-entry')).toHaveCount(2);
  await a.getByRole('button', { name: 'Continue Destiny', exact: true }).click();
  await expect(moves(a)).toHaveText(aWins);
});
