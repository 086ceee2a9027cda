import type { ZodError, core } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  CANDIDATE_TEXTS,
  FILE_TOO_LARGE,
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
  type ApplyResponse,
  type ConsentRecord,
  type FormProperty,
  type PublicContainer,
  type UploadedFile,
} from '@rekry/domain';
import {
  AlreadyAppliedError,
  consentRecord,
  createApplication,
  type NewApplicationFile,
} from '../services/applications.ts';
import { checkApplicationFile, checkImage } from '../services/file-check.ts';
import { queueEmails } from '../services/mail-queue.ts';
import type { LoggedMail } from '../services/mail.ts';
import type { Services } from '../services/index.ts';
import {
  findPublicPosition,
  positionRefOf,
  toDetail,
  type PublicPositionRow,
} from '../services/public-site.ts';
import { htmlToText } from '../services/sanitize.ts';
import { HttpError, fromZodError, notFound } from '../core/errors.ts';
import { PUBLIC_MESSAGES, containerAnswer } from './public.ts';
import { rateLimit } from './rate-limit.ts';

export const APPLY_MESSAGES = {
  archived: 'Tjänsten är arkiverad och går inte längre att söka',
  closed: 'Tjänsten är stängd för ansökningar',
  validation: 'Kontrollera de markerade fälten',
  badFile: 'En bifogad fil kunde inte tas emot',
  emailMismatch: 'E-postadressen måste vara samma som den ansökan skickas med',
} as const;

/** Room for a form's files in base64 (each at most 5 MB, a third more as text). */
export const APPLY_BODY_LIMIT = 32 * 1024 * 1024;

const plain = (html: string) => htmlToText(html);

/** The position to apply to: public by number, internal only by its guid; open, or refused. */
async function openPosition(services: Services, positionId: number | string): Promise<PublicPositionRow> {
  const ref = positionRefOf(positionId);
  const row = ref && (await findPublicPosition(services.database.db, ref));
  if (!row) throw notFound(PUBLIC_MESSAGES.positionNotFound);
  const { status } = toDetail(row);
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

/** The form's rules (the same validators the browser ran), each failure as plain Swedish text. */
function checkAnswers(
  form: FormProperty[],
  answers: Answers,
  email: string,
  position: PublicPositionRow,
  company: PublicContainer,
  today: string,
): void {
  const ctx = { today, positionStart: position.start ? stockholmDate(position.start) : undefined };
  const errors = validateAnswers(form, answers, ctx);
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
  if (Object.keys(fields).length) throw new HttpError(400, 'validation', APPLY_MESSAGES.validation, fields);
}

/**
 * The server's own look at every file and image: bytes that are what they claim, within the limits.
 * Returns the files to store and the answers as stored (file contents left out).
 */
async function checkFiles(form: FormProperty[], answers: Answers, company: PublicContainer) {
  const files: NewApplicationFile[] = [];
  const stored: Answers = { ...answers };
  const fields: Record<string, string> = {};
  for (const property of form) {
    const value = answers[property.key];
    if (property.type === 'file' && value && typeof value === 'object') {
      const { filename, data } = value as UploadedFile;
      const checked = await checkApplicationFile({ filename, data }, property.data?.accept);
      if (!checked.ok) fields[property.key] = plain(checked.message);
      else files.push({ propertyKey: property.key, filename, file: checked.file });
      stored[property.key] = { filename, data: '' };
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
function consentOf(form: FormProperty[], company: PublicContainer): ConsentRecord | null {
  if (!form.some((p) => p.validators.some((v) => v.name === 'approved'))) return null;
  return consentRecord(company.consent);
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
  const row = ref ? await findPublicPosition(services.database.db, ref) : undefined;
  const types = new Map<unknown, string>((row?.form ?? []).map((p) => [p.key, p.type]));
  return fromZodError(error, (issue) => {
    const type = types.get(answerKey(issue));
    return type === 'file' || type === 'imageBase64' ? FILE_TOO_LARGE : undefined;
  });
}

/** POST /api/public/positions/apply (SPEC §7): validate as the browser did, store all or nothing, confirm. */
export function registerApplyRoute(app: FastifyInstance, services: Services): void {
  const { db } = services.database;
  app.post(
    '/api/public/positions/apply',
    { bodyLimit: APPLY_BODY_LIMIT, config: rateLimit(30, 10 * 60_000, services.config.rateLimitFactor) },
    async (request, reply) => {
      const parsed = applyRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw await applyInputError(services, request.body, parsed.error);
      const { email, positionId, metadata } = parsed.data.data;

      const position = await openPosition(services, positionId);
      const company = (await containerAnswer(services, position.containerId)).value;
      if (!company) throw notFound(PUBLIC_MESSAGES.positionNotFound);
      const form = position.form;
      // One Stockholm date for the whole request: the century of a 10-digit number, the checks and the
      // age stored all read the same day, also at midnight.
      const today = stockholmDate();
      const answers = withNormalizedSsns(form, pruneAnswers(form, metadata), today);
      checkAnswers(form, answers, email, position, company, today);
      const { files, stored } = await checkFiles(form, answers, company);
      const info = applicantInfoFrom(answers, email, today);
      const texts = successMessages(company.messages, info.firstname);

      let applicationId: number;
      try {
        ({ applicationId } = await createApplication(db, services.storage, {
          containerId: position.containerId,
          positionId: position.id,
          positionName: position.name,
          email,
          metadata: stored,
          info,
          consent: consentOf(form, company),
          files,
          // Queued in the application's transaction: the job queue delivers it (with retries), so a slow
          // SMTP server never holds up the answer, and a receipt is never lost while its application stays.
          withApplication: (tx, id) =>
            queueEmails(tx, [confirmation(services, { email, applicationId: id, position, company, texts })]),
        }));
      } catch (err) {
        if (!(err instanceof AlreadyAppliedError)) throw err;
        const text = renderTemplate(messageTemplate('job_already_applied', company.messages), {});
        throw new HttpError(409, 'job_already_applied', plain(text));
      }

      const body: ApplyResponse = { data: { applicationId, ...texts } };
      return reply.code(201).send(body);
    },
  );
}

/** The applicant's receipt. A failed send is logged by the job queue and never fails the application. */
function confirmation(
  services: Services,
  m: {
    email: string;
    applicationId: number;
    position: PublicPositionRow;
    company: PublicContainer;
    texts: { thanksForApply: string; appliedSuccess: string };
  },
): LoggedMail {
  const companyName = m.company.fields.DisplayName.data;
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
  return {
    to: m.email,
    subject: `Tack för din ansökan – ${m.position.name}`,
    text,
    emailType: 'application_confirmation',
    containerId: m.position.containerId,
    applicationId: m.applicationId,
    positionId: m.position.id,
  };
}
