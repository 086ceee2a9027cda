import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { addApplicant, expectToast, linkIn, sidebar, waitForMail } from '../support/app.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { checkedScreenshot, SIZES } from '../support/screenshots.ts';

const POSITION = 101; // 'Lagermedarbetare …' of Demo AB; the writer holds Write on it and has working hours.

const newApplicant = (request: APIRequestContext, firstname: string) =>
  addApplicant(
    request,
    { positionId: POSITION },
    { firstname, surname: 'Intervjusson', mailbox: 'intervju' },
  );

/** Picks an option of one of the booking page's radio groups ('Dag', 'Tid') by its label. */
async function choose(page: Page, group: 'Dag' | 'Tid', index: number) {
  await page
    .getByRole('group', group === 'Dag' ? { name: 'Dag', exact: true } : { name: /^Tider / })
    .locator('label')
    .nth(index)
    .click();
}

// The two sizes run side by side with the same interviewer: each books and moves on days of its own, or the
// later of two bookings of one time is (rightly) refused.
const DAYS = { desktop: { book: 1, move: 0 }, phone: { book: 2, move: 3 } } as const;

for (const size of ['desktop', 'phone'] as const) {
  test(`a writer invites an applicant, who books, moves and cancels from the e-mailed link (${size})`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const viewport = SIZES[size];
    await page.setViewportSize(viewport);
    const applicant = await newApplicant(request, size === 'desktop' ? 'Ida' : 'Olle');
    await signIn(page, DEMO.writer);
    await page.goto(`/admin/positions/${POSITION}/applicants/${applicant.id}`);
    const card = page.getByRole('region', { name: 'Intervjuer' });
    await expect(card.getByText('Ingen intervju än')).toBeVisible();
    await checkedScreenshot(page, `interviews-applicant-${size}`);

    // The setup, with the free times it gives below; then the invitation with the booking link's variable.
    await card.getByRole('button', { name: 'Boka intervju' }).click();
    const dialog = page.getByRole('dialog', { name: 'Boka intervju' });
    await expect(dialog.getByRole('checkbox', { name: /^Sven/ })).toBeChecked();
    const times = dialog.getByRole('region', { name: 'Lediga tider per dag' });
    await expect(times.getByRole('heading').first()).toBeVisible();
    await checkedScreenshot(page, `interviews-dialog-${size}`);
    await dialog.getByRole('button', { name: 'Skicka bokningsinbjudan' }).click();
    await expect(dialog.getByLabel('Ämne')).toHaveValue('Boka en tid för intervju – ##POSITION##');
    await expect(dialog.getByLabel('Meddelande')).toHaveValue(/##BOOKINGLINK##/);
    await checkedScreenshot(page, `interviews-invitation-${size}`);
    await dialog.getByRole('button', { name: 'Förhandsgranska' }).click();
    await expect(dialog.getByTestId('email-preview')).toContainText('/boka/');
    await dialog.getByRole('button', { name: 'Skicka inbjudan' }).click();
    await expectToast(page, 'Inbjudan skickad');
    await expect(card.getByText('Väntar på bokning')).toBeVisible();

    // The candidate opens the link from the e-mail on the company's career site (on the phone, abroad).
    const mail = await waitForMail(applicant.email, /Boka en tid för intervju/);
    const link = linkIn(mail, /\/boka\//);
    expect(new URL(link).hostname).toBe('jobb.demo.localhost');
    const candidate = await browser.newContext({
      viewport,
      locale: 'sv-SE',
      timezoneId: size === 'phone' ? 'Europe/London' : 'Europe/Stockholm',
    });
    const booking = await candidate.newPage();
    await booking.goto(link);
    await expect(booking.getByRole('heading', { level: 1, name: /Lagermedarbetare/ })).toBeVisible();
    await expect(booking.getByRole('group', { name: 'Dag', exact: true })).toBeVisible();
    if (size === 'phone')
      await expect(booking.getByText('Inom parentes: din tid (Europe/London).')).toBeVisible();
    await checkedScreenshot(booking, `booking-invited-${size}`);
    if (size === 'phone') {
      await booking.setViewportSize({ width: 320, height: 700 });
      await checkedScreenshot(booking, 'booking-invited-320');
      await booking.setViewportSize(viewport);
    }

    // Day, time, Boka.
    await choose(booking, 'Dag', DAYS[size].book);
    await choose(booking, 'Tid', 0);
    await booking.getByRole('button', { name: 'Boka tiden' }).click();
    await expect(booking.getByText('Tack! Intervjun är bokad.')).toBeVisible();
    const first = await booking.getByTestId('booked-time').textContent();
    await checkedScreenshot(booking, `booking-booked-${size}`);
    // The calendar file, fetched as the candidate's browser would (Node does not resolve *.localhost).
    const href = await booking.getByRole('link', { name: 'Lägg till i kalender' }).getAttribute('href');
    const ics = await booking.evaluate(async (at) => {
      const response = await fetch(at!);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        text: await response.text(),
      };
    }, href);
    expect(ics.status).toBe(200);
    expect(ics.type).toContain('text/calendar');
    expect(ics.text).toContain('BEGIN:VEVENT');
    // The recruiter's page hears of it without a reload.
    await expect(card.getByText('Bokad', { exact: true })).toBeVisible({ timeout: 15_000 });

    // Flytta: another time, then confirm.
    await booking.getByRole('button', { name: 'Flytta' }).click();
    await choose(booking, 'Dag', DAYS[size].move);
    await choose(booking, 'Tid', 0);
    await checkedScreenshot(booking, `booking-move-${size}`);
    await booking.getByRole('button', { name: 'Flytta hit' }).click();
    await expect(booking.getByText('Intervjun är flyttad.')).toBeVisible();
    expect(await booking.getByTestId('booked-time').textContent()).not.toBe(first);

    // Avboka: asked, then done.
    await booking.getByRole('button', { name: 'Avboka' }).click();
    await booking.getByRole('button', { name: 'Ja, avboka' }).click();
    await expect(booking.getByText('Intervjun är avbokad.')).toBeVisible();
    await expect(booking.getByRole('button', { name: 'Flytta' })).toHaveCount(0);
    await checkedScreenshot(booking, `booking-cancelled-${size}`);
    await candidate.close();

    await expect(card.getByText('Avbokad', { exact: true })).toBeVisible({ timeout: 15_000 });
    await checkedScreenshot(page, `interviews-applicant-cancelled-${size}`);
  });
}

