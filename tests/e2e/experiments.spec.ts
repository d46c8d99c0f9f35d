import { test, expect, Page } from '@playwright/test';
import { freshApp } from './helpers';

// The simulation screen's design experiments: what each card is worth and what a number
// should be, played on the page's workers and giving the command line's numbers.

async function simulateDevastators(page: Page) {
  await freshApp(page);
  await page.getByRole('button', { name: 'Simulate Devastators 3000' }).click();
  await expect(page.getByRole('heading', { name: 'Simulate Devastators 3000' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Players to simulate' }).selectOption('2');
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('200');
  await page.getByRole('textbox', { name: 'Simulation seed' }).fill('2');
}

test('card values on the Card values tab are the command line\'s', async ({ page }) => {
  test.setTimeout(120_000);
  await simulateDevastators(page);
  const tab = page.getByRole('tab', { name: 'Card values' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Card values' })).toContainText('Which card is too strong?');
  await expect(page.getByRole('combobox', { name: 'Deck whose cards to value' })).toHaveValue('systems');
  await page.getByRole('button', { name: 'Run card values' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: Card values, 16 runs in / }))
    .toBeVisible({ timeout: 90_000 });
  await expect(page.locator('.sim-command code')).toHaveText(
    'protoplay-sim cards --game devastators --players 2 --games 200 --seed 2 --bots captain,captain --deck systems --json');
  // protoplay-sim cards --game devastators --players 2 --games 200 --seed 2 --deck systems
  const list = page.getByRole('list', { name: 'Card values, ranked' }).locator('li');
  await expect(list).toHaveCount(16);
  await expect(list.nth(0)).toHaveText('without Deflector Shield (10 copies): Player 1 wins 7.0 points less often (-15.5 to 1.5), Player 2 wins 7.0 points more often (-1.5 to 15.5); games -3.46 rounds (-5.22 to -1.69)');
  await expect(list.nth(1)).toHaveText('without Nanotech Swarm (6 copies): Player 1 wins 6.5 points less often (-15.5 to 3.0), Player 2 wins 6.5 points more often (-3.0 to 15.5); games +8.31 rounds (+5.72 to +10.90)');
  await expect(list.nth(2)).toHaveText('without Warp Jump (6 copies): Player 1 wins 6.0 points less often (-15.5 to 3.5), Player 2 wins 6.0 points more often (-3.5 to 15.5); games +1.75 rounds (-0.50 to +4.01)');
  await expect(page.getByText(/^Of 32 intervals, about 2 would leave out zero by chance alone/)).toBeVisible();
  await page.screenshot({ path: 'screenshots/sim-card-values.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await list.nth(0).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/sim-card-values-phone.png' });
});

test('a sweep of a variant on the Sweep tab is the command line\'s, and a cell is named as it stands', async ({ page }) => {
  test.setTimeout(120_000);
  await simulateDevastators(page);
  await page.getByRole('tab', { name: 'Card values' }).focus();
  // Arrow keys move along the tabs.
  await page.keyboard.press('ArrowRight');
  const tab = page.getByRole('tab', { name: 'Sweep' });
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const what = page.getByRole('combobox', { name: 'What the sweep changes' });
  // A cell: the row's card and its value now are said, and values around it offered.
  await what.selectOption('cell');
  await page.getByRole('combobox', { name: 'Column of the cell' }).selectOption('strength');
  await expect(page.getByText('Row 2 is Ion Drive; its strength is now empty.')).toBeVisible();
  const row = page.getByRole('textbox', { name: 'Row of the cell (the header is row 1)' });
  await row.fill('5');
  await row.blur();
  await expect(page.getByText('Row 5 is Particle Beam; its strength is now 2.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Values to try' })).toHaveValue('0..4');
  await row.fill('99');
  await row.blur();
  await expect(page.getByText(/^Rows 2 to \d+ hold the deck's cards/)).toBeVisible();
  await page.getByRole('button', { name: 'Run sweep' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'deck systems has rows 2 to' })).toBeVisible();

  await what.selectOption('variant:draw');
  await page.getByRole('textbox', { name: 'Values to try' }).fill('2..4');
  await page.getByRole('button', { name: 'Run sweep' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: Sweep, 3 runs in / })).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('.sim-command code')).toHaveText(
    'protoplay-sim sweep --game devastators --players 2 --games 200 --seed 2 --bots captain,captain --variant draw=2,3,4 --json');
  // protoplay-sim sweep --game devastators --players 2 --games 200 --seed 2 --variant draw=2..4
  const rows = page.locator('.sweep-table tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveText(['2 (as close, within the noise)', '0.970 (0.830 to 1.000)', '56.0% (49.1 to 62.7)', '18.66 (17.37 to 19.95)'].join(''));
  await expect(rows.nth(1)).toHaveText(['3 (now) (as close, within the noise)', '0.960 (0.830 to 1.000)', '64.5% (57.7 to 70.8)', '18.79 (17.34 to 20.24)'].join(''));
  await expect(rows.nth(2)).toHaveText(['4 (closest to balance 1)', '0.985 (0.845 to 1.000)', '56.5% (49.6 to 63.2)', '23.17 (20.53 to 25.81)'].join(''));
  await expect(page.getByText('Closest to balance 1: 4.')).toBeVisible();
  await expect(page.getByText(/^These games cannot tell it from 2, 3/)).toBeVisible();
  // A chart per measure, each with a point per value.
  const charts = page.locator('figure.sweep-chart');
  await expect(charts).toHaveCount(3);
  await expect(charts.nth(0).locator('circle.dot')).toHaveCount(3);
  await page.screenshot({ path: 'screenshots/sim-sweep.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await charts.nth(0).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/sim-sweep-phone.png' });
});

test('a balance run stops once every seat is known to the width asked, at the command line\'s games', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  await page.getByRole('button', { name: 'Simulate Destiny' }).click();
  await page.getByRole('combobox', { name: 'Players to simulate' }).selectOption('3');
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('20000');
  await page.getByRole('textbox', { name: 'Simulation seed' }).fill('3');
  await page.getByRole('checkbox', { name: /Stop once every seat's win rate is known/ }).check();
  await page.getByRole('textbox', { name: "Points each seat's win rate is to be known to" }).fill('2');
  // Before any run: the most a rate can take (one half is the hardest).
  await expect(page.getByText(/^At most about 2401 games: a win rate near one half/)).toBeVisible();
  await page.getByRole('button', { name: 'Run simulation' }).click();
  // protoplay-sim --game destiny --players 3 --games 20000 --seed 3 --until seat-win:0.02 --json
  // stops after 3000 games with wins_by_seat [1012, 960, 1028].
  const status = page.getByRole('status').filter({ hasText: /^Done: 3000 games/ });
  await expect(status).toBeVisible({ timeout: 90_000 });
  await expect(status).toContainText("Stopped at 3000 games: every seat's win rate is known to ±1.70 points (asked ±2).");
  const wins = await page.locator('figure[aria-label^="Win rate by seat"] .value')
    .evaluateAll(els => els.map(e => Number(e.getAttribute('data-wins'))));
  expect(wins).toEqual([1012, 960, 1028]);
  await expect(page.locator('.sim-command code')).toHaveText(
    'protoplay-sim --game destiny --players 3 --games 20000 --seed 3 --bots greedy,greedy,greedy --until seat-win:0.02 --json');
  await expect(page.getByRole('progressbar', { name: 'Simulation progress' })).toHaveAttribute('aria-valuemax', '3000');
  // Every report says what more games would do.
  await expect(page.locator('dd[data-measure="precision"]')).toHaveText(
    "The widest seat's interval is ±1.7 points; intervals narrow with the square root of the games, so 9000 more games (12000 in all) would halve it.");
  // And the next run's estimate comes from this one.
  await page.getByRole('textbox', { name: "Points each seat's win rate is to be known to" }).fill('1');
  await expect(page.getByText(/^At the last run's estimate \(3000 games, the widest seat ±1\.7 points\), ±1 point takes about \d+ games\.$/)).toBeVisible();
  await page.locator('.until').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/sim-until.png' });
});

test('a skill ladder on the Bots tab is the command line\'s', async ({ page }) => {
  test.setTimeout(120_000);
  await simulateDevastators(page);
  await page.getByRole('tab', { name: 'Bots' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Bots' })).toContainText('does the game reward skill?');
  const bots = page.getByRole('textbox', { name: 'Bots of the ladder' });
  // The page's default ladder: the quick bots, random and the game's own.
  await expect(bots).toHaveValue('random,captain');
  // A ladder seats its own bots: the form's seat choices are not offered.
  await expect(page.getByRole('combobox', { name: 'Bot of Player 1' })).toHaveCount(0);
  await bots.fill('random, captain');
  await page.getByRole('button', { name: 'Run skill ladder' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: Skill ladder, 6 runs in / }))
    .toBeVisible({ timeout: 90_000 });
  await expect(page.locator('.sim-command code')).toHaveText(
    'protoplay-sim ladder --game devastators --players 2 --games 200 --seed 2 --bots random,captain --json');
  // protoplay-sim ladder --game devastators --players 2 --games 200 --seed 2 --bots random,captain
  const table = page.getByRole('table', { name: 'Skill ladder' });
  const row = (bot: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: bot, exact: true }) });
  await expect(row('random').getByRole('cell').nth(1)).toHaveText('0.2% (0.0 to 1.4) −');
  await expect(row('captain').getByRole('cell').nth(0)).toHaveText('99.8% (98.6 to 100.0) +');
  await expect(row('captain').getByRole('cell').nth(0)).toHaveAttribute('title', '399 of 400 games');
  // Each bot in every seat: does the verdict hold between stronger players?
  const levels = page.getByRole('table', { name: 'Verdict by bot level' });
  const measure = (name: string) => levels.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(levels.getByRole('columnheader')).toHaveText(['Measure', 'all random', 'all captain', 'Skill']);
  await expect(measure('balance').getByRole('cell')).toHaveText(['0.855 (0.725 to 0.980)', '0.960 (0.830 to 1.000)', '']);
  await expect(measure("first player's win rate").getByRole('cell'))
    .toHaveText(['52.0% (45.1 to 58.8)', '64.5% (57.7 to 70.8)', '']);
  await expect(page.locator('.ladder-skill')).toHaveText(
    'A game of skill: captain wins 99.8% of its games against random (98.6 to 100.0), where luck alone would give 50.0%.');
  await page.screenshot({ path: 'screenshots/sim-ladder.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/sim-ladder-phone.png' });
  // A bot the game does not have is refused in words, before any game.
  await page.setViewportSize({ width: 1400, height: 1000 });
  await bots.fill('random, chess');
  await page.getByRole('button', { name: 'Run skill ladder' }).click();
  await expect(page.getByRole('alert')).toContainText('chess');
});
