import { test, expect, Page } from '@playwright/test';
import { cell, freshApp, snap } from './helpers';

const SPELLS = [
  'name\ttype\ttext\tcost\tcount',
  'Fireball\tSpell\tDeal 3 damage to any one creature or player, then discard a card.\t2\t12',
  'Shield\tSpell\tPrevent the next 2 damage.\t1\t8',
].join('\n');

/** Opens the editor on a new game. */
async function newDesign(page: Page, name: string) {
  await freshApp(page);
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Editing: New game' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Game name' }).fill(name);
  await expect(page.getByRole('heading', { name: `Editing: ${name}` })).toBeVisible();
}

async function pasteSpells(page: Page) {
  await page.getByRole('textbox', { name: 'Paste a card list' }).fill(SPELLS);
  const preview = page.getByRole('table', { name: 'Card list preview' });
  await expect(preview).toContainText('Fireball');
  await expect(preview).toContainText('first 2 of 2 rows, 20 cards in all');
  await page.getByRole('textbox', { name: 'New deck name' }).fill('Spells');
  await page.getByRole('button', { name: 'Apply card list' }).click();
  await expect(page.getByRole('group', { name: 'Deck Spells' })).toContainText('20 cards in 2 lines');
}

test('paste a card list into a new game, preview, apply, play it and draw a card', async ({ page }) => {
  await newDesign(page, 'Spellbound');
  await pasteSpells(page);
  await expect(page.getByRole('status').filter({ hasText: 'The game is valid' })).toBeVisible();
  await snap(page, 'authoring-01-editor');

  await page.getByRole('spinbutton', { name: 'Players for the new table' }).fill('1');
  await page.getByRole('button', { name: 'Play this game' }).click();
  await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
  await page.getByRole('button', { name: 'Draw 1 from Draw pile' }).click();
  const hand = page.getByRole('region', { name: 'Hand of Player 1' });
  await expect(hand).toContainText('1 card');
  await expect(hand.getByRole('button', { name: /^(Fireball|Shield)$/ })).toBeVisible();
  await expect(hand.locator('.card-title')).toHaveText(/^(Fireball|Shield)$/);
  await snap(page, 'authoring-02-played');

  // The game was saved: it is in "Your games", with Edit and Delete.
  await page.getByRole('button', { name: '← Library' }).click();
  const mine = page.getByRole('article', { name: 'Spellbound' });
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Edit Spellbound' }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Spellbound' })).toBeVisible();

  // An invalid draft is kept but not saved.
  await page.getByRole('spinbutton', { name: 'Fewest players' }).fill('6');
  await expect(page.getByRole('status').filter({ hasText: 'Not valid yet' })).toContainText('players');
  await expect(page.getByRole('button', { name: 'Save game' })).toBeDisabled();
  await page.getByRole('spinbutton', { name: 'Fewest players' }).fill('1');
  await expect(page.getByRole('button', { name: 'Save game' })).toBeEnabled();

  await page.getByRole('button', { name: '← Library' }).click();
  await mine.getByRole('button', { name: 'Delete Spellbound' }).click();
  await mine.getByRole('group', { name: 'Confirm delete' }).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('article', { name: 'Spellbound' })).toHaveCount(0);
  // The table started from it keeps its own copy of the game.
  await page.getByRole('button', { name: 'Continue Spellbound' }).click();
  await expect(page.getByRole('region', { name: 'Hand of Player 1' })).toContainText('1 card');
});

