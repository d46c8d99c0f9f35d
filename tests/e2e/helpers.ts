import { expect, Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

/** Screenshots are written here (not committed) so a person can look at them. */
export async function snap(page: Page, name: string) {
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

/**
 * The contrast ratio (WCAG's, 1 to 21) of an element's text against the ground it is drawn on:
 * its own background, or the first ancestor's that is not transparent.
 */
export async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate(el => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    let ground: Element | null = el;
    while (ground) {
      const bg = rgb(getComputedStyle(ground).backgroundColor);
      if (bg.length >= 3 && (bg.length < 4 || bg[3] > 0)) break;
      ground = ground.parentElement;
    }
    const bg = ground ? rgb(getComputedStyle(ground).backgroundColor) : [255, 255, 255];
    const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(bg)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
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
  // A solitaire's card has no hot-seat box.
  if (await hot.count() > 0) {
    if (opts.hotSeat) await hot.check(); else await hot.uncheck();
  }
  await card.getByRole('button', { name: `New free table of ${game}` }).click();
  await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
}

/** The hex cell at axial (q, r) on the board. */
export function cell(page: Page, q: number, r: number) {
  return page.getByRole('button', { name: new RegExp(`\\(${q}, ${r}\\)(, holds up to \\d+)?: `) });
}

// ---- Ruled tables: the one screen every ruled game is played on ----

/** Opens a ruled game's start form from its library card. */
export async function openStart(page: Page, game: string) {
  await page.getByRole('article', { name: game })
    .getByRole('button', { name: `Play ${game} with the rules` }).click();
  await expect(page.getByRole('region', { name: `Start ${game}` })).toBeVisible();
  return page.getByRole('region', { name: `Start ${game}` });
}

/** Fills the start form and starts the table. */
export async function startRuled(page: Page, game: string, opts: {
  players?: number; seed?: number; seats?: string[]; variants?: Record<string, string>; hotSeat?: boolean;
} = {}) {
  const form = await openStart(page, game);
  if (opts.players) await form.getByRole('combobox', { name: 'Players', exact: true }).selectOption(String(opts.players));
  if (opts.seed !== undefined) await form.getByRole('textbox', { name: 'Seed' }).fill(String(opts.seed));
  for (const [i, who] of (opts.seats ?? []).entries()) {
    await form.getByRole('combobox', { name: `Player ${i + 1} is` }).selectOption({ label: who });
  }
  for (const [label, option] of Object.entries(opts.variants ?? {})) {
    await form.getByRole('combobox', { name: `Variant: ${label}` }).selectOption({ label: option });
  }
  const hot = form.getByRole('checkbox', { name: /Hot-seat/ });
  if (opts.hotSeat !== undefined && await hot.isEnabled()) {
    if (opts.hotSeat) await hot.check(); else await hot.uncheck();
  }
  await form.getByRole('button', { name: `Start ${game}` }).click();
  await expect(page.getByRole('navigation', { name: 'Round and phases' })).toBeVisible();
}

export const status = (page: Page) => page.getByRole('navigation', { name: 'Round and phases' }).getByRole('status');
export const moves = (page: Page) => page.getByText(/^\d+ moves · seed \d+$/);
export const yourMove = (page: Page) => page.getByRole('region', { name: 'Your move' });
export const pickable = (page: Page) => page.getByRole('button', { name: / — can be picked$/ });

/** Waits until no bot is thinking: the bots think in a worker, and answer a little later. */
export async function botsDone(page: Page) {
  await expect(page.locator('.turn-status')).not.toContainText('(a bot) is thinking', { timeout: 60_000 });
}

/**
 * Makes one decision the simplest way a person would: finishes an open number form or list,
 * or picks the first player offered, else picks the first highlighted card or cell, else presses
 * the first action button that `prefer` matches (or the first one). Returns false when there was
 * nothing to do.
 */
export async function decide(page: Page, prefer?: RegExp): Promise<boolean> {
  const numbers = page.locator('form.counts');
  if (await numbers.isVisible()) {
    await numbers.getByRole('button', { name: 'Confirm' }).click();
    return true;
  }
  const which = page.getByRole('group', { name: 'Which one?' });
  if (await which.isVisible()) {
    await which.getByRole('button').first().click();
    return true;
  }
  const player = page.getByRole('group', { name: 'Pick a player' });
  if (await player.isVisible()) {
    await player.getByRole('button').first().click();
    return true;
  }
  const actions = page.getByRole('group', { name: 'Actions' }).getByRole('button');
  if (prefer && await actions.filter({ hasText: prefer }).count() > 0) {
    await actions.filter({ hasText: prefer }).first().click();
    return true;
  }
  if (await pickable(page).count() > 0) {
    await pickable(page).first().click();
    return true;
  }
  if (await actions.count() > 0) {
    await actions.first().click();
    return true;
  }
  return false;
}

/** In the editor of a copy: pastes `rows` (tab-separated, header first) over the cards of the
 * deck `deck`, checks the game is still valid, saves it and goes back to the library. */
export async function replaceCards(page: Page, deck: string, rows: string[]) {
  await page.getByRole('textbox', { name: 'Paste a card list' }).fill(rows.join('\n'));
  await page.getByRole('combobox', { name: 'Apply the card list to' })
    .selectOption({ label: `Replace the cards of ${deck}` });
  await page.getByRole('button', { name: 'Apply card list' }).click();
  await expect(page.getByRole('status').filter({ hasText: /The game is valid/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save game' }).click();
  await page.getByRole('button', { name: '← Library' }).click();
}
