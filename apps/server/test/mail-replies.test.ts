import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  applicationFiles,
  applicationLog,
  conversationMessages,
  conversations,
  emailLog,
  jobApplications,
  notifications,
  replyAddresses,
  users,
} from '../src/db/schema.ts';
import { pdfWithText } from '../src/demo/files.ts';
import { buildPersonExtract } from '../src/areas/gdpr/person-extract.ts';
import { INBOUND_MAX_BYTES } from '../src/platform/inbound-mail.ts';
import { buildApplication } from './helpers/applicants.ts';
import { buildPosition, buildWritersPosition, standardAnswers, uniqueEmail } from './helpers/factories.ts';
import { APPLY, cv } from './helpers/apply-world.ts';
import { post, testAppWithWorld } from './helpers/app.ts';
import { freePort } from './helpers/process.ts';
import { smtpServerForFile } from './helpers/smtp.ts';
import { deliver, deliveryReport, message, smtpSession } from './helpers/smtp-client.ts';

const DOMAIN = 'svar.rekry.test';
const port = await freePort();
const smtp = smtpServerForFile();
const { t, world, tokens } = testAppWithWorld(() => ({
  smtpUrl: smtp.url,
  jobWorker: false,
  inboundMail: { host: '127.0.0.1', port, domain: DOMAIN },
}));