test('a malformed card list shows the row, column and reason, and keeps the text', async ({ page }) => {
  await newDesign(page, 'Broken');
  const bad = 'name\tcost\tcount\nFireball\t2\t3\nShield\t1\tlots\n';
  const box = page.getByRole('textbox', { name: 'Paste a card list' });
  await box.fill(bad);
  const alert = page.getByRole('alert').filter({ hasText: 'cannot be used yet' });
  await expect(alert).toContainText('row 3');
  await expect(alert).toContainText('column 3');
  await expect(alert).toContainText('"count"');
  await expect(alert).toContainText('is not a whole number');
  await expect(page.getByRole('button', { name: 'Apply card list' })).toBeDisabled();
  await expect(box).toHaveValue(bad);
  await expect(page.getByRole('group', { name: /^Deck / })).toHaveCount(0);
  await snap(page, 'authoring-03-bad-list');
  // Fixing the text in place makes it usable.
  await box.fill(bad.replace('lots', '4'));
  await expect(page.getByRole('table', { name: 'Card list preview' })).toContainText('7 cards in all');
});

test('a nameless card and a player count the game is not for are refused, saying why', async ({ page }) => {
  await newDesign(page, 'Orcs');
  const box = page.getByRole('textbox', { name: 'Paste a card list' });
  const nameless = 'name\tcount\n\t2\nOrc\t1';
  await box.fill(nameless);
  const alert = page.getByRole('alert').filter({ hasText: 'cannot be used yet' });
  // Row 2 of the spreadsheet (the header is row 1).
  await expect(alert).toContainText('row 2, column 1 (A, "name"): the name is empty');
  await expect(page.getByRole('button', { name: 'Apply card list' })).toBeDisabled();
  await expect(box).toHaveValue(nameless);
  // One card, one row: said in the singular.
  await box.fill('name\tcount\nOrc\t1');
  await expect(page.getByRole('status', { name: 'Card list total' }))
    .toHaveText('This list gives 1 card in 1 row (copies counted from “count”).');
  await page.getByRole('button', { name: 'Apply card list' }).click();
  await expect(page.getByRole('status', { name: 'Card list applied' }))
    .toHaveText('Applied: deck “Cards” now holds 1 card. Save the game to keep it.');
  await expect(page.getByRole('group', { name: 'Deck Cards' })).toContainText('1 card in 1 line');

  // Nine players for a game of one to four: refused with the game's range, not changed.
  const players = page.getByRole('spinbutton', { name: 'Players for the new table' });
  await players.fill('9');
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot play yet' }))
    .toHaveText('Cannot play yet: 9 players: this game is for 1–4 players.');
  await expect(page.getByRole('button', { name: 'Play this game' })).toBeDisabled();
  await expect(players).toHaveValue('9');
  await snap(page, 'authoring-05-players-refused');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'authoring-05-players-refused-phone');
  await page.setViewportSize({ width: 1400, height: 1000 });
  await players.fill('3');
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot play yet' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Play this game' }).click();
  await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hand of Player 3' })).toBeVisible();
});

test('paint hex cells in the map editor and see them on the board', async ({ page }) => {
  await newDesign(page, 'Islands');
  await page.getByRole('button', { name: 'Add terrain' }).click();
  await page.getByRole('textbox', { name: 'Terrain 1 name' }).fill('Forest');
  await page.getByRole('button', { name: 'Add hex map' }).click();
  const editor = page.getByRole('article', { name: 'Hex map Map' });
  await editor.getByRole('radio', { name: /^Forest/ }).check();
  await editor.getByRole('button', { name: 'Hex (0, 0), no terrain' }).click();
  await expect(editor.getByRole('button', { name: 'Forest (0, 0)' })).toBeVisible();
  // By keyboard: Tab to a cell, Enter paints it; it keeps focus.
  await editor.getByRole('button', { name: 'Hex (1, 0), no terrain' }).focus();
  await page.keyboard.press('Enter');
  await expect(editor.getByRole('button', { name: 'Forest (1, 0)' })).toBeFocused();
  // The "no terrain" brush takes it off again.
  await editor.getByRole('radio', { name: /^No terrain/ }).check();
  await editor.getByRole('button', { name: 'Forest (1, 0)' }).click();
  await expect(editor.getByRole('button', { name: 'Hex (1, 0), no terrain' })).toBeVisible();
  // A label.
  await editor.getByRole('textbox', { name: 'Label to write on cells of Map' }).fill('Capital');
  await editor.getByRole('button', { name: 'Forest (0, 0)' }).click();
  await expect(editor.getByRole('button', { name: 'Capital, Forest (0, 0)' })).toBeVisible();
  // A bigger map, pointy-topped.
  await editor.getByRole('spinbutton', { name: 'Radius of Map' }).fill('4');
  await editor.getByRole('combobox', { name: 'Orientation of Map' }).selectOption('pointy');
  await expect(editor.getByRole('button', { name: /\(4, 0\)/ })).toBeVisible();
  await snap(page, 'authoring-04-map-editor');

  await page.getByRole('button', { name: 'Play this game' }).click();
  await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
  await expect(cell(page, 0, 0)).toHaveAccessibleName(/^Capital, Forest \(0, 0\): empty$/);
  await expect(cell(page, 1, 0)).toHaveAccessibleName(/^Hex \(1, 0\): empty$/);
});

