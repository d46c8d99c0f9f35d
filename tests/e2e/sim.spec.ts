import { test, expect } from '@playwright/test';
import { freshApp, snap } from './helpers';

// The one simulation screen, for every ruled game: the numbers must be the command line's.

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
  // (1,000 games take a fraction of a second: that the page answers while the worker plays
  // is shown by the cancelled run below, which is long enough to catch.)
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
  // Win rates per side (Destiny's characters) carry their numbers and intervals in words.
  await expect(page.locator('figure[aria-label^="Win rate per side"] text.value').first()).toContainText(/% \(\d+ of \d+; CI /);
  await snap(page, 'sim-destiny-1000');

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
    await snap(page, 'sim-worker-failed');
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
