import { test, expect, Page } from '@playwright/test';
import * as fs from 'fs';
import * as path from 'path';
import { freshApp, newGame, snap } from './helpers';

// The one simulation screen, for every ruled game: the numbers must be the command line's.

test('simulate 1,000 Destiny games in a worker and see the charts', async ({ page }) => {
  test.setTimeout(180_000);
  const logs: string[] = [];
  page.on('console', m => logs.push(m.text()));
  await freshApp(page);
  await page.getByRole('button', { name: 'Simulate Destiny' }).click();
  await expect(page.getByRole('heading', { name: 'Simulate Destiny' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Players to simulate' }).selectOption('4');
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('1000');
  await page.getByRole('textbox', { name: 'Simulation seed' }).fill('7');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  const progress = page.getByRole('progressbar', { name: 'Simulation progress' });
  await expect(progress).toBeVisible();
  // (1,000 games take a fraction of a second: that the page answers while the worker plays
  // is shown by the cancelled run below, which is long enough to catch.)
  await expect(progress).toHaveAttribute('aria-valuenow', '1000', { timeout: 150_000 });
  const status = page.getByRole('status').filter({ hasText: /^Done: 1000 games/ });
  await expect(status).toBeVisible();
  console.log(await status.innerText());
  console.log(logs.filter(l => l.includes('games/s')).join('\n'));

  // Game lengths sum to 1,000.
  const counts = await page.locator('figure[aria-label="Game length in rounds"] .hist-col')
    .evaluateAll(els => els.map(e => e.getAttribute('data-games')));
  expect(counts.length).toBeGreaterThan(1);
  expect(counts.map(Number).reduce((a, b) => a + b, 0)).toBe(1000);
  // A long spread of decisions fits its box rather than hiding its right half.
  const decisions = page.locator('figure[aria-label="Decisions per game"]');
  expect(await decisions.evaluate(f => f.querySelector('svg')!.getBoundingClientRect().width <= f.clientWidth)).toBe(true);
  // Wins by seat plus draws sum to 1,000.
  const seatFig = page.locator('figure[aria-label^="Win rate by seat"]');
  const seatWins = await seatFig.locator('.value').evaluateAll(els => els.map(e => Number(e.getAttribute('data-wins'))));
  expect(seatWins.length).toBe(4);
  const draws = Number(/^(\d+)/.exec(await page.locator('dd[data-measure="draws"]').innerText())![1]);
  expect(seatWins.reduce((a, b) => a + b, 0) + draws).toBe(1000);
  // The run's settings and seed are printed with it, and the command line that repeats it.
  await expect(page.getByText(/^1000 games · 4 players · seed 7 · cards and tables: Destiny as shipped · bots: Heuristic bot, Heuristic bot, Heuristic bot, Heuristic bot/)).toBeVisible();
  await expect(page.locator('.sim-command code')).toHaveText(
    'protoplay-sim --game destiny --players 4 --games 1000 --seed 7 --bots greedy,greedy,greedy,greedy --json');
  await expect(page.locator('dd[data-measure="balance"]')).toHaveText(/^0\.\d{3} by seat, which is the order of play \(95% interval 0\.\d{3}–[01]\.\d{3}\)$/);
  // Win rates per side (Destiny's characters) carry their numbers and intervals in words.
  await expect(page.locator('figure[aria-label^="Win rate per side"] .value').first()).toContainText(/% \(\d+ of \d+; CI /);
  // The highest and the lowest cards are drawn on one scale, and the dashed line's value is
  // named; the rates are not called the cards' strength.
  const best = page.locator('figure[aria-label^="Cards: win rate of a player who played the card, the highest 12 of"]');
  const weakest = page.locator('figure[aria-label^="Cards: the lowest"]');
  await expect(page.locator('.card-rates-caveat')).toHaveText(/goes with playing it; it is not the card's strength/);
  await expect(best.locator('figcaption')).toContainText(/dashed line: every player's win rate, \d+\.\d%/);
  expect(await weakest.locator('.tick').allTextContents()).toEqual(await best.locator('.tick').allTextContents());
  expect(await best.locator('.tick').count()).toBe(3);
  await expect(page.locator('.key-figures dd.hint')).toContainText("0.9 when two seats' win rates are 10 points apart");
  // The spread of lengths in words: rounds 2..15 counted 7 20 66 84 128 143 152 139 116 80 43
  // 19 2 1, so the 100th game lasts 5 rounds and the 900th 11.
  await expect(page.locator('.key-figures')).toContainText('(median 8; at least 8 games in 10 last 5–11)');
  await snap(page, 'sim-destiny-1000');
  // On a phone every rate's numbers are on the screen, none scrolled out of its chart.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const fig of [seatFig, best]) {
    expect(await fig.evaluate(f => f.scrollWidth <= f.clientWidth)).toBe(true);
    for (const box of await fig.locator('.value').evaluateAll(els => els.map(e => e.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(390);
    }
  }
  await seatFig.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/sim-destiny-phone.png' });
  await page.setViewportSize({ width: 1400, height: 1000 });

  // The same numbers as the command line:
  // protoplay-sim --game destiny --players 4 --games 1000 --seed 7 --json gives wins_by_seat
  // [214, 251, 252, 283], no draws, and rounds 2..15 counted 5 21 60 95 126 144 172 138 108 63 41 22 4 1.
  expect(seatWins).toEqual([214, 251, 252, 283]);
  expect(counts.map(Number)).toEqual([5, 21, 60, 95, 126, 144, 172, 138, 108, 63, 41, 22, 4, 1]);
});

test('the balance headline does not hide turn order', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  // Devastators 3000 rolls for the first player, so seats and turn order differ.
  await page.getByRole('button', { name: 'Simulate Devastators 3000' }).click();
  await page.getByRole('combobox', { name: 'Players to simulate' }).selectOption('4');
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('400');
  await page.getByRole('textbox', { name: 'Simulation seed' }).fill('5');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: 400 games/ })).toBeVisible({ timeout: 90_000 });
  const results = page.getByRole('region', { name: 'Simulation results' });
  const report = JSON.parse(await downloaded(page, () => results.getByRole('button', { name: 'Download JSON' }).click()));
  const seat = report.balance.value as number;
  const turn = report.turn_balance.value as number;
  expect(turn).not.toBe(seat);
  // The headline is the lower of the two, named; the detail gives the other and the widest gap.
  const headline = page.locator('dd[data-measure="balance"]');
  const detail = page.locator('.key-figures dd.hint').first();
  if (turn < seat) {
    await expect(headline).toHaveText(new RegExp(`^${turn.toFixed(3)} by place in turn order \\(95% interval `));
    await expect(detail).toContainText(`by seat ${seat.toFixed(3)}`);
    await expect(detail).toContainText(/^The \d(st|nd|rd|th) to play wins \d+\.\d%, the \d(st|nd|rd|th) to play \d+\.\d%/);
  } else {
    await expect(headline).toHaveText(new RegExp(`^${seat.toFixed(3)} by seat \\(95% interval `));
    await expect(detail).toContainText(`by place in turn order ${turn.toFixed(3)}`);
  }
  await headline.scrollIntoViewIfNeeded();
  await snap(page, 'sim-balance-turn-order');
  await page.setViewportSize({ width: 390, height: 844 });
  await headline.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/sim-balance-turn-order-phone.png' });
});

test('the report names under the verdict what the bots never did', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  // Lords of Hell's own bot seldom switches sides: where it never did, the report must say it is
  // silent about that.
  await page.getByRole('button', { name: 'Simulate Lords of Hell' }).click();
  await page.getByRole('combobox', { name: 'Players to simulate' }).selectOption('4');
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('100');
  await page.getByRole('textbox', { name: 'Simulation seed' }).fill('7');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: 100 games/ })).toBeVisible({ timeout: 90_000 });
  const results = page.getByRole('region', { name: 'Simulation results' });
  const section = results.getByRole('region', { name: 'Not exercised: the report says nothing about these' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('heading')).toHaveText('Not exercised: the report says nothing about these');
  await expect(section).toContainText('No bot did these in these 100 games');
  const moves = section.getByRole('listitem').filter({ hasText: /^Kinds of move: / });
  await expect(moves).toContainText('switch sides');
  await expect(moves).not.toContainText('table a card');
  // The page says what the JSON says, every kind of it.
  const report = JSON.parse(await downloaded(page, () => results.getByRole('button', { name: 'Download JSON' }).click()));
  expect(report.not_exercised.moves).toContain('switch sides');
  await expect(moves).toHaveText(`Kinds of move: ${report.not_exercised.moves.join(', ')}`);
  // It stands under the verdict: after the key figures, before the first chart.
  const below = await page.evaluate(() => {
    const figures = document.querySelector('.sim-results .key-figures');
    const note = document.querySelector('.sim-results .not-exercised');
    const chart = document.querySelector('.sim-results figure.chart');
    return !!figures && !!note && !!chart
      && !!(figures.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING)
      && !!(note.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(below).toBe(true);
  await section.scrollIntoViewIfNeeded();
  await snap(page, 'sim-not-exercised');
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/sim-not-exercised-phone.png' });
});

test.describe('a simulation worker that cannot load', () => {
  // A service worker would answer the program from its cache, past the route below.
  test.use({ serviceWorkers: 'block' });

  test('is reported, the run stops, and the page keeps working', async ({ page }) => {
    test.setTimeout(120_000);
    await freshApp(page);
    // The page's program is loaded; from now on it cannot be, so the workers the simulation
    // screen starts fail to load it (their loader, app/sim-worker.js, loads the page's program,
    // whose wasm is this), and so do the ones a run starts after them.
    const program = '**/protoplay-app_bg.wasm';
    await page.route(program, route => route.abort());
    await page.getByRole('button', { name: 'Simulate Destiny' }).click();
    await page.getByRole('textbox', { name: 'Games to simulate' }).fill('100');
    const workers = page.getByRole('combobox', { name: 'Workers (one per core)' });
    const counts = await workers.locator('option').evaluateAll(os => os.map(o => (o as HTMLOptionElement).value));
    test.skip(counts.length < 2, 'one core: no run starts more workers than the screen has');
    await workers.selectOption('1');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    // Without the loader's message the run would wait at "0 of 100" for ever.
    await expect(page.getByRole('status').filter({
      hasText: /^Stopped: the simulation worker could not load its WebAssembly module \(.+\); press Run simulation to try again/,
    })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run simulation' })).toBeEnabled();
    await snap(page, 'sim-worker-failed');
    // As it says: once the program can be loaded, Run simulation runs.
    await page.unroute(program);
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Done: 100 games/ })).toBeVisible({ timeout: 60_000 });

    // Workers whose loader cannot be fetched at all (a run on every core starts them afresh,
    // one being loaded): said too.
    await page.route('**/sim-worker.js', route => route.abort());
    await workers.selectOption(counts[0]);
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Stopped: a simulation worker failed to load or crashed/ })).toBeVisible();
    await page.unroute('**/sim-worker.js');

    // Workers that load the program but not their own part of it: said, and nothing waits.
    await page.route('**/split_page_worker.wasm', route => route.abort());
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await expect(page.getByRole('status').filter({
      hasText: /^Stopped: the worker could not load its part of the program \(.+\); press Run simulation to try again/,
    })).toBeVisible();
    await page.unroute('**/split_page_worker.wasm');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Done: 100 games/ })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: '← Library' }).click();
    await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
    await newGame(page, 'Deity (starter)', { players: 2, seed: 1 });
  });
});

