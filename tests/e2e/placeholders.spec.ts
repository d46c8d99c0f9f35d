import { test, expect, Page } from '@playwright/test';
import { freshApp, openStart, snap, startRuled } from './helpers';

// Values the rule text does not give (placeholders) are marked where they are shown: on the
// start form, on the table's boards, panels and chart rows, and at a variant's field. Each
// mark is a button named for its reading that opens the rules panel at that reading's entry.

const WOTW = 'The War of the Worlds: France';

/** The mark of a reading, within `scope`. */
const mark = (scope: ReturnType<Page['locator']> | Page, reading: string) =>
  scope.getByRole('button', { name: `Placeholder: ${reading}. Show its rules entry` });

/** Follows a mark and checks it opened the rules panel at the reading's entry. */
async function follow(page: Page, scope: ReturnType<Page['locator']> | Page, reading: string) {
  await mark(scope, reading).first().click();
  const entry = page.locator('details.readings[open] li', { has: page.getByText(reading, { exact: true }) });
  await expect(entry).toBeFocused();
  await expect(entry).toBeInViewport();
  await expect(entry).toContainText('placeholder');
  // Closed again for the next mark to open.
  await page.locator('details.readings > summary').click();
}

async function both(page: Page, name: string) {
  await snap(page, `${name}-1400`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1400, height: 1000 });
}

test('The War of the Worlds: the start form and the table mark each placeholder, and the mark opens its rules entry', async ({ page }) => {
  await freshApp(page);
  const form = await openStart(page, WOTW);
  const list = page.getByRole('region', { name: 'Placeholders in this game' });
  await expect(list).toBeVisible();
  await expect(mark(list, 'The Strategic Map (Zones table)')).toBeVisible();
  await expect(mark(list, 'Land Battle cards')).toBeVisible();
  // A reading the text settles is not listed.
  await expect(list).not.toContainText('Charts the text gives');
  await both(page, 'placeholders-wotw-start');
  await follow(page, list, 'Tripod counters');
  await expect(form).toBeVisible();

  await freshApp(page);
  await startRuled(page, WOTW, { seed: 1 });
  const map = page.getByRole('region', { name: 'Strategic Map of France' });
  await expect(mark(map, 'The Strategic Map (Zones table)')).toBeVisible();
  await expect(mark(map, 'Gears by Workforce')).toBeVisible();
  const charts = page.getByRole('region', { name: 'Player Help Sheet: die charts' });
  // Row by row: a chart the text gives carries no mark, a placeholder chart does.
  const row = (name: string) => charts.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }) });
  await expect(mark(row('Naval Battle'), 'Escape and the naval battle')).toBeVisible();
  await expect(mark(row('New Cylinder Placement'), 'New Cylinder Placement chart')).toBeVisible();
  await expect(row('Cylinder Attack').getByRole('button')).toHaveCount(0);
  const ranges = page.getByRole('region', { name: 'Range chart' });
  await expect(mark(ranges.getByRole('heading'), "Tripods' Detect and Fire rolls")).toBeVisible();
  await both(page, 'placeholders-wotw-table');
  await follow(page, ranges, "Tripods' Detect and Fire rolls");
  await follow(page, map, 'The Strategic Map (Zones table)');
  await follow(page, row('Naval Battle'), 'Escape and the naval battle');
});

test('Deity: the map size fields are marked as placeholders and lead to the rules entry', async ({ page }) => {
  await freshApp(page);
  const form = await openStart(page, 'Deity (starter)');
  const field = (label: string) => form.locator('.variant').filter({ has: page.getByRole('spinbutton', { name: new RegExp(`^Variant: ${label}`) }) });
  await expect(mark(field('Map columns'), 'Map size')).toBeVisible();
  await expect(mark(field('Map rows'), 'Map size')).toBeVisible();
  await expect(mark(field('Round limit'), 'Round limit')).toBeVisible();
  // A variant the text leaves open between two readings is not a placeholder.
  await expect(form.locator('.variant').filter({ has: page.getByRole('combobox', { name: 'Variant: World building' }) }).getByRole('button')).toHaveCount(0);
  await both(page, 'placeholders-deity-start');
  await follow(page, field('Map columns'), 'Map size');
});

test('Lords of Hell and Devastators 3000: the start forms list their placeholders, each leading to its rules entry', async ({ page }) => {
  await freshApp(page);
  await openStart(page, 'Lords of Hell');
  let list = page.getByRole('region', { name: 'Placeholders in this game' });
  await expect(mark(list, 'The combat table (placeholder)')).toBeVisible();
  await expect(mark(list, 'Post requirements (placeholder)')).toBeVisible();
  await both(page, 'placeholders-lords-start');
  await follow(page, list, 'The combat table (placeholder)');

  await freshApp(page);
  await startRuled(page, 'Lords of Hell', { players: 4, seed: 1 });
  const posts = page.getByRole('region', { name: 'Posts', exact: true });
  await expect(mark(posts.getByRole('heading'), 'Post requirements (placeholder)')).toBeVisible();
  await follow(page, posts, 'Post requirements (placeholder)');

  await freshApp(page);
  await openStart(page, 'Devastators 3000');
  list = page.getByRole('region', { name: 'Placeholders in this game' });
  await expect(mark(list, 'The card list is a sample')).toBeVisible();
  await expect(list).not.toContainText('Turn order');
  await both(page, 'placeholders-devastators-start');
  await follow(page, list, 'The card list is a sample');
});
