import { test, expect, Page } from '@playwright/test';
import { decide, freshApp, moves, startRuled } from './helpers';

// A ruled table's bots think in a worker, not on the page's thread: a table against the search
// bot, whose every decision is thousands of playouts, keeps the page responsive. (How long the
// page's thread is held meanwhile is a measure: perf.spec.ts, "long tasks".)

async function watchThinking(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { thinkingSeen: boolean };
    w.thinkingSeen = false;
    // A bot may think for a fraction of a second: looked for every few milliseconds.
    setInterval(() => {
      if (document.querySelector('.turn-status')?.textContent?.includes('(a bot) is thinking')) w.thinkingSeen = true;
    }, 5);
  });
}

/** The line under "Your move" (or "Waiting"): the person's prompt, or who is thinking. */
const turn = (page: Page) => page.locator('.turn-status');
const THINKING = '(a bot) is thinking…';

const movesMade = async (page: Page) => Number((await moves(page).innerText()).split(' ')[0]);

test('a table against the search bot: it thinks in the background', async ({ page }) => {
  test.setTimeout(180_000);
  await watchThinking(page);
  await freshApp(page);
  await startRuled(page, 'Deity (starter)', {
    players: 2, seed: 55, seats: ['A person', 'Search bot'],
    variants: { 'World building': 'Generated from the seed' },
  });
  await expect(turn(page)).not.toContainText(THINKING, { timeout: 60_000 });
  const botMoves = async () => (await page.getByRole('region', { name: 'Log' }).innerText()).split('Player 2').length;
  const botBefore = await botMoves();
  for (let i = 0; i < 30; i++) {
    const before = await movesMade(page);
    if (!(await decide(page, /^End /))) break;
    await expect.poll(() => movesMade(page)).toBeGreaterThan(before);
    await expect(turn(page)).not.toContainText(THINKING, { timeout: 60_000 });
  }
  // The bot played several turns, thinking in its worker.
  expect(await botMoves()).toBeGreaterThan(botBefore + 3);
  expect(await page.evaluate(() => (window as unknown as { thinkingSeen: boolean }).thinkingSeen)).toBe(true);
  expect(page.workers().length).toBe(1);
});

test.describe('a bot that thinks for seconds', () => {
  test('a person can undo while a bot thinks, and the bot\'s late answer is dropped', async ({ page }) => {
    test.setTimeout(120_000);
    // Every question to the bots' worker reaches it 3 s late, so the bot is seen thinking.
    await page.addInitScript(() => {
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
        if (typeof message === 'string' && message.startsWith('{"bots":')) {
          setTimeout(() => (post as (...a: unknown[]) => void).call(this, message, ...rest), 3000);
          return;
        }
        return (post as (...a: unknown[]) => void).call(this, message, ...rest);
      } as typeof Worker.prototype.postMessage;
    });
    await freshApp(page);
    // Destiny: Player 1, the person, plays first.
    await startRuled(page, 'Destiny', { players: 2, seed: 3, seats: ['A person', 'Search bot'] });
    await expect(turn(page)).not.toContainText(THINKING);
    // My decisions (a pick may ask "which one?" first) until one hands the turn to the bot.
    let before = await movesMade(page);
    for (let i = 0; i < 60 && !(await turn(page).innerText()).includes(THINKING); i++) {
      before = await movesMade(page);
      await decide(page, /^Done/);
      await page.waitForTimeout(100);
    }
    await expect(turn(page)).toContainText(THINKING);
    expect(await movesMade(page)).toBe(before + 1);
    // Undo while it thinks: my decision is taken back, and the table is mine again.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(turn(page)).not.toContainText(THINKING);
    expect(await movesMade(page)).toBe(before);
    // The worker answers for a table that has changed: nothing moves.
    await page.waitForTimeout(5000);
    expect(await movesMade(page)).toBe(before);
    await expect(turn(page)).not.toContainText(THINKING);
    // Decided again, the bot answers from its worker.
    await decide(page, /^Done/);
    await expect.poll(() => movesMade(page), { timeout: 30_000 }).toBeGreaterThan(before + 1);
    await expect(turn(page)).not.toContainText(THINKING, { timeout: 30_000 });
    expect(page.workers().length).toBe(1);
  });
});
