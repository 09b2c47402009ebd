import type { Locator, Page } from 'playwright-core';

/**
 * The app's date fields are MUI X sectioned fields (day / month / year), not one text box: a
 * person clicks the day, selects the whole field and types the digits, which move from section
 * to section by themselves.
 */
export async function typeDay(scope: Page | Locator, label: string, viDay: string): Promise<void> {
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: 'Ngày' }).click();
  const page = 'keyboard' in scope ? scope : scope.page();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(viDay.replaceAll('/', ''));
}

/** The day a date field shows, dd/mm/yyyy ('' when empty). */
export async function dayShown(scope: Page | Locator, label: string): Promise<string> {
  return scope.getByRole('group', { name: label }).locator('input').inputValue();
}
