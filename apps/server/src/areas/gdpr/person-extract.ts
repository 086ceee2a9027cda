/**
 * A register extract (GDPR art. 15 and 20, SPEC §9): everything one or more companies hold on one person, as
 * plain JSON (machine-readable) and a readable Swedish PDF. Generic over companies: the GDPR tool calls it
 * for one, a candidate's own 'download my data' for all of theirs.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  APPLICANT_TEXTS,
  JOB_ALERT_FREQUENCY_NAMES,
  LEGAL_BASIS,
  CV_SEARCH_TEXTS,
  PERSON_EXTRACT_SCHEMA,
  STANDARD_KEYS,
  SURVEY_ONCE_IN_MONTHS,
  answerRows,
  consentCompanyName,
  deletionDate,
  formatDateTime,
  stockholmDate,
  type PersonExtract,
  type PersonExtractCompany,
  type PersonExtractEmail,
  type Answers,
} from '@rekry/domain';
import { displayNameOf } from '../../core/access/membership.ts';
import type { Queryable } from '../../db/client.ts';
import {
  applicationFiles,
  applicationTexts,
  applicationNotes,
  containers,
  conversationMessages,
  conversations,
  emailLog,
  jobApplications,
  labels,
  positions,
  questionnaireAnswers,
  skillQuestions,
  skills,
  users,
} from '../../db/schema.ts';
import { publicContainerById } from '../careers/index.ts';
import { retentionPeriods } from './retention.ts';
import { tagsOf } from '../tags/index.ts';
import { interviewsOf } from '../interviews/index.ts';
import { alertsOfEmail } from '../job-alerts/index.ts';
import { surveysOfPerson } from '../reports/index.ts';
import { GREY, PdfWriter } from '../../platform/pdf-writer.ts';
import { htmlToMailText } from '../../platform/sanitize.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const iso = (d: Date) => d.toISOString();

export interface ExtractRequest {
  userId: number;
  containerIds: readonly number[];
  /** Names the operator in the GDPR text in force (config.operatorName). */
  operatorName: string;
  now?: Date;
}

/**
 * The extract of one person over the given companies; a company holding nothing on them is left out.
 * Null when the person is unknown or none of the companies holds anything on them.
 */