test('upload a CSV file, apply it, export the deck as CSV, and return to an unsaved draft', async ({ page }) => {
  await newDesign(page, 'Uploaded');
  const csv = 'name,power,count\nBolt,"1, or 2",2\nWall,3,1\n';
  await page.getByLabel('Upload a CSV file').setInputFiles({ name: 'bolts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('textbox', { name: 'Paste a card list' })).toHaveValue(csv);
  await expect(page.getByRole('table', { name: 'Card list preview' })).toContainText('comma-separated');
  await page.getByRole('button', { name: 'Apply card list' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Cards as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('cards.csv');
  const { readFileSync } = await import('node:fs');
  expect(readFileSync((await file.path())!, 'utf8')).toBe('name,power,count\nBolt,"1, or 2",2\nWall,3,1\n');
  // Not saved yet: the library offers the way back.
  await page.getByRole('button', { name: '← Library' }).click();
  await page.getByRole('button', { name: 'Continue editing Uploaded (not saved)' }).click();
  await expect(page.getByRole('group', { name: 'Deck Cards' })).toContainText('3 cards');
});

test('phases, counters, dice and trackers made in the editor reach the table', async ({ page }) => {
  await newDesign(page, 'Components');
  for (const phase of ['Draw', 'Play', 'Score']) {
    await page.getByRole('textbox', { name: 'New phase name' }).fill(phase);
    await page.getByRole('button', { name: 'Add phase' }).click();
  }
  await page.getByRole('button', { name: 'Move phase 3 up' }).click();
  await expect(page.getByRole('button', { name: 'Move phase 3 down' })).toBeDisabled();
  await page.getByRole('button', { name: 'Move phase 1 down' }).click();
  await page.getByRole('button', { name: 'Move phase 2 up' }).click();
  await page.getByRole('textbox', { name: 'Phase 3 name' }).fill('Act');
  await page.getByRole('button', { name: 'Remove phase 1' }).click();
  await expect(page.getByRole('textbox', { name: 'Phase 1 name' })).toHaveValue('Score');
  await page.getByRole('button', { name: 'Add counter' }).click();
  await page.getByRole('textbox', { name: 'Counter 1 name' }).fill('Army');
  await page.getByRole('textbox', { name: 'Counter 1 label' }).fill('A');
  await page.getByRole('button', { name: 'Add custom die' }).click();
  await page.getByRole('textbox', { name: 'Die 1 name' }).fill('Omen');
  await page.getByRole('button', { name: 'Repeat die 1 face 3' }).click();
  await expect(page.getByRole('textbox', { name: 'Die 1 face 4 label' })).toHaveValue('Red');
  await page.getByRole('button', { name: 'Add tracker' }).click();
  await page.getByRole('spinbutton', { name: 'Tracker 1 start' }).fill('-1');
  await expect(page.getByRole('status').filter({ hasText: 'Not valid yet' })).toContainText('outside its bounds');
  await expect(page.getByRole('button', { name: 'Play this game' })).toBeDisabled();
  await page.getByRole('spinbutton', { name: 'Tracker 1 start' }).fill('3');
  await snap(page, 'authoring-08-components');
  await page.getByRole('button', { name: 'Play this game' }).click();
  const bar = page.getByRole('navigation', { name: 'Turn and phases' });
  await expect(bar.getByRole('listitem')).toHaveText(['Score', 'Act']);
  await page.getByRole('button', { name: 'Roll Omen' }).click();
  await expect(page.getByRole('status', { name: 'Last roll' })).toContainText(/Green|Red/);
  await expect(page.getByRole('button', { name: 'Place Army' })).toBeVisible();
  await expect(page.locator('.trackers output').first()).toHaveText('3');
});

test('regions: add, connect, move', async ({ page }) => {
  await newDesign(page, 'Provinces');
  await page.getByRole('button', { name: 'Add region map' }).click();
  const editor = page.getByRole('article', { name: 'Region map Regions' });
  for (const name of ['North', 'South']) {
    await editor.getByRole('textbox', { name: 'New region name for Regions' }).fill(name);
    await editor.getByRole('button', { name: 'Add region' }).click();
  }
  await editor.getByRole('combobox', { name: 'First region' }).selectOption({ label: 'North' });
  await editor.getByRole('combobox', { name: 'Second region' }).selectOption({ label: 'South' });
  await editor.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(editor.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await expect(editor.locator('line.link')).toHaveCount(1);
  await editor.getByRole('spinbutton', { name: 'Region 2 y' }).fill('300');
  await expect(editor.getByRole('img', { name: 'South at (180, 300)' })).toBeVisible();
  await snap(page, 'authoring-05-regions');
});

test('the print sheet shows nine poker-size cards per page', async ({ page }) => {
  await newDesign(page, 'Printed');
  await pasteSpells(page);
  await page.getByRole('button', { name: 'Print sheet of Spells' }).click();
  await expect(page.getByRole('heading', { name: 'Print sheet: Spells' })).toBeVisible();
  await expect(page.getByText('20 cards on 3 pages')).toBeVisible();
  const first = page.getByRole('region', { name: 'Page 1 of 3' });
  await expect(first.getByRole('article')).toHaveCount(9);
  await expect(page.getByRole('region', { name: 'Page 3 of 3' }).getByRole('article')).toHaveCount(2);
  await expect(first.getByRole('article').first()).toContainText('Deal 3 damage to any one creature');
  // 63 × 88 mm at the CSS 96 px per inch.
  const box = await first.getByRole('article').first().boundingBox();
  expect(Math.round(box!.width)).toBe(238);
  expect(Math.round(box!.height)).toBe(333);
  await snap(page, 'authoring-06-print-view');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await snap(page, 'authoring-07-print-media');
  // The browser's own print: three pages on A4 and on Letter.
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = (await page.pdf({ format, preferCSSPageSize: false })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length, format).toBe(3);
  }
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: '← Back to the editor' }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Printed' })).toBeVisible();
});

test('edit a copy of a built-in game: its map and deck open in the editor and print', async ({ page }) => {
  await freshApp(page);
  await page.getByRole('button', { name: 'Edit a copy of Deity (starter)' }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Deity (starter) (copy)' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The game is valid' })).toBeVisible();
  // A copy not yet saved is said to be not in the library yet, not to have "unsaved changes".
  const saved = page.locator('.save-state');
  await expect(saved).toHaveText('Not in your library until saved');
  await page.getByRole('button', { name: 'Save game' }).click();
  await expect(saved).toHaveText('All changes saved');
  const map = page.getByRole('article', { name: /^Hex map / });
  await expect(map.getByRole('button', { name: /\(0, 0\)/ })).toBeVisible();
  await snap(page, 'authoring-09-deity-copy');
  await page.getByRole('button', { name: 'Print sheet of Miracles' }).click();
  await expect(page.getByText('52 cards on 6 pages')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Page 6 of 6' }).getByRole('article')).toHaveCount(7);
  await snap(page, 'authoring-10-deity-print');
});
