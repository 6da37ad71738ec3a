import type { Locator } from '@playwright/test';

/** Fills the docs/formats.md example game on the victory points form: the Allied attacker scores 12, the Axis defender 8. */
export async function fillDesignExample(vp: Locator) {
  const p1 = vp.getByRole('group', { name: 'Player 1' });
  const p2 = vp.getByRole('group', { name: 'Player 2' });
  await p1.getByLabel('Name').fill('Allied player');
  await p2.getByLabel('Name').fill('Axis player');
  await p1.getByLabel('Objectives held at the end').fill('2');
  for (const box of await p1
    .getByRole('group', { name: /Exit bonus/ })
    .getByRole('checkbox')
    .all())
    await box.check();
  await p1.getByLabel('Green brigades (+1 each)').fill('1');
  await p1.getByLabel('Regular, veteran or elite brigades').fill('2');
  await p2.getByLabel('Objectives held at the end').fill('3');
  await p2.getByLabel('Regular, veteran or elite brigades').fill('1');
  await p2.getByLabel(/Used Option A/).check();
  await p2.getByLabel(/Brigades kept off-table in reserve to the end/).fill('1');
}
