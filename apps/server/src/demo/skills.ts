import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  appMeta,
  jobApplications,
  positionSkills,
  questionnaireAnswers,
  skillCollectionSkills,
  skillCollections,
  skillQuestions,
  skills,
} from '../db/schema.ts';

const DEMO = 1;

const NEW_SKILLS = [
  {
    name: 'Lagerarbete',
    description: 'Plock, pack, inleverans och lagersystem',
    icon: 'warehouse',
    questions: ['Har du arbetat med plock och pack?', 'Vilka lagersystem har du använt?'],
  },
  {
    name: 'Svenska',
    description: 'Tal och skrift',
    icon: 'languages',
    questions: ['Hur väl talar och skriver du svenska?'],
  },
  {
    name: 'Engelska',
    description: 'Tal och skrift',
    icon: 'globe',
    questions: ['Hur väl talar och skriver du engelska?'],
  },
  {
    name: 'Körkort B',
    description: 'Personbil',
    icon: 'car',
    questions: ['Har du B-körkort och tillgång till bil?'],
  },
];

const COLLECTIONS = [
  {
    name: 'Lager och logistik',
    description: 'Det vi frågar alla som söker lagerjobb',
    icon: 'forklift',
    skills: ['Truckkörning', 'Lagerarbete', 'Noggrannhet'],
  },
  {
    name: 'Kundservice',
    description: 'Bemötande och språk',
    icon: 'message-circle',
    skills: ['Kundbemötande', 'Svenska', 'Engelska'],
  },
];

/**
 * Skills for Demo AB beyond the pipeline's three: four more with questions, two collections,
 * Lagerarbete on the warehouse position and Svenska on customer service, and answers on a few of the
 * warehouse applications. Runs once, after the applicant pipeline's demo.
 */
export async function seedSkillLibrary(db: Db): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_skills_seeded'));
  if (done) return false;
  const existing = await db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(eq(skills.containerId, DEMO));
  if (existing.length === 0) return false;
  await db.transaction(async (tx) => {
    const ids = new Map(existing.map((s) => [s.name, s.id]));
    const questionIds = new Map<string, number[]>();
    for (const skill of NEW_SKILLS) {
      const [row] = await tx
        .insert(skills)
        .values({ containerId: DEMO, name: skill.name, description: skill.description, icon: skill.icon })
        .returning({ id: skills.id });
      ids.set(skill.name, row!.id);
      const questions = await tx
        .insert(skillQuestions)
        .values(
          skill.questions.map((question, sortOrder) => ({
            containerId: DEMO,
            skillId: row!.id,
            question,
            sortOrder,
          })),
        )
        .returning({ id: skillQuestions.id });
      questionIds.set(
        skill.name,
        questions.map((q) => q.id),
      );
    }
    for (const collection of COLLECTIONS) {
      const [row] = await tx
        .insert(skillCollections)
        .values({
          containerId: DEMO,
          name: collection.name,
          description: collection.description,
          icon: collection.icon,
        })
        .returning({ id: skillCollections.id });
      const members = collection.skills.flatMap((name) => (ids.has(name) ? [ids.get(name)!] : []));
      await tx.insert(skillCollectionSkills).values(
        members.map((skillId, sortOrder) => ({
          containerId: DEMO,
          collectionId: row!.id,
          skillId,
          sortOrder,
        })),
      );
    }
    const onPositions = [
      { positionId: 101, skill: 'Lagerarbete', icon: 'warehouse' },
      { positionId: 102, skill: 'Svenska', icon: 'languages' },
    ];
    await tx
      .insert(positionSkills)
      .values(
        onPositions.map((p) => ({
          containerId: DEMO,
          positionId: p.positionId,
          skillId: ids.get(p.skill)!,
          icons: [p.icon],
        })),
      )
      .onConflictDoNothing();
    const warehouse = await tx
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.positionId, 101), eq(jobApplications.containerId, DEMO)))
      .orderBy(asc(jobApplications.id))
      .limit(3);
    const [pickPack, systems] = questionIds.get('Lagerarbete')!;
    const answers = [
      'Ja, två år på ett e-handelslager med plock och pack.',
      'Ja, på ett grossistlager under sommaren.',
      'Nej, men jag har jobbat med varuplock i butik.',
    ];
    if (warehouse.length)
      await tx
        .insert(questionnaireAnswers)
        .values([
          ...warehouse.map((a, i) => ({
            containerId: DEMO,
            applicationId: a.id,
            questionId: pickPack!,
            answer: answers[i]!,
          })),
          {
            containerId: DEMO,
            applicationId: warehouse[0]!.id,
            questionId: systems!,
            answer: 'Astro WMS och lite SAP.',
          },
        ])
        .onConflictDoNothing();
    await tx.insert(appMeta).values({ key: 'demo_skills_seeded', value: new Date().toISOString() });
  });
  return true;
}
