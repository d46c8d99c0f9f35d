import { test, expect } from '@playwright/test';
import { cell, freshApp, newGame, snap } from './helpers';

test('play the starter game: draw, roll the custom die, move a counter, undo, reload', async ({ page }) => {
  await freshApp(page);
  await snap(page, '01-library');
  await newGame(page, 'Deity (starter)', { players: 2, seed: 42 });

  // Draw a card into my hand.
  const hand = page.getByRole('region', { name: 'Hand of Player 1' });
  await expect(hand).toContainText('0 cards');
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await expect(hand).toContainText('1 card');
  await expect(page.getByRole('region', { name: 'Miracle deck' })).toContainText('51 cards');

  // Roll the custom die (Green ×3, Yellow ×2, Red ×1): its face is named, not only coloured.
  await page.getByRole('button', { name: 'Roll Omen die' }).click();
  const roll = page.getByRole('status', { name: 'Last roll' });
  await expect(roll).toContainText(/Green|Yellow|Red/);
  const rolled = (await roll.innerText()).trim();

  // Place population on the centre hex, then move it one hex along.
  await page.getByRole('button', { name: 'Place Population of Player 1 (blue)' }).click();
  await cell(page, 0, 0).click();
  await expect(cell(page, 0, 0)).toHaveAccessibleName(/1 Population of Player 1/);
  // Placing is one placement: the next click on the new stack picks it up.
  await page.getByRole('button', { name: /^1 Population of Player 1 \(blue\) at \(0, 0\)$/ }).click();
  await cell(page, 1, 0).click();
  await expect(cell(page, 1, 0)).toHaveAccessibleName(/1 Population of Player 1/);
  await expect(cell(page, 0, 0)).toHaveAccessibleName(/: empty$/);
  await expect(page.getByRole('list').filter({ hasText: 'moved 1 Population' })).toBeVisible();
  await snap(page, '02-table-after-move');

  // Undo the move (Ctrl+Z) and the counter is back.
  await page.keyboard.press('Control+z');
  await expect(cell(page, 0, 0)).toHaveAccessibleName(/1 Population of Player 1/);
  await expect(cell(page, 1, 0)).toHaveAccessibleName(/: empty$/);

  // Redo with the button, undo again with the button.
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(cell(page, 1, 0)).toHaveAccessibleName(/1 Population of Player 1/);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(page, 0, 0)).toHaveAccessibleName(/1 Population of Player 1/);

  // Reload: the same table, the same step.
  const step = await page.getByText(/^Step \d+ of \d+$/).innerText();
  const address = page.url();
  const entries = await page.evaluate(() => history.length);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
  await expect(page.getByText(/^Step \d+ of \d+$/)).toHaveText(step);
  // The address stayed the table's while it opened: no entry of the library in between.
  expect(page.url()).toBe(address);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await expect(cell(page, 0, 0)).toHaveAccessibleName(/1 Population of Player 1/);
  await expect(page.getByRole('region', { name: 'Hand of Player 1' })).toContainText('1 card');
  await expect(page.getByRole('status', { name: 'Last roll' })).toHaveText(rolled);
  await snap(page, '03-table-after-reload');
});

test('a roll undone and taken again comes out the same, and the page says why', async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 9 });
  const roll = page.getByRole('status', { name: 'Last roll' });
  const notice = page.locator('.table-screen > p.notice');
  await page.getByRole('button', { name: 'Roll all' }).click();
  await expect(roll).not.toBeEmpty();
  const first = (await roll.textContent())!;
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(notice).toHaveText("Roll undone. Rolling again here gives the same result: chance follows the table's seed, so a game replays exactly.");
  await snap(page, 'table-roll-undone');
  await page.getByRole('button', { name: 'Roll all' }).click();
  await expect(roll).toHaveText(first);
  // Undoing anything else says nothing.
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(notice).toBeEmpty();
});

