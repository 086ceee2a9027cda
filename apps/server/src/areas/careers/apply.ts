import type { ZodError, core } from 'zod';
import {
  CANDIDATE_TEXTS,
  FILE_TOO_LARGE,
  formatDate,
  monthsBefore,
  consentFor,
  poolReceipt,
  STANDARD_KEYS,
  applicantInfoFrom,
  applyRequestSchema,
  isSsnFailure,
  messageFor,
  messageTemplate,
  pruneAnswers,
  renderTemplate,
  stockholmDate,
  successMessages,
  validateAnswers,
  withNormalizedSsns,
  type Answers,
  type ApplicationSource,
  type ApplyResponse,
  type ConsentRecord,
  type FormProperty,
  type PublicConsent,
  type PublicContainer,
  type UploadedFile,
} from '@rekry/domain';
import {
  AlreadyAppliedError,
  consentRecord,
  createApplication,
  reserveApplicationId,
  type NewApplicationFile,
} from '../applicants/index.ts';
import { checkApplicationFile, checkImage } from '../../platform/file-check.ts';
import { invitedFiles } from '../talent-pool/index.ts';
import type { LoggedMail } from '../../platform/mail.ts';
import type { Services } from '../../platform/services.ts';
import { positionRefOf, statusAt, type PublicPositionRow } from './public-site.ts';
import { htmlToText } from '../../platform/sanitize.ts';
import { HttpError, fromZodError, notFound } from '../../core/errors.ts';
import { PUBLIC_MESSAGES, containerAnswer, positionAnswer } from './public-routes.ts';
import type { ReceivedFiles } from './apply-parts.ts';

export const APPLY_MESSAGES = {
  archived: 'Tjänsten är arkiverad och går inte längre att söka',
  closed: 'Tjänsten är stängd för ansökningar',
  validation: 'Kontrollera de markerade fälten',
  badFile: 'En bifogad fil kunde inte tas emot',
  emailMismatch: 'E-postadressen måste vara samma som den ansökan skickas med',
} as const;

const plain = (html: string) => htmlToText(html);

/**
 * The position to apply to: public by number, internal only by its guid; open, or refused. Read as its
 * public page is (the same cached row, dropped on any change), its status by the clock now.
 */
async function openPosition(services: Services, positionId: number | string): Promise<PublicPositionRow> {
  const ref = positionRefOf(positionId);
  if (!ref) throw notFound(PUBLIC_MESSAGES.positionNotFound);
  const { row } = (await positionAnswer(services, ref)).value;
  const status = statusAt(row);
  if (status === 'Arkiverad') throw new HttpError(409, 'position_not_open', APPLY_MESSAGES.archived);
  if (status !== 'Öppen') throw new HttpError(409, 'position_not_open', APPLY_MESSAGES.closed);
  return row;
}

/** Answers holding a NUL character, which no form field takes and PostgreSQL text cannot store. */
function withNul(answers: Answers): string[] {
  return Object.entries(answers)
    .filter(([, value]) => {
      const text =
        typeof value === 'string' ? value : value && typeof value === 'object' ? value.filename : '';
      return text.includes('\u0000');
    })
    .map(([key]) => key);
}

/**
 * The form's rules (the same validators the browser ran), each failure as plain Swedish text. A file part
 * the server refused (`refused`) is told by its own reason rather than as a missing file.
 */
function checkAnswers(
  form: FormProperty[],
  answers: Answers,
  email: string,
  position: PublicPositionRow,
  company: PublicContainer,
  today: string,
  refused: Record<string, string> = {},
): void {
  const ctx = { today, positionStart: position.start ? stockholmDate(position.start) : undefined };
  const errors = validateAnswers(form, answers, ctx).filter((e) => !refused[e.key]);
  const fields = Object.fromEntries(errors.map((e) => [e.key, plain(messageFor(e, company.messages))]));
  const ssnError = errors.find(isSsnFailure);
  if (ssnError) {
    // A wrong shape gets the company's text; a wrong date or check digit says just that.
    const text =
      ssnError.rule === 'ssnValidSwe'
        ? plain(renderTemplate(messageTemplate('job_wrong_ssn', company.messages), {}))
        : fields[ssnError.key]!;
    throw new HttpError(400, 'job_wrong_ssn', text, fields);
  }
  for (const key of withNul(answers)) {
    fields[key] ??= plain(messageFor({ key, rule: 'invalid' }, company.messages));
  }
  const formEmail = answers[STANDARD_KEYS.email];
  if (
    !fields[STANDARD_KEYS.email] &&
    typeof formEmail === 'string' &&
    formEmail.trim().toLowerCase() !== email
  ) {
    fields[STANDARD_KEYS.email] = APPLY_MESSAGES.emailMismatch;
  }
  if (Object.keys(fields).length)
    throw new HttpError(400, 'validation', APPLY_MESSAGES.validation, { ...fields, ...refused });
  if (Object.keys(refused).length) throw new HttpError(400, 'bad_file', APPLY_MESSAGES.badFile, refused);
}

