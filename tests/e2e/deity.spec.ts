import { test, expect, Page } from '@playwright/test';
import { freshApp, moves, pickable, snap, startRuled, status } from './helpers';

// Deity on the one ruled-table screen every ruled game uses: the same helpers as Destiny's,
// and nothing in the page that knows it is Deity. Seed 55 on a generated world, a person
// (player 1) against the heuristic bot, which goes first and raises monsters next to the
// person's start. The engine test `the_browser_tests_seed_allows_a_temple_a_miracle_and_a_battle`
// makes the same choices natively and checks that this seed allows all of them.
const SEED = 55;

const log = (page: Page) => page.getByRole('region', { name: 'Log' });
const board = (page: Page) => page.locator('section.ruled-board');

async function startSeed(page: Page) {
  await freshApp(page);
  await startRuled(page, 'Deity (starter)', {
    players: 2, seed: SEED, seats: ['A person', 'Heuristic bot'],
    variants: { 'World building': 'Generated from the seed' },
  });
}

/**
 * Makes the first of all open choices whose label begins with `words`, from the list of every
 * choice, with the numbers the screen offers.
 */
async function choose(page: Page, words: string) {
  const all = page.locator('details.all-choices');
  if ((await all.getAttribute('open')) === null) await all.locator('summary').click();
  const before = await moves(page).innerText();
  await all.getByRole('button', { name: new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
  const numbers = page.locator('form.counts');
  if (await numbers.isVisible()) await numbers.getByRole('button', { name: 'Confirm' }).click();
  await expect(moves(page)).not.toHaveText(before);
}

test('Deity: a temple, armies, a miracle and a battle through the generic screen, then a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await startSeed(page);
  // The bot has taken its first turn; it is my build-temple phase, on a hex board.
  await expect(status(page)).toContainText('Player 1');
  await expect(board(page)).toBeVisible();
  await expect(log(page)).toContainText('Monsters: 3 monsters rise in');
  await snap(page, 'ruled-deity-01-my-first-turn');

  // My temple: the highlighted hex is where one may stand.
  await expect(pickable(page)).not.toHaveCount(0);
  await pickable(page).first().click();
  await expect(log(page)).toContainText('Player 1 builds a temple in');
  await choose(page, 'End the build temple phase');
  await choose(page, 'Raise armies in');
  await expect(log(page)).toContainText(/Player 1 raises \d+ armies in/);
  await choose(page, 'End the raise armies phase');
  await choose(page, 'Play ');
  await expect(log(page)).toContainText('Player 1 plays ');
  await choose(page, 'End the miracle phase');
  await snap(page, 'ruled-deity-02-battle-phase');
  await choose(page, 'Attack ');
  await expect(log(page)).toContainText(/Player 1 attacks .* with \d+ armies/);
  await expect(log(page)).toContainText('Battle round 1');
  await snap(page, 'ruled-deity-03-after-a-battle');

  // A reload gives the same table and the same log.
  const text = () => log(page).innerText();
  const here = { moves: await moves(page).innerText(), status: await status(page).innerText(), log: await text() };
  await page.reload();
  await expect(moves(page)).toHaveText(here.moves);
  await expect(status(page)).toHaveText(here.status);
  await expect.poll(text).toBe(here.log);
});

test('Deity: a number form asks how many armies within the rules\' bounds; undo takes it back', async ({ page }) => {
  test.setTimeout(120_000);
  await startSeed(page);
  await pickable(page).first().click(); // the temple
  await choose(page, 'End the build temple phase');
  const before = await moves(page).innerText();
  // A hex to raise armies in asks how many, bounded by half its population.
  await pickable(page).first().click();
  const form = page.locator('form.counts');
  await expect(form).toBeVisible();
  const field = form.getByRole('spinbutton', { name: 'Armies to raise' });
  const max = Number(await field.getAttribute('max'));
  expect(max).toBeGreaterThan(0);
  await field.fill(String(max + 1));
  await form.getByRole('button', { name: 'Confirm' }).click();
  // Too many is refused where it was typed, and nothing is played.
  await expect(form).toContainText(String(max));
  await expect(moves(page)).toHaveText(before);
  await field.fill('1');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(log(page)).toContainText(/Player 1 raises 1 army in /);
  await snap(page, 'ruled-deity-03-raised');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(moves(page)).toHaveText(before);
  await expect(log(page)).not.toContainText(/Player 1 raises 1 army in /);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(log(page)).toContainText(/Player 1 raises 1 army in /);
});

test('simulate Deity in the page: the command line\'s numbers', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  await page.getByRole('button', { name: 'Simulate Deity (starter)' }).click();
  await expect(page.getByRole('heading', { name: 'Simulate Deity (starter)' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Players to simulate' }).selectOption('2');
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('40');
  await page.getByRole('textbox', { name: 'Simulation seed' }).fill('3');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: 40 games/ })).toBeVisible({ timeout: 60_000 });
  const seatWins = await page.locator('figure[aria-label^="Win rate by seat"] .value')
    .evaluateAll(els => els.map(e => Number(e.getAttribute('data-wins'))));
  const counts = await page.locator('figure[aria-label="Game length in rounds"] .hist-col')
    .evaluateAll(els => els.map(e => e.getAttribute('data-games')));
  await snap(page, 'sim-deity-40');
  // protoplay-sim --game deity --players 2 --games 40 --seed 3 --json gives wins_by_seat
  // [16, 24] and no draws.
  expect(seatWins).toEqual([16, 24]);
  expect(counts.map(Number).reduce((a, b) => a + b, 0)).toBe(40);
});