test('a simulation can be cancelled and the page keeps working', async ({ page }) => {
  await freshApp(page);
  await page.getByRole('button', { name: 'Simulate Destiny' }).click();
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('200000');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  const progress = page.getByRole('progressbar', { name: 'Simulation progress' });
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Cancelled after \d+ of 200000 games/ })).toBeVisible();
  // The numbers shown are of the games the workers finished, which no command line repeats.
  await expect(page.locator('.sim-command')).toHaveText(
    /^Cancelled: the numbers below are of the games the workers had finished, which no command line plays on their own\. The whole run from the command line: protoplay-sim --game destiny .*--games 200000 /);
  // A run of no games is refused, not reported as done.
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('0');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'at least 1 game' })).toHaveText('a run plays at least 1 game, not 0');
  await expect(page.getByRole('status').filter({ hasText: /^Done/ })).toHaveCount(0);
  await page.getByRole('button', { name: '← Library' }).click();
  await expect(page.getByRole('heading', { name: 'Protoplay', level: 1 })).toBeVisible();
});

/** Reads a file the page offers for download after `click`. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return fs.readFileSync(path!, 'utf8');
}

/** A report's JSON without what may differ between two ways of playing the same games. */
function numbers(json: string): unknown {
  return JSON.parse(json, (k, v) => (['elapsed_s', 'games_per_s', 'threads'].includes(k) ? undefined : v));
}

