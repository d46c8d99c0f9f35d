import { test, expect, Page } from '@playwright/test';
import { decide, freshApp, moves, startRuled, status } from './helpers';

// A ruled table's bots think in a worker, not on the page's thread: a table against the search
// bot, whose every decision is thousands of playouts, keeps the page responsive. The page's long
// tasks (over 50 ms on its main thread, as the browser reports them) are recorded from the
// table's start.

async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

const longTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.splice(0));

const movesMade = async (page: Page) => Number((await moves(page).innerText()).split(' ')[0]);

test('a table against the search bot: it thinks in the background, and the page stays responsive', async ({ page }) => {
  test.setTimeout(180_000);
  await watchLongTasks(page);
  await freshApp(page);
  await startRuled(page, 'Deity (starter)', {
    players: 2, seed: 55, seats: ['A person', 'Search bot'],
    variants: { 'World building': 'Generated from the seed' },
  });
  await expect(status(page)).toContainText('Player 1 to decide', { timeout: 60_000 });
  await longTasks(page);
  let thinkingSeen = false;
  for (let i = 0; i < 12; i++) {
    const before = await movesMade(page);
    if (!(await decide(page, /^End /))) break;
    await expect.poll(() => movesMade(page)).toBeGreaterThan(before);
    if ((await status(page).innerText()).includes('(a bot) is thinking…')) thinkingSeen = true;
    await expect(status(page)).toContainText('Player 1 to decide', { timeout: 60_000 });
  }
  // The bot moved (it was thinking at least once when the page looked), and the page's thread
  // was never held for long while it did.
  expect(thinkingSeen).toBe(true);
  const tasks = await longTasks(page);
  const longest = Math.max(0, ...tasks);
  console.log(`METRIC ruled_table_search_bot longest_task_ms=${Math.round(longest)} long_tasks=${tasks.length} long_task_ms_total=${Math.round(tasks.reduce((a, b) => a + b, 0))}`);
  expect(longest).toBeLessThan(200);
});

test('a person can undo while a bot thinks, and the bot\'s late answer is dropped', async ({ page }) => {
  test.setTimeout(180_000);
  await freshApp(page);
  await startRuled(page, 'Deity (starter)', {
    players: 2, seed: 55, seats: ['A person', 'Search bot'],
    variants: { 'World building': 'Generated from the seed' },
  });
  await expect(status(page)).toContainText('Player 1 to decide', { timeout: 60_000 });
  // Decide until a decision hands the turn to the bot, then undo at once, while it thinks.
  for (let i = 0; i < 12; i++) {
    const before = await movesMade(page);
    await decide(page, /^End /);
    if ((await status(page).innerText()).includes('(a bot) is thinking…')) {
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(status(page)).toContainText('Player 1 to decide');
      await expect.poll(() => movesMade(page)).toBe(before);
      // Whatever the worker answers later is for a table that has changed: nothing moves.
      await page.waitForTimeout(3000);
      expect(await movesMade(page)).toBe(before);
      await expect(status(page)).toContainText('Player 1 to decide');
      return;
    }
    await expect(status(page)).toContainText('Player 1 to decide', { timeout: 60_000 });
  }
  throw new Error('the bot never thought long enough to be seen thinking');
});
