/**
 * The publishing calendar (docs/decisions/042-publishing-calendar.md) in Chromium, against the local
 * fakes of fakes-setup.ts, in Berlin time: a blog scheduled on DEV, WordPress and Ghost is dragged to
 * another day in the month view (every destination moves, the time of day kept, and WordPress and Ghost
 * hold the post for the new time, read back from the fakes); in the week view, 'Move to…' by keyboard
 * moves DEV alone (the fakes keep the old time); a planned article shows as planned; a phone gets an
 * agenda.
 */
import { expect, test } from '@playwright/test';
import { instantOf, weekdayOf } from '../../common/zoned-time';
import { nextMonthDays as daysIn, rows, scheduledBlog as scheduledIn } from './calendar-helpers';
import { heldFor, scheduledOnFakes } from './fake-readback';

const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE });

const nextMonthDays = () => daysIn(ZONE);
const scheduledBlog = (page: Parameters<typeof scheduledIn>[0], day: string) => scheduledIn(page, day, ZONE);

test(
  'month view: drag a scheduled blog to the next day; every destination moves, 10:00 kept, WordPress and Ghost hold it then',
  { tag: '@desktop-only' },
  async ({ page }, info) => {
    test.setTimeout(120_000);
    const { day, next } = nextMonthDays();
    const { blogId, title } = await scheduledBlog(page, day);

    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Publishing Calendar' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole('heading', { name: 'Publishing Calendar', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Next month' }).click();

    const chip = page.locator(`li[data-day="${day}"]`).getByTestId('calendar-entry').filter({ hasText: title });
    await expect(chip).toContainText('10:00 AM');
    await expect(chip).toContainText('DEV · WordPress · Ghost');
    await page.screenshot({ path: info.outputPath('calendar-month.png'), fullPage: true });

    await chip.dragTo(page.locator(`li[data-day="${next}"]`));
    // The server moves every destination (WordPress and Ghost are sent the new time) before the page shows it.
    const at = instantOf(`${next}T10:00`, ZONE).toISOString();
    await expect
      .poll(async () => (await rows(page, blogId)).map((r) => r.scheduledAt), { timeout: 30_000 })
      .toEqual([at, at, at]);
    await expect.poll(() => scheduledOnFakes(page, title)).toEqual(heldFor(at));
    await expect(page.getByText(/^Moved to .*10:00 AM\.$/).first()).toBeVisible();
    const moved = page.locator(`li[data-day="${next}"]`).getByTestId('calendar-entry').filter({ hasText: title });
    await expect(moved).toContainText('10:00 AM');
    await expect(page.locator(`li[data-day="${day}"]`).getByTestId('calendar-entry')).toHaveCount(0);

    // The title opens the blog.
    await moved.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-blog/${blogId}$`));
  },
);

test(
  "week view: 'Move to…' by keyboard moves DEV alone; a planned article shows as planned",
  { tag: '@desktop-only' },
  async ({ page }, info) => {
    test.setTimeout(120_000);
    const { first, day, next } = nextMonthDays();
    const { blogId, title } = await scheduledBlog(page, day);
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
    if (weekdayOf(first) > 1) await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.locator('li[data-day]')).toHaveCount(7);

    // Plan an article on the next day (never published).
    await page.getByRole('button', { name: 'Plan an article' }).first().click();
    const plan = page.getByRole('dialog', { name: 'Plan an article' });
    await plan.getByLabel('Working title').fill('Ramen crawl in Kreuzberg');
    await plan.getByLabel('Day').fill(next);
    await plan.getByRole('checkbox', { name: 'Ghost' }).check();
    await plan.getByRole('button', { name: 'Add to calendar' }).click();
    await expect(plan).toBeHidden();
    const planned = page
      .locator(`li[data-day="${next}"]`)
      .getByTestId('calendar-entry')
      .filter({ hasText: 'Ramen crawl' });
    await expect(planned).toHaveAttribute('data-kind', 'planned');
    await expect(planned).toContainText('Any time');
    await expect(planned).toContainText('Ghost');

    // Keyboard: focus the item's 'Move to…', Enter, pick a time and DEV alone.
    await page.getByRole('button', { name: `Move to… ${title}` }).focus();
    await page.keyboard.press('Enter');
    const move = page.getByRole('dialog', { name: `Move “${title}”` });
    await move.getByLabel('Day').fill(next);
    await move.getByLabel('Time').fill('08:15');
    await move.getByRole('radio', { name: /^Only DEV/ }).check();
    await page.screenshot({ path: info.outputPath('calendar-move-dialog.png') });
    await move.getByRole('button', { name: 'Move', exact: true }).press('Enter');
    await expect(move).toBeHidden();

    const nextDay = page.locator(`li[data-day="${next}"]`);
    await expect(nextDay.getByTestId('calendar-entry').filter({ hasText: title })).toContainText('8:15 AM');
    await expect(nextDay.getByTestId('calendar-entry').filter({ hasText: title })).toContainText('DEV');
    await expect(
      page.locator(`li[data-day="${day}"]`).getByTestId('calendar-entry').filter({ hasText: title }),
    ).toContainText('WordPress');
    await page.screenshot({ path: info.outputPath('calendar-week.png'), fullPage: true });
    const byPlatform = Object.fromEntries((await rows(page, blogId)).map((r) => [r.platformName, r.scheduledAt]));
    expect(byPlatform).toEqual({
      devto: instantOf(`${next}T08:15`, ZONE).toISOString(),
      wordpress: instantOf(`${day}T10:00`, ZONE).toISOString(),
      ghost: instantOf(`${day}T10:00`, ZONE).toISOString(),
    });
    expect((await rows(page, blogId)).length).toBe(3);
    // WordPress and Ghost were not sent anything: they hold it for the old time.
    expect(await scheduledOnFakes(page, title)).toEqual(heldFor(instantOf(`${day}T10:00`, ZONE).toISOString()));
  },
);

test('phone: an agenda instead of a grid, with Move to…', { tag: '@phone-only' }, async ({ page }, info) => {
  test.setTimeout(120_000);
  const { day, next } = nextMonthDays();
  const { blogId, title } = await scheduledBlog(page, day);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Publishing Calendar', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Nothing on the calendar for')).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();

  const agenda = page.getByRole('list', { name: 'Agenda' });
  await expect(agenda).toBeVisible();
  await expect(page.getByRole('list', { name: 'Month' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveCount(0);
  const item = agenda.getByTestId('calendar-entry').filter({ hasText: title });
  await expect(item).toContainText('10:00 AM');
  await expect(item).toContainText('Scheduled');
  await expect(item).toContainText('DEV · WordPress · Ghost');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: info.outputPath('calendar-agenda.png'), fullPage: true });

  await item.getByRole('button', { name: `Move to… ${title}` }).click();
  const move = page.getByRole('dialog', { name: `Move “${title}”` });
  await move.getByLabel('Day').fill(next);
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(move).toBeHidden();
  await expect(agenda.locator(`li[data-day="${next}"]`).getByTestId('calendar-entry')).toContainText(title);
  const at = instantOf(`${next}T10:00`, ZONE).toISOString();
  await expect.poll(async () => (await rows(page, blogId)).map((r) => r.scheduledAt)).toEqual([at, at, at]);
  await expect.poll(() => scheduledOnFakes(page, title)).toEqual(heldFor(at));
});
