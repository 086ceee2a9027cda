/**
 * Skills, skill collections and position skills (SPEC §3 Skill, Skill collection, Position skill).
 * A skill is a competence with questions the recruiter answers about an applicant; a collection is a
 * named, ordered set of skills added to a position in one go.
 */
import { z } from 'zod';
import { positiveId } from './ids.ts';

/**
 * The icons a skill or collection may have (get_Icons): lucide icon names with their Swedish label. The
 * server accepts only these; the web draws each (its map is typed by this list, so one missing there is a
 * compile error). The first is the default.
 */
export const SKILL_ICONS = {
  sparkles: 'Gnistor',
  truck: 'Lastbil',
  forklift: 'Truck',
  warehouse: 'Lager',
  package: 'Paket',
  'list-checks': 'Checklista',
  'message-circle': 'Samtal',
  phone: 'Telefon',
  handshake: 'Handslag',
  'heart-handshake': 'Omtanke',
  users: 'Samarbete',
  languages: 'Språk',
  globe: 'Internationellt',
  'graduation-cap': 'Utbildning',
  'book-open': 'Läsning',
  laptop: 'Dator',
  code: 'Programmering',
  calculator: 'Ekonomi',
  'chart-line': 'Analys',
  briefcase: 'Arbetsliv',
  wrench: 'Teknik',
  hammer: 'Hantverk',
  'hard-hat': 'Bygg',
  zap: 'El',
  car: 'Körkort',
  stethoscope: 'Vård',
  baby: 'Barnomsorg',
  utensils: 'Kök',
  'shopping-cart': 'Handel',
  paintbrush: 'Måleri',
  palette: 'Formgivning',
  megaphone: 'Marknadsföring',
  lightbulb: 'Idéer',
  brain: 'Problemlösning',
  'shield-check': 'Säkerhet',
  clock: 'Punktlighet',
  leaf: 'Miljö',
  star: 'Stjärna',
} as const;
export type SkillIcon = keyof typeof SKILL_ICONS;
export const SKILL_ICON_NAMES = Object.keys(SKILL_ICONS) as SkillIcon[];
export const DEFAULT_SKILL_ICON: SkillIcon = 'sparkles';

export function isSkillIcon(name: string): name is SkillIcon {
  return Object.hasOwn(SKILL_ICONS, name);
}

export interface IconChoice {
  name: SkillIcon;
  label: string;
}

export interface SkillQuestion {
  id: number;
  question: string;
}

export interface Skill {
  id: number;
  name: string;
  description: string;
  icon: string;
  questions: SkillQuestion[];
  /** How many of the company's positions use the skill (shown before it is deleted). */
  positionCount: number;
}

export interface SkillSummary {
  id: number;
  name: string;
  icon: string;
}

export interface SkillCollection {
  id: number;
  name: string;
  description: string;
  icon: string;
  /** In the collection's order. */
  skills: SkillSummary[];
}

/** SPEC §3 Position skill, with what the position page shows of the skill. */
export interface PositionSkill {
  positionId: number;
  skillId: number;
  name: string;
  description: string;
  icon: string;
  icons: string[];
  questionCount: number;
}

export const SKILL_LIMITS = { name: 100, description: 1000, question: 500, questions: 50, skills: 100 };

const nameSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(SKILL_LIMITS.name, `Namnet får vara högst ${SKILL_LIMITS.name} tecken`);
const descriptionSchema = z
  .string({ error: 'Ogiltig beskrivning' })
  .trim()
  .max(SKILL_LIMITS.description, `Beskrivningen får vara högst ${SKILL_LIMITS.description} tecken`)
  .default('');
const iconSchema = z.enum(SKILL_ICON_NAMES as [SkillIcon, ...SkillIcon[]], {
  error: 'Välj en ikon i listan',
});

export const skillId = positiveId('Ogiltig kompetens');
export const skillCollectionId = positiveId('Ogiltig kompetenssamling');

