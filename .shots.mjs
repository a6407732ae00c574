import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3310';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [name, viewport] of [['desk', { width: 1280, height: 860 }], ['phone', { width: 390, height: 844 }]]) {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  const u = `shot${name}${Date.now().toString(36)}`;
  await page.goto(base + '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Maya Lens');
  await page.getByLabel('Username').fill(u);
  await page.getByLabel('Email').fill(u + '@example.com');
  await page.getByLabel('Password').fill('sunset-over-lisbon');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('You need to connect at least one Instagram account').waitFor();
  await page.screenshot({ path: `/tmp/shots/${name}-1-welcome.png`, fullPage: true });
  await page.getByRole('button', { name: 'Connect Instagram Account' }).click();
  await page.waitForURL(/sandbox\/instagram\/oauth\/authorize/);
  await page.screenshot({ path: `/tmp/shots/${name}-2-consent.png`, fullPage: true });
  await page.getByText('@wander.lines').click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(/connect-instagram/);
  await page.screenshot({ path: `/tmp/shots/${name}-3-connect.png` });
  await page.waitForURL(/\/create$/, { timeout: 15000 });
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${name}-4-create.png`, fullPage: true });
  await page.getByTestId('instagram-post').nth(1).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/${name}-5-selected.png`, fullPage: true });
  await page.getByRole('tab', { name: 'All' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${name}-6-all.png`, fullPage: false });
  if (name === 'desk') {
    await page.getByRole('button', { name: 'Instagram account' }).first().click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/${name}-7-dropdown.png` });
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/${name}-7-menu.png` });
  }
  await ctx.close();
}
await browser.close();
