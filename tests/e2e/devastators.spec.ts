import { test, expect, Page } from '@playwright/test';
import { decide, freshApp, openStart, replaceCards, snap, startRuled, status } from './helpers';

// Devastators 3000 on the one ruled-table screen: the same helpers as Destiny's and Deity's,
// and nothing in the page that knows which game it is. Three ships: a person and two captain
// bots.

const log = (page: Page) => page.getByRole('region', { name: 'Log' });
const ME = 'Player 1 (blue ●)';
const myTurn = new RegExp(`^Round \\d+, Player 1 \\(blue ●\\)'s turn`);

test('Devastators 3000: a full turn of a 3-ship game from the generic screen', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  await startRuled(page, 'Devastators 3000', {
    players: 3, seed: 12, seats: ['A person', 'Heuristic bot', 'Heuristic bot'],
  });
  // The turn order roll is in the log, with its dice; every pair of ships starts at Long range
  // and has its own band (the first player, a bot, may have driven closer already).
  await expect(log(page)).toContainText('Turn order roll:');
  await expect(log(page)).toContainText('All ships begin at Long range from each other');
  const ranges = page.getByRole('region', { name: 'Ranges' }).getByRole('row');
  await expect(ranges.filter({ hasText: /(Short|Medium|Long)$/ })).toHaveCount(3);
  // Only my hand is shown.
  await expect(page.getByRole('region', { name: 'Hand · Player 1' }).getByRole('button')).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Hand · Player 2' }).getByRole('button')).toHaveCount(0);

  // Until my turn: the bots play theirs; I answer their attacks (the first defence offered).
  for (let i = 0; i < 100 && !myTurn.test(await status(page).innerText()); i++) {
    if (!(await decide(page))) await page.waitForTimeout(50);
  }
  await expect(status(page)).toHaveText(myTurn);
  await snap(page, 'ruled-devastators-01-my-turn');

  // My turn of this round, phase by phase, preferring an attack when one is offered. (The
  // bots may play their whole turns between two looks at the page, so the turn is known by its
  // round too.)
  const round = /^Round (\d+)/.exec(await status(page).innerText())![1];
  const thisTurn = new RegExp(`^Round ${round}, Player 1 \\(blue ●\\)'s turn`);
  const seen = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const now = await status(page).innerText();
    if (!thisTurn.test(now)) break;
    const phase = /turn: (.*?)( phase|,|$)/.exec(now)?.[1] ?? now;
    if (!seen.has(phase)) {
      seen.add(phase);
      await snap(page, `ruled-devastators-02-${phase.toLowerCase().replace(/[^a-z]+/g, '-')}`);
      if (phase === 'Attack') {
        // Player 2's launched swarm is a target too ("Launched craft can be attacked", the
        // default): a weapon in reach may be aimed at it.
        await page.locator('details.all-choices summary').click();
        await expect(page.locator('ul.legal-moves').getByRole('button', {
          name: /^Attack Player 2 \(red ■\)'s Nanotech Swarm with /,
        }).first()).toBeVisible();
        await snap(page, 'ruled-devastators-02b-a-craft-as-a-target');
        await page.locator('details.all-choices summary').click();
      }
    }
    if (!(await decide(page, /^Attack /))) await page.waitForTimeout(50);
  }
  await expect(status(page)).not.toHaveText(thisTurn);
  await expect(log(page)).toContainText(`${ME} draws 3 cards`);
  await expect(log(page)).toContainText(new RegExp(`${ME.replace(/[()]/g, '\\$&')} attacks Player \\d`));
  await expect(log(page)).toContainText(/hits Player [23] .* for \d+: \d+ cards? destroyed|does no damage/);
  await snap(page, 'ruled-devastators-03-after-my-turn');
});

const HEADER = 'name\tkind\tranges\tstrength\tkeywords\ttext\tcount';