test('an illegal move is refused with a reason and changes nothing', async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 1 });
  await page.getByRole('spinbutton', { name: 'Counters per move' }).fill('25');
  await page.getByRole('button', { name: 'Place Army of Player 1 (blue)' }).click();
  // A land cell holds at most 20 counters or fewer: 25 is refused.
  const land = page.getByRole('button', { name: /holds up to \d+: empty$/ }).first();
  await land.click();
  await expect(page.getByRole('status').filter({ hasText: 'Not allowed' })).toContainText(/holds at most \d+ counters/);
  await expect(land).toHaveAccessibleName(/: empty$/);
});

test('corrupt saved data: the app starts, says what happened and keeps the text', async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 3 });
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  // An older version's single-document library, damaged.
  await page.evaluate(() => localStorage.setItem('protoplay.library', '{"version":1,"tables":[{"id":'));
  await page.reload();
  const alert = page.getByRole('alert', { name: 'Problem with saved data' });
  await expect(alert).toContainText('could not be read');
  await expect(alert).toContainText('Nothing was deleted');
  // The app started; the table, kept under its own key, is untouched and reopens.
  await expect(page.getByRole('region', { name: 'Hand of Player 1' })).toContainText('1 card');
  // The unreadable text was copied aside, not thrown away.
  const kept = await page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('protoplay.library.unreadable-')).map(k => localStorage.getItem(k)));
  expect(kept).toContain('{"version":1,"tables":[{"id":');
  const download = page.waitForEvent('download');
  await alert.getByRole('button', { name: 'Download the saved data' }).click();
  expect((await download).suggestedFilename()).toBe('protoplay-saved-data.json');
  await snap(page, '04-corrupt-storage');
});

test('hot-seat: the table is covered between players and hands stay hidden', async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 5, hotSeat: true });
  const cover = page.getByRole('dialog', { name: /Pass to Player 1/ });
  await expect(cover).toBeVisible();
  await page.getByRole('button', { name: 'I am Player 1: show my table' }).click();
  await page.getByRole('button', { name: 'Deal 1 to each player from Miracle deck' }).click();
  // Player 1 sees their own card face and only the back of Player 2's.
  await expect(page.getByRole('region', { name: 'Hand of Player 2' }).getByRole('button', { name: 'Hidden Miracles card' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hand of Player 1' }).getByRole('button', { name: 'Hidden Miracles card' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next turn' }).click();
  await expect(page.getByRole('dialog', { name: /Pass to Player 2/ })).toBeVisible();
  await snap(page, '05-hot-seat-cover');
  // The cover's other way is out, to the library: the table comes back covered.
  await page.getByRole('dialog', { name: /Pass to Player 2/ }).getByRole('button', { name: '← Library' }).click();
  await expect(page.getByRole('heading', { name: 'Your tables' })).toBeVisible();
  await page.getByRole('button', { name: /^Continue Deity/ }).click();
  await expect(page.getByRole('dialog', { name: /Pass to Player 2/ })).toBeVisible();
  await page.getByRole('button', { name: 'I am Player 2: show my table' }).click();
  await expect(page.getByRole('region', { name: 'Hand of Player 1' }).getByRole('button', { name: 'Hidden Miracles card' })).toBeVisible();
});

test('cards move by click-then-click and by keyboard', async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 8 });
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  const hand = page.getByRole('region', { name: 'Hand of Player 1' });
  const card = hand.getByRole('button', { pressed: false }).first();
  const name = await card.getAttribute('aria-label');
  await card.focus();
  await page.keyboard.press('Enter');
  const moveHere = page.getByRole('button', { name: 'Move here: In play of Player 1' });
  await moveHere.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'In play of Player 1' }).getByRole('button', { name: name! })).toBeVisible();
  await expect(hand).toContainText('0 cards');
});

test('full storage: the app says so and keeps playing with nothing lost', async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 11 });
  // From now on every write fails as a full quota does.
  await page.evaluate(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  const alert = page.getByRole('alert', { name: 'Not saved' });
  await expect(alert).toContainText('Browser storage is full');
  // Play goes on in the tab: the draw happened and a backup can be downloaded.
  await expect(page.getByRole('region', { name: 'Hand of Player 1' })).toContainText('1 card');
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await expect(page.getByRole('region', { name: 'Hand of Player 1' })).toContainText('2 cards');
  const download = page.waitForEvent('download');
  await alert.getByRole('button', { name: 'Download a backup' }).click();
  expect((await download).suggestedFilename()).toMatch(/^protoplay-backup-\d{4}-\d\d-\d\d\.json$/);
  await snap(page, '06-storage-full');
});