/**
 * A skill as the editor sends it: its questions in order; a question with an id is kept (its answers
 * stay), one without is new, and the skill's questions left out are removed with their answers.
 */
export const skillInput = {
  name: nameSchema('Ange kompetensens namn'),
  description: descriptionSchema,
  icon: iconSchema,
  questions: z
    .array(
      z.object({
        id: positiveId('Ogiltig fråga').optional(),
        question: z
          .string({ error: 'Skriv frågan' })
          .trim()
          .min(1, 'Skriv frågan')
          .max(SKILL_LIMITS.question, `Frågan får vara högst ${SKILL_LIMITS.question} tecken`),
      }),
      { error: 'Ogiltiga frågor' },
    )
    .max(SKILL_LIMITS.questions, `Högst ${SKILL_LIMITS.questions} frågor`)
    .refine(
      (qs) => unique(qs.flatMap((q) => (q.id === undefined ? [] : [q.id]))),
      'En fråga finns två gånger',
    )
    .default([]),
};

export const skillCollectionInput = {
  name: nameSchema('Ange samlingens namn'),
  description: descriptionSchema,
  icon: iconSchema,
  skillIds: z
    .array(skillId, { error: 'Ogiltiga kompetenser' })
    .min(1, 'Välj minst en kompetens')
    .max(SKILL_LIMITS.skills, `Högst ${SKILL_LIMITS.skills} kompetenser`)
    .refine(unique, 'En kompetens finns två gånger'),
};

function unique(ids: number[]): boolean {
  return new Set(ids).size === ids.length;
}

/** What is added to a position: one skill, or every skill of a collection (exactly one of the two). */
export const positionSkillAddShape = {
  skillId: skillId.optional(),
  collectionId: skillCollectionId.optional(),
};
export const oneSkillOrCollection: [
  (v: { skillId?: number | undefined; collectionId?: number | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (v) => (v.skillId === undefined) !== (v.collectionId === undefined),
  { message: 'Välj en kompetens eller en kompetenssamling', path: ['skillId'] },
];

/**
 * The skill ids a collection adds to a position that does not have them yet, in the collection's order
 * and each once.
 */
export function skillsToAdd(collection: readonly number[], onPosition: readonly number[]): number[] {
  const have = new Set(onPosition);
  const out: number[] = [];
  for (const id of collection)
    if (!have.has(id)) {
      have.add(id);
      out.push(id);
    }
  return out;
}

/**
 * The changes an upsert makes to a skill's questions: which current ones go (with their answers), which
 * stay (with new text and place), which are new. An id that is not one of the skill's is `unknown`.
 */
export function planQuestions(
  current: readonly number[],
  given: readonly { id?: number | undefined; question: string }[],
) {
  const mine = new Set(current);
  const kept = given.flatMap((q, sortOrder) =>
    q.id !== undefined && mine.has(q.id) ? [{ id: q.id, question: q.question, sortOrder }] : [],
  );
  const added = given.flatMap((q, sortOrder) =>
    q.id === undefined ? [{ question: q.question, sortOrder }] : [],
  );
  const unknown = given.flatMap((q, index) => (q.id !== undefined && !mine.has(q.id) ? [index] : []));
  const keptIds = new Set(kept.map((q) => q.id));
  const removed = current.filter((id) => !keptIds.has(id));
  return { kept, added, removed, unknown };
}

export const SKILL_TEXTS = {
  skillNotFound: 'Kompetensen finns inte',
  collectionNotFound: 'Kompetenssamlingen finns inte',
  skillNameTaken: 'Det finns redan en kompetens med det namnet',
  collectionNameTaken: 'Det finns redan en kompetenssamling med det namnet',
  unknownQuestion: 'Frågan hör inte till kompetensen',
  unknownSkill: 'Okänd kompetens',
  notOnPosition: 'Kompetensen finns inte på tjänsten',
} as const;
