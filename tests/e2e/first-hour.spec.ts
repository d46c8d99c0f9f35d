import { test, expect, Page } from '@playwright/test';
import { cell, freshApp, newGame, openStart, pickable, snap, startRuled } from './helpers';

// A designer's first hour, as a new user met it: a card list from a public database, placing
// and moving a counter, reading a character's power on a touch screen, the Back button, a
// phone's width, and a hex map from the keyboard alone. By roles and labels only.

const PHONE = { width: 390, height: 844 };

/** The page's width as laid out, and the screen's: equal when nothing scrolls sideways. */
async function widths(page: Page) {
  return page.evaluate(() => ({
    page: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    screen: window.innerWidth,
  }));
}

test('a number_of_cards list gives the real total, and the count column can be chosen by hand', async ({ page }) => {
  await freshApp(page);
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const paste = page.getByRole('textbox', { name: 'Paste a card list' });
  const total = page.getByRole('status', { name: 'Card list total' });
  const count = page.getByRole('combobox', { name: 'Count column' });

  // As a public card database exports it: the count column is `number_of_cards`.
  await paste.fill('name,cost,number_of_cards,text\nCopper,0,60,+1 coin\nSilver,3,40,+2 coins\nGold,6,30,+3 coins\nEstate,2,24,1 victory point\n');
  await expect(total).toHaveText('This list gives 154 cards in 4 rows (copies counted from “number_of_cards”).');
  await expect(count).toHaveValue('number_of_cards');
  await expect(page.getByRole('table', { name: 'Card list preview' })).toContainText('count (number_of_cards)');
  await count.selectOption({ label: 'No count column (one card per row)' });
  await expect(total).toHaveText('This list gives 4 cards: one per row, no column counts copies.');
  await snap(page, 'first-hour-01-card-list-count-column');

  // A heading nothing recognises, and no column called "name": both chosen by hand.
  await paste.fill('Card\tCost\tOwned\nMoat\t2\t10\nVillage\t3\t10\nWitch\t5\t8\n');
  await expect(total).toHaveText('This list gives 3 cards: one per row, no column counts copies.');
  await count.selectOption('Owned');
  await expect(total).toHaveText('This list gives 28 cards in 3 rows (copies counted from “Owned”).');
  await expect(page.getByRole('combobox', { name: 'Card name column' })).toHaveValue('Card');

  // A count column full of text is reported once, with how many rows fail.
  await count.selectOption('Card');
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be used yet' }))
    .toContainText('2 more rows fail the same way (3 rows in all, the last is row 4)');
  await count.selectOption('Owned');
  await page.getByRole('button', { name: 'Apply card list' }).click();
  await expect(page.getByText('Applied: deck “Cards” now holds 28 cards.')).toBeVisible();
});

test('placing a counter is one placement: the next click picks it up and moves it, and a held card is named', async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 42 });
  const stacks = page.getByRole('button', { name: / at \(-?\d+, -?\d+\)$/ });
  await page.getByRole('button', { name: 'Place Population of Player 1 (blue)' }).click();
  await cell(page, 0, 0).click();
  await expect(cell(page, 0, 0)).toHaveAccessibleName(/: 1 Population of Player 1 \(blue\)$/);
  // Nothing is held any more: a click on the new stack picks it up, a click on a hex moves it.
  await expect(page.getByRole('region', { name: 'Selected' })).not.toContainText('Placing');
  await stacks.first().click();
  await expect(page.getByRole('region', { name: 'Selected' })).toContainText('Population of Player 1 picked up from');
  await cell(page, 1, 0).click();
  await expect(cell(page, 1, 0)).toHaveAccessibleName(/: 1 Population of Player 1 \(blue\)$/);
  await expect(cell(page, 0, 0)).toHaveAccessibleName(/: empty$/);
  await expect(stacks).toHaveCount(1);

  // A card picked up is named by its face (or said to be face down), not by its number.
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  const hand = page.getByRole('region', { name: 'Hand of Player 1' });
  const card = hand.getByRole('button').first();
  const name = (await card.getAttribute('aria-label'))!.split(',')[0];
  await card.click();
  await expect(page.getByRole('region', { name: 'Selected' })).toContainText(`${name} picked up`);
  await snap(page, 'first-hour-02-sandbox-card-held');
});

test('a character\'s power is read in place, without hovering, on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await freshApp(page);
  await startRuled(page, 'Destiny', { players: 3, seed: 5, seats: ['A person', 'Heuristic bot', 'Heuristic bot'] });
  const hand = page.getByRole('region', { name: 'Hand · Player 1' });
  const king = hand.getByRole('button', { name: /^King, Character.*: All Base cards used by this player have a value of \+2/ });
  await expect(king).toBeVisible();
  // The power is printed on the card, whole, where a finger or the eye finds it.
  const power = king.getByText('All Base cards used by this player have a value of +2.');
  await expect(power).toBeVisible();
  const [box, text] = [await king.boundingBox(), await power.boundingBox()];
  expect(text!.y + text!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
  // Each phase's rule sentence is there on demand.
  await page.getByRole('button', { name: 'Setup', exact: true }).click();
  await expect(page.getByRole('note')).toContainText('Setup:');
  await snap(page, 'first-hour-03-phone-destiny-powers');
});

