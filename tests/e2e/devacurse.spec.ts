import { test, expect, Page } from '@playwright/test';
import { decide, freshApp, snap, startRuled, status } from './helpers';

// Devacurse on the one ruled-table screen: a person (Player 1) against the devout bot, played
// through one whole turn spiral with the same helpers as every other ruled game.

const log = (page: Page) => page.getByRole('region', { name: 'Log' });

test('Devacurse: one full turn spiral from the generic screen', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  await startRuled(page, 'Devacurse', { seed: 11, seats: ['A person', 'Heuristic bot'] });
  await expect(log(page)).toContainText('Order roll:');
  // The placeholders are said where the game starts, and Faith is on the table.
  await expect(page.getByRole('region', { name: 'Hand · Player 1' }).getByRole('button')).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Hand · Player 2' }).getByRole('button')).toHaveCount(0);
  await snap(page, 'ruled-devacurse-01-first-decision');
  let shotCombat = false;
  for (let i = 0; i < 200; i++) {
    const now = await status(page).innerText();
    if (/^Spiral 2\b/.test(now) || now.startsWith('Game over')) break;
    if (!shotCombat && /combat/.test(now)) {
      await snap(page, 'ruled-devacurse-02-combat');
      shotCombat = true;
    }
    if (!(await decide(page))) await page.waitForTimeout(50);
  }
  await expect(status(page)).toHaveText(/^(Spiral 2|Game over)/);
  // Each loop of the spiral left its mark in the log.
  await expect(log(page)).toContainText('Player 1 (blue ●) sets a closed prayer');
  await expect(log(page)).toContainText(/Player 1 \(blue ●\) depletes \d prayers? for/);
  await expect(log(page)).toContainText(/calls .* for \d blessings?/);
  await expect(log(page)).toContainText(/attacks with|Spiral 2/);
  // The log counts in the game's own word, as the status line does.
  const rounds = await log(page).locator('.log-turn').allTextContents();
  expect(rounds).toContain('Spiral 1');
  expect(rounds.filter(r => !/^(Setup|Spiral \d+)$/.test(r))).toEqual([]);
  await snap(page, 'ruled-devacurse-03-spiral-2');
});
