import { expect, Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { decide, freshApp, moves, newGame, startRuled, status } from './helpers';

// Playing one table at a distance: two browsers (two people in two cities) pass turn links back
// and forth. Each browser context has its own storage, as two people's browsers do.

/** What a person sees of the page, at desktop and at phone width (screenshots, not committed). */
async function snap(page: Page, name: string) {
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `screenshots/${name}-phone.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const sendDialog = (page: Page) => page.getByRole('dialog', { name: 'Send my turn' });
const banner = (page: Page) => page.locator('section.banner.turn');

/** Opens "Send my turn" and returns the link it offers (the whole table when `whole`). */
async function sendTurn(page: Page, opts: { whole?: boolean; shot?: string } = {}): Promise<string> {
  await page.getByRole('button', { name: 'Send my turn' }).click();
  const dialog = sendDialog(page);
  await expect(dialog).toContainText('for playtesting among people who will not peek');
  if (opts.whole) await dialog.getByRole('checkbox', { name: /The whole table/ }).check();
  const url = await dialog.getByRole('textbox', { name: 'Turn link' }).inputValue();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#u1\.[A-Za-z0-9_-]+$/);
  if (opts.shot) await snap(page, opts.shot);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return url;
}

/** "I am …" at the open table: the n-th seat a person plays (1 for the first). */
async function iAm(page: Page, n: number) {
  await page.getByRole('button', { name: 'Send my turn' }).click();
  const dialog = sendDialog(page);
  await dialog.getByRole('combobox', { name: 'I am' }).selectOption({ index: n });
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** Opens a turn link in a browser that does not hold its table: imported as a new table. */
async function importTurn(page: Page, url: string) {
  await page.goto(url);
  const offer = page.getByRole('dialog', { name: 'Import a copy?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Import as a new copy' }).click();
  await expect(offer).toBeHidden();
}

/** Waits, on a ruled table, until this person is to decide, or waits for another person's
 * link, or the game is over. */
async function settle(page: Page): Promise<'mine' | 'theirs' | 'over'> {
  const mine = page.getByRole('heading', { name: 'Your move' });
  const waiting = page.locator('.choices .turn-status')
    .filter({ hasText: /send them this table|The game is over/ });
  await expect(mine.or(waiting)).toBeVisible({ timeout: 30_000 });
  if (await mine.isVisible()) return 'mine';
  return (await waiting.innerText()).includes('The game is over') ? 'over' : 'theirs';
}

test('a Destiny game between two people and two bots, played to its end by turn links', async ({ browser }) => {
  test.setTimeout(300_000);
  const alice = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  await freshApp(alice);
  await startRuled(alice, 'Destiny', {
    players: 4, seed: 9, seats: ['A person', 'A person', 'Heuristic bot', 'Random bot'], hotSeat: false,
  });
  await iAm(alice, 1);
  await expect(alice.locator('.viewer')).toContainText('You are Player 1');
  let [here, there] = [alice, bob];
  let bobHasIt = false;
  let lengths: number[] = [];
  let exchanges = 0;
  for (; exchanges < 200; exchanges++) {
    let state = await settle(here);
    for (let i = 0; state === 'mine' && i < 200; i++) {
      await decide(here);
      state = await settle(here);
    }
    if (state === 'over') break;
    // The other person's turn: only this seat's hand is drawn here (until the rules show more:
    // Destiny's Oracle and Crystal Ball let a player see every hand, so only the first turns).
    if (exchanges < 2) {
      const other = here === alice ? 'Player 2' : 'Player 1';
      await expect(here.getByRole('region', { name: `Hand · ${other}` }).locator('.card-title')).toHaveCount(0);
    }
    const url = await sendTurn(here, exchanges === 1 ? { shot: 'turns-01-send-ruled' } : {});
    lengths.push(url.split('#')[1].length);
    if (!bobHasIt) {
      await importTurn(bob, url);
      await iAm(bob, 2);
      await expect(bob.locator('.viewer')).toContainText('You are Player 2');
      bobHasIt = true;
    } else {
      await there.goto(url);
      await expect(banner(there)).toContainText(/played \d+ moves?/);
      if (exchanges === 2) await snap(there, 'turns-02-open-ruled');
      await expect(there.locator('.log-lines li.arrived').first()).toBeVisible();
    }
    [here, there] = [there, here];
  }
  expect(exchanges, 'the game ended').toBeLessThan(200);
  // The last mover sends the end to the other: both tables are the same finished game.
  const last = await sendTurn(here);
  await there.goto(last);
  await expect(banner(there)).toContainText(/played \d+ moves?/);
  await expect(there.locator('.choices .turn-status')).toHaveText('The game is over.');
  await expect(moves(there)).toHaveText(await moves(here).innerText());
  await expect(status(there)).toHaveText(await status(here).innerText());
  // After the first, links carry only the moves since the last link from the other side: each
  // is shorter than the whole table at the end. (The first link, a whole table with few moves,
  // can be shorter than a later one that carries a long turn.)
  const whole = (await sendTurn(here, { whole: true })).split('#')[1].length;
  console.log(`Destiny by turn links: ${exchanges} exchanges; link lengths ${lengths.join(', ')}; the whole table at the end ${whole}`);
  expect(Math.max(...lengths.slice(1))).toBeLessThan(whole);
  await alice.context().close();
  await bob.context().close();
});

test('a free table played by turn links: each side takes the other\'s steps, an older link changes nothing', async ({ browser }) => {
  const alice = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  await freshApp(alice);
  await newGame(alice, 'Deity (starter)', { players: 2, seed: 7 });
  await iAm(alice, 1);
  // Only Player 1's eyes here: the viewer offers Player 1 or an onlooker, nobody else.
  const viewer = alice.getByRole('combobox', { name: 'View the table as' });
  await expect(viewer.getByRole('option')).toHaveText(['Player 1', 'Onlooker (public only)']);
  await alice.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await alice.getByRole('button', { name: 'Next turn' }).click();
  await expect(alice.locator('.phase-bar .turn')).toContainText('Player 2');
  const first = await sendTurn(alice);

  await importTurn(bob, first);
  await iAm(bob, 2);
  await expect(bob.getByText(/^Step \d+ of \d+$/)).toHaveText('Step 2 of 2');
  await expect(bob.locator('.phase-bar .turn')).toContainText('Player 2 (red) (you) to play');
  await bob.getByRole('button', { name: 'Roll Omen die' }).click();
  await bob.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await bob.getByRole('button', { name: 'Next turn' }).click();
  const back = await sendTurn(bob, { shot: 'turns-03-send-free' });
  expect(back.length, 'a short link: only Bob\'s steps').toBeLessThan(first.length);

  await alice.goto(back);
  await expect(banner(alice)).toContainText('Player 2 played 3 steps');
  await expect(alice.getByText(/^Step \d+ of \d+$/)).toHaveText('Step 5 of 5');
  await expect(alice.locator('.log-lines li.arrived')).toHaveCount(3);
  await snap(alice, 'turns-04-open-free');
  // The same link again changes nothing.
  await alice.goto(back);
  await expect(banner(alice)).toContainText('exactly what your table holds');
  // Alice plays on; Bob's first link, opened again, is older and changes nothing.
  await alice.getByRole('button', { name: 'Roll Omen die' }).click();
  await alice.goto(first);
  await expect(banner(alice)).toContainText('This link is older than your table');
  await expect(alice.getByText(/^Step \d+ of \d+$/)).toHaveText('Step 6 of 6');
  // A damaged link says why and changes nothing.
  await alice.goto(back.slice(0, -9));
  await expect(alice.getByRole('alert', { name: 'Could not import' })).toContainText('This turn link cannot be opened');
  await alice.getByRole('button', { name: '← Library' }).click();
  await expect(alice.getByRole('region', { name: 'Your tables' }).getByRole('listitem')).toHaveCount(1);
  await alice.context().close();
  await bob.context().close();
});

test('when both people move from the same point, both lines are kept and either can be continued', async ({ browser }) => {
  const alice = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  await freshApp(alice);
  await newGame(alice, 'Deity (starter)', { players: 2, seed: 8 });
  await iAm(alice, 1);
  await alice.getByRole('button', { name: 'Roll Omen die' }).click();
  await importTurn(bob, await sendTurn(alice));
  await iAm(bob, 2);
  // Both go on from step 1, differently.
  await alice.getByRole('button', { name: 'Draw 1 from Miracle deck' }).click();
  await bob.getByRole('button', { name: 'Next turn' }).click();
  await bob.getByRole('button', { name: 'Roll Omen die' }).click();
  const bobs = await sendTurn(bob);
  await alice.goto(bobs);
  const choice = banner(alice);
  await expect(choice).toContainText('You and Player 2 both went on from step 1');
  await snap(alice, 'turns-05-fork');
  // Both are in the library; Alice's own is still the table open.
  await expect(alice.getByText(/^Step \d+ of \d+$/)).toHaveText('Step 2 of 2');
  await choice.getByRole('button', { name: /^Continue theirs/ }).click();
  await expect(alice.getByRole('heading', { level: 1 })).toHaveText(/\(from Player 2\)$/);
  await expect(alice.getByText(/^Step \d+ of \d+$/)).toHaveText('Step 3 of 3');
  // The same link again: already held, no third table.
  await alice.goto(bobs);
  await expect(banner(alice)).toContainText('exactly what your table holds');
  await alice.getByRole('button', { name: '← Library' }).click();
  const tables = alice.getByRole('region', { name: 'Your tables' }).getByRole('listitem');
  await expect(tables).toHaveCount(2);
  await alice.context().close();
  await bob.context().close();
});
