import { test, expect, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { botsDone, contrastOf, decide, freshApp, moves, newGame, snap, startRuled } from './helpers';

// The page is one program (app/src/main.rs): the library, the editor, a free table, a ruled
// table and a simulation are screens of one page, and moving between them never reloads it.
// The screens beside the library are parts of the program fetched when first shown
// (`split_page_*.wasm`), and each ruled game's rules a part fetched when that game is first
// played, simulated or edited (`split_<game>.wasm`; what several screens share is in
// `shared-<screens>.wasm`).

const library = (page: Page) => page.getByRole('heading', { name: 'Protoplay', level: 1 });
const ruledTable = (page: Page) => page.getByRole('navigation', { name: 'Round and phases' });

/** Every ruled game, as the library names it, its id, and how the walk below starts it. */
const RULED: { game: string; id: string; split: string; players?: number; seats?: string[]; variants?: Record<string, string> }[] = [
  { game: 'Destiny', id: 'destiny', split: 'destiny', players: 3, seats: ['A person', 'Heuristic bot', 'Heuristic bot'] },
  {
    game: 'Deity (starter)', id: 'deity-starter', split: 'deity', players: 2, seats: ['A person', 'Heuristic bot'],
    variants: { 'World building': 'Generated from the seed' },
  },
  { game: 'Devastators 3000', id: 'devastators', split: 'devastators', players: 3, seats: ['A person', 'Heuristic bot', 'Heuristic bot'] },
  { game: 'Devacurse', id: 'devacurse', split: 'devacurse', players: 2, seats: ['A person', 'Heuristic bot'] },
  { game: 'Lords of Hell', id: 'lords-of-hell', split: 'lords_of_hell', players: 4, seats: ['A person', 'Heuristic bot', 'Heuristic bot', 'Heuristic bot'] },
  // A solitaire: one seat, the Martians are the game's own.
  { game: 'The War of the Worlds: France', id: 'wotw-france', split: 'wotw_france' },
];

/** The parts of the program (`split_*.wasm`) the page requests from now on, in order, once each. */
function partsRequested(page: Page): string[] {
  const parts: string[] = [];
  page.on('request', r => {
    const m = /\/(split_[a-z_]+)\.wasm$/.exec(new URL(r.url()).pathname);
    if (m && !parts.includes(m[1])) parts.push(m[1]);
  });
  return parts;
}

/** The number of documents this page has loaded, and whether the marker set on it is there. */
async function sameDocument(page: Page) {
  return page.evaluate(() => ({
    navigations: performance.getEntriesByType('navigation').length,
    marker: (window as unknown as { __marker?: number }).__marker ?? null,
  }));
}

/**
 * Makes decisions until one is a move (the counter of moves goes up): a choice may first open
 * a short list or a number form.
 */
async function playAMove(page: Page, what: string) {
  const before = await moves(page).innerText();
  for (let i = 0; i < 6 && await moves(page).innerText() === before; i++) {
    expect(await decide(page), what).toBe(true);
    await page.waitForTimeout(100);
  }
  await expect(moves(page), what).not.toHaveText(before);
}

/** Errors the page reports: uncaught exceptions and console errors. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', e => errors.push(e.message));
  page.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
  return errors;
}

test('no page reload between screens: the library, the editor, a free table, every ruled game and its simulation', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = errorsOf(page);
  await freshApp(page);
  // A page load from here on would lose this, and add a navigation entry.
  await page.evaluate(() => { (window as unknown as { __marker: number }).__marker = 1; });
  let loads = 0;
  page.on('load', () => { loads += 1; });

  // The editor, on a new game, and back.
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Editing: New game' })).toBeVisible();
  await expect(page).toHaveURL(/#\/editor\/[^/]+$/);
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(library(page)).toBeVisible();
  // The editor again, on a copy of a built-in game.
  await page.getByRole('button', { name: 'Edit a copy of Deity (starter)' }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Deity (starter) (copy)' })).toBeVisible();
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(library(page)).toBeVisible();

  // A free table, played a step, and back.
  await newGame(page, 'Deity (starter)', { players: 2, seed: 1 });
  await expect(page).toHaveURL(/#\/table\/[\w-]+$/);
  await page.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await expect(page.getByRole('region', { name: 'Hand of Player 1' })).toContainText('1 card');
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(library(page)).toBeVisible();

  // Each ruled game: its start form, its table (bots in the other seats), a move, its simulation.
  for (const r of RULED) {
    await startRuled(page, r.game, { players: r.players, seed: 3, seats: r.seats, variants: r.variants });
    await expect(page, r.game).toHaveURL(/#\/table\/[\w-]+$/);
    await playAMove(page, r.game);
    await page.getByRole('button', { name: 'Simulate', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Simulate / }), r.game).toBeVisible();
    await expect(page, r.game).toHaveURL(new RegExp(`#/simulate/${r.id}$`));
    await page.getByRole('textbox', { name: 'Games to simulate' }).fill('10');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Done: 10 games/ }), r.game).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: '← Library' }).click();
    await expect(library(page), r.game).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  }
  expect(await sameDocument(page)).toEqual({ navigations: 1, marker: 1 });

  // Back and Forward move between the screens' addresses, in the same page.
  await page.goBack();
  await expect(page).toHaveURL(/#\/simulate\/wotw-france$/);
  await expect(page.getByRole('heading', { name: 'Simulate The War of the Worlds: France' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/table\/[\w-]+$/);
  await expect(ruledTable(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/start\/wotw-france$/);
  await expect(page.getByRole('region', { name: 'Start The War of the Worlds: France' })).toBeVisible();
  await page.goForward();
  await expect(ruledTable(page)).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Simulate The War of the Worlds: France' })).toBeVisible();
  await page.goForward();
  await expect(library(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  expect(await sameDocument(page)).toEqual({ navigations: 1, marker: 1 });
  expect(loads).toBe(0);
  expect(errors).toEqual([]);
});

test.describe('what the page downloads (no service worker, whose cache would answer)', () => {
  test.use({ serviceWorkers: 'block' });

  test('the rules of a game not played are never downloaded', async ({ page }) => {
    const parts = partsRequested(page);
    await freshApp(page);
    // The library alone: no screen's part, no game's rules, even once the page is idle.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(parts).toEqual([]);

    // Destiny's start form, then a table played a move: the ruled screen's part and Destiny's
    // rules, nothing of another game.
    await startRuled(page, 'Destiny', { players: 2, seed: 4, seats: ['A person', 'Heuristic bot'] });
    const before = await moves(page).innerText();
    expect(await decide(page)).toBe(true);
    await expect(moves(page)).not.toHaveText(before);
    expect(parts).toContain('split_destiny');
    expect(parts).toContain('split_page_ruled');
    for (const other of ['split_deity', 'split_devastators', 'split_devacurse', 'split_lords_of_hell', 'split_wotw_france',
      'split_page_editor', 'split_page_table', 'split_page_simulation']) {
      expect(parts, other).not.toContain(other);
    }
    // Destiny's rules are fetched once: a second table needs nothing more.
    await page.getByRole('button', { name: '← Library' }).click();
    const held = [...parts];
    await startRuled(page, 'Destiny', { players: 3, seed: 5 });
    expect(parts).toEqual(held);
  });

  test("a game's rules map is fetched when its panel is first opened, and one that cannot be fetched is said", async ({ page }) => {
    const parts = partsRequested(page);
    await freshApp(page);
    await startRuled(page, 'The War of the Worlds: France', { seed: 2 });
    await page.waitForLoadState('networkidle');
    expect(parts).toContain('split_wotw_france');
    expect(parts).not.toContain('split_wotw_france_map');

    // Offline for the map: the open panel says so, with a way to try again.
    const panel = page.locator('details.rules-map');
    await page.route('**/split_wotw_france_map.wasm', r => r.abort());
    await panel.locator('summary').click();
    const failed = panel.getByRole('alert');
    await expect(failed).toContainText('The rules map could not be loaded');
    expect(parts).toContain('split_wotw_france_map');
    await page.unroute('**/split_wotw_france_map.wasm');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(panel.locator('.hint').first()).toContainText(/\d+ enforced/);
    await expect(panel.locator('.rules-section').first()).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test("a bookmark to a built-in game's start form or simulation opens it with that game's rules alone, whatever the game's id", async ({ page }) => {
    await freshApp(page);
    // Deity (starter)'s id is deity-starter; its rules are Deity's.
    for (const [address, shown, expected] of [
      ['/#/start/deity-starter', page.getByRole('region', { name: 'Start Deity (starter)' }), ['split_deity', 'split_page_ruled']],
      // The simulation screen starts its workers, which fetch their own code and the rules.
      ['/#/simulate/deity-starter', page.getByRole('heading', { name: 'Simulate Deity (starter)' }), ['split_deity', 'split_page_simulation', 'split_page_worker']],
      ['/#/start/destiny', page.getByRole('region', { name: 'Start Destiny' }), ['split_destiny', 'split_page_ruled']],
    ] as const) {
      // Opened afresh, as a bookmark in a new tab.
      await page.goto('about:blank');
      const parts = partsRequested(page);
      await page.goto(address);
      await expect(shown, address).toBeVisible();
      await expect.poll(() => [...parts].sort(), { message: address }).toEqual([...expected].sort());
      // A reload stays there.
      await page.reload();
      await expect(shown, address).toBeVisible();
      expect(new URL(page.url()).hash, address).toBe(address.slice(1));
    }
    // The command line names a game by its rules (`--game deity`): so may the address.
    for (const [address, shown] of [
      ['/#/start/deity', page.getByRole('region', { name: 'Start Deity (starter)' })],
      ['/#/simulate/deity', page.getByRole('heading', { name: 'Simulate Deity (starter)' })],
    ] as const) {
      await page.goto('about:blank');
      await page.goto(address);
      await expect(shown, address).toBeVisible();
    }
    // The simulation screen opened from its address runs.
    await page.goto('/#/simulate/deity-starter');
    await page.getByRole('textbox', { name: 'Games to simulate' }).fill('10');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Done: 10 games/ })).toBeVisible({ timeout: 60_000 });
  });

  test("moving by address from one game's start form to another's never says the rules are missing", async ({ page }) => {
    await freshApp(page);
    await page.goto('/#/start/destiny');
    await expect(page.getByRole('region', { name: 'Start Destiny' })).toBeVisible();
    await page.evaluate(() => {
      const w = window as unknown as { __missing?: boolean };
      new MutationObserver(() => {
        if (document.body.textContent?.includes('not in this version')) w.__missing = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // Devacurse's rules are not here yet: the form waits for them.
    await page.evaluate(() => { location.hash = '#/start/devacurse'; });
    await expect(page.getByRole('region', { name: 'Start Devacurse' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __missing?: boolean }).__missing ?? false)).toBe(false);
  });

  test('the library loads one stylesheet, each other screen links the ones it needs when first shown, and one that cannot be fetched is said', async ({ page }) => {
    const errors = errorsOf(page);
    await freshApp(page);
    const sheets = () => page.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')]
      .map(l => new URL((l as HTMLLinkElement).href).pathname.split('/').pop()));
    expect(await sheets()).toEqual(['main.css']);
    const alert = page.getByRole('alert', { name: 'Not loaded' });

    // A free table, whose stylesheet cannot be fetched: said, and the table is not drawn
    // unstyled; Try again links it, and the table is drawn with it.
    await page.route('**/screens.css', r => r.abort());
    const deity = page.getByRole('article', { name: 'Deity (starter)' });
    await deity.getByRole('checkbox', { name: /Hot-seat/ }).uncheck();
    await deity.getByRole('button', { name: 'New free table of Deity (starter)' }).click();
    await expect(alert).toContainText(/^The table could not be loaded \(its stylesheet screens\.css did not load\)\. Check the connection; nothing was changed\./);
    await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toHaveCount(0);
    expect(await sheets()).toEqual(['main.css']);
    await page.unroute('**/screens.css');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
    expect(await sheets()).toEqual(['main.css', 'screens.css']);
    expect(await page.locator('.table-screen').evaluate(e => getComputedStyle(e).minHeight)).not.toBe('0px');
    await page.getByRole('button', { name: '← Library' }).click();
    await expect(library(page)).toBeVisible();

    // A ruled game's start form, offline: its part and its stylesheet both fail. Back online,
    // one Try again brings both.
    await page.route('**/split_page_ruled.wasm', r => r.abort());
    await page.route('**/ruled.css', r => r.abort());
    await page.getByRole('article', { name: 'Destiny' }).getByRole('button', { name: 'Play Destiny with the rules' }).click();
    await expect(alert).toContainText(/^The ruled table could not be loaded \(.+\)\. Check the connection; nothing was changed\./);
    await expect(page.getByRole('region', { name: 'Start Destiny' })).toHaveCount(0);
    await page.unroute('**/split_page_ruled.wasm');
    await page.unroute('**/ruled.css');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Start Destiny' })).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect(await sheets()).toEqual(['main.css', 'screens.css', 'ruled.css']);

    // The first ruled table of the page: its bots' play comes with its screen, and a bot in the
    // first seat moves before anyone is asked.
    await page.getByRole('button', { name: '← Library' }).click();
    await startRuled(page, 'Destiny', { players: 2, seed: 3, seats: ['Heuristic bot', 'A person'] });
    await botsDone(page);
    await expect(moves(page)).not.toHaveText(/^0 moves/);
    expect(errors.filter(e => !/Failed to fetch|net::ERR_FAILED|\.css/.test(e))).toEqual([]);
  });

  test("a screen's part or a game's rules that cannot be fetched is said, and Try again works", async ({ page }) => {
    const errors = errorsOf(page);
    await freshApp(page);
    const alert = page.getByRole('alert', { name: 'Not loaded' });

    // A game's rules. The start form's own part comes late, as on a slow connection: when it
    // arrives, the rules' failure is still said, with its Try again.
    await page.route('**/split_destiny.wasm', r => r.abort());
    await page.route('**/split_page_ruled.wasm', async r => {
      await new Promise(done => setTimeout(done, 1000));
      await r.continue();
    });
    const formPart = page.waitForResponse(/split_page_ruled\.wasm$/);
    await page.getByRole('article', { name: 'Destiny' }).getByRole('button', { name: 'Play Destiny with the rules' }).click();
    await expect(alert).toContainText(/^Destiny's rules could not be loaded \(.+\)\. Check the connection; nothing was changed\./);
    await formPart;
    await expect(alert).toContainText(/^Destiny's rules could not be loaded/);
    await expect(page.getByRole('region', { name: 'Start Destiny' })).toHaveCount(0);
    await snap(page, 'one-page-01-rules-not-loaded');
    await page.unroute('**/split_destiny.wasm');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Start Destiny' })).toBeVisible();
    await expect(alert).toHaveCount(0);
    await page.getByRole('button', { name: '← Library' }).click();
    await expect(library(page)).toBeVisible();

    // The free table's own part (its engine): a new table is not set up, and nothing is saved.
    await page.route('**/split_page_free_table.wasm', r => r.abort());
    const deity = page.getByRole('article', { name: 'Deity (starter)' });
    await deity.getByRole('checkbox', { name: /Hot-seat/ }).uncheck();
    await deity.getByRole('button', { name: 'New free table of Deity (starter)' }).click();
    await expect(alert).toContainText(/^The free table could not be loaded \(.+\)\. Check the connection; nothing was changed\./);
    await expect(library(page)).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('protoplay.table.')))).toEqual([]);
    await page.unroute('**/split_page_free_table.wasm');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
    await expect(alert).toHaveCount(0);
    await page.getByRole('button', { name: '← Library' }).click();
    await expect(library(page)).toBeVisible();

    // A screen's part: the editor.
    await page.route('**/split_page_editor.wasm', r => r.abort());
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await expect(alert).toContainText(/^The editor could not be loaded \(.+\)\. Check the connection; nothing was changed\./);
    await expect(page.getByRole('heading', { name: /^Editing/ })).toHaveCount(0);
    // Dismissed, the alert goes; a second failure says it again.
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.goBack();
    await expect(library(page)).toBeVisible();
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await expect(alert).toContainText('The editor could not be loaded');
    await page.unroute('**/split_page_editor.wasm');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Editing: New game' })).toBeVisible();
    await expect(alert).toHaveCount(0);
    await page.getByRole('button', { name: '← Library' }).click();

    // The part that reads and writes files and links: Export on the library, then a share link.
    await page.route('**/split_page_links.wasm', r => r.abort());
    const exportGame = page.getByRole('button', { name: 'Export Deity (starter) as a game file' });
    await exportGame.click();
    await expect(page.getByRole('alert', { name: 'Export' })).toContainText(
      /The game could not be exported: the part of the page for files and links could not be loaded \(.+\); check the connection\./);
    await page.goto('/#not-a-link-the-part-would-read');
    await expect(library(page)).toBeVisible();
    const notImported = page.getByRole('alert', { name: 'Could not import' });
    await expect(notImported).toContainText(
      /^This share link cannot be opened: the part of the page for files and links could not be loaded \(.+\); check the connection\. Nothing was imported/);
    await snap(page, 'one-page-02-links-not-loaded');
    await notImported.getByRole('button', { name: 'Dismiss' }).click();
    await page.unroute('**/split_page_links.wasm');
    const downloading = page.waitForEvent('download');
    await exportGame.click();
    expect((await downloading).suggestedFilename()).toMatch(/\.json$/);
    // Nothing was lost meanwhile: the library is as it was, and works.
    await newGame(page, 'Deity (starter)', { players: 2, seed: 1 });
    // Only the failed fetches were reported as errors.
    expect(errors.filter(e => !/Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  });

  test("the simulation screen's experiment tabs are a part fetched when one is first opened, and one that cannot be fetched is said", async ({ page }) => {
    const parts = partsRequested(page);
    await freshApp(page);
    await page.getByRole('button', { name: 'Simulate Destiny' }).click();
    await expect(page.getByRole('heading', { name: 'Simulate Destiny' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(parts).toContain('split_page_simulation');
    expect(parts).not.toContain('split_page_experiments');

    // Offline for that part: the tab says so, and its Run button waits.
    await page.route('**/split_page_experiments.wasm', r => r.abort());
    await page.getByRole('tab', { name: 'Card values' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Card values' });
    await expect(panel.getByRole('alert')).toContainText('This tab could not be loaded');
    await expect(page.getByRole('button', { name: 'Run card values' })).toBeDisabled();
    // The balance report needs none of it; going back to the tab tries again.
    await page.getByRole('tab', { name: 'Balance' }).click();
    await expect(page.getByRole('button', { name: 'Run simulation' })).toBeEnabled();
    await page.getByRole('tab', { name: 'Card values' }).click();
    await expect(panel.getByRole('alert')).toContainText('This tab could not be loaded');

    // Back online: Try again draws the tab, and an experiment runs.
    await page.unroute('**/split_page_experiments.wasm');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(panel.getByRole('combobox', { name: 'Deck whose cards to value' })).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Games to simulate' }).fill('20');
    await page.getByRole('button', { name: 'Run card values' }).click();
    await expect(page.getByRole('button', { name: 'Download CSV' }).first()).toBeVisible({ timeout: 60_000 });
  });

  test("a table's links are written by the part for files and links, fetched on the first Share or Send my turn", async ({ page }) => {
    const parts = partsRequested(page);
    await freshApp(page);
    await newGame(page, 'Deity (starter)', { players: 2, seed: 1 });
    await page.waitForLoadState('networkidle');
    expect(parts).not.toContain('split_page_links');

    // Offline for that part: said beside the button, and nothing opens.
    await page.route('**/split_page_links.wasm', r => r.abort());
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.click();
    await expect(page.getByRole('alert').filter({ hasText: 'The links could not be made' })).toContainText(
      /the part of the page for files and links could not be loaded \(.+\); check the connection/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Said on a light ground of its own, readable on the table's dark header.
    const failure = page.getByRole('alert').filter({ hasText: 'The links could not be made' });
    expect(await contrastOf(failure)).toBeGreaterThanOrEqual(4.5);
    await page.getByRole('button', { name: 'Send my turn' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The turn link could not be made' })).toBeVisible();

    // Back online: each dialog opens with its link.
    await page.unroute('**/split_page_links.wasm');
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share this game' });
    await expect(dialog.getByRole('textbox', { name: 'Share link' })).toHaveValue(/#g1/);
    await expect(page.getByRole('alert').filter({ hasText: 'The links could not be made' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Send my turn' }).click();
    await expect(page.getByRole('dialog', { name: 'Send my turn' }).getByRole('textbox', { name: 'Turn link' })).toHaveValue(/#u1\./);
  });

  test('a second click while the free table\'s part is on its way sets up one table, not two', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>(r => { release = r; });
    await page.route('**/split_page_free_table.wasm', async route => { await held; await route.continue(); });
    await freshApp(page);
    const deity = page.getByRole('article', { name: 'Deity (starter)' });
    await deity.getByRole('checkbox', { name: /Hot-seat/ }).uncheck();
    const start = deity.getByRole('button', { name: 'New free table of Deity (starter)' });
    await start.click();
    await expect(page.getByRole('status').filter({ hasText: /^Loading the free table…$/ })).toBeVisible();
    await start.click();
    release();
    await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
    await page.getByRole('button', { name: '← Library' }).click();
    await expect(page.locator('.table-entry')).toHaveCount(1);
    expect(await page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('protoplay.table.')).length)).toBe(1);
  });

  test('while a screen\'s part is fetched the page says it is opening, then what it is loading', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>(r => { release = r; });
    await page.route('**/split_page_editor.wasm', async route => { await held; await route.continue(); });
    await freshApp(page);
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Opening…$/ })).toBeVisible();
    // After a moment, a banner names what is on its way.
    await expect(page.getByRole('status').filter({ hasText: /^Loading the editor…$/ })).toBeVisible();
    await page.screenshot({ path: 'screenshots/one-page-02-opening.png' });
    release();
    await expect(page.getByRole('heading', { name: 'Editing: New game' })).toBeVisible();
    await expect(page.getByText('Opening…')).toHaveCount(0);
    await expect(page.getByText('Loading the editor…')).toHaveCount(0);
  });
});

test("a reload on a ruled table's address reopens the table, with its moves", async ({ page }) => {
  await freshApp(page);
  await startRuled(page, 'Destiny', { players: 3, seed: 5, seats: ['A person', 'Heuristic bot', 'Heuristic bot'] });
  await botsDone(page);
  const before = await moves(page).innerText();
  expect(await decide(page)).toBe(true);
  await expect(moves(page)).not.toHaveText(before);
  await botsDone(page);
  const played = await moves(page).innerText();
  const address = page.url();
  expect(address).toMatch(/#\/table\/[\w-]+$/);
  await page.reload();
  await expect(moves(page)).toHaveText(played);
  expect(page.url()).toBe(address);
  // And in a fresh tab, from the address alone.
  await page.goto('about:blank');
  await page.goto(address);
  await expect(moves(page)).toHaveText(played);
  await expect(page.getByRole('region', { name: 'Hand · Player 1' })).toBeVisible();
});

test("a ruled table's file is read and imported in a fresh page, its rules loaded for it", async ({ page, browser }) => {
  await freshApp(page);
  await startRuled(page, 'Destiny', { players: 2, seed: 21, seats: ['A person', 'Heuristic bot'] });
  await botsDone(page);
  expect(await decide(page)).toBe(true);
  await botsDone(page);
  const played = await moves(page).innerText();
  await page.getByRole('button', { name: '← Library' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Destiny as a file' }).click();
  const text = readFileSync(await (await downloading).path(), 'utf8');
  expect(JSON.parse(text)).toMatchObject({ protoplay: 'ruled-table' });

  // Another browser, with nothing stored and no rules fetched yet.
  const other = await browser.newContext({ serviceWorkers: 'block' });
  const theirs = await other.newPage();
  const errors = errorsOf(theirs);
  const parts = partsRequested(theirs);
  await freshApp(theirs);
  expect(parts).toEqual([]);
  await theirs.getByLabel('Import a game file').setInputFiles({
    name: 'destiny.ruled.json', mimeType: 'application/json', buffer: Buffer.from(text, 'utf8'),
  });
  const dialog = theirs.getByRole('dialog', { name: 'Import a copy?' });
  await expect(dialog).toContainText('rules enforced');
  expect(parts).toContain('split_destiny');
  expect(parts).not.toContain('split_deity');
  await snap(theirs, 'one-page-03-ruled-file-import');
  await dialog.getByRole('button', { name: 'Import as a new copy' }).click();
  await expect(moves(theirs)).toHaveText(played);
  await expect(theirs).toHaveURL(/#\/table\/[\w-]+$/);

  // It is a library entry like any other: duplicated, and continued in a fresh page.
  await theirs.getByRole('button', { name: '← Library' }).click();
  await theirs.getByRole('button', { name: 'Duplicate Destiny' }).first().click();
  await expect(theirs.locator('.table-entry')).toHaveCount(2);
  await theirs.reload();
  await theirs.getByRole('button', { name: 'Continue Destiny' }).first().click();
  await expect(moves(theirs)).toHaveText(played);
  await theirs.getByRole('button', { name: '← Library' }).click();
  await expect(theirs.getByRole('heading', { name: 'Saved items that could not be read' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await other.close();
});

test("the editor checks a ruled game's cards, and a draft survives a reload and the way to the library", async ({ page }) => {
  const errors = errorsOf(page);
  await freshApp(page);
  await page.getByRole('button', { name: 'Edit a copy of Devastators 3000' }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Devastators 3000 (copy)' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^This copy keeps the devastators rules/ })).toBeVisible();
  // The rules' data checks, which name the row the rules cannot read.
  await page.getByRole('textbox', { name: 'Paste a card list' }).fill(
    ['name\tkind\tranges\tstrength\tkeywords\ttext\tcount', 'Flak\tBeam\tClose\t1\t\t\t10'].join('\n'));
  await page.getByRole('combobox', { name: 'Apply the card list to' })
    .selectOption({ label: 'Replace the cards of Ship cards (sample list)' });
  await page.getByRole('button', { name: 'Apply card list' }).click();
  await expect(page.getByRole('alert', { name: 'Card list not applied' }))
    .toContainText('row 2, column “ranges”: “Close” is not a range band');

  // A change not saved survives a reload (the draft is kept in this tab's session).
  await page.getByRole('textbox', { name: 'Game name' }).fill('Fleet test');
  await expect(page.getByRole('heading', { name: 'Editing: Fleet test' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Editing: Fleet test' })).toBeVisible();
  await page.getByRole('button', { name: 'Print sheet of Ship cards (sample list)' }).click();
  await expect(page.getByRole('heading', { name: 'Print sheet: Ship cards (sample list)' })).toBeVisible();
  await page.getByRole('button', { name: '← Back to the editor' }).click();

  // The library offers the way back to the draft.
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(library(page)).toBeVisible();
  await page.getByRole('button', { name: 'Continue editing Fleet test (not saved)' }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Fleet test' })).toBeVisible();

  // The print sheet of a game that is not in the editor, typed into the address: said why.
  const address = page.url();
  await page.goto('/#/print/no-such-game/ships');
  await expect(page.getByRole('status', { name: 'About this address' })).toContainText('not open in the editor');
  await page.goto(address);
  await expect(page.getByRole('heading', { name: 'Editing: Fleet test' })).toBeVisible();

  // Saved, then Edit from the library.
  await page.getByRole('button', { name: 'Save game' }).click();
  await expect(page.locator('.save-state')).toHaveText('All changes saved');
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(page.getByRole('button', { name: /^Continue editing/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Fleet test' }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Fleet test' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("an unsaved change the tab's session storage refuses is said, before leaving the editor could lose it", async ({ page }) => {
  await freshApp(page);
  await page.getByRole('button', { name: 'Edit a copy of Devacurse' }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Devacurse (copy)' })).toBeVisible();
  const warning = page.getByRole('alert').filter({ hasText: /would not keep your unsaved changes/ });
  await expect(warning).toHaveCount(0);
  // Fill this tab's session storage to the brim.
  await page.evaluate(() => {
    for (let size = 1 << 20, i = 0; size >= 1; size >>= 1) {
      try { for (;;) sessionStorage.setItem(`filler-${i++}`, 'x'.repeat(size)); } catch { /* full at this size */ }
    }
  });
  await page.getByRole('textbox', { name: 'Game name' }).fill('A much longer name for the copy that no longer fits');
  await expect(warning).toBeVisible();
  // Room again: the next change is kept, and the warning goes.
  await page.evaluate(() => Object.keys(sessionStorage).filter(k => k.startsWith('filler-')).forEach(k => sessionStorage.removeItem(k)));
  await page.getByRole('textbox', { name: 'Game name' }).fill('Kept copy');
  await expect(warning).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Editing: Kept copy' })).toBeVisible();
});

test.describe('saved tables (no service worker, whose cache would answer)', () => {
  test.use({ serviceWorkers: 'block' });

  test('are read by a part of the page: fetched only where tables are, before the library opens; if it cannot be, the tables are kept and it says so', async ({ page, context }) => {
    const fetched: string[] = [];
    context.on('request', r => fetched.push(new URL(r.url()).pathname));
    const reader = () => fetched.filter(f => f.endsWith('/split_page_saves.wasm')).length;
    await freshApp(page);
    await page.waitForLoadState('networkidle');
    expect(reader(), 'a library without tables never fetches the reader').toBe(0);

    // Another tab starts a table: this one fetches the reader then, and lists the table.
    const other = await context.newPage();
    await other.goto('/');
    await newGame(other, 'Deity (starter)', { players: 2, seed: 3 });
    await other.close();
    const continueDeity = page.getByRole('button', { name: /^Continue Deity/ });
    await expect(continueDeity).toBeVisible();
    expect(reader()).toBeGreaterThan(0);

    // A reload opens the library whole: the table is there as soon as the library is.
    await page.reload();
    await expect(library(page)).toBeVisible();
    await expect(continueDeity).toBeVisible({ timeout: 1 });
    const stored = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)])));

    // The reader cannot be fetched: the library opens without the tables, says why, and
    // storage is untouched.
    await page.route('**/split_page_saves.wasm', r => r.abort());
    await page.reload();
    await expect(library(page)).toBeVisible();
    await expect(page.getByRole('status', { name: 'About your saved tables' })).toContainText(
      /^Some of your saved tables are not shown: the part of the page that reads them could not be loaded \(.+\)\. They are kept untouched; reload the page to try again\./);
    await expect(continueDeity).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your tables' })).toContainText(
      'Your saved tables could not be read yet (see above). They are kept in this browser.');
    await snap(page, 'one-page-04-tables-not-read');
    expect(await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)])))).toEqual(stored);
    // Another tab's new table brings a second try, which reads them all: the sentence goes.
    await page.unroute('**/split_page_saves.wasm');
    const third = await context.newPage();
    await third.goto('/');
    await newGame(third, 'Destiny', { players: 2, seed: 4 });
    await third.close();
    await expect(continueDeity).toBeVisible();
    await expect(page.getByRole('button', { name: /^Continue Destiny/ })).toBeVisible();
    await expect(page.getByRole('status', { name: 'About your saved tables' })).toHaveCount(0);
  });
});