test('an A/B run of two rule variants in the page gives the command line\'s numbers, on one worker or all', async ({ page }) => {
  test.setTimeout(180_000);
  await freshApp(page);
  await page.getByRole('button', { name: 'Simulate Destiny' }).click();
  await page.getByRole('combobox', { name: 'Players to simulate' }).selectOption('3');
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('500');
  await page.getByRole('textbox', { name: 'Simulation seed' }).fill('3');
  await page.getByRole('checkbox', { name: /Compare with a second setting/ }).check();
  const b = page.getByRole('region', { name: 'Setting B' });
  await b.getByRole('combobox', { name: 'B: Variant: Alignment bonus counts' }).selectOption('all_played');
  const results = page.getByRole('region', { name: 'Simulation results' });
  const cli = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', 'sim-ab-destiny.json'), 'utf8'));

  const runOn = async (workers: string) => {
    await page.getByRole('combobox', { name: 'Workers (one per core)' }).selectOption(workers);
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Done: 500 games \(A and B each\)/ })).toBeVisible({ timeout: 120_000 });
    return downloaded(page, () => results.getByRole('button', { name: 'Download JSON' }).click());
  };
  const all = await runOn(String(await page.evaluate(() => Math.min(16, navigator.hardwareConcurrency || 1))));
  // protoplay-sim --game destiny --players 3 --games 500 --seed 3
  //   --b-variant alignment_scope=all_played --json (the fixture, checked against the engine by
  //   sim::tests::the_browser_tests_ab_fixture_is_what_the_simulator_prints)
  expect(numbers(all)).toEqual(numbers(JSON.stringify(cli)));
  const one = await runOn('1');
  expect(numbers(one)).toEqual(numbers(all));

  // The table sets A and B side by side, with the difference, its interval and a verdict.
  const table = page.getByRole('table', { name: 'A and B compared' });
  const row = table.getByRole('row', { name: /^Win rate Player 1 / });
  await expect(results.getByText(/^Cards \(\d+; \d+ differ beyond noise\)$/)).toBeVisible();
  const seat1 = cli.differences.find((d: { measure: string; item: string }) => d.measure === 'win_rate_by_seat' && d.item === 'Player 1');
  await expect(row.getByRole('cell').nth(0)).toHaveText(`${(100 * seat1.a).toFixed(1)}%`);
  await expect(row.getByRole('cell').nth(1)).toHaveText(`${(100 * seat1.b).toFixed(1)}%`);
  await expect(row.getByRole('cell').nth(3)).toHaveText(seat1.within_noise ? 'within noise' : 'differs');
  await expect(page.locator('.sim-command code')).toHaveText(
    'protoplay-sim --game destiny --players 3 --games 500 --seed 3 --bots greedy,greedy,greedy --b-variant alignment_scope=all_played --json');
  const csv = await downloaded(page, () => results.getByRole('button', { name: 'Download CSV' }).click());
  expect(csv.split('\n')[0]).toBe('measure,item,a,b,difference,low,high,within_noise');
  expect(csv).toContain(`win_rate_by_seat,Player 1,${seat1.a.toFixed(6)},${seat1.b.toFixed(6)},`);
  await snap(page, 'sim-ab-destiny');
  await results.getByText('A in detail').click();
  await expect(results.locator('figure[aria-label^="Win rate by seat"]').first()).toBeVisible();
  await snap(page, 'sim-ab-destiny-detail');
  // On a phone the page does not scroll sideways: wide charts and tables scroll in their boxes.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, 'sim-ab-destiny-phone');
});