export async function buildPersonExtract(
  db: Queryable,
  request: ExtractRequest,
): Promise<PersonExtract | null> {
  const { userId } = request;
  const [person] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!person || request.containerIds.length === 0) return null;

  const apps = await db
    .select({
      id: jobApplications.id,
      containerId: jobApplications.containerId,
      position: positions.name,
      kind: positions.kind,
      form: positions.form,
      createdAt: jobApplications.createdAt,
      lastActivityAt: jobApplications.lastActivityAt,
      metadata: jobApplications.metadata,
      consent: jobApplications.consent,
      labelId: jobApplications.labelId,
      processLabelId: jobApplications.processLabelId,
      legalHold: jobApplications.legalHold,
    })
    .from(jobApplications)
    .innerJoin(positions, eq(positions.id, jobApplications.positionId))
    .where(
      and(
        eq(jobApplications.userId, userId),
        inArray(jobApplications.containerId, [...request.containerIds]),
      ),
    )
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));
  const surveys = await surveysOfPerson(db, userId, request.containerIds);
  if (apps.length === 0 && surveys.length === 0) return null;
  const ids = apps.map((a) => a.id);
  const companyIds = [...new Set([...apps, ...surveys].map((a) => a.containerId))];
  const fileTexts = await db
    .select({
      applicationId: applicationTexts.applicationId,
      file: applicationFiles.filename,
      text: applicationTexts.text,
      unreadable: applicationTexts.unreadable,
    })
    .from(applicationTexts)
    .innerJoin(applicationFiles, eq(applicationFiles.id, applicationTexts.fileId))
    .where(inArray(applicationTexts.applicationId, ids))
    .orderBy(asc(applicationTexts.fileId));

  const [companies, labelRows, files, notes, mails, answers, messages] = [
    await db
      .select({ id: containers.id, name: containers.name, metadata: containers.metadata })
      .from(containers)
      .where(inArray(containers.id, companyIds))
      .orderBy(asc(containers.id)),
    await db
      .select({ id: labels.id, name: labels.name })
      .from(labels)
      .where(inArray(labels.containerId, companyIds)),
    await db
      .select()
      .from(applicationFiles)
      .where(inArray(applicationFiles.applicationId, ids))
      .orderBy(asc(applicationFiles.id)),
    await db
      .select({
        applicationId: applicationNotes.applicationId,
        text: applicationNotes.text,
        createdAt: applicationNotes.createdAt,
      })
      .from(applicationNotes)
      .where(inArray(applicationNotes.applicationId, ids))
      .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id)),
    await db
      .select({
        containerId: emailLog.containerId,
        applicationId: emailLog.applicationId,
        subject: emailLog.subject,
        body: emailLog.body,
        status: emailLog.status,
        createdAt: emailLog.createdAt,
      })
      .from(emailLog)
      .where(
        and(
          inArray(emailLog.containerId, companyIds),
          or(
            inArray(emailLog.applicationId, ids),
            and(
              isNull(emailLog.applicationId),
              sql`lower(${emailLog.emailAddress}) = lower(${person.email})`,
            ),
          ),
        ),
      )
      .orderBy(asc(emailLog.createdAt), asc(emailLog.id)),
    await db
      .select({
        applicationId: questionnaireAnswers.applicationId,
        skill: skills.name,
        question: skillQuestions.question,
        answer: questionnaireAnswers.answer,
      })
      .from(questionnaireAnswers)
      .innerJoin(skillQuestions, eq(skillQuestions.id, questionnaireAnswers.questionId))
      .innerJoin(skills, eq(skills.id, skillQuestions.skillId))
      .where(inArray(questionnaireAnswers.applicationId, ids))
      .orderBy(asc(skills.name), asc(skillQuestions.sortOrder), asc(skillQuestions.id)),
    await db
      .select({
        applicationId: conversations.applicationId,
        fromApplicant: conversationMessages.fromApplicant,
        body: conversationMessages.body,
        via: conversationMessages.via,
        quoted: conversationMessages.quoted,
        attachment: applicationFiles.filename,
        createdAt: conversationMessages.createdAt,
      })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .leftJoin(applicationFiles, eq(applicationFiles.id, conversationMessages.fileId))
      .where(inArray(conversations.applicationId, ids))
      .orderBy(asc(conversationMessages.id)),
  ];
  const tagsByApplication = await tagsOf(db, ids);
  const bookings = await interviewsOf(db, ids);
  const labelName = new Map(labelRows.map((l) => [l.id, l.name]));
  const email = (m: (typeof mails)[number]): PersonExtractEmail => ({
    subject: m.subject,
    sentAt: iso(m.createdAt),
    status: m.status,
    body: m.body,
  });

  const out: PersonExtractCompany[] = [];
  for (const company of companies) {
    const p = company.metadata.properties;
    const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string).trim() : '');
    const shown = await publicContainerById(db, company.id, request.operatorName);
    const html = shown?.consent.gdprHtml ?? '';
    const hash = sha256(html);
    const own = apps.filter((a) => a.containerId === company.id);
    // The person's period: the longest of what their applications were given for (a pool's own, or the company's).
    const months = (await retentionPeriods(db, company.id)).monthsOf({
      pool: own.some((a) => a.kind === 'pool'),
      job: own.some((a) => a.kind !== 'pool'),
    });
    const held = own.some((a) => a.legalHold);
    const asked = surveys.filter((v) => v.containerId === company.id);
    // Without an application, only the surveys are left: kept while 'once in 6 months' needs them.
    const [last, kept] = own.length
      ? [new Date(Math.max(...own.map((a) => a.lastActivityAt.getTime()))), months]
      : [new Date(Math.max(...asked.map((v) => Date.parse(v.sentAt ?? v.dueAt!)))), SURVEY_ONCE_IN_MONTHS];
    out.push({
      containerId: company.id,
      controller: consentCompanyName(company.id, displayNameOf(company), p),
      gdprContact: text('gdprContact'),
      gdprAddress: text('gdprAddress'),
      legalBasis: LEGAL_BASIS,
      retentionMonths: kept,
      deleteOn: held ? null : stockholmDate(deletionDate(last, kept)),
      legalHold: held,
      gdprTextInForce: { html, sha256: hash },
      applications: own.map((a) => ({
        id: a.id,
        position: a.position,
        createdAt: iso(a.createdAt),
        lastActivityAt: iso(a.lastActivityAt),
        status: a.labelId === null ? APPLICANT_TEXTS.unprocessed : (labelName.get(a.labelId) ?? ''),
        processLevel: a.processLabelId === null ? '' : (labelName.get(a.processLabelId) ?? ''),
        tags: (tagsByApplication.get(a.id) ?? []).map((tag) => tag.name),
        legalHold: a.legalHold,
        answers: answerRows(a.form, a.metadata).map((r) => ({ label: r.label, value: r.value })),
        files: files
          .filter((f) => f.applicationId === a.id)
          .map((f) => ({
            name: f.filename,
            type: f.contentType,
            size: f.size,
            kind: f.kind,
            createdAt: iso(f.createdAt),
          })),
        fileTexts: fileTexts
          .filter((f) => f.applicationId === a.id)
          .map((f) => ({ file: f.file, text: f.unreadable ? null : f.text })),
        notes: notes
          .filter((n) => n.applicationId === a.id)
          .map((n) => ({ text: n.text, createdAt: iso(n.createdAt) })),
        emails: mails.filter((m) => m.applicationId === a.id).map(email),
        messages: messages
          .filter((m) => m.applicationId === a.id)
          .map((m) => ({
            from: m.fromApplicant ? ('applicant' as const) : ('staff' as const),
            text: m.body,
            attachment: m.attachment,
            sentAt: iso(m.createdAt),
            ...(m.via === 'email' ? { quoted: m.quoted } : {}),
          })),
        interviews: bookings.filter((b) => b.applicationId === a.id).map(({ applicationId: _, ...b }) => b),
        consent: a.consent
          ? {
              approvedAt: a.consent.approvedAt,
              consentCompanyName: a.consent.consentCompanyName,
              validFrom: a.consent.gdprValidFrom,
              textSha256: a.consent.gdprTextSha256 ?? null,
              text: a.consent.gdprTextSha256 === hash ? html : null,
            }
          : null,
        questionnaire: answers
          .filter((q) => q.applicationId === a.id)
          .map((q) => ({ skill: q.skill, question: q.question, answer: q.answer })),
      })),
      otherEmails: mails.filter((m) => m.containerId === company.id && m.applicationId === null).map(email),
      jobAlerts: await alertsOfEmail(db, person.email, company.id),
      surveys: asked.map(({ containerId: _, ...v }) => v),
    });
  }
  const contact = contactGiven(person, apps.map((a) => a.metadata).reverse());
  return {
    schema: PERSON_EXTRACT_SCHEMA,
    generatedAt: iso(request.now ?? new Date()),
    person: {
      userId: person.userId,
      email: person.email,
      firstname: person.firstname || contact.firstname,
      lastname: person.lastname || contact.lastname,
      phoneNumber: contact.phoneNumbers[0] ?? '',
      phoneNumbers: contact.phoneNumbers,
      addresses: contact.addresses,
    },
    companies: out,
  };
}

