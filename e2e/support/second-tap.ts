import type { Locator, Page, Response } from 'playwright-core';

/**
 * Taps `button`, and taps it again in the moment a slow network makes: the call has been answered
 * and the answer drawn, but the next page's code (`nextPage`, a lazy route's file name) is still
 * on its way, so the form is still on screen. The next page then loads. What a second tap there
 * did is for the test to check (a second order, say).
 */
export async function tapAgainBeforeNextPage(
  page: Page,
  button: Locator,
  { answered, nextPage }: { answered: (response: Response) => boolean; nextPage: string },
): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  const chunk = new RegExp(`/assets/${nextPage}-[^/]*\\.js$`);
  await page.route(chunk, async (route) => {
    asked = true;
    await held;
    await route.continue().catch(() => undefined);
  });
  try {
    const answer = page.waitForResponse(answered);
    await button.click();
    await answer;
    // The answer drawn: a task, then two frames.
    await page.evaluate(
      () => new Promise((drawn) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(drawn)), 0)),
    );
    // Otherwise the next page was already loaded and the moment never came: nothing was tested.
    if (!asked) throw new Error(`${nextPage} was not on its way after the answer`);
    await button.dispatchEvent('click');
  } finally {
    release();
    await page.unroute(chunk);
  }
}
