import { test, expect, Page } from '@playwright/test';
import { freshApp, snap } from './helpers';

/** Starts a Destiny game from the library's Destiny entry. */
async function startDestiny(page: Page, seed: number) {
  const entry = page.getByRole('article', { name: 'Play Destiny (rules enforced)' });
  await entry.getByRole('combobox', { name: 'Players for Destiny' }).selectOption('2');
  await entry.getByRole('textbox', { name: 'Seed for Destiny' }).fill(String(seed));
  await expect(entry.getByRole('combobox', { name: 'Player 1 is' })).toHaveValue('human');
  await expect(entry.getByRole('combobox', { name: 'Player 2 is' })).toHaveValue('greedy');
  // Every variant is offered with its default and its one-line explanation.
  await expect(entry.getByRole('combobox', { name: 'Variant alignment_scope' })).toHaveValue('per_stack');
  await expect(entry.getByText(/Alignment bonus counts matching cards within each base stack/)).toBeVisible();
  await entry.getByRole('button', { name: 'Start Destiny (rules enforced)' }).click();
  await expect(page.getByRole('navigation', { name: 'Round and phases' })).toBeVisible();
}

test('play a whole two-player Destiny game against a greedy bot, through the buttons', async ({ page }) => {
  test.setTimeout(180_000);
  await freshApp(page);
  await snap(page, 'destiny-01-library');
  await startDestiny(page, 42);

  const over = page.getByRole('region', { name: 'Game over' });
  const moves = page.getByRole('region', { name: 'My moves' });
  const counter = page.getByText(/^\d+ moves · seed 42$/);

  // Undo takes back my move (and the bot's answers): the table is as it was.
  const start = await counter.innerText();
  const firstLabel = await moves.getByRole('listitem').getByRole('button').first().innerText();
  await moves.getByRole('listitem').getByRole('button').first().click();
  await expect(counter).not.toHaveText(start);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(counter).toHaveText(start);
  await expect(moves.getByRole('listitem').getByRole('button').first()).toHaveText(firstLabel);
  let refusedShown = false;
  let tableShot = false;
  for (let i = 0; i < 400; i++) {
    if (await over.isVisible()) break;
    // Once: a card that fits no move is tried, and the engine's reason is shown.
    if (!refusedShown) {
      const unplayable = page.getByRole('region', { name: /^My hand/ })
        .getByRole('button', { name: /^Card (?!.*playable)/ });
      if (await unplayable.count() > 0 && await unplayable.first().isEnabled()) {
        const before = await page.getByText(/^\d+ moves · seed 42$/).innerText();
        await unplayable.first().click();
        await expect(page.getByRole('status').filter({ hasText: 'Not allowed' })).toBeVisible();
        await expect(page.getByText(/^\d+ moves · seed 42$/)).toHaveText(before);
        refusedShown = true;
        continue;
      }
    }
    if (!tableShot && await page.getByRole('group', { name: /^Total of / }).count() > 0) {
      await snap(page, 'destiny-02-table-after-a-total');
      tableShot = true;
    }
    // Always finish the phase when that is allowed; otherwise take the first legal move.
    const done = moves.getByRole('group', { name: 'Actions' }).getByRole('button', { name: /done/i });
    if (await done.count() > 0) {
      await done.first().click();
    } else {
      await moves.getByRole('listitem').getByRole('button').first().click();
    }
  }
  await expect(over).toBeVisible();
  await expect(over).toContainText(/wins|draw/);
  // The total phase shows each player's breakdown.
  const totals = page.getByRole('group', { name: /^Total of Player 2/ });
  await expect(totals).toContainText('Destiny total:');
  await snap(page, 'destiny-03-game-over');

  // Reload: the same finished game comes back from local storage.
  const moveCount = await page.getByText(/^\d+ moves · seed 42$/).innerText();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Game over' })).toBeVisible();
  await expect(page.getByText(/^\d+ moves · seed 42$/)).toHaveText(moveCount);
});