/**
 * The contact details the person gave: their account's and what each application's answers hold (an
 * applicant's account has no phone, the form asks for it), newest first, each value once.
 */
function contactGiven(
  account: { firstname: string; lastname: string; phoneNumber: string },
  answers: Answers[],
) {
  const text = (a: Answers, key: string) => (typeof a[key] === 'string' ? (a[key] as string).trim() : '');
  const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];
  const named = answers.find((a) => text(a, STANDARD_KEYS.firstname) || text(a, STANDARD_KEYS.surname));
  return {
    firstname: named ? text(named, STANDARD_KEYS.firstname) : '',
    lastname: named ? text(named, STANDARD_KEYS.surname) : '',
    phoneNumbers: distinct([
      account.phoneNumber.trim(),
      ...answers.flatMap((a) => [text(a, STANDARD_KEYS.mobilePhone), text(a, STANDARD_KEYS.homePhone)]),
    ]),
    addresses: distinct(
      answers.map((a) => {
        const place = [text(a, STANDARD_KEYS.zipcode), text(a, STANDARD_KEYS.city)].filter(Boolean).join(' ');
        return [text(a, STANDARD_KEYS.address), place].filter(Boolean).join(', ');
      }),
    ),
  };
}

/** The file name stem of an extract: 'registerutdrag-{date}'. */
export const extractFileStem = (extract: PersonExtract) =>
  `registerutdrag-${stockholmDate(new Date(extract.generatedAt))}`;

