import type { Browser, Page, TestInfo } from '@playwright/test';

/** Another browser (its own cookies), sized like this project (desktop or phone). */
export async function openBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    ...(isMobile ? { isMobile } : {}),
    ...(hasTouch ? { hasTouch } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    ...(baseURL ? { baseURL } : {}),
  });
  return context.newPage();
}
