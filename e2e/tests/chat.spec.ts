import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { addApplicant, dispatchAs, linkIn, waitForMail } from '../support/app.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { DEMO, inboundMailPort } from '../support/env.ts';
import { pdfWithText } from '../support/files.ts';
import { deliver, message } from '../../apps/server/test/helpers/smtp-client.ts';
import { signIn } from '../support/sessions.ts';
import { expectFits, saveScreenshot } from '../support/screenshots.ts';

const POSITION = 101; // 'Lagermedarbetare …' of Demo AB; the writer holds Write on it.

const newApplicant = (request: APIRequestContext, firstname: string) =>
  addApplicant(request, { positionId: POSITION }, { firstname, surname: 'Chattsson', mailbox: 'chatt' });

async function write(page: Page, text: string) {
  const composer = page.getByTestId('composer');
  await composer.getByLabel('Meddelande').fill(text);
  await composer.getByRole('button', { name: 'Skicka' }).click();
}

test('a recruiter writes to an applicant, who answers through the e-mailed link; the answer appears live', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const applicant = await newApplicant(request, 'Alva');
  await signIn(page, DEMO.writer);
  await page.goto(`/admin/positions/${POSITION}/applicants/${applicant.id}`);
  await page.getByTestId('applicant-messages').click();
  await expect(page).toHaveURL(`/admin/chat/${applicant.id}`);
  await expect(page.getByRole('heading', { name: 'Konversation med Alva Chattsson' })).toBeVisible();
  await expect(page.getByText('Inga meddelanden än. Skriv det första nedan.')).toBeVisible();
  await expectNoAxeViolations(page);

  const stamp = Date.now().toString(36);
  await write(page, `Hej Alva! Har du tid för en intervju på tisdag? <b>${stamp}</b>`);
  const thread = page.getByTestId('message-thread');
  await expect(
    thread.getByText(`Hej Alva! Har du tid för en intervju på tisdag? <b>${stamp}</b>`),
  ).toBeVisible();

  // The applicant's e-mail carries the reply link; they answer without logging in.
  const mail = await waitForMail(applicant.email, /Nytt meddelande från Demo AB/);
  expect(mail.text).toContain('Lagermedarbetare');
  const link = new URL(linkIn(mail, /\/svar\//));
  const applicantContext = await browser.newContext();
  const reply = await applicantContext.newPage();
  await reply.goto(link.href);
  await expect(reply.getByRole('heading', { name: 'Meddelande från Demo AB' })).toBeVisible();
  await expect(reply.getByText(`<b>${stamp}</b>`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(reply);
  await reply.getByLabel('Ditt svar').fill(`Ja, tisdag passar bra! ${stamp}`);
  await reply.getByRole('button', { name: 'Skicka' }).click();
  await expect(reply.getByText('Tack! Ditt svar har skickats.')).toBeVisible();

  // The recruiter's open conversation shows the answer without a reload.
  await expect(thread.getByText(`Ja, tisdag passar bra! ${stamp}`)).toBeVisible({ timeout: 15_000 });
  const answer = thread.getByTestId('message').filter({ hasText: `Ja, tisdag passar bra! ${stamp}` });
  await expect(answer).toContainText('Alva Chattsson');
  await saveScreenshot(page, 'chat-thread-desktop');

  // The link took its one answer.
  await reply.reload();
  await expect(reply.getByRole('heading', { name: 'Länken fungerar inte' })).toBeVisible();
  await applicantContext.close();

  // The list has the conversation with the answer as its last message.
  await page.getByTestId('chat-link').click();
  await expect(page).toHaveURL('/admin/chat');
  const row = page.getByTestId('conversation-row').filter({ hasText: 'Alva Chattsson' });
  await expect(row).toContainText(`Ja, tisdag passar bra! ${stamp}`);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'chat-list-desktop');
});

test('on a phone: the list, a conversation and the reply page are usable and accessible', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const applicant = await newApplicant(request, 'Bror');
  await dispatchAs(request, DEMO.writer, 'send_Message', {
    containerId: 1,
    applicationId: applicant.id,
    body: 'Hej Bror! Kan du skicka ditt CV?',
  });
  await signIn(page, DEMO.admin);
  await page.goto('/admin/chat');
  await expect(page.getByRole('heading', { name: 'Meddelanden', level: 1 })).toBeVisible();
  await expect(page.getByTestId('conversation-row').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'chat-list-phone', { fullPage: true });

  await page.getByTestId('conversation-row').filter({ hasText: 'Bror Chattsson' }).click();
  // The list row previews the same text, so wait for the conversation's own heading before axe looks.
  await expect(page.getByRole('heading', { name: /Konversation med Bror/, level: 1 })).toBeVisible();
  await expect(page.getByText('Hej Bror! Kan du skicka ditt CV?')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'chat-thread-phone', { fullPage: true });

  const mail = await waitForMail(applicant.email, /Nytt meddelande från Demo AB/);
  const link = new URL(linkIn(mail, /\/svar\//));
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reply = await phone.newPage();
  await reply.goto(link.href);
  await expect(reply.getByText('Hej Bror! Kan du skicka ditt CV?')).toBeVisible();
  await expectNoAxeViolations(reply);
  await saveScreenshot(reply, 'reply-phone', { fullPage: true });
  await phone.close();
});

test('an applicant answers the e-mail itself, with a file; the answer appears live and the recruiter answers from there', async ({
  page,
  request,
}) => {
  test.slow();
  const applicant = await newApplicant(request, 'Cilla');
  await signIn(page, DEMO.writer);
  await page.goto(`/admin/chat/${applicant.id}`);
  await expect(page.getByRole('heading', { name: 'Konversation med Cilla Chattsson' })).toBeVisible();
  const stamp = Date.now().toString(36);
  await write(page, `Hej Cilla! Kan du skicka ditt truckkort? ${stamp}`);

  // The mail comes from the recruiter by name, and its Reply-To is the application's own address.
  const mail = await waitForMail(applicant.email, /Nytt meddelande från Demo AB/);
  expect(mail.fromName).toMatch(/, Demo AB$/);
  expect(mail.text).toContain(`Kan du skicka ditt truckkort? ${stamp}`);
  expect(mail.replyTo).toMatch(/^svar\+[a-f0-9]{32}@svar\.rekry\.e2e\.test$/);

  // Her mail program answers over SMTP, quoting the message, with the file attached.
  const boundary = `svar-${stamp}`;
  const pdf = pdfWithText(['Truckkort A och B', 'Cilla Chattsson']).toString('base64');
  const sent = await deliver(
    inboundMailPort(),
    applicant.email,
    [mail.replyTo],
    message(
      {
        From: `Cilla Chattsson <${applicant.email}>`,
        To: mail.replyTo,
        Subject: 'Re: Nytt meddelande från Demo AB',
        'Message-ID': `<${stamp}@cilla.example>`,
        'In-Reply-To': mail.messageId,
        'Content-Type': `multipart/mixed; boundary="${boundary}"`,
      },
      [
        `--${boundary}`,
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        `Här kommer det! ${stamp}`,
        '',
        `Den 2 dec. 2026 skrev ${mail.fromName}:`,
        `> Hej Cilla! Kan du skicka ditt truckkort? ${stamp}`,
        `--${boundary}`,
        'Content-Type: application/pdf; name="truckkort.pdf"',
        'Content-Disposition: attachment; filename="truckkort.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        pdf.replace(/.{76}/g, '$&\r\n'),
        `--${boundary}--`,
      ].join('\r\n'),
    ),
  );
  expect(sent.data?.code).toBe(250);

  // The open conversation shows it without a reload: her words, the file, the quote folded away.
  const thread = page.getByTestId('message-thread');
  const answer = thread.getByTestId('message').filter({ hasText: `Här kommer det! ${stamp}` });
  await expect(answer).toBeVisible({ timeout: 15_000 });
  await expect(answer).toContainText('via e-post');
  await expect(answer.getByRole('button', { name: /truckkort\.pdf/ })).toBeVisible();
  const quoted = answer.getByText(`> Hej Cilla! Kan du skicka ditt truckkort? ${stamp}`);
  await expect(quoted).toBeHidden();
  await answer.getByText('Visa citerad text').click();
  await expect(quoted).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'chat-email-answer-desktop');
  // On the smallest phone the quote and the file name wrap; nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 720 });
  await expectFits(page, 'chat-email-answer-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The recruiter answers in the thread; the mail answers hers (In-Reply-To), so her program threads it.
  await write(page, `Tack Cilla, vi hör av oss! ${stamp}`);
  await expect(thread.getByText(`Tack Cilla, vi hör av oss! ${stamp}`)).toBeVisible();
  await expect
    .poll(async () => (await waitForMail(applicant.email, /Nytt meddelande från Demo AB/)).text)
    .toContain(`Tack Cilla, vi hör av oss! ${stamp}`);
  expect((await waitForMail(applicant.email, /Nytt meddelande från Demo AB/)).inReplyTo).toBe(
    `<${stamp}@cilla.example>`,
  );
});
