import { expect, type Locator } from '@playwright/test';

/** Opens the phone's status menu (its button is busy a moment after a move) and answers the item named. */
async function menuItem(actions: Locator, name: string): Promise<Locator> {
  const menu = actions.getByTestId('status-menu');
  const item = actions.page().getByRole('menuitem', { name, exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await menu.click();
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return item;
}

/** Whether the moves are in the phone's menu (waiting for the owner's controls to show first). */
async function inMenu(actions: Locator): Promise<boolean> {
  await expect(actions).toBeVisible();
  return actions.getByTestId('status-menu').isVisible();
}

/** Makes a status move as the owner would: the header's button, or on a phone the item of the status menu. */
export async function chooseStatus(actions: Locator, name: string): Promise<void> {
  if (await inMenu(actions)) await (await menuItem(actions, name)).click();
  else await actions.getByRole('button', { name, exact: true }).click();
}

/** The move is offered: as a button, or on a phone as an item of the status menu (closed again afterwards). */
export async function expectStatusOffered(actions: Locator, name: string): Promise<void> {
  if (await inMenu(actions)) {
    await menuItem(actions, name);
    await actions.page().keyboard.press('Escape');
    await expect(actions.page().getByRole('menu')).toHaveCount(0);
  } else {
    await expect(actions.getByRole('button', { name, exact: true })).toBeVisible();
  }
}
