import { test, expect } from '@playwright/test';
import { freshApp, newGame } from './helpers';

// Measurements for the closing notes: printed, never asserted against a time.

test('measure: navigation to a visible table', async ({ page }) => {
  await freshApp(page);
  await newGame(page, 'Deity (starter)', { players: 2, seed: 42 });
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.reload();
    await expect(page.getByRole('group', { name: 'World map' })).toBeVisible();
    samples.push(await page.evaluate(() => performance.now()));
  }
  samples.sort((a, b) => a - b);
  console.log(`METRIC navigation_to_table_ms median=${samples[2].toFixed(0)} min=${samples[0].toFixed(0)} max=${samples[4].toFixed(0)}`);
});

test('measure: a move on a 20 x 20 hex map holding 1,000 counters', async ({ page }) => {
  await page.goto('/#bench=hex-20x20');
  const board = page.getByRole('group', { name: 'Map map' });
  await expect(board).toBeVisible();
  const total = await page.evaluate(() =>
    [...document.querySelectorAll('.stack-count')].reduce((n, e) => n + Number(e.textContent), 0));
  expect(total).toBe(1000);
  await page.getByRole('spinbutton', { name: 'Counters per move' }).fill('1');
  const times: number[] = await page.evaluate(async () => {
    const frame = () => new Promise<void>(r => requestAnimationFrame(() => r()));
    const cells = [...document.querySelectorAll('g.cell')] as SVGGElement[];
    const out: number[] = [];
    for (let i = 0; i < 20; i++) {
      const from = cells[(i * 37) % cells.length];
      const to = cells[(i * 37 + 1) % cells.length];
      (from.querySelector('g.stack') as SVGGElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await frame();
      const before = to.getAttribute('aria-label');
      const t0 = performance.now();
      to.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      // Wait until the target cell shows the new count, then for the frame that paints it.
      while ((document.querySelectorAll('g.cell')[(i * 37 + 1) % cells.length] as Element).getAttribute('aria-label') === before) {
        await new Promise(r => setTimeout(r, 0));
      }
      await frame();
      out.push(performance.now() - t0);
    }
    return out;
  });
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`METRIC move_on_20x20_1000_counters_ms median=${median.toFixed(1)} p90=${times[Math.floor(times.length * 0.9)].toFixed(1)} max=${times[times.length - 1].toFixed(1)}`);
});
