import { test, expect } from '@playwright/test';
import { freshApp, startRuled } from './helpers';
import { mkdirSync } from 'fs';

// The choice to make is brought into view: after the start, the first highlighted thing is on
// screen even where the board is wider or lower than the window, and "Show next choice" beside
// the prompt scrolls to and focuses the next highlighted thing in turn.

const highlighted = '.play-area .dcell.target, .play-area .card.target';

test('Deity on a phone: the first highlighted hex is in view after the start, and "Show next choice" goes to the next', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await freshApp(page);
  await startRuled(page, 'Deity (starter)', { players: 2, seed: 1, seats: ['A person', 'Heuristic bot'] });
  const targets = page.locator(highlighted);
  await expect(page.getByText(/highlighted cards, cells or regions/)).toBeAttached();
  expect(await targets.count()).toBeGreaterThan(2);
  await expect(targets.first()).toBeInViewport();
  // The keyboard focus was not moved by the scroll.
  expect(await targets.first().evaluate((e) => e === document.activeElement)).toBe(false);
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: 'screenshots/next-choice-deity-390.png' });

  const next = page.getByRole('button', { name: 'Show next choice' });
  await next.click();
  await expect(targets.nth(1)).toBeFocused();
  await expect(targets.nth(1)).toBeInViewport();
  await next.click();
  await expect(targets.nth(2)).toBeFocused();
  await expect(targets.nth(2)).toBeInViewport();
  await page.screenshot({ path: 'screenshots/next-choice-deity-390-next.png' });
});

test('The War of the Worlds at a desktop width: the highlighted zones are in view and the button walks through them', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await freshApp(page);
  await startRuled(page, 'The War of the Worlds: France', { seed: 1 });
  const targets = page.locator(highlighted);
  expect(await targets.count()).toBeGreaterThan(1);
  await expect(targets.first()).toBeInViewport();
  const next = page.getByRole('button', { name: 'Show next choice' });
  const n = await targets.count();
  for (let i = 1; i <= n; i++) {
    await next.click();
    // Round to the first again after the last.
    await expect(targets.nth(i % n)).toBeFocused();
    await expect(targets.nth(i % n)).toBeInViewport();
  }
  await page.screenshot({ path: 'screenshots/next-choice-wotw-1400.png' });
});

test('Devacurse at a desktop width: the first card to pick is in view, and the button walks the hand', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await freshApp(page);
  await startRuled(page, 'Devacurse', { seed: 11, seats: ['A person', 'Heuristic bot'] });
  const targets = page.locator(highlighted);
  await expect(page.getByText(/highlighted cards, cells or regions/)).toBeAttached();
  expect(await targets.count()).toBeGreaterThan(1);
  await expect(targets.first()).toBeInViewport();
  const next = page.getByRole('button', { name: 'Show next choice' });
  const n = Math.min(await targets.count(), 4);
  for (let i = 1; i < n; i++) {
    await next.click();
    await expect(targets.nth(i)).toBeFocused();
    await expect(targets.nth(i)).toBeInViewport();
  }
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: 'screenshots/next-choice-devacurse-1400.png' });
});
