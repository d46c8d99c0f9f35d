import { test, expect, Locator, Page } from '@playwright/test';
import { decide, freshApp, moves, pickable, snap, startRuled, status, yourMove } from './helpers';

// A thing on a ruled table that no choice can use now, clicked: the page says which rule
// refuses it, in the game's words, and nothing changes. One game after another, each played
// as a person would until such a thing is on the table. (Destiny's is in ruled.spec.ts.)

/** My things on the table that no choice names now (not a placeholder's mark beside them). */
const idle = (within: Locator) => within.getByRole('button', { name: /^(?!Placeholder: )(?!.* — can be picked$)/ });

/**
 * Decides as a person would until `within` shows a thing no choice can use on my turn, clicks
 * it, and checks the page says `words` and that no move was made.
 */
async function refused(page: Page, within: Locator, words: RegExp, name: string) {
  const thinking = page.getByText(/\(a bot\) is thinking/);
  for (let i = 0; i < 200; i++) {
    await expect(thinking).toHaveCount(0);
    // My turn: something to pick on the table or a button of mine.
    await expect(pickable(page).or(yourMove(page).getByRole('button')).first()).toBeVisible();
    if (await idle(within).count() > 0) break;
    await decide(page);
  }
  const before = await moves(page).innerText();
  await idle(within).first().click();
  await expect(page.getByRole('status').filter({ hasText: words })).toBeVisible();
  await expect(moves(page)).toHaveText(before);
  await snap(page, `refusal-${name}-1400`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('status').filter({ hasText: words }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `screenshots/refusal-${name}-390.png` });
  await page.setViewportSize({ width: 1400, height: 1000 });
}

const hand = (page: Page) => page.getByRole('region', { name: 'Hand · Player 1' });

test('Deity: a miracle picked out of its phase names the phase it is played in', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  await startRuled(page, 'Deity (starter)', {
    players: 2, seed: 7, seats: ['A person', 'Random bot'],
    variants: { 'World building': 'Generated from the seed' },
  });
  await refused(page, hand(page),
    /is played (in its owner's miracle phase|at the end of a battle phase|in answer to a card another player plays); this is the [a-z ]+ phase\.|has no target on the map now: /,
    'deity');
});

test('Devastators 3000: a card of another phase names the phase it is played in', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  await startRuled(page, 'Devastators 3000', { players: 2, seed: 3, seats: ['A person', 'Random bot'] });
  await refused(page, hand(page),
    /^A [A-Za-z ]+ card is not played in the \w+ phase: [A-Za-z ]+ cards are played in the \w+ phase\.$|reaches .* range, and Player \d .* is at \w+ range|no attack on this ship/,
    'devastators');
});

test('Devacurse: a card the step cannot use names the rule: its cost, or the step it belongs to', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  await startRuled(page, 'Devacurse', { seed: 5, seats: ['A person', 'Random bot'] });
  await refused(page, hand(page),
    /costs \d+ blessings?; Player 1 \(blue ●\) has \d+|is a (soldier|hero): (soldiers|heroes) are (called|set) in the [A-Za-z ]+ step; this is the [A-Za-z ]+ step|events are played in|flash \(!\) event|no Deva may call a hero during the first spiral|has nothing it may be played on now|a Deva sets one prayer a spiral/,
    'devacurse');
});

test('Lords of Hell: a card outside the playing phase says what the lord is to do instead', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  await startRuled(page, 'Lords of Hell', { players: 4, seed: 2, seats: ['A person', 'Random bot', 'Random bot', 'Random bot'] });
  await refused(page, hand(page),
    /is not possible now: Player 1 .* is to .*; cards are tabled, played and discarded in a lord's playing phase\.|is an Oath card: it is neither tabled nor discarded|is a ritual: rituals are held at the home fortress|does nothing for Player 1|an imprisoned Devil tables no artifacts/,
    'lords');
});

test('The War of the Worlds: a zone where nothing can be bought says where Units are placed', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  await startRuled(page, 'The War of the Worlds: France', { seed: 1 });
  await expect(status(page)).toHaveText(/^Round 1, Production Phase/);
  const map = page.getByRole('region', { name: 'Strategic Map of France' });
  await refused(page, map,
    /^[A-Za-z' -]+: Units and Industrial counters are placed only in a zone with a Factory symbol that is not Destroyed or under Red Weed, for Production Points \(.*; you have \d+\); a Unit moves to an adjacent zone for 3\.$/,
    'wotw');
});
