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
  // For each move: the click handler's own time, the time until the target cell's DOM has
  // changed (a MutationObserver sees it), and the time until the next frame has been painted.
  const runs: { handler: number; dom: number; frame: number }[] = await page.evaluate(async () => {
    const frame = () => new Promise<void>(r => requestAnimationFrame(() => setTimeout(r, 0)));
    const cells = [...document.querySelectorAll('g.cell')] as SVGGElement[];
    const out: { handler: number; dom: number; frame: number }[] = [];
    for (let i = 0; i < 30; i++) {
      const from = cells[(i * 37) % cells.length];
      const to = cells[(i * 37 + 1) % cells.length];
      (from.querySelector('g.stack') as SVGGElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await frame();
      let dom = 0;
      const seen = new MutationObserver(() => { if (!dom) dom = performance.now(); });
      seen.observe(to, { attributes: true, childList: true, subtree: true });
      const t0 = performance.now();
      to.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      const handler = performance.now() - t0;
      await frame();
      const painted = performance.now() - t0;
      seen.disconnect();
      out.push({ handler, dom: dom ? dom - t0 : NaN, frame: painted });
    }
    return out;
  });
  const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
  const p90 = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length * 0.9)]; };
  const dom = runs.map(r => r.dom);
  expect(dom.every(d => !Number.isNaN(d))).toBe(true);
  console.log(`METRIC move_on_20x20_1000_counters handler_ms median=${median(runs.map(r => r.handler)).toFixed(1)}`
    + ` dom_updated_ms median=${median(dom).toFixed(1)} p90=${p90(dom).toFixed(1)}`
    + ` next_frame_painted_ms median=${median(runs.map(r => r.frame)).toFixed(1)}`);
});
