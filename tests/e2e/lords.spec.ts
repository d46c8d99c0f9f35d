import { test, expect, Page } from '@playwright/test';
import { freshApp, snap, startRuled, status } from './helpers';

// Lords of Hell on the one ruled-table screen: a person (Player 1) and three heuristic bots, four
// arch-devils, played through the whole first turn: the person tables cards, makes a trade
// offer a bot answers, announces an attack, musters, fights, captures and loots, then handles
// rituals, the gathering and the election. Seed 10 is a table where that attack empties the
// Realm it strikes and takes its Devil prisoner.

const log = (page: Page) => page.getByRole('region', { name: 'Log' });
const ME = 'Player 1 (blue ●)';

/** The person's way of playing: the first choice whose label starts with one of these. */
function priorities(attacked: boolean): string[] {
  return [
    'Redraw', 'Table ', 'Make a trade offer to Player 2', 'Offer ', 'Ask for cards', 'Send the offer',
    ...(attacked ? [] : ['Attack the Realm']),
    'Take every horde', 'Take ', 'March', 'Fight on', 'The hit falls on', 'Capture the fortress', 'Cast ', 'Discard the ritual',
    'Keep', 'Accept the offer', 'Give ', 'Refuse', 'Pass', 'Ready', 'Done', 'Decline', 'Withdraw',
  ];
}

/** Makes one decision from the list of every choice; false while a bot is to act. */
async function act(page: Page, attacked: boolean): Promise<string | null> {
  const numbers = page.locator('form.counts');
  if (await numbers.isVisible()) {
    await numbers.getByRole('button', { name: 'Confirm' }).click();
    return 'number';
  }
  const all = page.locator('details.all-choices');
  if (!(await all.isVisible())) return null;
  if (!(await all.evaluate((d) => (d as HTMLDetailsElement).open))) await all.locator('summary').click();
  const buttons = all.getByRole('button');
  const labels = await buttons.allInnerTexts();
  if (labels.length === 0) return null;
  const usable = (l: string) => !/^(Offer to release|Offer the prisoner|Offer cards of your choice|Take Souls)/.test(l);
  // After a bargain over my announced attack, I attack as announced.
  let i = labels.findIndex((l) => l.endsWith(' as announced'));
  if (i >= 0) {
    await buttons.nth(i).click();
    return labels[i];
  }
  for (const p of priorities(attacked)) {
    i = labels.findIndex((l) => l.startsWith(p) && usable(l));
    if (i >= 0) break;
  }
  if (i < 0) i = labels.length - 1;
  await buttons.nth(i).click();
  return labels[i];
}

test('Lords of Hell: a 4-player first turn with a trade, an attack, capture and looting', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  // The placeholders are said where the designer sees the game.
  await expect(page.getByRole('article', { name: 'Lords of Hell' })).toContainText('PLACEHOLDER');
  await startRuled(page, 'Lords of Hell', {
    players: 4, seed: 10, seats: ['A person', 'Heuristic bot', 'Heuristic bot', 'Heuristic bot'],
  });
  await expect(log(page)).toContainText('The Starter marker goes to');
  await expect(log(page)).toContainText(`${ME} is the arch-devil`);
  // Only my hand is shown; the posts and the draw table are on the table.
  await expect(page.getByRole('region', { name: 'Hand · Player 1' }).getByRole('button')).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Hand · Player 2' }).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Posts' })).toContainText('Realm of Power');
  await snap(page, 'ruled-lords-01-first-decision');

  let attacked = false;
  const shots = new Set<string>();
  for (let i = 0; i < 400; i++) {
    const now = await status(page).innerText();
    if (/^Turn 2\b/.test(now) || now.startsWith('Game over')) break;
    for (const [key, re] of [['02-playing', /Playing: playing phase/], ['03-offer', /making a trade offer/],
      ['04-combat', /combat round \d, organization — Player 1/]] as [string, RegExp][]) {
      if (!shots.has(key) && re.test(now)) {
        shots.add(key);
        await snap(page, `ruled-lords-${key}`);
      }
    }
    const did = await act(page, attacked);
    if (did?.startsWith('Attack the Realm')) attacked = true;
    if (did === null) await page.waitForTimeout(50);
  }
  await expect(status(page)).toHaveText(/^(Turn 2|Game over)/);
  // The turn left its marks in the log: the draw by Realm size, the trade, my attack, the
  // combat cards, the capture and the looting, the posts and the end of the turn.
  await expect(log(page)).toContainText(new RegExp(`${ME.replace(/[()]/g, '\\$&')} \\(Realm size \\d+\\) draws \\d+ cards`));
  await expect(log(page)).toContainText(`${ME} offers Player 2 (red ■):`);
  await expect(log(page)).toContainText(/Player 2 \(red ■\) (accepts|declines) the offer/);
  await expect(log(page)).toContainText(new RegExp(`${ME.replace(/[()]/g, '\\$&')} \\(\\w+\\) attacks the Realm of`));
  await expect(log(page)).toContainText(/Combat round 1: size \d+ against \d+ \(row [^)]+\)/);
  await expect(log(page)).toContainText(new RegExp(`${ME.replace(/[()]/g, '\\$&')} captures (?!the fortress)\\w+`));
  await expect(log(page)).toContainText(`${ME} loots`);
  await expect(log(page)).toContainText('The turn ends: fled Devils return to Hell');
  // Dice in the log are drawn as faces but read, and copied, as numbers apart: "5, 3", not "53".
  const rolled = log(page).getByRole('listitem').filter({ has: page.locator('.die-face + .visually-hidden + .die-face') });
  await expect(rolled.first()).toBeVisible();
  const faces = await rolled.first().locator('.die-face').allInnerTexts();
  expect(faces.length).toBeGreaterThan(1);
  expect(await rolled.first().innerText()).toContain(` ${faces.join(', ')}`);
  await snap(page, 'ruled-lords-05-turn-2');
});

