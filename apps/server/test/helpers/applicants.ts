import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  PermissionId,
  applicantInfoFrom,
  type ActionInput,
  type Answers,
  type FormProperty,
} from '@rekry/domain';
import type { Db } from '../../src/db/client.ts';
import { dataUrl, pdfWithText } from '../../src/demo/files.ts';
import { customerServiceForm } from '../../src/areas/data-generation/sample-data/forms.ts';
import { jobApplications, labelEmailTemplates, labels, users } from '../../src/db/schema.ts';
import { post, testAppWithWorld } from './app.ts';
import {
  buildPosition,
  buildWritersPosition,
  grantPositionRight,
  standardAnswers,
  validSsn,
} from './factories.ts';

const unique = () => randomBytes(4).toString('hex');

export interface BuildApplicationOptions {
  email?: string;
  firstname?: string;
  lastname?: string;
  /** YYYYMMDD, for the personal number (age and gender). */
  birth?: string;
  serial?: string;
  answers?: Answers;
  labelId?: number | null;
  processLabelId?: number | null;
  createdAt?: Date;
  viewedAt?: Date | null;
}

/**
 * The applicant the export tests read back: labelled (`labelId`), with a mobile number and `answers`,
 * applied in summer time at 21:59 UTC (23:59 in Stockholm, the same date) and viewed the next morning.
 */
export const exportedApplicant = (labelId: number, answers: Answers = {}): BuildApplicationOptions => ({
  firstname: 'Åke',
  lastname: 'Öberg',
  labelId,
  answers: { form_mobilePhone: '070-111 22 33', ...answers },
  createdAt: new Date('2026-07-01T21:59:00Z'),
  viewedAt: new Date('2026-07-02T08:00:00Z'),
});

/**
 * An application to a position by a new applicant, with the standard answers and any overrides. Without a
 * position it builds one (and without a company, the company too): `buildApplication(db)` is enough.
 */
export async function buildApplication(
  db: Db,
  containerId?: number,
  positionId?: number,
  options: BuildApplicationOptions = {},
) {
  if (positionId === undefined) {
    const position = await buildPosition(db, containerId);
    positionId = position.id;
    containerId = position.containerId;
  } else if (containerId === undefined) throw new Error('a position id needs its company id');
  const email = options.email ?? `sokande-${unique()}@example.se`;
  const answers = standardAnswers(email, {
    form_firstname: options.firstname ?? 'Anna',
    form_surname: options.lastname ?? 'Andersson',
    form_ssn: validSsn(options.birth ?? '19900101', options.serial ?? '123'),
    ...options.answers,
  });
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstname: String(answers.form_firstname),
      lastname: String(answers.form_surname),
      isCandidate: true,
    })
    .returning();
  const [row] = await db
    .insert(jobApplications)
    .values({
      containerId,
      positionId,
      userId: user!.id,
      metadata: answers,
      info: applicantInfoFrom(answers, email, '2026-11-21'),
      labelId: options.labelId ?? null,
      processLabelId: options.processLabelId ?? null,
      viewedAt: options.viewedAt ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  return { ...row!, user: user! };
}

/** How an action names an application: its company, its position and its id. */
export const addressOf = (application: { containerId: number; positionId: number; id: number }) => ({
  containerId: application.containerId,
  positionId: application.positionId,
  applicantId: application.id,
});

/** A company's default label of a type by name (every company has them from the start). */
export async function labelByName(db: Db, containerId: number, name: string) {
  const [row] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.containerId, containerId), eq(labels.name, name)));
  if (!row) throw new Error(`no label ${name} in ${containerId}`);
  return row;
}

/** The company's e-mail template for a label: what is offered to send when applicants get that status. */
export async function buildLabelEmailTemplate(
  db: Db,
  label: { id: number; containerId: number; name: string },
  subject: string,
  content: string,
) {
  await db
    .insert(labelEmailTemplates)
    .values({ containerId: label.containerId, labelId: label.id, name: label.name, subject, content });
}

const cv = { filename: 'cv.pdf', data: dataUrl('application/pdf', pdfWithText(['Mitt CV'])) };

/** Applies through the public endpoint as a visitor would: the standard answers, `answers` and a CV. */
export async function applyWithCv(
  app: FastifyInstance,
  positionId: number,
  email: string,
  answers: Record<string, unknown> = {},
): Promise<number> {
  const res = await post<{ data: { applicationId: number } }>(app, '/api/public/positions/apply', {
    action: 'create_jobApplication',
    data: { email, positionId, metadata: { ...standardAnswers(email), ...answers, form_file: cv } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // The CV's move to its final key follows the answer: settled, it is where it stays.
  await app.services.storage.settled();
  return res.body.data.applicationId;
}

/** The customer-service form (every field type) plus a merit group. */
export function meritForm(): FormProperty[] {
  const form = customerServiceForm();
  const order = Math.max(...form.map((p) => p.order)) + 10;
  const member = (i: number, label: string): FormProperty => ({
    key: `requirementsform_${i}`,
    type: 'checkbox',
    label,
    required: false,
    isHtml: false,
    order: order + i * 10,
    validators: [],
  });
  return [
    ...form,
    {
      key: 'requirementsform',
      type: 'group',
      label: 'Meriterande',
      required: false,
      isHtml: false,
      order,
      data: { label: 'Meriterande', keys: ['requirementsform_1', 'requirementsform_2'] },
      validators: [],
    },
    member(1, 'Truckkort'),
    member(2, 'Erfarenhet av kundtjänst'),
  ];
}

/**
 * testAppWithWorld for the applicant tests, with what they share: `own()` (the own company's id),
 * `positionWithRights(form)` and `list(token, positionId, filter)`.
 */
export function applicantsTestApp(overrides: Parameters<typeof testAppWithWorld>[0] = {}) {
  const { t, world, tokens } = testAppWithWorld(overrides);
  const own = () => world.own.id;

  /** A position of the own company where the writer holds Write and the reader Read. */
  async function positionWithRights(form: FormProperty[] = meritForm()) {
    const position = await buildWritersPosition(t.db, own(), world.writer, { form });
    await grantPositionRight(t.db, position, world.reader, PermissionId.Read);
    return position;
  }

  /** The position's applicants as the token's holder sees them (get_ApplicantsByPosition). */
  const list = (
    token: string | undefined,
    positionId: number,
    extra: Partial<ActionInput<'get_ApplicantsByPosition'>> = {},
  ) => t.as(token).dispatch('get_ApplicantsByPosition', { containerId: own(), positionId, ...extra });

  return { t, world, tokens, own, positionWithRights, list };
}