test('Devastators 3000: the designer\'s card list is checked by the rules, then simulated', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  // The sample list is marked as such where the designer sees the game.
  await expect(page.getByRole('article', { name: 'Devastators 3000' })).toContainText('SAMPLE list');
  await page.getByRole('button', { name: 'Edit a copy of Devastators 3000' }).click();
  await expect(page.getByRole('heading', { name: 'Editing: Devastators 3000 (copy)' })).toBeVisible();
  const paste = async (rows: string[]) => {
    await page.getByRole('textbox', { name: 'Paste a card list' }).fill([HEADER, ...rows].join('\n'));
    await page.getByRole('combobox', { name: 'Apply the card list to' })
      .selectOption({ label: 'Replace the cards of Ship cards (sample list)' });
    await page.getByRole('button', { name: 'Apply card list' }).click();
  };
  // A range band the rules do not know, on the list's second card: row 3 of the spreadsheet,
  // whose header is row 1. The list is not applied (the game stays as it was, valid), and the
  // text stays in the box to be fixed.
  const box = page.getByRole('textbox', { name: 'Paste a card list' });
  const verdict = page.getByRole('status').filter({ hasText: /Not valid yet|The game is valid/ });
  const refused = page.getByRole('alert', { name: 'Card list not applied' });
  await paste([
    'Rail Gun\tBeam\tLong\t3\t\t\t20',
    'Flak\tBeam\tClose\t1\t\t\t10',
    'Ion Drive\tDrive\t\t\t\t\t10',
  ]);
  await expect(refused).toContainText('row 3, column “ranges”: “Close” is not a range band');
  await expect(verdict).toContainText('The game is valid');
  await expect(page.getByText(/^Applied:/)).toHaveCount(0);
  await expect(box).toHaveValue(/Flak\tBeam\tClose/);
  await snap(page, 'ruled-devastators-04-list-refused');
  // A new user's list, the count second: every refused row is named with its spreadsheet row.
  const firstTry = [
    'name\tcount\tkind\tranges\tstrength\tkeywords\ttext',
    'Foo\t1\tBanana\tShort\tlots\t\t',
    'Bar\t2\tWeapon\tNowhere\t3\tFlying\t',
  ].join('\n');
  await box.fill(firstTry);
  await page.getByRole('button', { name: 'Apply card list' }).click();
  await expect(refused).toContainText('Ship cards (sample list), row 2, column “kind”: “Banana” is not one of');
  await expect(refused).toContainText('; row 3, column “kind”: “Weapon” is not one of');
  await expect(refused).toContainText('2 rows');
  await expect(refused).not.toContainText('row 1,');
  await expect(verdict).toContainText('The game is valid');
  await expect(box).toHaveValue(firstTry);
  await refused.scrollIntoViewIfNeeded();
  await snap(page, 'ruled-devastators-04b-rows-refused');
  await page.setViewportSize({ width: 390, height: 844 });
  await refused.scrollIntoViewIfNeeded();
  await snap(page, 'ruled-devastators-04b-rows-refused-phone');
  await page.setViewportSize({ width: 1400, height: 1000 });
  // Fixed, with a keyword the engine does not run: valid, and said before a simulation.
  await paste([
    'Rail Gun\tBeam\tLong\t3\t\t\t20',
    'Flak\tBeam\tShort/Medium\t1\tTractor\t\t10',
    'Ion Drive\tDrive\t\t\t\t\t10',
  ]);
  await expect(verdict).toContainText('The game is valid');
  await page.getByRole('button', { name: 'Save game' }).click();
  await page.getByRole('button', { name: '← Library' }).click();
  await page.getByRole('article', { name: 'Devastators 3000 (copy)' })
    .getByRole('button', { name: 'Simulate Devastators 3000 (copy)' }).click();
  const notes = page.getByRole('region', { name: 'Cards the rules cannot run fully' });
  await expect(notes).toContainText('row 3 (Flak): the engine does not run “Tractor”');
  await page.getByRole('combobox', { name: 'Players to simulate' }).selectOption('2');
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('300');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: 300 games/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^300 games · 2 players · seed 7 · cards and tables: Devastators 3000 \(copy\) · bots: /)).toBeVisible();
  await snap(page, 'ruled-devastators-05-simulated');
  // The copy against the game as shipped: the two summary lines say which cards each played.
  await page.getByRole('checkbox', { name: /Compare with a second setting/ }).check();
  await page.getByRole('combobox', { name: 'B: cards and tables' }).selectOption({ label: 'Devastators 3000 as shipped' });
  await page.getByRole('textbox', { name: 'Games to simulate' }).fill('100');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: 100 games \(A and B each\)/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^A: 100 games · 2 players · seed 7 · cards and tables: Devastators 3000 \(copy\) · /)).toBeVisible();
  await expect(page.getByText(/^B: 100 games · 2 players · seed 7 · cards and tables: Devastators 3000 as shipped · /)).toBeVisible();
  await expect(page.locator('.sim-command code')).toContainText(/--def \S+\.json .*--b-def <the shipped game's file>/);
});

test('Devastators 3000: a card list with which no attack can reach a ship is named before a table or a run', async ({ page }) => {
  test.setTimeout(120_000);
  await freshApp(page);
  await page.getByRole('button', { name: 'Edit a copy of Devastators 3000' }).click();
  // Beams that reach Short and Medium only, and no Drive: every ship starts at Long range.
  await replaceCards(page, 'Ship cards (sample list)', [HEADER,
    'Flak\tBeam\tShort/Medium\t2\t\t\t20',
    'Deflector\tShield\t\t1\t\t\t10',
  ]);
  const warning = page.getByRole('region', { name: 'Data that keeps games from being played out' });
  const words = /no Drive card, and no weapon or craft reaches Long range\. .* every game runs to the 150-round limit/;
  // On the start form of a table…
  const copy = 'Devastators 3000 (copy)';
  const form = await openStart(page, copy);
  await expect(form.getByRole('region', { name: 'Data that keeps games from being played out' })).toContainText(words);
  await snap(page, 'ruled-devastators-06-warned-start');
  await page.setViewportSize({ width: 390, height: 844 });
  await warning.scrollIntoViewIfNeeded();
  await snap(page, 'ruled-devastators-06-warned-start-phone');
  await page.setViewportSize({ width: 1400, height: 1000 });
  // …and before a simulation, where B as shipped has nothing to say.
  await page.goBack();
  await page.getByRole('article', { name: copy }).getByRole('button', { name: `Simulate ${copy}` }).click();
  await expect(warning).toContainText(words);
  await page.getByRole('checkbox', { name: /Compare with a second setting/ }).check();
  await page.getByRole('combobox', { name: 'B: cards and tables' }).selectOption({ label: 'Devastators 3000 as shipped' });
  await expect(page.getByRole('region', { name: 'B: Data that keeps games from being played out' })).toHaveCount(0);
  await snap(page, 'ruled-devastators-07-warned-sim');
  // The shipped game is not warned of.
  await page.goto('/');
  await openStart(page, 'Devastators 3000');
  await expect(warning).toHaveCount(0);
});
