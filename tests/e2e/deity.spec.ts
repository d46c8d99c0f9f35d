import { test, expect, Page } from '@playwright/test';
import { freshApp, snap } from './helpers';

// Seed 85, generated world, a person (seat 1) against the heuristic bot: the bot goes first and
// raises a monster next to the person's start, so the person's first turn can build a temple,
// perform a miracle and fight a battle. The same plan is played natively in
// app/src/render/deity.rs (e2e_plan), which checks that this seed allows all three.
const SEED = 85;

const moves = (page: Page) => page.getByRole('group', { name: 'Legal moves' });
const log = (page: Page) => page.getByRole('region', { name: 'Log (newest first)' });
const targets = (page: Page) => page.getByRole('button', { name: /legal target$/ });

async function endPhase(page: Page, phase: string) {
  await moves(page).getByRole('button', { name: `End the ${phase} phase` }).click();
}

/** Clicks the first highlighted hex; if several moves fit it, takes the first or the last. */
async function chooseFirstTarget(page: Page, option: 'first' | 'last' = 'first') {
  await targets(page).first().click();
  const choose = page.getByRole('group', { name: 'Choose one' });
  if (await choose.isVisible()) {
    const buttons = choose.getByRole('button');
    await (option === 'first' ? buttons.first() : buttons.last()).click();
  }
}

test('Deity with rules enforced: a turn with a temple, a miracle and a battle, then reload', async ({ page }) => {
  await freshApp(page);
  const form = page.getByRole('article', { name: 'New Deity game' });
  await expect(form.getByRole('combobox', { name: 'Players for Deity' })).toHaveValue('2');
  await expect(form.getByRole('combobox', { name: 'Seat 1 plays as' })).toHaveValue('human');
  await form.getByRole('combobox', { name: 'Seat 2 plays as' }).selectOption('heuristic');
  await form.getByRole('textbox', { name: 'Seed for Deity' }).fill(String(SEED));
  await form.getByRole('radio', { name: 'Generated' }).check();
  await expect(form).toContainText('The map and starts are generated from the seed.');
  await form.getByText('Rule variants').click();
  await snap(page, 'deity-00-start-form');
  await form.getByRole('button', { name: 'Play Deity (rules enforced)' }).click();

  // The bot has played its first turn; the person is in the build temple phase.
  const bar = page.getByRole('navigation', { name: 'Turn and phases' });
  await expect(bar.getByRole('listitem')).toHaveCount(7);
  await expect(bar.locator('[aria-current="step"]')).toHaveText('Build temple');
  await expect(bar).toContainText('Round 1 · Player 1 (blue ●) plays the build temple phase');
  await expect(log(page)).toContainText('Player 2 plays Monsters');
  // Only my hand is shown.
  await expect(page.getByRole('region', { name: 'Hand of Player 1 (blue ●)' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Hand of Player 2/ })).toHaveCount(0);

  // A refused hex says why.
  await moves(page).getByRole('button', { name: 'Build a temple…' }).click();
  await expect(targets(page)).toHaveCount(1);
  await page.getByRole('button', { name: /^Water/ }).first().click({ force: true });
  await expect(page.getByRole('status').filter({ hasText: 'Not allowed: that hex is water.' })).toBeVisible();

  // Build a temple: the highlighted hex, by keyboard.
  await targets(page).first().focus();
  await page.keyboard.press('Enter');
  await expect(log(page)).toContainText('Player 1 builds a temple');
  await expect(page.getByRole('button', { name: /Player 1 \(blue ●\): .*a temple/ })).toHaveCount(1);
  await endPhase(page, 'build temple');

  // Raise as many armies as allowed.
  await moves(page).getByRole('button', { name: 'Raise armies…' }).click();
  await chooseFirstTarget(page, 'last');
  await expect(log(page)).toContainText(/Player 1 raises \d+ armies/);
  await endPhase(page, 'raise armies');

  // Perform the first miracle that can be performed (not Godspeed, which needs two hexes).
  await expect(bar.locator('[aria-current="step"]')).toHaveText('Miracle');
  const play = moves(page).getByRole('button', { name: /^Play (?!Godspeed)/ }).first();
  const label = (await play.innerText()).trim();
  await play.click();
  if (label.endsWith('…')) {
    await chooseFirstTarget(page, 'first');
  }
  await expect(log(page)).toContainText(/Player 1 plays /);
  await endPhase(page, 'miracle');

  // Battle: attack the monster next to us with every army, fight until it is decided.
  await moves(page).getByRole('button', { name: 'Attack…' }).click();
  await targets(page).first().click();
  await expect(page.getByText(/Attacking from .*: choose the hex to attack\./)).toBeVisible();
  await snap(page, 'deity-01-attack-targets');
  await chooseFirstTarget(page, 'last');
  await expect(log(page)).toContainText(/Battle round 1: attacker rolls/);
  await expect(log(page).locator('.log-dice').first()).toBeVisible();
  while (await moves(page).getByRole('button', { name: 'Fight another round' }).isVisible()) {
    await moves(page).getByRole('button', { name: 'Fight another round' }).click();
  }
  await endPhase(page, 'battle');
  while (await moves(page).getByRole('button', { name: 'Pass' }).isVisible()) {
    await moves(page).getByRole('button', { name: 'Pass' }).click();
  }

  // Movement: choose where counters come from, then where they go (both highlighted).
  await expect(bar.locator('[aria-current="step"]')).toHaveText('Movement');
  await moves(page).getByRole('button', { name: 'Move counters…' }).click();
  await targets(page).first().click();
  await expect(page.getByText(/From .*: choose where the counters go\./)).toBeVisible();
  await snap(page, 'deity-02-move-targets');
  await chooseFirstTarget(page, 'last');
  await expect(log(page)).toContainText(/Player 1 moves /);
  await endPhase(page, 'movement');

  // The bot plays its turn; the next round comes back to me.
  await expect(bar).toContainText('Round 2 · Player 1 (blue ●)');
  await snap(page, 'deity-03-board-round-2');
  const status = await bar.getByRole('status').innerText();

  // A reload restores the game exactly.
  await page.reload();
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('status')).toHaveText(status);
  await expect(log(page)).toContainText('Player 1 builds a temple');
  await expect(log(page)).toContainText(/Battle round 1/);
});

test('a damaged saved Deity game is reported and kept, never a crash', async ({ page }) => {
  await freshApp(page);
  await page.evaluate(() => localStorage.setItem('protoplay.deity', '{"version":1,"seed":'));
  await page.reload();
  await expect(page.getByRole('alert', { name: 'Problem with the saved Deity game' })).toContainText('could not be read');
  expect(await page.evaluate(() => localStorage.getItem('protoplay.deity'))).toBe('{"version":1,"seed":');
  await expect(page.getByRole('button', { name: 'Download the saved Deity game' })).toBeVisible();
  // A new game can still be started.
  const form = page.getByRole('article', { name: 'New Deity game' });
  await form.getByRole('radio', { name: 'Generated' }).check();
  await form.getByRole('button', { name: 'Play Deity (rules enforced)' }).click();
  await expect(page.getByRole('navigation', { name: 'Turn and phases' })).toBeVisible();
});