/**
 * The server's own look at every file and image: bytes that are what they claim, within the limits.
 * Returns the files to store and the answers as stored (file contents left out). Files that came as
 * parts (`streamed`) were looked at while they arrived.
 */
async function checkFiles(
  form: FormProperty[],
  answers: Answers,
  company: PublicContainer,
  streamed: ReadonlySet<string>,
) {
  const files: NewApplicationFile[] = [];
  const stored: Answers = { ...answers };
  const fields: Record<string, string> = {};
  for (const property of form) {
    const value = answers[property.key];
    if (property.type === 'file' && value && typeof value === 'object') {
      const { filename, data } = value as UploadedFile;
      stored[property.key] = { filename, data: '' };
      if (streamed.has(property.key)) continue;
      const checked = await checkApplicationFile({ filename, data }, property.data?.accept);
      if (!checked.ok) fields[property.key] = plain(checked.message);
      else files.push({ propertyKey: property.key, filename, file: checked.file });
    } else if (property.type === 'imageBase64' && typeof value === 'string' && value !== '') {
      const checked = await checkImage(value, property.data ?? {}, company.messages);
      const filename = `bild.${checked.ok ? checked.file.extension : 'bin'}`;
      if (!checked.ok) fields[property.key] = plain(checked.message);
      else files.push({ propertyKey: property.key, filename, file: checked.file });
      stored[property.key] = filename;
    }
  }
  if (Object.keys(fields).length) throw new HttpError(400, 'bad_file', APPLY_MESSAGES.badFile, fields);
  return { files, stored };
}

/** The consent given through the agreement group (a form without one records none). */
function consentOf(form: FormProperty[], consent: PublicConsent): ConsentRecord | null {
  if (!form.some((p) => p.validators.some((v) => v.name === 'approved'))) return null;
  return consentRecord(consent);
}

/**
 * A refused apply body, each field in plain Swedish. An answer over the size limit is 'Filen är för stor'
 * (SPEC §5) when the position's form has a file or an image there, else the text is too long.
 */
async function applyInputError(services: Services, body: unknown, error: ZodError): Promise<HttpError> {
  const answerKey = (issue: core.$ZodIssue) =>
    issue.code === 'too_big' && issue.path[0] === 'data' && issue.path[1] === 'metadata'
      ? issue.path[2]
      : undefined;
  if (!error.issues.some(answerKey)) return fromZodError(error);
  const positionId = (body as { data?: { positionId?: unknown } } | null)?.data?.positionId;
  const ref =
    typeof positionId === 'number' || typeof positionId === 'string' ? positionRefOf(positionId) : null;
  const row = ref
    ? await positionAnswer(services, ref).then(
        (a) => a.value.row,
        () => undefined,
      )
    : undefined;
  const types = new Map<unknown, string>((row?.form ?? []).map((p) => [p.key, p.type]));
  return fromZodError(error, (issue) => {
    const type = types.get(answerKey(issue));
    return type === 'file' || type === 'imageBase64' ? FILE_TOO_LARGE : undefined;
  });
}

/** The source's parts that say something (a blank utm_source is none). */
const withoutBlanks = (source: ApplicationSource | undefined): ApplicationSource =>
  Object.fromEntries(Object.entries(source ?? {}).filter(([, v]) => v !== undefined && v !== ''));

const NOTHING_RECEIVED: ReceivedFiles = { files: [], answers: {}, refused: {} };

/**
 * The answers with the file parts in: a file field answers with its part, and a file the JSON only
 * announced (data '') without a part has no answer.
 */
function withReceived(form: FormProperty[], metadata: Answers, received: ReceivedFiles): Answers {
  const answers: Answers = { ...metadata };
  for (const property of form) {
    if (property.type !== 'file') continue;
    const value = answers[property.key];
    if (value && typeof value === 'object' && value.data === '') delete answers[property.key];
    if (received.answers[property.key]) answers[property.key] = received.answers[property.key]!;
  }
  return answers;
}

/**
 * The member's files answer the questions they answer, as an upload would (the form's 'CV' is given);
 * an upload to the same question wins. Their bytes were the pool's own, checked when they came.
 */
function withPoolFiles(received: ReceivedFiles, pooled: NewApplicationFile[]): ReceivedFiles {
  if (!pooled.length) return received;
  const answers = { ...received.answers };
  for (const file of pooled)
    if (file.propertyKey)
      answers[file.propertyKey] ??= {
        filename: file.filename,
        data: '',
        size: 'file' in file ? file.file.bytes.length : file.streamed.pending.size,
      };
  return { ...received, answers };
}