test('Lords of Hell at phone width: the realm, the choices and the panels fit', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await freshApp(page);
  await startRuled(page, 'Lords of Hell', {
    players: 5, seed: 3, seats: ['A person', 'Heuristic bot', 'Heuristic bot', 'Heuristic bot', 'Random bot'],
  });
  await expect(page.getByRole('region', { name: 'Hand · Player 1' }).getByRole('button')).not.toHaveCount(0);
  await snap(page, 'ruled-lords-phone-01-start');
  for (let i = 0; i < 60; i++) {
    const now = await status(page).innerText();
    if (/Attacks|Rituals|Election|Turn 2/.test(now)) break;
    if ((await act(page, true)) === null) await page.waitForTimeout(50);
  }
  await snap(page, 'ruled-lords-phone-02-later');
  // What a phone shows at once: the top of the table, my realm, and the posts.
  await page.screenshot({ path: 'screenshots/ruled-lords-phone-03-top.png' });
  await page.getByRole('region', { name: 'Realm · Player 1' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/ruled-lords-phone-04-realm.png' });
  await page.getByRole('region', { name: 'Posts' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/ruled-lords-phone-05-posts.png' });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('Lords of Hell simulates 6 arch-devils in the page, with the command line\'s numbers', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  await page.getByRole('button', { name: 'Simulate Lords of Hell' }).click();
  await expect(page.getByRole('heading', { name: 'Simulate Lords of Hell' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Players to simulate' }).selectOption('6');
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('300');
  await page.getByRole('textbox', { name: 'Simulation seed' }).fill('1');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('progressbar', { name: 'Simulation progress' }))
    .toHaveAttribute('aria-valuenow', '300', { timeout: 100_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Done: 300 games/ })).toBeVisible();
  const seatFig = page.locator('figure[aria-label^="Win rate by seat"]');
  const seatWins = await seatFig.locator('.value').evaluateAll(els => els.map(e => Number(e.getAttribute('data-wins'))));
  // protoplay-sim --game lords-of-hell --players 6 --games 300 --seed 1 --json
  expect(seatWins).toEqual([49, 53, 36, 59, 55, 48]);
  // Wins per side are the arch-devils'.
  await expect(page.locator('figure[aria-label^="Win rate per side"]')).toContainText('Asmodeus');
  await snap(page, 'ruled-lords-sim-6');
});

test('a decision with nothing to pick on the table is put in the game\'s words, an offer with its terms', async ({ page }) => {
  await freshApp(page);
  await startRuled(page, 'Lords of Hell', { players: 4, seed: 1 });
  const prompt = page.getByRole('region', { name: 'Your move' }).locator('.turn-status');
  await expect(prompt).toHaveText(`Turn 1, Set-up: redraw a hand with no fortress? — ${ME} to act`);
  await page.getByRole('region', { name: 'Your move' }).getByRole('button', { name: 'Keep this hand' }).first().click();
  // A bot's offer to the person: who offers what, for what, where the answer is asked for.
  await expect(prompt).toHaveText(`Turn 1, Playing: answering Player 3 (green ▲)'s offer: Brass Keep for 1 card of their choice — ${ME} to act`);
  await snap(page, 'lords-answer-an-offer');
});

test('Lords of Hell: a person trades with a bot, takes its counter-offer, and reads the promise kept', async ({ page }) => {
  // Seed 1: Player 3 is the Starter and offers first; in my playing turn I promise Player 2 not
  // to attack it this turn for 2 cards of its choice; the schemer counters with 1 card; I accept,
  // pass every attack, and the log and the promises panel say the promise was kept.
  test.setTimeout(120_000);
  await freshApp(page);
  await startRuled(page, 'Lords of Hell', { players: 4, seed: 1 });
  const moveRegion = page.getByRole('region', { name: 'Your move' });
  const prompt = moveRegion.locator('.turn-status');
  const all = page.locator('details.all-choices');
  const choose = async (label: string) => {
    if (!(await all.evaluate((d) => (d as HTMLDetailsElement).open))) await all.locator('summary').click();
    await all.getByRole('button', { name: label }).first().click();
  };
  await choose('Keep this hand');
  await expect(prompt).toContainText("answering Player 3 (green ▲)'s offer");
  await choose('Decline the offer');
  await choose('Make a trade offer to Player 2');
  await choose('Promise: “I will not attack you this turn”');
  await choose('Ask for cards of their choice');
  const form = page.locator('form.counts');
  await form.getByRole('spinbutton', { name: 'Cards to ask for' }).fill('2');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await choose('Send the offer');
  // The bot answers with other terms, and the answer comes back to me.
  await expect(log(page)).toContainText('Player 2 (red ■) answers with a counter-offer');
  await expect(prompt).toHaveText(
    `Turn 1, Playing: answering Player 2 (red ■)'s offer: 1 card of its choice for their promise “I will not attack you this turn” — ${ME} to act`,
  );
  await snap(page, 'lords-counter-offer');
  // At phone width the answer and the offer fit the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'screenshots/lords-counter-offer-phone.png' });
  await page.getByRole('region', { name: 'Trade offer' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/lords-counter-offer-phone-terms.png' });
  await page.setViewportSize({ width: 1400, height: 1000 });
  await choose('Accept the offer');
  await expect(log(page)).toContainText(`${ME} promises Player 2 (red ■): “I will not attack you this turn” (checked when this turn's attacks end)`);
  // The promise is on the table for every seat to read, pending until its moment.
  const promises = page.getByRole('region', { name: 'Promises', exact: true });
  await expect(promises).toContainText('I will not attack you this turn');
  await expect(promises).toContainText('pending');
  // I keep my word: end the playing phase, never attack, and answer everything else plainly.
  const plain = ['Decline the offer', 'Refuse', 'Destroy the fortress', 'Give ', 'Cast ', 'Discard the ritual',
    'Ready', 'Pass', 'Let the attack stand', 'Fight on', 'March', 'Keep', 'Done'];
  const kept = `${ME} kept its promise to Player 2 (red ■): “I will not attack you this turn”`;
  for (let i = 0; i < 200; i++) {
    if ((await log(page).innerText()).includes(kept)) break;
    const numbers = page.locator('form.counts');
    if (await numbers.isVisible()) {
      await numbers.getByRole('button', { name: 'Confirm' }).click();
      continue;
    }
    if (!(await all.isVisible())) {
      await page.waitForTimeout(50);
      continue;
    }
    if (!(await all.evaluate((d) => (d as HTMLDetailsElement).open))) await all.locator('summary').click();
    const buttons = all.getByRole('button');
    const labels = await buttons.allInnerTexts();
    if (labels.length === 0) {
      await page.waitForTimeout(50);
      continue;
    }
    let at = -1;
    for (const p of plain) {
      at = labels.findIndex((l) => l.startsWith(p));
      if (at >= 0) break;
    }
    await buttons.nth(at >= 0 ? at : labels.length - 1).click();
  }
  await expect(log(page)).toContainText(kept);
  await expect(promises).toContainText('kept');
  await snap(page, 'lords-promise-kept');
  await promises.screenshot({ path: 'screenshots/lords-promises-panel.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await promises.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/lords-promises-phone.png' });
});