test('a corrupt saved Destiny game is reported and kept', async ({ page }) => {
  await freshApp(page);
  await page.evaluate(() => localStorage.setItem('protoplay.destiny', '{"version":1,"setup":'));
  await page.reload();
  const alert = page.getByRole('alert', { name: 'Problem with the saved Destiny game' });
  await expect(alert).toContainText('could not be restored');
  expect(await page.evaluate(() => localStorage.getItem('protoplay.destiny'))).toBe('{"version":1,"setup":');
});

test('simulate 1,000 Destiny games in a worker and see the charts', async ({ page }) => {
  test.setTimeout(180_000);
  const logs: string[] = [];
  page.on('console', m => logs.push(m.text()));
  await freshApp(page);
  await page.getByRole('button', { name: 'Simulate Destiny' }).click();
  await expect(page.getByRole('heading', { name: 'Simulate Destiny' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Players to simulate' }).selectOption('4');
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('1000');
  await page.getByRole('textbox', { name: 'Simulation seed' }).fill('7');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  const progress = page.getByRole('progressbar', { name: 'Simulation progress' });
  await expect(progress).toBeVisible();
  // The page stays responsive while the worker plays.
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await expect(progress).toHaveAttribute('aria-valuenow', '1000', { timeout: 150_000 });
  const status = page.getByRole('status').filter({ hasText: /^Done: 1000 games/ });
  await expect(status).toBeVisible();
  console.log(await status.innerText());
  console.log(logs.filter(l => l.includes('games/s')).join('\n'));

  // Game lengths sum to 1,000.
  const counts = await page.locator('figure[aria-label="Game length in rounds"] text.count').allTextContents();
  expect(counts.length).toBeGreaterThan(1);
  expect(counts.map(Number).reduce((a, b) => a + b, 0)).toBe(1000);
  // Wins by seat plus draws sum to 1,000.
  const seatFig = page.locator('figure[aria-label^="Win rate by seat"]');
  const seatWins = await seatFig.locator('text.value').evaluateAll(els => els.map(e => Number(e.getAttribute('data-wins'))));
  expect(seatWins.length).toBe(4);
  const meta = await page.getByText(/^1000 games · draws: \d+/).innerText();
  const draws = Number(/draws: (\d+)/.exec(meta)![1]);
  expect(seatWins.reduce((a, b) => a + b, 0) + draws).toBe(1000);
  // Character win rates carry their numbers and intervals in words.
  await expect(page.locator('figure[aria-label^="Win rate per character"] text.value').first()).toContainText(/% \(\d+ of \d+; CI /);
  await snap(page, 'destiny-04-simulation');

  // The same numbers as the command line:
  // protoplay-sim --game destiny --players 4 --games 1000 --seed 7 --json gives wins_by_seat
  // [224, 267, 246, 263], no draws, and rounds 2..15 counted 7 20 66 84 128 143 152 139 116 80 43 19 2 1.
  expect(seatWins).toEqual([224, 267, 246, 263]);
  expect(counts.map(Number)).toEqual([7, 20, 66, 84, 128, 143, 152, 139, 116, 80, 43, 19, 2, 1]);
});

test.describe('a simulation worker that cannot load', () => {
  // A service worker would answer the module from its cache, past the route below.
  test.use({ serviceWorkers: 'block' });

  test('is reported, and the page keeps working', async ({ page }) => {
    await page.route('**/protoplay-sim-worker_bg.wasm', route => route.abort());
    await freshApp(page);
    await page.getByRole('button', { name: 'Simulate Destiny' }).click();
    await page.getByRole('textbox', { name: 'Games to simulate' }).fill('100');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    // Without the loader's message the run would wait at "0 of 100" for ever.
    await expect(page.getByRole('status').filter({
      hasText: /^Stopped: the simulation worker could not load its WebAssembly module/,
    })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run simulation' })).toBeEnabled();
    await snap(page, 'destiny-05-worker-failed');
    await page.getByRole('button', { name: '← Library' }).click();
    await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
  });
});

test('a simulation can be cancelled and the page keeps working', async ({ page }) => {
  await freshApp(page);
  await page.getByRole('button', { name: 'Simulate Destiny' }).click();
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('200000');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  const progress = page.getByRole('progressbar', { name: 'Simulation progress' });
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Cancelled after \d+ of 200000 games/ })).toBeVisible();
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
});