test('a counter can be dragged from one hex to another', async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 12 });
  await page.getByRole('button', { name: 'Place Army of Player 2 (red)' }).click();
  await cell(page, 0, 0).click();
  await page.keyboard.press('Escape');
  const stack = page.getByRole('button', { name: /^1 Army of Player 2 \(red\) at \(0, 0\)$/ });
  await stack.dragTo(cell(page, 0, 1));
  await expect(cell(page, 0, 1)).toHaveAccessibleName(/1 Army of Player 2/);
  await expect(cell(page, 0, 0)).toHaveAccessibleName(/: empty$/);
});

test('picking up a counter and putting it down never moves the board, at desktop and phone width', async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 12 });
  await page.getByRole('button', { name: 'Place Army of Player 2 (red)' }).click();
  await cell(page, 0, 0).click();
  await page.keyboard.press('Escape');
  const board = page.locator('.hex-board');
  // Where the board starts on the page, scrolling aside.
  const top = () => board.evaluate(e => e.getBoundingClientRect().top + window.scrollY);
  const selected = page.getByRole('region', { name: 'Selected' });
  for (const [width, from, to] of [[1400, 0, 1], [390, 1, 0]] as const) {
    await page.setViewportSize({ width, height: 900 });
    const before = await top();
    await page.getByRole('button', { name: new RegExp(`^1 Army of Player 2 \\(red\\) at \\(0, ${from}\\)$`) }).click();
    await expect(selected, `holding at ${width} px`).toContainText("picked up");
    expect(await top(), `picking up at ${width} px`).toBe(before);
    await snap(page, `06-holding-${width}`);
    await cell(page, 0, to).click();
    await expect(cell(page, 0, to)).toHaveAccessibleName(/1 Army of Player 2/);
    await expect(selected).not.toContainText('picked up');
    expect(await top(), `putting down at ${width} px`).toBe(before);
  }
});

test('a tapped card lies sideways and takes the room it shows, at desktop and phone width', async ({ page }) => {
  // Cards whose text makes them taller than wide: turned only in drawing, they covered the next.
  const text = 'When this card is revealed, every player discards a card, then draws two, then passes one to the left; the first to run out of cards gains a favour token and the last loses one.';
  await freshApp(page);
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page.getByRole('textbox', { name: 'Game name' }).fill('Long tales');
  await page.getByRole('textbox', { name: 'Paste a card list' }).fill(`name\ttext\tcount\nOmen\t${text}\t6`);
  await page.getByRole('textbox', { name: 'New deck name' }).fill('Tales');
  await page.getByRole('button', { name: 'Apply card list' }).click();
  await page.getByRole('spinbutton', { name: 'Players for the new table' }).fill('1');
  await page.getByRole('button', { name: 'Play this game' }).click();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Draw 1 from Draw pile' }).click();
  const hand = page.getByRole('region', { name: 'Hand of Player 1' });
  await expect(hand).toContainText('3 cards');
  for (const i of [0, 1]) {
    await hand.locator('button.card').nth(i).click();
    await page.getByRole('button', { name: 'Tap / untap' }).click();
  }
  await expect(hand.locator('button.card.tapped')).toHaveCount(2);
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // What each card shows (transforms included) stays in its own place: no card covers
    // another, and a tapped card is wider than it is tall.
    const boxes = await hand.locator('button.card').evaluateAll(els => els.map(e => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, tapped: e.classList.contains('tapped') };
    }));
    for (const b of boxes.filter(b => b.tapped)) expect(b.right - b.left).toBeGreaterThan(b.bottom - b.top);
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      expect(overlap, `cards ${i} and ${j} at ${width} px: ${JSON.stringify([a, b])}`).toBe(false);
    }
    await snap(page, `06-tapped-cards-${width}`);
  }
});
