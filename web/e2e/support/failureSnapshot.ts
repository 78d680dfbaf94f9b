import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach } from 'vitest';
import { openPages, SCREENSHOT_DIR } from './browser';

/**
 * A failed browser test leaves what its pages showed: each open page's address and visible text in the
 * test output (CI keeps the output of a failed run) and a screenshot in web/e2e/screenshots/failed/.
 * A flake that a loaded machine shows once in many runs is found from this, not guessed at.
 */
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const pages = openPages();
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    mkdirSync(join(SCREENSHOT_DIR, 'failed'), { recursive: true });
    for (const [i, page] of pages.entries()) {
      const path = join(SCREENSHOT_DIR, 'failed', `${name}-${i}.png`);
      const text = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch((e: Error) => `(no text: ${e.message})`);
      await page.screenshot({ path, timeout: 5_000 }).catch(() => undefined);
      console.error(`\n[failed test page ${i + 1} of ${pages.length}] ${page.url()}\n${text.slice(0, 1_500)}\n(screenshot: ${path})`);
    }
  });
});
