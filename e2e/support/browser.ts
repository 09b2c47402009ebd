import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  phone: { width: 390, height: 844 },
} as const;

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * One browser per test file. Every page fails its test on a console error or an uncaught
 * page error: those are bugs a user would meet.
 */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => state.browser?.close());

  return {
    /**
     * The app's service worker is blocked unless a test is about it: it would answer requests
     * that tests hold back or watch with page.route, which never sees what a worker serves.
     */
    async newContext(
      viewport: keyof typeof VIEWPORTS = 'desktop',
      options: { serviceWorkers?: boolean } = {},
    ): Promise<BrowserContext> {
      if (!state.browser) throw new Error('browser not started');
      return state.browser.newContext({
        baseURL: baseUrl(),
        viewport: VIEWPORTS[viewport],
        locale: 'vi-VN',
        timezoneId: 'Asia/Ho_Chi_Minh',
        serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
      });
    },
    async newPage(viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<{ page: Page; errors: string[] }> {
      const context = await this.newContext(viewport);
      const page = await context.newPage();
      return { page, errors: watchErrors(page) };
    },
  };
}

/** Collects console errors and uncaught exceptions; assert it is empty at the end of a test. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
