import { test, expect, Page } from '@playwright/test';
import { freshApp, openStart, replaceCards, snap } from './helpers';

// Every ruled game's rules panel is its text rule by rule, each tagged with what the engine does
// about it; the filter leaves what is not the text as written; a table the designer edits is
// described as it now is, no longer as the shipped placeholder; data no rule reads is said so in
// the editor.

const GAMES = ['Destiny', 'Deity (starter)', 'Devacurse', 'Devastators 3000', 'Lords of Hell', 'The War of the Worlds: France'];
const CHOICE_TAGS = ['placeholder', 'reading', 'variant', 'your value'];

const panel = (page: Page) => page.locator('details.rules-map');

async function openPanel(page: Page) {
  await panel(page).locator('summary').click();
  await expect(panel(page)).toHaveAttribute('open', '');
}

/** The tags of the panel's rules (not those of a value in play). */
const tags = (page: Page) => panel(page).locator('.rules-section > ul > li > .rule-tag').allTextContents();

test("each game's rules panel maps its text, and the filter keeps placeholders, readings and variants", async ({ page }) => {
  test.setTimeout(120_000);
  for (const game of GAMES) {
    await freshApp(page);
    await openStart(page, game);
    await openPanel(page);
    // The summary counts the rules by what the engine does with them.
    await expect(panel(page).locator('.hint').first()).toContainText(/\d+ enforced/);
    const all = await tags(page);
    expect(all.length, game).toBeGreaterThan(20);
    expect(all.some(t => t === 'enforced'), game).toBe(true);
    await panel(page).getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Placeholders, readings and variants' });
    await expect.poll(async () => (await tags(page)).length, { message: game }).toBeLessThan(all.length);
    const kept = await tags(page);
    expect(kept.length, game).toBeGreaterThan(0);
    for (const t of kept) expect(CHOICE_TAGS, `${game}: ${t}`).toContain(t.toLowerCase());
    if (game === 'Devastators 3000') {
      await snap(page, 'rules-map-filtered-1400');
      await page.setViewportSize({ width: 390, height: 844 });
      await panel(page).scrollIntoViewIfNeeded();
      await snap(page, 'rules-map-filtered-390');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1400, height: 1000 });
    }
  }
});

test('a placeholder table edited in the editor is described as the designer\'s value, and unread data is named', async ({ page }) => {
  await freshApp(page);
  await openStart(page, 'Devastators 3000');
  await openPanel(page);
  const sample = panel(page).locator('li', { hasText: 'The full Deck contains over 100 cards' });
  await expect(sample.locator('.in-play')).toContainText('Ship cards (sample list): 16 rows');
  await expect(sample.locator('.in-play')).toContainText(/placeholder/i);

  await page.goBack();
  await page.getByRole('button', { name: 'Edit a copy of Devastators 3000' }).click();
  await replaceCards(page, 'Ship cards (sample list)', [
    'name\tkind\tranges\tstrength\tkeywords\ttext\tcount',
    'Thruster\tDrive\t\t\t\t\t30',
    'Lance\tBeam\tLong\t2\t\t\t30',
    'Deflector\tShield\t\t1\t\t\t30',
  ]);

  await openStart(page, 'Devastators 3000 (copy)');
  await openPanel(page);
  await expect(sample.locator('.in-play')).toContainText('Ship cards (sample list): 3 rows');
  await expect(sample.locator('.in-play')).toContainText(/your value/i);
  await expect(sample.locator('> .rule-tag')).toHaveText(/your value/i);
  await sample.scrollIntoViewIfNeeded();
  await snap(page, 'rules-map-edited-1400');
  // At the table too, moves made: the panel describes the table's own cards.
  await page.getByRole('button', { name: 'Start Devastators 3000 (copy)' }).click();
  await expect(page.getByRole('navigation', { name: 'Round and phases' })).toBeVisible();
  await openPanel(page);
  await expect(sample.locator('.in-play')).toContainText('Ship cards (sample list): 3 rows');
  await expect(sample.locator('> .rule-tag')).toHaveText(/your value/i);

  // Destiny's treasure deck is shown in the editor, but its points and powers are the rules' own.
  await page.goto('/');
  await page.getByRole('button', { name: 'Edit a copy of Destiny' }).click();
  const treasures = page.getByRole('group', { name: /^Deck Treasure/ });
  await expect(treasures.locator('.unread-note')).toContainText('The rules of Destiny do not read this deck');
  await treasures.scrollIntoViewIfNeeded();
  await snap(page, 'rules-map-unread-editor');
});

test('a placeholder mark leads to its rules entry even when the filter hides it', async ({ page }) => {
  await freshApp(page);
  const form = await openStart(page, 'The War of the Worlds: France');
  await openPanel(page);
  await panel(page).getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Not modelled or not read' });
  const reading = 'Tripod counters';
  await expect(panel(page).getByText(reading, { exact: true })).toHaveCount(0);
  await form.getByRole('region', { name: 'Placeholders in this game' })
    .getByRole('button', { name: `Placeholder: ${reading}. Show its rules entry` }).click();
  const entry = panel(page).locator('li', { has: page.getByText(reading, { exact: true }) });
  await expect(entry).toBeFocused();
  await expect(entry).toBeInViewport();
  await expect(panel(page).getByRole('combobox', { name: 'Show' })).toHaveValue('all');
});