test('a win shared by the Devils tied at the top is shown as a tie, not as a draw', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  await page.getByRole('button', { name: 'Simulate Lords of Hell' }).click();
  await page.getByRole('combobox', { name: 'Players to simulate' }).selectOption('4');
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('60');
  await page.getByRole('textbox', { name: 'Simulation seed' }).fill('7');
  await page.getByRole('combobox', { name: 'Variant: Who wins' }).selectOption('most_vp');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: 60 games/ })).toBeVisible({ timeout: 90_000 });
  // protoplay-sim --game lords-of-hell --players 4 --games 60 --seed 7 --variant who_wins=most_vp
  // --json: wins_by_seat [15, 15, 16, 7], no draws, 7 ties with ties_by_seat [4, 4, 3, 3].
  await expect(page.locator('dd[data-measure="ties"]')).toHaveText('7 (11.7%)');
  await expect(page.locator('dd[data-measure="ties"] + dd.hint')).toHaveText(
    'Player 1 in 4, Player 2 in 4, Player 3 in 3, Player 4 in 3');
  await expect(page.locator('dd[data-measure="draws"]')).toHaveText('0 (0.0%)');
  const seatWins = await page.locator('figure[aria-label^="Win rate by seat"] .value')
    .evaluateAll(els => els.map(e => Number(e.getAttribute('data-wins'))));
  expect(seatWins).toEqual([15, 15, 16, 7]);
  await snap(page, 'sim-lords-ties');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('dd[data-measure="ties"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/sim-lords-ties-phone.png' });
});
