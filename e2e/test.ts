/**
 * The `test` every journey uses: Playwright's own, failing any test whose pages broke the
 * Content-Security-Policy (Chromium reports each refused script, style, image or connection on the
 * console, and the page fires `securitypolicyviolation`). Contexts a test makes itself are watched
 * by handing them to `watchCsp`.
 */
import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };
export type { Browser, BrowserContext, Page } from '@playwright/test';

async function watch(context: BrowserContext, found: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) found.push(`${message.location().url}: ${message.text()}`);
  });
}

export const test = base.extend<{ watchCsp: (context: BrowserContext) => Promise<void> }>({
  watchCsp: [
    async ({ context }, use) => {
      const found: string[] = [];
      await watch(context, found);
      await use((other) => watch(other, found));
      expect(found, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