/** An applicant, e-mailed by the writer; answers the mail as it arrived and the application. */
async function mailedApplicant(firstname = 'Anna') {
  const position = await buildWritersPosition(t.db, world.own.id, world.writer, { name: 'Truckförare' });
  const application = await buildApplication(t.db, world.own.id, position.id, {
    firstname,
    lastname: 'Svensson',
  });
  const res = await t.as(tokens.writer).dispatch('send_ApplicantEmail', {
    containerId: world.own.id,
    positionId: position.id,
    applicantId: application.id,
    email: application.user.email,
    subject: 'Inbjudan till intervju',
    body: 'Hej! Svara på det här mejlet med några tider som passar dig.',
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  await t.app.services.jobs.runUntilIdle('send-email');
  const mail = await smtp.waitFor(application.user.email);
  /** The applicant's answer, sent from their address to the mail's reply address. */
  const replyWith = (raw: string) => deliver(port, application.user.email, [mail.replyTo], raw);
  return { mail, application, position, replyWith };
}

const messagesOf = (applicationId: number) =>
  t.db
    .select({
      body: conversationMessages.body,
      quoted: conversationMessages.quoted,
      via: conversationMessages.via,
      autoReply: conversationMessages.autoReply,
      fromApplicant: conversationMessages.fromApplicant,
      fileId: conversationMessages.fileId,
      emailMessageId: conversationMessages.emailMessageId,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(eq(conversations.applicationId, applicationId))
    .orderBy(conversationMessages.id);

const messageNotices = (applicationId: number) =>
  t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(eq(notifications.applicationId, applicationId), eq(notifications.type, 'send_MessageCommand')),
    );

function withPdf(headers: Record<string, string>, text: string, pdf: Buffer, filename = 'intyg.pdf') {
  const boundary = 'grans-4711';
  return message(
    { ...headers, 'Content-Type': `multipart/mixed; boundary="${boundary}"` },
    [
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      text,
      `--${boundary}`,
      `Content-Type: application/pdf; name="${filename}"`,
      `Content-Disposition: attachment; filename="${filename}"`,
      'Content-Transfer-Encoding: base64',
      '',
      pdf.toString('base64').replace(/.{76}/g, '$&\r\n'),
      `--${boundary}--`,
    ].join('\r\n'),
  );
}

describe('a staff member’s mail to an applicant', () => {
  it('goes out as the person and the company, answers to the application’s reply address, and is logged so', async () => {
    const { mail, application } = await mailedApplicant();
    expect(mail.from).toEqual({
      name: `${world.writer.firstname} ${world.writer.lastname}, ${world.own.name}`,
      address: 'no-reply@rekry.local',
    });
    expect(mail.replyTo).toMatch(new RegExp(`^svar\\+[a-f0-9]{32}@${DOMAIN.replaceAll('.', '\\.')}$`));
    // A bounce comes back to the same address.
    expect(mail.envelopeFrom).toBe(mail.replyTo);
    const [logged] = await t.db.select().from(emailLog).where(eq(emailLog.applicationId, application.id));
    expect(logged).toMatchObject({
      replyTo: mail.replyTo,
      messageId: mail.messageId,
      sentBy: world.writer.id,
    });
    expect(logged!.fromName).toBe(mail.from.name);
    // One address per application: a second mail carries the same one.
    const [token] = await t.db
      .select({ token: replyAddresses.token })
      .from(replyAddresses)
      .where(eq(replyAddresses.applicationId, application.id));
    expect(mail.replyTo).toBe(`svar+${token!.token}@${DOMAIN}`);
  });

  it('keeps a name with a line break or angle brackets inside one From header', async () => {
    await t.db
      .update(users)
      .set({ firstname: 'Eve\r\nBcc: offer@evil.example', lastname: '<admin@evil.example>' })
      .where(eq(users.id, world.writer.id));
    try {
      const { mail } = await mailedApplicant('Berit');
      expect(mail.headerLines.some((line) => /^bcc:/i.test(line))).toBe(false);
      expect(mail.from.address).toBe('no-reply@rekry.local');
      expect(mail.from.name).toBe(`Eve Bcc: offer@evil.example <admin@evil.example>, ${world.own.name}`);
    } finally {
      await t.db
        .update(users)
        .set({ firstname: world.writer.firstname, lastname: world.writer.lastname })
        .where(eq(users.id, world.writer.id));
    }
  });
});

describe('the receipt of an application', () => {
  it('answers to the application’s reply address, so an answer to it lands in the conversation', async () => {
    const position = await buildPosition(t.db, world.own.id, { name: 'Lagerchef' });
    const email = uniqueEmail();
    const res = await post(t.app, APPLY, {
      action: 'create_jobApplication',
      data: { email, positionId: position.id, metadata: { ...standardAnswers(email), form_file: cv() } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { applicationId } = (res.body as { data: { applicationId: number } }).data;
    await t.app.services.jobs.runUntilIdle('send-email');
    const receipt = await smtp.waitFor(email);
    expect(receipt.subject).toBe('Tack för din ansökan – Lagerchef');
    expect(receipt.replyTo).toMatch(new RegExp(`^svar\\+[a-f0-9]{32}@${DOMAIN.replaceAll('.', '\\.')}$`));
    expect(receipt.envelopeFrom).toBe(receipt.replyTo);
    const sent = await deliver(
      port,
      email,
      [receipt.replyTo],
      message({ From: email, Subject: `Re: ${receipt.subject}` }, 'När får jag besked?'),
    );
    expect(sent.data?.code).toBe(250);
    expect((await messagesOf(applicationId)).map((m) => m.body)).toEqual(['När får jag besked?']);
  });
});

describe('an answer by e-mail', () => {
  it('lands in the conversation with its attachment, the quoted history apart, the company told, the log noted', async () => {
    const { mail, application, replyWith } = await mailedApplicant();
    const text = [
      'Hej Wera!',
      '',
      'Tisdag kl. 10 passar bra. Jag bifogar mitt truckintyg.',
      '',
      `Den 2 dec. 2026 kl. 09:14 skrev ${mail.from.name} <no-reply@rekry.local>:`,
      '> Hej! Svara på det här mejlet med några tider som passar dig.',
    ].join('\r\n');
    const sent = await replyWith(
      withPdf(
        {
          From: `Anna Svensson <${application.user.email}>`,
          To: mail.replyTo,
          Subject: 'Re: Inbjudan till intervju',
          'Message-ID': '<svar-1@applicant.example>',
          'In-Reply-To': mail.messageId,
        },
        text,
        pdfWithText(['Truckkort A och B']),
      ),
    );
    expect(sent.rcpt.map((r) => r.code)).toEqual([250]);
    expect(sent.data?.code).toBe(250);
    const [reply] = await messagesOf(application.id);
    expect(reply).toMatchObject({
      body: 'Hej Wera!\n\nTisdag kl. 10 passar bra. Jag bifogar mitt truckintyg.',
      via: 'email',
      autoReply: false,
      fromApplicant: true,
      emailMessageId: '<svar-1@applicant.example>',
    });
    expect(reply!.quoted).toContain('> Hej! Svara på det här mejlet');
    const [file] = await t.db.select().from(applicationFiles).where(eq(applicationFiles.id, reply!.fileId!));
    expect(file).toMatchObject({
      filename: 'intyg.pdf',
      contentType: 'application/pdf',
      propertyKey: 'conversation',
    });
    expect(await messageNotices(application.id)).not.toHaveLength(0);
    const log = await t.db
      .select()
      .from(applicationLog)
      .where(eq(applicationLog.applicationId, application.id));
    expect(log.map((l) => l.message)).toContain('Svar via e-post: Re: Inbjudan till intervju');

    // The recruiter answers from the conversation: the text itself goes out, threaded under the answer.
    const answered = await t.as(tokens.writer).dispatch('send_Message', {
      containerId: world.own.id,
      applicationId: application.id,
      body: 'Tack Anna, då ses vi tisdag kl. 10.',
    });
    expect(answered.status, JSON.stringify(answered.error)).toBe(200);
    await t.app.services.jobs.runUntilIdle('send-email');
    const answer = smtp.received.findLast((m) => m.to.includes(application.user.email))!;
    expect(answer.text).toContain('Tack Anna, då ses vi tisdag kl. 10.');
    expect(answer.inReplyTo).toBe('<svar-1@applicant.example>');
    expect(answer.replyTo).toBe(mail.replyTo);
  });

  it('is found by In-Reply-To when it comes to the bare address (a forwarding rule)', async () => {
    const { mail, application } = await mailedApplicant();
    const sent = await deliver(
      port,
      'vidarebefordran@foretaget.example',
      [`svar@${DOMAIN}`],
      message(
        {
          From: application.user.email,
          To: 'jobb@foretaget.example',
          Subject: 'Re: Inbjudan till intervju',
          'In-Reply-To': mail.messageId,
          'Content-Type': 'text/plain; charset=utf-8',
        },
        'Onsdag går också bra.',
      ),
    );
    expect(sent.data?.code).toBe(250);
    expect((await messagesOf(application.id)).map((m) => m.body)).toEqual(['Onsdag går också bra.']);

    // Neither a reply address nor a known thread: refused, nothing kept.
    const stray = await deliver(
      port,
      'someone@example.org',
      [`svar@${DOMAIN}`],
      message({ From: 'someone@example.org', Subject: 'Hej', 'In-Reply-To': '<okänd@example.org>' }, 'Hej'),
    );
    expect(stray.data?.code).toBe(550);
    expect(stray.data?.text).toContain('inte ett svar');
  });

  it('shows HTML as text: no markup, no script, no remote image address', async () => {
    const { application, replyWith } = await mailedApplicant();
    const html =
      '<p>Jag kan <b>torsdag</b>.</p><script>alert(1)</script><img src="https://spår.example/pixel.gif">';
    const sent = await replyWith(
      message(
        { From: application.user.email, Subject: 'Re', 'Content-Type': 'text/html; charset=utf-8' },
        html,
      ),
    );
    expect(sent.data?.code).toBe(250);
    const [reply] = await messagesOf(application.id);
    expect(reply!.body).toContain('Jag kan torsdag.');
    expect(reply!.body).not.toMatch(/<|alert|spår\.example/);
  });

  it('keeps an automatic answer marked and tells nobody; a loop of them stops after three a day', async () => {
    const { application, replyWith } = await mailedApplicant();
    const before = (await messageNotices(application.id)).length;
    const unread = async () =>
      (await t.as(tokens.writer).dispatch('get_MessagingChannels', { containerId: world.own.id })).data
        .unread;
    const unreadBefore = await unread();
    for (let i = 0; i < 5; i++) {
      const sent = await replyWith(
        message(
          { From: application.user.email, Subject: 'Autosvar: Ledig', 'Auto-Submitted': 'auto-replied' },
          'Jag är ledig till och med måndag.',
        ),
      );
      expect(sent.data?.code).toBe(250);
    }
    const kept = await messagesOf(application.id);
    expect(kept).toHaveLength(3);
    expect(kept.every((m) => m.autoReply)).toBe(true);
    expect(await messageNotices(application.id)).toHaveLength(before);
    // Nor does it count as unread: the header's badge stays as it was.
    expect(await unread()).toBe(unreadBefore);
  });

  it('names an attachment that fails the upload checks instead of keeping it', async () => {
    const { application, replyWith } = await mailedApplicant();
    const sent = await replyWith(
      withPdf(
        { From: application.user.email, Subject: 'Re' },
        'Här är filen.',
        Buffer.from('MZ not a pdf'),
        'cv.pdf',
      ),
    );
    expect(sent.data?.code).toBe(250);
    const [reply] = await messagesOf(application.id);
    expect(reply!.fileId).toBeNull();
    expect(reply!.body).toMatch(/^Här är filen\.\n\nBilagan ”cv\.pdf” sparades inte: /);
  });
});

describe('an answer is the applicant’s personal data', () => {
  it('is in the register extract with its quote, and goes with the person, its file too; the address then refuses', async () => {
    const { application, replyWith } = await mailedApplicant('Dora');
    await replyWith(
      withPdf(
        { From: application.user.email, Subject: 'Re: Inbjudan till intervju' },
        'Mitt betyg bifogas.\r\n\r\n> Hej! Svara på det här mejlet med några tider som passar dig.',
        pdfWithText(['Betyg']),
      ),
    );
    const extract = await buildPersonExtract(t.db, {
      userId: application.userId,
      containerIds: [world.own.id],
      operatorName: 'Rekry',
    });
    const messages = extract!.companies[0]!.applications[0]!.messages;
    expect(messages).toEqual([
      expect.objectContaining({
        from: 'applicant',
        text: 'Mitt betyg bifogas.',
        attachment: 'intyg.pdf',
        quoted: '> Hej! Svara på det här mejlet med några tider som passar dig.',
      }),
    ]);

    const erased = await t.as(tokens.admin).dispatch('delete_ApplicantFromContainer', {
      containerId: world.own.id,
      userId: application.userId,
      reason: '',
    });
    expect(erased.status, JSON.stringify(erased.error)).toBe(200);
    expect(await messagesOf(application.id)).toEqual([]);
    expect(
      await t.db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, application.id)),
    ).toEqual([]);
    const late = await replyWith(message({ Subject: 'Re' }, 'Hallå?'));
    expect(late.rcpt[0]!.code).toBe(550);
  });
});

describe('what is not an answer', () => {
  it('marks the sent mail as not delivered when a bounce returns it, with the reason', async () => {
    const { mail, application } = await mailedApplicant();
    const dsn = deliveryReport({
      to: mail.replyTo,
      recipient: application.user.email,
      messageId: mail.messageId,
      status: '5.1.1',
      diagnostic: '550 5.1.1 User unknown',
      subject: 'Inbjudan till intervju',
    });
    const sent = await deliver(port, '', [mail.replyTo], dsn);
    expect(sent.data?.code).toBe(250);
    const [logged] = await t.db.select().from(emailLog).where(eq(emailLog.messageId, mail.messageId));
    expect(logged).toMatchObject({ status: 'bounced', error: '550 5.1.1 User unknown' });
    expect(await messagesOf(application.id)).toHaveLength(0);
    const log = await t.db
      .select()
      .from(applicationLog)
      .where(eq(applicationLog.applicationId, application.id));
    expect(log.map((l) => l.message)).toContain(
      'E-post kom inte fram: Inbjudan till intervju (550 5.1.1 User unknown)',
    );
    // The company hears of it, as of a mail that could not be sent.
    const told = await t.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.applicationId, application.id), eq(notifications.type, 'error')));
    expect(told[0]).toEqual({
      title: 'E-post kom inte fram',
      message: `E-post till ${application.user.email.toLowerCase()} (Inbjudan till intervju) kom inte fram: 550 5.1.1 User unknown`,
    });
  });

  it('refuses unknown and forged addresses, other domains, and an erased application at RCPT, storing nothing', async () => {
    const { application, replyWith } = await mailedApplicant();
    const body = message({ From: 'x@example.org', Subject: 'Hej' }, 'Hej');
    const refused = await deliver(
      port,
      'x@example.org',
      [
        `svar+${'0'.repeat(32)}@${DOMAIN}`,
        `svar+inte-en-token@${DOMAIN}`,
        'svar+abc@annan.example',
        `postmaster@${DOMAIN}`,
      ],
      body,
    );
    expect(refused.rcpt.map((r) => r.code)).toEqual([550, 550, 550, 550]);
    expect(refused.data).toBeNull();

    await t.db.delete(jobApplications).where(eq(jobApplications.id, application.id));
    const late = await replyWith(body);
    expect(late.rcpt[0]).toMatchObject({ code: 550 });
    expect(late.rcpt[0]!.text).toContain('Ansökan finns inte längre');
    expect(late.data).toBeNull();
  });

  it('refuses too many recipients (452) and a message over the size limit (552), and reads malformed MIME', async () => {
    const { mail, application, replyWith } = await mailedApplicant();
    const session = await smtpSession(port);
    try {
      expect((await session.command(`MAIL FROM:<${application.user.email}>`)).code).toBe(250);
      const codes = [];
      for (let i = 0; i < 12; i++) codes.push((await session.command(`RCPT TO:<${mail.replyTo}>`)).code);
      expect(codes.slice(0, 10).every((c) => c === 250)).toBe(true);
      expect(codes.slice(10)).toEqual([452, 452]);
      await session.command('RSET');
      // Said ahead (SIZE=), and sent anyway.
      expect((await session.command(`MAIL FROM:<a@example.org> SIZE=${INBOUND_MAX_BYTES + 1}`)).code).toBe(
        552,
      );
      await session.command(`MAIL FROM:<${application.user.email}>`);
      await session.command(`RCPT TO:<${mail.replyTo}>`);
      const big = await session.data(message({ Subject: 'Stor' }, 'x'.repeat(INBOUND_MAX_BYTES + 10)));
      expect(big.code).toBe(552);
    } finally {
      await session.close();
    }
    const malformed = await replyWith(
      'Subject: trasig\r\nContent-Type: multipart/mixed; boundary="aldrig"\r\n\r\n--aldrig\r\nContent-Type: text/plain\r\n\r\nBara början',
    );
    expect([250, 554]).toContain(malformed.data?.code);
    const kept = await messagesOf(application.id);
    expect(kept.length).toBeLessThanOrEqual(1);
    expect(kept.every((m) => !m.body.includes('x'.repeat(100)))).toBe(true);
  });
});
