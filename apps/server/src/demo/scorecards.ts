/**
 * Demo data of scorecards: a requirement profile on the warehouse position (from its skills Truckkörning
 * and Noggrannhet, and Samarbete from the company's library), and the writer's and the admin's scorecards
 * of its first applicants, one of them with a disagreement (2 against 5 on Truckvana) and one a draft, so
 * the evaluation, the matrix and the decision basis show something from the start.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_ANCHORS, type Recommendation, type ScoreAnchors } from '@rekry/domain';
import type { Db } from '../db/client.ts';
import {
  appMeta,
  criteriaLibrary,
  jobApplications,
  positionScorecards,
  scorecardCriteria,
  scorecards,
  scorecardScores,
  skills,
  users,
} from '../db/schema.ts';
import { logApplication } from '../platform/application-log.ts';
import { personName } from '../platform/person-name.ts';

const TEAMWORK: { name: string; description: string; anchors: ScoreAnchors; questions: string[] } = {
  name: 'Samarbete',
  description: 'Arbetar väl med andra och tar ansvar för laget',
  anchors: [
    'Arbetar helst ensam, svårt att ta hjälp',
    'Samarbetar när det krävs',
    'Samarbetar väl och hjälper kollegor',
    'Driver samarbete och delar med sig',
    'Lyfter hela laget',
  ],
  questions: ['Berätta om en gång då laget inte nådde målet. Vad gjorde du?'],
};

/** Each card: the reviewer, the scores (Truckvana, Noggrannhet, Samarbete) with their notes, the advice. */
type DemoCard = [reviewer: 'writer' | 'admin', scores: [number, string][], advice: Recommendation | null];
const CARDS: DemoCard[][] = [
  [
    [
      'writer',
      [
        [4, 'Kört motviktstruck i tre år, visade säker hantering i provet.'],
        [4, 'Räknade rätt på alla plocklistor i testet.'],
        [3, 'Gav exempel från lagret men mest om sitt eget arbete.'],
      ],
      'yes',
    ],
    [
      'admin',
      [
        [5, 'Har truckkort A+B och har lärt upp andra förare.'],
        [4, 'Noggrann med inleveranskontroll enligt referensen.'],
        [4, 'Beskrev hur hen löste ett skiftbyte i laget.'],
      ],
      'definitely_yes',
    ],
  ],
  [
    [
      'writer',
      [
        [2, 'Har truckkort men har inte kört på två år.'],
        [3, 'Ett fel av tio i plocktestet.'],
        [4, 'Tydliga exempel på samarbete i butik.'],
      ],
      'no',
    ],
    [
      'admin',
      [
        [5, 'Körde skjutstativtruck dagligen i sitt förra jobb, enligt referensen.'],
        [3, 'Godkänt plocktest.'],
        [4, 'Lugn och hjälpsam i gruppövningen.'],
      ],
      'yes',
    ],
  ],
  [['writer', [[3, 'Utkast: följ upp truckerfarenheten i intervjun.']], null]],
];

export async function seedScorecards(
  database: Db,
  emails: { writer: string; admin: string },
  position: { id: number; containerId: number },
): Promise<boolean> {
  return database.transaction(async (db) => {
    const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_scorecards_seeded'));
    if (done) return false;
    const staff = await db
      .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(inArray(users.email, [emails.writer, emails.admin]));
    const reviewer = {
      writer: staff.find((u) => u.email === emails.writer),
      admin: staff.find((u) => u.email === emails.admin),
    };
    const applications = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.positionId, position.id))
      .orderBy(asc(jobApplications.id))
      .limit(CARDS.length);
    if (!reviewer.writer || !reviewer.admin || applications.length < CARDS.length) return false;
    const { containerId } = position;
    const skillRows = await db
      .select({ id: skills.id, name: skills.name })
      .from(skills)
      .where(and(eq(skills.containerId, containerId), inArray(skills.name, ['Truckkörning', 'Noggrannhet'])));
    const skillId = (name: string) => skillRows.find((s) => s.name === name)?.id ?? null;
    const [library] = await db
      .insert(criteriaLibrary)
      .values({ containerId, ...TEAMWORK })
      .onConflictDoNothing()
      .returning({ id: criteriaLibrary.id });
    await db.insert(positionScorecards).values({ positionId: position.id, containerId, levelIds: [] });
    const criteria = await db
      .insert(scorecardCriteria)
      .values(
        [
          {
            name: 'Truckvana',
            description: 'Kör motviktstruck och skjutstativtruck säkert',
            anchors: DEFAULT_ANCHORS,
            weight: 2,
            questions: [
              'Vilka truckar har du kört, och hur länge?',
              'Hur kontrollerar du trucken före passet?',
            ],
            skillId: skillId('Truckkörning'),
          },
          {
            name: 'Noggrannhet',
            description: 'Plockar och kontrollerar utan fel',
            anchors: DEFAULT_ANCHORS,
            questions: ['Hur gör du för att inte plocka fel?'],
            skillId: skillId('Noggrannhet'),
          },
          { ...TEAMWORK, libraryId: library?.id ?? null },
        ].map((c, sortOrder) => ({ containerId, positionId: position.id, sortOrder, ...c })),
      )
      .returning({ id: scorecardCriteria.id });
    for (const [i, cards] of CARDS.entries()) {
      const applicationId = applications[i]!.id;
      for (const [who, scores, recommendation] of cards) {
        const user = reviewer[who]!;
        const submittedAt = recommendation ? new Date(Date.now() - (3 - i) * 86_400_000) : null;
        const [card] = await db
          .insert(scorecards)
          .values({
            containerId,
            positionId: position.id,
            applicationId,
            reviewerId: user.id,
            reviewerName: personName(user),
            recommendation,
            submittedAt,
            ...(submittedAt ? { createdAt: submittedAt, updatedAt: submittedAt } : {}),
          })
          .returning({ id: scorecards.id });
        await db.insert(scorecardScores).values(
          scores.map(([score, note], k) => ({
            scorecardId: card!.id,
            criterionId: criteria[k]!.id,
            score,
            note,
          })),
        );
        if (submittedAt)
          await logApplication(db, {
            containerId,
            applicationId,
            userId: user.id,
            kind: 'scorecard_submitted',
            message: 'Bedömning lämnad',
            data: { scorecardId: card!.id, recommendation },
            createdAt: submittedAt,
          });
      }
    }
    await db.insert(appMeta).values({ key: 'demo_scorecards_seeded', value: new Date().toISOString() });
    return true;
  });
}