test("any member sets their own availability: hours, a calendar, the feed; today's interviews on the home page", async ({
  page,
}) => {
  test.slow();
  await signIn(page, DEMO.reader);
  await expect(page.getByTestId('home-interviews')).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Min tillgänglighet' }).click();
  await expect(page).toHaveURL('/admin/availability');
  await expect(page.getByText(/Du har inte sparat några arbetstider än/)).toBeVisible();
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await checkedScreenshot(page, `availability-${size}`);
  }
  await page.setViewportSize(SIZES.desktop);

  const saturday = page.getByRole('group', { name: 'Lördag' });
  await saturday.getByRole('button', { name: 'Lägg till tid lördag' }).click();
  await page.getByLabel('Flest intervjuer per dag').fill('2');
  await page.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Tillgängligheten är sparad');
  await expect(page.getByText(/Du har inte sparat några arbetstider än/)).toHaveCount(0);

  // A calendar: read at once, its state shown as the page asks again.
  await page.getByRole('button', { name: 'Lägg till kalender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lägg till kalender' });
  await dialog
    .getByRole('textbox', { name: 'Adress' })
    .fill(`${new URL(page.url()).origin}/demo-kalender.ics`);
  await dialog.getByRole('button', { name: 'Lägg till' }).click();
  await expectToast(page, 'Kalendern är tillagd');
  const sources = page.getByTestId('calendar-sources');
  await expect(sources.getByText(/^(OK|Fel)$/).first()).toBeVisible({ timeout: 20_000 });

  await page.getByTestId('interview-feed').getByRole('button', { name: 'Skapa adress' }).click();
  await expect(page.getByTestId('interview-feed').getByText(/\/api\/calendar\/.+\.ics$/)).toBeVisible();
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await checkedScreenshot(page, `availability-saved-${size}`);
  }
});
