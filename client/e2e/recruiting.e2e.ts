import type { Browser } from 'playwright-core';
import { newApiUser, postJson } from './support/api';
import {
  describeInBrowser,
  expectVisibleText,
  launchBrowser,
  loggedIn,
  onFailure,
  screenshot,
  uniqueUser,
  waitForPath,
} from './support/browser';

describeInBrowser('recruiting: a coach finds a player, the player accepts, they chat', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the coach searches, ranks for an opening, shows interest; the player accepts on a phone and the chat opens', async () => {
    const coach = uniqueUser('rc');
    const player = uniqueUser('rp');
    const apiCoach = await newApiUser(coach);
    const apiPlayer = await newApiUser(player);
    expect((await postJson(apiCoach, 'addCoachProfile', {})).status).toBe(201);
    expect((await postJson(apiPlayer, 'addPlayerProfile', {})).status).toBe(201);
    const opening = await postJson(apiCoach, 'recruiting/openings', {
      sport: 'football',
      positions: ['striker', 'winger'],
      level: 'academy',
      minHeightCm: 175,
      country: 'ES',
      city: 'Madrid',
      lat: 40.4168,
      lng: -3.7038,
      radiusKm: 80,
      description: 'Academy side looking for a finisher for next season.',
    });
    expect(opening.status).toBe(201);
    const athlete = await postJson(
      apiPlayer,
      'recruiting/profile',
      {
        sport: 'football',
        positions: ['striker'],
        heightCm: 183,
        dominantSide: 'left',
        level: 'academy',
        country: 'ES',
        city: 'Getafe',
        lat: 40.3057,
        lng: -3.7329,
        stats: { goals: 14, appearances: 28 },
        openToOpportunities: true,
      },
      'PUT',
    );
    expect(athlete.status).toBe(200);
    // The player takes no first messages from anyone: only an accepted interest opens the chat.
    const privacy = await fetch(`${process.env.E2E_BASE_URL}/api/v1/settings/privacy`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${apiPlayer.token}` },
      body: JSON.stringify({ allowMessages: 'none' }),
    });
    expect(privacy.status).toBe(200);

    const sc = await loggedIn(browser, coach);
    const sp = await loggedIn(browser, player, { width: 375, height: 740 }, true);
    try {
      // The coach: Recruiting from the sidebar, a filtered search.
      await sc.page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('link', { name: 'Recruiting' })
        .click();
      await waitForPath(sc.page, '/recruiting');
      // Off the sidebar, which opens wide under the pointer.
      await sc.page.mouse.move(1000, 700);
      const filters = sc.page.getByRole('form', { name: 'Player filters' });
      await filters.getByLabel('Sport').selectOption('football');
      await filters.getByLabel('Position').selectOption('striker');
      await filters.getByLabel('Near (lat,lng)').fill('40.4168,-3.7038');
      await filters.getByLabel('Radius (km)').fill('50');
      await filters.getByRole('button', { name: 'Search', exact: true }).click();
      const card = sc.page.getByRole('article', { name: `Athlete ${player.fullName}` });
      await card.waitFor({ state: 'visible' });
      await card.getByText('km away').waitFor({ state: 'visible' });
      await screenshot(sc.page, 'recruiting-players-1280', true);

      // Ranked for the opening: the score and the reasons.
      await filters.getByLabel('Rank for my opening').selectOption({ index: 1 });
      const ranked = sc.page.getByRole('list', { name: 'Athletes ranked for the opening' });
      const rankedCard = ranked.getByRole('article', { name: `Athlete ${player.fullName}` });
      await rankedCard.getByText('/100').waitFor({ state: 'visible' });
      await rankedCard.getByText('Position: Striker').waitFor({ state: 'visible' });
      await screenshot(sc.page, 'recruiting-matches-1280', true);

      await rankedCard.getByRole('button', { name: 'Show interest' }).click();
      const dialog = sc.page.getByRole('dialog', { name: `Interest in ${player.fullName}` });
      await dialog.getByLabel(/Message/).fill('We watched your last game. Come and train with us?');
      await dialog.getByRole('button', { name: 'Send interest' }).click();
      await expectVisibleText(sc.page, 'Interest sent');

      // The player, on a phone in the dark: Recruiting from the More sheet, the Interest tab.
      await sp.page.getByRole('button', { name: 'More' }).click();
      await sp.page
        .getByRole('dialog', { name: 'More' })
        .getByRole('link', { name: 'Recruiting' })
        .click();
      await waitForPath(sp.page, '/recruiting');
      await sp.page.getByRole('tab', { name: 'My matches' }).click();
      await sp.page
        .getByRole('list', { name: 'My matches' })
        .getByText('/100')
        .waitFor({ state: 'visible' });
      await screenshot(sp.page, 'recruiting-my-matches-375-dark', true);
      await sp.page.getByRole('tab', { name: 'Interest' }).click();
      const received = sp.page.getByRole('list', { name: 'Interest received' });
      await received.getByText('Come and train with us?').waitFor({ state: 'visible' });
      await screenshot(sp.page, 'recruiting-interest-375-dark', true);
      await received.getByRole('button', { name: 'Accept' }).click();

      // Accepting opens the chat with the coach.
      await sp.page.waitForURL(/\/message\?chat=/, { timeout: 10_000 });
      const conversation = sp.page.getByRole('region', { name: 'Conversation' });
      await conversation.getByText('Hey there! 👋').waitFor({ state: 'visible' });
      await screenshot(sp.page, 'recruiting-chat-open-375-dark');

      // The coach can answer in that chat.
      await sc.page.goto('/message');
      await sc.page.getByRole('button', { name: `Chat with ${player.fullName}` }).click();
      const input = sc.page.getByRole('textbox', { name: 'Message' });
      await input.fill('See you on Monday at 6pm');
      await input.press('Enter');
      await conversation.getByText('See you on Monday at 6pm').waitFor({ state: 'visible' });

      // The athlete data form in the Player section, on the phone.
      await sp.page.goto('/user');
      await sp.page.getByRole('form', { name: 'Athlete data' }).waitFor({ state: 'visible' });
      await sp.page.getByRole('form', { name: 'Athlete data' }).scrollIntoViewIfNeeded();
      await screenshot(sp.page, 'recruiting-athlete-form-375-dark');
    } catch (error) {
      await onFailure('recruiting', [sc.page, sp.page], error);
    } finally {
      await Promise.all([sc.context.close(), sp.context.close()]);
    }
  });
});
