/**
 * The decision basis ('bedömningsunderlag') of one applicant, for an appeal: the position, the applicant,
 * the requirement profile (criteria, anchors, weights), every submitted scorecard with each score and its
 * note, the recommendation, the reviewer and when they submitted, and the summary. A PDF, written with the
 * platform's PDF writer as the applicant export and the register extract are.
 */
import { eq } from 'drizzle-orm';
import {
  RECOMMENDATIONS,
  RECOMMENDATION_LABELS,
  SCORECARD_TEXTS,
  formatDateTime,
  summariseScores,
  type Criterion,
  type FileDownload,
  type ReviewerScorecard,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { positions } from '../../db/schema.ts';
import { forbidden } from '../../core/errors.ts';
import type { ActionContext, ScopedApplication } from '../../platform/action-context.ts';
import { personName } from '../../platform/person-name.ts';
import { GREY, PdfWriter } from '../../platform/pdf-writer.ts';
import { applicantNames } from './applicant-name.ts';
import { visibleCards } from './evaluation.ts';
import { criteriaOf } from './profile.ts';
import type { ScoreViewer } from './visibility.ts';

interface Basis {
  position: string;
  applicant: string;
  issuedBy: string;
  issuedAt: Date;
  criteria: Criterion[];
  cards: ReviewerScorecard[];
}

const score = (n: number | null) => (n === null ? '–' : String(n).replace('.', ','));

async function renderBasis(b: Basis): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({ title: `Bedömningsunderlag ${b.applicant}`, margin: 50 });
  const write = pdf.write.bind(pdf);
  const heading = (text: string, size = 13) => {
    pdf.ensure(3 * size);
    pdf.y -= 8;
    write(text, { size, bold: true, gap: 4 });
  };
  const nameOf = new Map(b.criteria.map((k) => [k.id, k.name]));
  const summary = summariseScores(b.criteria, b.cards);

  pdf.newPage();
  write('Bedömningsunderlag', { size: 20, bold: true, gap: 6 });
  write(
    'Underlaget för beslutet: tjänstens kravprofil, varje bedömares betyg med motivering och rekommendation, och sammanställningen.',
    { color: GREY, gap: 4 },
  );
  write(`Tjänst: ${b.position}`);
  write(`Sökande: ${b.applicant}`);
  write(`Utfärdat: ${formatDateTime(b.issuedAt)} av ${b.issuedBy}`);

  heading('Kravprofil');
  b.criteria.forEach((k, i) => {
    write(`${i + 1}. ${k.name} (vikt ${k.weight})`, { bold: true, gap: 1 });
    if (k.description) write(k.description, { indent: 12 });
    k.anchors.forEach((anchor, step) => write(`${step + 1} – ${anchor}`, { indent: 12, gap: 1 }));
    if (k.questions.length) write(`Intervjufrågor: ${k.questions.join(' · ')}`, { indent: 12, color: GREY });
    pdf.y -= 4;
  });

  heading('Bedömningar');
  if (!b.cards.length) write('Ingen har lämnat någon bedömning ännu.');
  for (const card of b.cards) {
    heading(card.reviewer.name || 'Borttagen användare', 11);
    const changed = card.submittedAt && card.updatedAt > card.submittedAt;
    write(
      `Lämnad ${formatDateTime(card.submittedAt)}${changed ? `, senast ändrad ${formatDateTime(card.updatedAt)}` : ''}`,
    );
    write(`Rekommendation: ${card.recommendation ? RECOMMENDATION_LABELS[card.recommendation] : '–'}`);
    write(`Viktat medel: ${score(card.weightedMean)}`, { gap: 4 });
    for (const s of card.scores) {
      write(`${nameOf.get(s.criterionId) ?? ''}: ${s.score}`, { indent: 12, bold: true, gap: 1 });
      write(s.note || '(ingen motivering)', { indent: 24 });
    }
  }

  heading('Sammanställning');
  write(`Bedömare: ${summary.reviewers}`);
  write(`Viktat medel: ${score(summary.weightedMean)}`);
  write(
    `Rekommendationer: ${RECOMMENDATIONS.map((r) => `${RECOMMENDATION_LABELS[r]} ${summary.recommendations[r]}`).join(', ')}`,
    { gap: 4 },
  );
  for (const c of summary.criteria) {
    const range = c.min === null ? '' : ` (${c.min}–${c.max})`;
    write(
      `${nameOf.get(c.criterionId) ?? ''}: medel ${score(c.mean)}${range}${c.disagree ? ' – oenighet: betygen skiljer 2 eller mer' : ''}`,
      { indent: 12, bold: c.disagree },
    );
  }
  return pdf.finish();
}

/** A file name from the applicant's shown name: letters, digits and dashes. */
const stem = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'sokande';

/**
 * The decision basis as a download, with its audit entry; 403 while the caller may not see the others'
 * scores of the applicant (the basis shows them all).
 */
export async function decisionBasis(
  ctx: Pick<ActionContext, 'db' | 'user' | 'audit'>,
  viewer: ScoreViewer,
  application: ScopedApplication,
): Promise<FileDownload> {
  const db: Queryable = ctx.db;
  const criteria = await criteriaOf(db, viewer.positionId);
  const { mine, hidden, others } = await visibleCards(db, viewer, criteria, application.id);
  if (hidden) throw forbidden(SCORECARD_TEXTS.decisionBasisHidden);
  const cards = [...(mine?.submittedAt ? [mine] : []), ...others].sort((x, y) =>
    (x.submittedAt ?? '').localeCompare(y.submittedAt ?? ''),
  );
  const [[position], names] = await Promise.all([
    db.select({ name: positions.name }).from(positions).where(eq(positions.id, viewer.positionId)),
    applicantNames(db, viewer, [application]),
  ]);
  const applicant = names.get(application.id) ?? '';
  const bytes = await renderBasis({
    position: position?.name ?? '',
    applicant,
    issuedBy: personName(ctx.user),
    issuedAt: new Date(),
    criteria,
    cards,
  });
  await ctx.audit({
    kind: 'export',
    summary: `Hämtade bedömningsunderlaget för en sökande till tjänsten ${position?.name ?? ''}`,
    containerId: application.containerId,
    data: { export: 'decision_basis', positionId: viewer.positionId, applicationId: application.id },
  });
  return {
    filename: `Bedomningsunderlag-${stem(applicant)}.pdf`,
    contentType: 'application/pdf',
    body: [bytes],
  };
}