type ReceiveFiles = (target: {
  form: FormProperty[];
  containerId: number;
  applicationId: number;
}) => Promise<ReceivedFiles>;

/**
 * An application: validated as the browser did, stored all or nothing, confirmed. `receive` reads the
 * file parts of a multipart request once the position is known to be open (they stream to the store
 * under an id taken in advance); the JSON call has its files inside `body`.
 */
export async function apply(
  services: Services,
  body: unknown,
  receive?: ReceiveFiles,
): Promise<ApplyResponse> {
  const parsed = applyRequestSchema.safeParse(body ?? {});
  if (!parsed.success) throw await applyInputError(services, body, parsed.error);
  const { email, positionId, metadata, source, poolFiles } = parsed.data.data;

  const position = await openPosition(services, positionId);
  const company = (await containerAnswer(services, position.containerId)).value;
  if (!company) throw notFound(PUBLIC_MESSAGES.positionNotFound);
  const form = position.form;
  const { db } = services.database;
  // Checked before any upload is read: a forged or expired invitation stores nothing.
  const pooled = poolFiles ? await invitedFiles(db, services.storage, poolFiles, position.id, form) : [];
  const applicationId = receive ? await reserveApplicationId(db) : undefined;
  const uploaded = receive
    ? await receive({ form, containerId: position.containerId, applicationId: applicationId! })
    : NOTHING_RECEIVED;
  const received = withPoolFiles(uploaded, pooled);
  try {
    // One Stockholm date for the whole request: the century of a 10-digit number, the checks and the
    // age stored all read the same day, also at midnight.
    const today = stockholmDate();
    const answers = withNormalizedSsns(
      form,
      pruneAnswers(form, withReceived(form, metadata, received)),
      today,
    );
    checkAnswers(form, answers, email, position, company, today, received.refused);
    const { files, stored } = await checkFiles(
      form,
      answers,
      company,
      new Set(Object.keys(received.answers)),
    );
    const info = applicantInfoFrom(answers, email, today);

    const texts = successMessages(company.messages, info.firstname);
    const created = await createApplication(db, services.storage, {
      applicationId,
      containerId: position.containerId,
      positionId: position.id,
      positionName: position.name,
      email,
      metadata: stored,
      info,
      consent: consentOf(form, consentFor(company, position.kind)),
      source: withoutBlanks(source),
      files: [...files, ...received.files, ...pooled],
      receipt: receiptOf(services, { email, position, company, texts }),
      replyDomain: services.config.inboundMail?.domain,
    }).catch((err: unknown) => {
      if (!(err instanceof AlreadyAppliedError)) throw err;
      const text = renderTemplate(messageTemplate('job_already_applied', company.messages), {});
      throw new HttpError(409, 'job_already_applied', plain(text));
    });
    return { data: { applicationId: created.applicationId, ...texts } };
  } catch (err) {
    // createApplication removes the files it was given; these are the ones refused before it was called.
    await Promise.all(received.files.map((f) => f.streamed.pending.discard().catch(() => undefined)));
    throw err;
  }
}

/**
 * The applicant's receipt. It is queued with the application itself: the job queue delivers it (with
 * retries), so a slow SMTP server never holds up the answer, and a failed send never fails the application.
 */
function receiptOf(
  services: Services,
  m: {
    email: string;
    position: PublicPositionRow;
    company: PublicContainer;
    texts: { thanksForApply: string; appliedSuccess: string };
  },
): Omit<LoggedMail, 'applicationId'> {
  const companyName = m.company.fields.DisplayName.data;
  const mail = { to: m.email, emailType: 'application_confirmation', containerId: m.position.containerId };
  if (m.position.kind === 'pool') {
    const months = consentFor(m.company, 'pool').retentionMonths;
    const keptUntil = formatDate(monthsBefore(new Date(), -months));
    return { ...mail, ...poolReceipt(companyName, months, keptUntil), positionId: m.position.id };
  }
  const text = [
    plain(m.texts.thanksForApply),
    plain(m.texts.appliedSuccess),
    `Tjänst: ${m.position.name}\nFöretag: ${companyName}`,
    // A plain link to sign up, never a token: the company sees this mail in its e-mail tracking.
    CANDIDATE_TEXTS.createAccountAfterApply(
      `${services.config.appUrl}/register?email=${encodeURIComponent(m.email)}`,
    ),
    `Med vänliga hälsningar\n${companyName}`,
  ].join('\n\n');
  return { ...mail, subject: `Tack för din ansökan – ${m.position.name}`, text, positionId: m.position.id };
}
