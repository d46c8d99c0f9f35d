import { test, expect, Page } from '@playwright/test';
import { decide, freshApp, snap, startRuled, status } from './helpers';

// The War of the Worlds: France on the one ruled-table screen: a person alone against the
// Martians the engine plays. A Production phase (a Gun bought in a Factory zone and moved into
// the Wave's zone), the land battle that follows on its hex board to its end, and the
// Devastation after it, with screenshots at desktop and phone widths.

const GAME = 'The War of the Worlds: France';
const log = (page: Page) => page.getByRole('region', { name: 'Log' });
const map = (page: Page) => page.getByRole('region', { name: 'Strategic Map of France' });
const zone = (page: Page, name: string) => map(page).getByRole('button', { name: new RegExp(`^${name}[ ,:(]`) });

/** Clicks a zone of the map and, if several choices start there, the one named. */
async function onZone(page: Page, name: string, choice: RegExp) {
  await zone(page, name).click();
  const which = page.getByRole('group', { name: 'Which one?' });
  if (await which.isVisible()) await which.getByRole('button', { name: choice }).click();
}

/** Snapshots at the desktop width, then at a phone's (the whole page, and each board as the
 * phone shows it), then back. */
async function both(page: Page, name: string) {
  await snap(page, `${name}-1400`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  const boards = page.locator('section.ruled-board');
  for (let i = 0; i < await boards.count(); i++) {
    await boards.nth(i).screenshot({ path: `screenshots/${name}-390-board-${i + 1}.png` });
  }
  await page.setViewportSize({ width: 1400, height: 1000 });
}

test('War of the Worlds: a production phase, a land battle to its end and a devastation', async ({ page }) => {
  test.setTimeout(90_000);
  await freshApp(page);
  await startRuled(page, GAME, { seed: 1 });
  // One seat, no opponent to choose: the Martians are the game's.
  await expect(page.getByRole('region', { name: 'Players' })).toContainText('Player 1 (the Human forces)');
  await expect(status(page)).toHaveText(/^Round 1, Production Phase: spend your \d+ Production Points/);
  await expect(map(page)).toBeVisible();
  const landing = await log(page).getByText(/Wave #1 lands in/).innerText();
  const wave = /lands in (\w+)/.exec(landing)?.[1] ?? '';
  // The zone Wave #1 landed in is Destroyed from the start, as the set-up says.
  await expect(zone(page, wave)).toHaveAttribute('aria-label', /Destroyed/);
  const path: Record<string, string[]> = {
    Italie: ['Lyon', 'Italie'],
    Espagne: ['Bordeaux', 'Espagne'],
    Rennes: ['Rouen', 'Orleans', 'Rennes'],
  };
  const route = path[wave];
  expect(route, `Wave #1 landed in ${wave}`).toBeTruthy();
  // Production: a Field Gun in the Factory zone next to the Wave, moved in for 3 points a zone.
  await onZone(page, route[0], /^Buy Field Gun in /);
  await expect(log(page)).toContainText(`You buy Field Gun for 9 Production Points in ${route[0]}`);
  for (let i = 1; i < route.length; i++) {
    await onZone(page, route[i - 1], new RegExp(`^Move a Field Gun .* to ${route[i]} \\(3 PP\\)$`));
    await expect(log(page)).toContainText(`A Field Gun moves from ${route[i - 1]} to ${route[i]}`);
  }
  await both(page, 'ruled-wotw-01-production');
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'End the Production Phase' }).click();
  // The Battle Phase: the battle board appears beside the map.
  await expect(log(page)).toContainText(`Land Battle in ${wave} against Wave #1`);
  await expect(page.getByRole('region', { name: /^Land Battle Board/ })).toBeVisible();
  let shotBattle = false;
  for (let i = 0; i < 300; i++) {
    if (await log(page).getByText(`The battle in ${wave} ends`).count() > 0) break;
    const now = await status(page).innerText();
    if (!shotBattle && /your Human step/.test(now)) {
      // The choice is in view: a highlighted hex of the battle board, which lies below the map.
      await expect(page.getByRole('region', { name: /^Land Battle Board/ }).locator('.dcell.target').first()).toBeInViewport();
      // The custom die is always shown with its colour's name.
      await expect(page.getByRole('region', { name: 'On the table' }).getByLabel('Last roll')).toHaveText(/Green|Yellow|Red/);
      await both(page, 'ruled-wotw-02-battle');
      shotBattle = true;
    }
    // Fire whenever a Gun can (its hex, then a Tripod's), else take the first action offered.
    if (!(await decide(page))) await page.waitForTimeout(50);
  }
  await expect(log(page)).toContainText(`The battle in ${wave} ends`);
  expect(shotBattle).toBe(true);
  await expect(log(page)).toContainText(/placed on (hex [A-E]|column \d, row \d)/);
  await expect(log(page)).toContainText(/Tripod (moves|rolls|Detects|Destroys)/);
  // Then the Devastation Phase opens with the Waves' attacks.
  for (let i = 0; i < 100; i++) {
    if (await log(page).getByText(/Devastation: Wave #\d/).count() > 0) break;
    if ((await status(page).innerText()).startsWith('Game over')) break;
    if (!(await decide(page))) await page.waitForTimeout(50);
  }
  const over = (await status(page).innerText()).startsWith('Game over');
  if (!over) await expect(log(page)).toContainText(/Devastation: Wave #\d \(\d+ Tripods\) in \w+ rolls (Green|Yellow|Red): (Heat Ray|Black Smoke|Panic)/);
  await both(page, 'ruled-wotw-03-devastation');
  // The placeholders are marked in the rules panel.
  await page.getByText("Rules: the text and how it plays").click();
  await expect(page.locator('.readings .placeholder-tag').first()).toBeVisible();
});

test('War of the Worlds simulates the solitaire in the page, losses never called draws, with the command line\'s numbers', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  await page.getByRole('button', { name: `Simulate ${GAME}` }).click();
  await expect(page.getByRole('heading', { name: `Simulate ${GAME}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('500');
  await page.getByRole('textbox', { name: 'Simulation seed' }).fill('1');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('progressbar', { name: 'Simulation progress' }))
    .toHaveAttribute('aria-valuenow', '500', { timeout: 100_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Done: 500 games/ })).toBeVisible();
  const seatFig = page.locator('figure[aria-label^="Win rate by seat"]');
  const seatWins = await seatFig.locator('.value').evaluateAll(els => els.map(e => Number(e.getAttribute('data-wins'))));
  // protoplay-sim --game wotw-france --players 1 --games 500 --seed 1 --json:
  // wins_by_seat [203], and the other 297 games the Martians won.
  expect(seatWins).toEqual([203]);
  const losses = page.locator('dd[data-measure="draws"]');
  await expect(losses).toHaveText(/^297 \(59\.4%\)/);
  await expect(page.locator('dt', { hasText: 'Losses (the game beat the player)' })).toBeVisible();
  // A table of one: no first-player advantage, no chart of one side repeating the seat's, and
  // the six Battle Plans the General played are all shown (not "the highest 12 of 6").
  await expect(page.locator('figure[aria-label^="Win rate by seat (one player"]')).toBeVisible();
  await expect(page.locator('figure[aria-label^="Win rate per side"]')).toHaveCount(0);
  await expect(page.locator('figure[aria-label^="Cards: win rate of a player who played the card, all 6"]')).toBeVisible();
  await expect(page.getByText(/^500 games · 1 player · seed 1 · cards and tables: .+ as shipped · bots: Heuristic bot/)).toBeVisible();
  await snap(page, 'ruled-wotw-sim-500');
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('one tap on a zone asks which purchase, and the question is brought into view', async ({ page }) => {
    await freshApp(page);
    await startRuled(page, GAME, { seed: 1 });
    // The first tap used to be lost: the line describing the focused zone grew to two lines
    // as the tap focused it and moved the map under the finger.
    const target = map(page).locator('g.dregion.target').first();
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const which = page.getByRole('group', { name: 'Which one?' });
    await expect(which).toBeVisible();
    await expect(which).toBeInViewport();
    await snap(page, 'wotw-phone-one-tap');
  });
});
