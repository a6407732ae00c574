import { expect, test } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

test.describe('collaborative writing', () => {
  test('two people write together in a session and see each other live', async ({ browser }, testInfo) => {
    test.setTimeout(60_000); // two sign-ups and a full writing round trip
    // Two browsers, sized like this project (desktop or phone).
    const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
    const open = async () =>
      (
        await browser.newContext({
          ...(viewport ? { viewport } : {}),
          ...(isMobile ? { isMobile } : {}),
          ...(hasTouch ? { hasTouch } : {}),
          ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
          ...(baseURL ? { baseURL } : {}),
        })
      ).newPage();
    const alice = { ...uniqueUser(), name: 'Alice Author' };
    const bob = { ...uniqueUser(), name: 'Bob Builder' };
    const a = await open();
    const b = await open();
    const title = `Harbour at dawn ${alice.username}`;

    // A creates a public prompt.
    await signUp(a, alice);
    await a.goto('/writing-prompts');
    await expect(a.getByText("You haven't created any writing prompts yet.")).toBeVisible();
    await a.getByRole('button', { name: 'Create New Prompt' }).click();
    const form = a.getByRole('dialog', { name: 'Create New Writing Prompt' });
    await form.getByRole('button', { name: 'Create Prompt' }).click();
    await expect(form.getByText('Title must be at least 3 characters long')).toBeVisible();
    await expect(form.getByText('Description must be at least 10 characters long')).toBeVisible();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Write the first hour of the day at the harbour, together.');
    await form.getByLabel('Tone').fill('calm');
    await form.getByLabel('Keywords (comma-separated)').fill('harbour, dawn , boats');
    await form.getByLabel('Make this prompt public').check();
    await form.getByRole('button', { name: 'Create Prompt' }).click();
    await expect(toast(a, 'Writing prompt created successfully')).toBeVisible();
    const card = a.getByTestId('prompt-card').filter({ hasText: title });
    await expect(card.getByText('Public', { exact: true })).toBeVisible();
    await expect(card.getByText('boats', { exact: true })).toBeVisible();
    await expect(card.getByText(/Created less than a minute ago/)).toBeVisible();

    // ... and a session on it.
    await card.getByRole('button', { name: 'New Session' }).click();
    const sessionForm = a.getByRole('dialog', { name: 'Create Collaborative Writing Session' });
    await sessionForm.getByLabel('Session Title').fill('Dawn chorus');
    await sessionForm.getByRole('button', { name: 'Create Session' }).click();
    await expect(toast(a, 'Collaborative writing session created successfully')).toBeVisible();

    await a.goto('/collaborative-sessions');
    await a
      .getByTestId('session-card')
      .filter({ hasText: 'Dawn chorus' })
      .getByRole('button', { name: 'Join Session' })
      .click();
    const aSession = a.getByRole('dialog', { name: 'Dawn chorus' });
    await expect(aSession.getByText('No contributions yet. Be the first to contribute!')).toBeVisible();
    await expect(aSession.getByText(title)).toBeVisible();

    // B finds it in Community Prompts and joins.
    await signUp(b, bob);
    await b.goto('/writing-prompts');
    await b.getByRole('tab', { name: 'Community Prompts' }).click();
    const communityCard = b.getByTestId('prompt-card').filter({ hasText: title });
    await expect(communityCard.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await communityCard.getByRole('button', { name: 'View' }).click();
    await b
      .getByRole('dialog', { name: title })
      .getByRole('button', { name: /Dawn chorus/ })
      .click();
    const bSession = b.getByRole('dialog', { name: 'Dawn chorus' });
    await expect(bSession.getByTestId('viewer-count')).toHaveText('2 people viewing');
    await expect(aSession.getByTestId('viewer-count')).toHaveText('2 people viewing');

    // B contributes; A sees it appear without reloading.
    await bSession.getByRole('button', { name: 'Add Contribution' }).click();
    const add = b.getByRole('dialog', { name: 'Add Your Contribution' });
    await add.getByRole('button', { name: 'Submit' }).click();
    await expect(add.getByText('Contribution cannot be empty')).toBeVisible();
    await add.getByLabel('Your Contribution').fill('Gulls circle the fishing boats as the light turns gold.');
    await add.getByRole('button', { name: 'Submit' }).click();
    // The session dialog stays open (modal), so the toast is outside the accessibility tree: match by text.
    await expect(b.locator('ol li').getByText('Contribution added successfully', { exact: true })).toBeVisible();
    await expect(bSession.getByTestId('contributions').getByText('You', { exact: true })).toBeVisible();

    const aList = aSession.getByTestId('contributions');
    await expect(aList.getByText('Gulls circle the fishing boats as the light turns gold.')).toBeVisible({
      timeout: 3_000,
    });
    await expect(aList.getByText('Bob Builder', { exact: true })).toBeVisible();

    // A closes the session: B's Add Contribution disappears live.
    await aSession.getByLabel('Session status').selectOption('closed');
    await expect(bSession.getByRole('button', { name: 'Add Contribution' })).toHaveCount(0, { timeout: 3_000 });
    await expect(bSession.getByText('Closed', { exact: true })).toBeVisible();

    await a.context().close();
    await b.context().close();
  });
});