test('the Back button returns to the screen before, each with its own address', async ({ page }) => {
  await freshApp(page);
  const library = page.getByRole('heading', { name: 'Protoplay', level: 1 });
  // Scrolled down the library, a new screen still starts at its top.
  await page.mouse.wheel(0, 2000);
  const form = await openStart(page, 'Destiny');
  await expect(page).toHaveURL(/#\/start\/destiny$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(library).toBeVisible();
  await page.goForward();
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Seed' }).fill('3');
  await form.getByRole('button', { name: 'Start Destiny' }).click();
  const phases = page.getByRole('navigation', { name: 'Round and phases' });
  await expect(phases).toBeVisible();
  await expect(page).toHaveURL(/#\/table\/[\w-]+$/);
  const table = page.url();
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Start Destiny' })).toBeVisible();
  await page.goBack();
  await expect(library).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Forward twice: the same table, and a reload stays on it. (Each step waits for its screen,
  // as a person would.)
  await page.goForward();
  await expect(page.getByRole('region', { name: 'Start Destiny' })).toBeVisible();
  await page.goForward();
  await expect(phases).toBeVisible();
  expect(page.url()).toBe(table);
  await page.reload();
  await expect(phases).toBeVisible();
  // The editor too.
  await page.getByRole('button', { name: '← Library' }).click();
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Editing: New game' })).toBeVisible();
  await page.goBack();
  await expect(library).toBeVisible();
});

test('the library, a start form and a ruled table fit a 390 px phone: no sideways scroll, cells a finger can hit', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await freshApp(page);
  expect(await widths(page)).toEqual({ page: 390, screen: 390 });
  // Starting a game of one's own is in the first screen, on a phone as on a desktop.
  const design = page.getByRole('button', { name: 'New game', exact: true });
  const box = (await design.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  await snap(page, 'first-hour-04-phone-library');
  const play = page.getByRole('button', { name: 'Play Deity (starter) with the rules' });
  expect((await play.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await openStart(page, 'Deity (starter)');
  expect(await widths(page)).toEqual({ page: 390, screen: 390 });
  await snap(page, 'first-hour-05-phone-start');
  await page.getByRole('button', { name: '← Library' }).click();
  await startRuled(page, 'Deity (starter)', {
    players: 2, seed: 55, seats: ['A person', 'Heuristic bot'],
    variants: { 'World building': 'Generated from the seed' },
  });
  await expect(pickable(page).first()).toBeVisible();
  expect(await widths(page)).toEqual({ page: 390, screen: 390 });
  // The map scrolls inside its box rather than shrinking its cells below a fingertip.
  const hex = await pickable(page).first().boundingBox();
  expect(hex!.height).toBeGreaterThanOrEqual(44);
  await snap(page, 'first-hour-06-phone-deity');
});

test('a solitaire\'s free table offers no hot-seat, a two-player game\'s does', async ({ page }) => {
  await freshApp(page);
  const solitaire = page.getByRole('article', { name: 'The War of the Worlds: France' }).getByRole('group', { name: /as a free table$/ });
  const duel = page.getByRole('article', { name: 'Deity (starter)' }).getByRole('group', { name: /as a free table$/ });
  await expect(solitaire.getByRole('checkbox', { name: /Hot-seat/ })).toHaveCount(0);
  await expect(duel.getByRole('checkbox', { name: /Hot-seat/ })).toHaveCount(1);
  await newGame(page, 'The War of the Worlds: France');
  // No cover between players: the table itself shows.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: '← Library' }).click();
  // Back on the library, the same choices.
  await expect(solitaire.getByRole('checkbox', { name: /Hot-seat/ })).toHaveCount(0);
  await expect(duel.getByRole('checkbox', { name: /Hot-seat/ })).toHaveCount(1);
});

test('on a phone the first choice is in the top half of the screen, and the current phase is in view', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await freshApp(page);
  await startRuled(page, 'Destiny', { players: 3, seed: 5, seats: ['A person', 'Heuristic bot', 'Heuristic bot'] });
  // The header and the phases used to take 455 of the 844 px before "Your move".
  const top = (await page.getByRole('region', { name: 'Your move' }).boundingBox())!.y;
  expect(top).toBeLessThan(844 * 0.35);
  expect(await widths(page)).toEqual({ page: 390, screen: 390 });
  await snap(page, 'first-hour-07-phone-ruled-header');
  await page.getByRole('button', { name: '← Library' }).click();
  // A free table's phases scroll sideways in one row; the current one is scrolled into view.
  await newGame(page, 'Deity (starter)', { players: 2, seed: 1 });
  const phases = page.getByRole('navigation', { name: 'Turn and phases' }).getByRole('list');
  const current = phases.locator('[aria-current="step"]');
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Next phase' }).click();
  await expect(current).toHaveText('Battle');
  await expect.poll(async () => {
    const [list, now] = [await phases.boundingBox(), await current.boundingBox()];
    return now!.x >= list!.x && now!.x + now!.width <= list!.x + list!.width + 1;
  }).toBe(true);
  expect((await page.getByRole('button', { name: 'Next phase' }).boundingBox())!.y).toBeLessThan(844 * 0.4);
  await snap(page, 'first-hour-08-phone-free-phases');
  // Leaving at once, before the list has scrolled, is safe (the library shows, no crash).
  await page.getByRole('button', { name: 'Next phase' }).click();
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /stopped because of a bug/ })).toHaveCount(0);
});

test('a hex board is driven by arrow keys alone: one Tab stop, the focused hex announced, Enter acts', async ({ page }) => {
  await freshApp(page);
  await startRuled(page, 'Deity (starter)', {
    players: 2, seed: 55, seats: ['A person', 'Heuristic bot'],
    variants: { 'World building': 'Generated from the seed' },
  });
  const board = page.getByRole('region', { name: 'World' });
  await expect(pickable(page).first()).toBeVisible();
  // One Tab stop for the whole board.
  await expect(board.locator('[tabindex="0"]')).toHaveCount(1);
  await board.getByRole('button', { name: 'Fit the board' }).focus();
  await page.keyboard.press('Tab');
  const said = board.locator('.focused-cell');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', / — can be picked$/);
  await expect(said).toHaveText(/^Plains \(\d+,\d+\).*can be picked$/);
  const first = await said.innerText();
  // Down then up comes back; each hex is announced with its terrain and counts.
  await page.keyboard.press('ArrowDown');
  await expect(said).not.toHaveText(first);
  await expect(said).toHaveText(/^(Plains|Forest|Mountains|Swamp|Desert|River Valley|Water) \(\d+,\d+\)(, [\w ]+)?: /);
  await expect(board.locator('[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await expect(said).toHaveText(first);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Log' })).toContainText('Player 1 builds a temple in');

  // The free table's map alike: place a counter, pick it up and move it, from the keyboard.
  await page.getByRole('button', { name: '← Library' }).click();
  await newGame(page, 'Deity (starter)', { players: 2, seed: 42 });
  const map = page.getByRole('region', { name: 'Board: World' });
  await expect(map.locator('[tabindex="0"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Place Army of Player 1 (blue)' }).click();
  await map.getByRole('button', { name: 'Reset view' }).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  const from = (await focused.getAttribute('aria-label'))!.split(':')[0];
  await page.keyboard.press('Enter');
  await expect(map.locator('.focused-cell')).toHaveText(`${from}: 1 Army of Player 1 (blue)`);
  await page.keyboard.press('Enter'); // picks the stack up
  await expect(page.getByRole('region', { name: 'Selected' })).toContainText('Army of Player 1 picked up');
  await page.keyboard.press('ArrowDown');
  const to = (await focused.getAttribute('aria-label'))!.split(':')[0];
  expect(to).not.toBe(from);
  await page.keyboard.press('Enter');
  await expect(map.locator('.focused-cell')).toHaveText(new RegExp(`: 1 Army of Player 1 \\(blue\\)$`));
  await expect(page.getByRole('button', { name: new RegExp(`^${from.replace(/[()]/g, '\\$&')}: empty$`) })).toHaveCount(1);
  // With the mouse: the line beside the zoom buttons follows the hovered cell's contents and
  // never contradicts the focused cell's line.
  const hover = map.locator('.board-tools .hover-info');
  await cell(page, 0, 0).hover();
  await expect(hover).toHaveText(/\(0, 0\).*: empty$/);
  await page.getByRole('button', { name: 'Place Army of Player 1 (blue)' }).click();
  await cell(page, 0, 0).click();
  await expect(map.locator('.focused-cell')).toHaveText(/\(0, 0\).*: 1 Army of Player 1 \(blue\)$/);
  await expect(hover).toHaveText('');
});

test('an address naming what this browser does not hold says so over the library', async ({ page }) => {
  await freshApp(page);
  for (const [address, words] of [
    ['/#/table/does-not-exist', /a table \(“does-not-exist”\) that is not in this browser's library/],
    ['/#/editor/nope', /a game to edit \(“nope”\) that is not among your games/],
    ['/#/start/nope', /a game \(“nope”\) that is neither built in nor among your games/],
    ['/#/simulate/nope', /a game \(“nope”\) that is neither built in nor among your games/],
  ] as const) {
    // Opened afresh, as an address pasted into a new tab.
    await page.goto('about:blank');
    await page.goto(address);
    const note = page.getByRole('status', { name: 'About this address' });
    await expect(note).toContainText(words);
    await expect(note).toContainText('Here is the library instead.');
    await expect(page.getByRole('heading', { name: 'Built-in games' })).toBeVisible();
  }
  await page.setViewportSize(PHONE);
  await snap(page, 'first-hour-address-not-here-390');
  // It belongs to the library: opening a game's start form takes it away.
  await page.getByRole('button', { name: 'Play Destiny with the rules' }).click();
  await expect(page.getByRole('status', { name: 'About this address' })).toHaveCount(0);
});