export function extractJson(extract: PersonExtract): Buffer {
  return Buffer.from(`${JSON.stringify(extract, null, 2)}\n`, 'utf8');
}

const when = (value: string) => formatDateTime(value);
const KIND_TEXT: Record<string, string> = {
  original: 'bifogad fil',
  converted: 'förhandsvisning',
  annotated: 'kommenterad version',
};

/** A readable A4 PDF of the extract, in Swedish, with page numbers. */
export async function renderExtractPdf(extract: PersonExtract): Promise<Buffer> {
  const pdf = await PdfWriter.create({ title: 'Registerutdrag', margin: 50 });
  const write = pdf.write.bind(pdf);
  const heading = (text: string, size = 13) => {
    pdf.ensure(3 * size);
    pdf.y -= 8;
    write(text, { size, bold: true, gap: 4 });
  };
  const field = (label: string, value: string, indent = 0) => write(`${label}: ${value || '–'}`, { indent });
  const emailLines = (list: PersonExtractEmail[], indent: number) => {
    if (list.length === 0) return write('Inga.', { indent });
    for (const m of list) {
      write(`${when(m.sentAt)} – ${m.subject}`, { indent, bold: true });
      write(m.body ? htmlToMailText(m.body) : '(Innehållet sparas inte.)', { indent: indent + 12, gap: 4 });
    }
  };

  pdf.newPage();
  write('Registerutdrag', { size: 20, bold: true, gap: 6 });
  write(
    'Enligt artikel 15 och 20 i dataskyddsförordningen (GDPR): de personuppgifter som behandlas om dig. Samma uppgifter finns i maskinläsbar form i JSON-filen.',
    { color: GREY, gap: 4 },
  );
  field('Utfärdat', when(extract.generatedAt));
  heading('Dina uppgifter');
  const p = extract.person;
  field('Namn', `${p.firstname} ${p.lastname}`.trim());
  field('E-post', p.email);
  field('Telefon', p.phoneNumbers.join(', '));
  if (p.addresses.length) field('Adress', p.addresses.join('; '));

  for (const c of extract.companies) {
    heading(`Personuppgiftsansvarig: ${c.controller}`, 15);
    field('Kontakt i dataskyddsfrågor', [c.gdprContact, c.gdprAddress].filter(Boolean).join(', '));
    field('Rättslig grund', c.legalBasis);
    field('Lagringstid', `${c.retentionMonths} månader efter din senaste aktivitet`);
    field('Uppgifterna tas bort', c.deleteOn ?? 'Uppgifterna är spärrade och sparas tills spärren hävs');
    for (const a of c.applications) {
      heading(`Ansökan: ${a.position}`, 12);
      field('Skickad', when(a.createdAt));
      field('Status', a.status);
      if (a.processLevel) field('Processnivå', a.processLevel);
      if (a.tags.length) field('Taggar', a.tags.join(', '));
      if (a.legalHold) field('Spärr', 'Ansökan är spärrad och tas inte bort automatiskt');
      write('Svar', { bold: true, gap: 1 });
      for (const answer of a.answers) field(answer.label, answer.value, 12);
      write('Filer', { bold: true, gap: 1 });
      if (a.files.length === 0) write('Inga.', { indent: 12 });
      for (const f of a.files)
        write(
          `${f.name} (${f.type}, ${Math.max(1, Math.round(f.size / 1024))} kB, ${KIND_TEXT[f.kind] ?? f.kind})`,
          { indent: 12 },
        );
      if (a.fileTexts.length) {
        write(CV_SEARCH_TEXTS.extractHeading, { bold: true, gap: 1 });
        for (const f of a.fileTexts) field(f.file, f.text ?? CV_SEARCH_TEXTS.unreadable, 12);
      }
      write('Anteckningar', { bold: true, gap: 1 });
      if (a.notes.length === 0) write('Inga.', { indent: 12 });
      for (const n of a.notes) write(`${when(n.createdAt)}: ${n.text}`, { indent: 12 });
      if (a.questionnaire.length) {
        write('Frågeformulär', { bold: true, gap: 1 });
        for (const q of a.questionnaire) field(`${q.skill} – ${q.question}`, q.answer, 12);
      }
      write('E-post', { bold: true, gap: 1 });
      emailLines(a.emails, 12);
      if (a.messages.length) {
        write('Meddelanden', { bold: true, gap: 1 });
        for (const m of a.messages)
          write(
            `${when(m.sentAt)} ${m.from === 'applicant' ? 'Du' : c.controller}: ${m.text}${
              m.attachment ? ` [bifogad fil: ${m.attachment}]` : ''
            }${m.quoted !== undefined ? ' [via e-post; den citerade texten finns i JSON-filen]' : ''}`,
            { indent: 12 },
          );
      }
      if (a.interviews.length) {
        write('Intervjuer', { bold: true, gap: 1 });
        for (const i of a.interviews)
          write(
            `${i.start ? when(i.start) : 'Ingen tid bokad'} (${i.status}, ${i.kind}${i.place ? `, ${i.place}` : ''}): ${i.interviewers.join(', ')}`,
            { indent: 12 },
          );
      }
      write('Samtycke', { bold: true, gap: 1 });
      if (!a.consent) write('Formuläret hade inget samtycke.', { indent: 12 });
      else {
        field('Godkänt', when(a.consent.approvedAt), 12);
        field('Ansvarig enligt samtycket', a.consent.consentCompanyName, 12);
        field('Textens kontrollsumma (SHA-256)', a.consent.textSha256 ?? '', 12);
        write(
          a.consent.text
            ? 'Texten du godkände är den som gäller i dag:'
            : 'Texten har ändrats sedan du godkände den; den som gäller i dag:',
          { indent: 12, color: GREY },
        );
      }
    }
    if (c.otherEmails.length) {
      heading('Annan e-post till dig', 12);
      emailLines(c.otherEmails, 0);
    }
    if (c.surveys.length) {
      heading('Kandidatenkät', 12);
      for (const v of c.surveys)
        write(
          v.sentAt
            ? `${when(v.sentAt)}: efter ${v.after.toLowerCase()} (${v.position}), ${v.answered ? 'besvarad' : 'inte besvarad'}`
            : `Skickas ${when(v.dueAt!)}: efter ${v.after.toLowerCase()} (${v.position})`,
        );
      write('Svaren sparas utan koppling till dig och finns därför inte här.', { color: GREY });
    }
    if (c.jobAlerts.length) {
      heading('Bevakade sökningar', 12);
      for (const a of c.jobAlerts)
        field(a.description, `${JOB_ALERT_FREQUENCY_NAMES[a.frequency]}, sparad ${when(a.createdAt)}`);
    }
    heading('Informationstexten som gäller i dag', 12);
    write(htmlToMailText(c.gdprTextInForce.html), { size: 9 });
  }

  return Buffer.from(await pdf.finish());
}

/** The extract as a file to download (base64): the readable PDF or the JSON. */
export async function extractDownload(extract: PersonExtract, format: 'json' | 'pdf') {
  const stem = extractFileStem(extract);
  return format === 'pdf'
    ? {
        filename: `${stem}.pdf`,
        contentType: 'application/pdf',
        data: (await renderExtractPdf(extract)).toString('base64'),
      }
    : {
        filename: `${stem}.json`,
        contentType: 'application/json',
        data: extractJson(extract).toString('base64'),
      };
}
