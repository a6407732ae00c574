/**
 * The account's time zone and touch dragging on the publishing calendar
 * (docs/decisions/042-publishing-calendar.md). The browser runs in Berlin; the account is set to
 * New York, and the calendar follows the account, not the device. On a phone, a scheduled post is
 * dragged by its handle with a finger (real touch input, which Chromium turns into pointer events)
 * onto another day, and every destination moves to 10:00 New York time there: WordPress and Ghost
 * hold the post for that time (read back from the fakes).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../../common/account';
import { instantOf } from '../../common/zoned-time';
import { api, nextMonthDays, rows, scheduledBlog } from './calendar-helpers';
import { heldFor, scheduledOnFakes } from './fake-readback';
import { signUp, uniqueUser } from './helpers';

const DEVICE = 'Europe/Berlin';
const ACCOUNT = 'America/New_York';
test.use({ timezoneId: DEVICE });

const accountZone = async (page: Page) =>
  ((await (await page.request.get('/api/account')).json()) as { timeZone: string | null }).timeZone;

/** A finger pressed on `from`, moved a little (the drag starts), then onto what `to` finds, and lifted. */
async function touchDrag(page: Page, from: Locator, to: () => Locator) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const start = (await from.boundingBox())!;
  const [x0, y0] = [start.x + start.width / 2, start.y + start.height / 2];
  await touch('touchStart', x0, y0);
  for (let i = 1; i <= 4; i++) await touch('touchMove', x0, y0 + i * 5);
  const target = to();
  await expect(target).toBeVisible();
  const end = (await target.boundingBox())!;
  const [x1, y1] = [end.x + end.width / 2, end.y + end.height / 2];
  for (let i = 1; i <= 8; i++) await touch('touchMove', x0 + ((x1 - x0) * i) / 8, y0 + 20 + ((y1 - y0 - 20) * i) / 8);
  await touch('touchEnd');
  await cdp.detach();
}

test("Settings: the account's time zone is picked from a searchable list by keyboard; the calendar shows it", async ({
  page,
}) => {
  await signUp(page, uniqueUser());
  // First use: the device's zone is saved on the account.
  await expect.poll(() => accountZone(page)).toBe(DEVICE);
  await page.goto('/settings');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue(DEVICE);

  // A name that is no zone is refused, saying what to choose (Enter sends the form: nothing to pick).
  await zone.fill('Mars/Olympus');
  await expect(page.getByText('No time zone matches')).toBeVisible();
  await zone.press('Enter');
  await expect(page.getByText(ACCOUNT_MESSAGES.timeZone)).toBeVisible();
  await expect(zone).toHaveAttribute('aria-invalid', 'true');

  // Search by the city's words, choose with the keyboard, save.
  await zone.fill('new york');
  await expect(page.getByRole('option', { name: 'America/New York' })).toBeVisible();
  await zone.press('Enter');
  await expect(zone).toHaveValue(ACCOUNT);
  await expect(page.getByRole('listbox', { name: 'Time zones' })).toBeHidden();
  await zone.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'America/New York' })).toHaveAttribute('aria-selected', 'true');
  await zone.press('Escape');
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByText(`Time zone saved: ${ACCOUNT}`).first()).toBeVisible();
  await expect.poll(() => accountZone(page)).toBe(ACCOUNT);

  // The calendar reads its days and times in the account's zone, not the device's.
  await page.goto('/calendar');
  await expect(page.getByTestId('calendar-zone')).toContainText(/Times in America\/New York \(GMT-[45]\)/);
  await page.getByRole('link', { name: 'Change your time zone in Settings' }).click();
  await expect(page).toHaveURL(/\/settings#time-zone$/);
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(ACCOUNT);
});

test(
  "phone: a finger drags a scheduled post by its handle to another day; 10:00 in the account's zone is kept",
  { tag: '@phone-only' },
  async ({ page }, info) => {
    test.setTimeout(120_000);
    const { day, next } = nextMonthDays(ACCOUNT);
    const { blogId, title } = await scheduledBlog(page, day, ACCOUNT, async () => {
      await expect.poll(() => accountZone(page)).toBe(DEVICE);
      await api(page, 'put', '/api/account/time-zone', { timeZone: ACCOUNT });
    });
    await page.goto('/calendar');
    await expect(page.getByTestId('calendar-zone')).toContainText('America/New York');
    await page.getByRole('button', { name: 'Next month' }).click();

    const agenda = page.getByRole('list', { name: 'Agenda' });
    const item = agenda.locator(`li[data-day="${day}"]`).getByTestId('calendar-entry').filter({ hasText: title });
    await expect(item).toContainText('10:00 AM');

    await touchDrag(page, item.getByTestId('drag-handle'), () =>
      page.getByTestId('calendar-drop-tray').locator(`li[data-drop-day="${next}"]`),
    );

    const at = instantOf(`${next}T10:00`, ACCOUNT).toISOString();
    await expect
      .poll(async () => (await rows(page, blogId)).map((r) => r.scheduledAt), { timeout: 30_000 })
      .toEqual([at, at, at]);
    await expect.poll(() => scheduledOnFakes(page, title)).toEqual(heldFor(at));
    await expect(page.getByText(/^Moved to .*10:00 AM\.$/).first()).toBeVisible();
    await expect(page.getByTestId('calendar-drop-tray')).toHaveCount(0);
    const moved = agenda.locator(`li[data-day="${next}"]`).getByTestId('calendar-entry').filter({ hasText: title });
    await expect(moved).toContainText('10:00 AM');
    await expect(agenda.locator(`li[data-day="${day}"]`)).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('calendar-touch-drag.png'), fullPage: true });
  },
);
