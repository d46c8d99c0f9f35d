import { expect, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

/** Screenshots are written here (not committed) so a person can look at them. */
export async function snap(page: Page, name: string) {
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

/** Opens the app with empty storage. */
export async function freshApp(page: Page) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
}

/** Starts a table of a built-in game from the library. */
export async function newGame(page: Page, game: string, opts: { players?: number; seed?: number; hotSeat?: boolean } = {}) {
  const card = page.getByRole('article', { name: game });
  if (opts.players) await card.getByRole('combobox', { name: `Players for ${game}` }).selectOption(String(opts.players));
  if (opts.seed !== undefined) await card.getByRole('textbox', { name: `Seed for ${game}` }).fill(String(opts.seed));
  const hot = card.getByRole('checkbox', { name: /Hot-seat/ });
  if (opts.hotSeat) await hot.check(); else await hot.uncheck();
  await card.getByRole('button', { name: `New game of ${game}` }).click();
  await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
}

/** The hex cell at axial (q, r) on the board. */
export function cell(page: Page, q: number, r: number) {
  return page.getByRole('button', { name: new RegExp(`\\(${q}, ${r}\\)(, holds up to \\d+)?: `) });
}
