import { z } from 'zod';
import {
  oneSkillOrCollection,
  positionSkillAddShape,
  skillCollectionId,
  skillCollectionInput,
  skillId,
  skillInput,
  type IconChoice,
  type PositionSkill,
  type Skill,
  type SkillCollection,
} from '../skills.ts';
import { action, containerId, positionId, type ActionArea } from './define.ts';

/** Skills, skill collections (SPEC §2 /admin/templates/skills, writer) and the skills of a position. */
export const skillsActions = {
  get_Icons: action<IconChoice[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Ikonerna en kompetens eller kompetenssamling kan ha.',
  }),
  get_Skills: action<Skill[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description:
      'Företagets kompetenser med frågor, efter namn, och hur många tjänster som använder var och en.',
  }),
  upsert_Skill: action<Skill>()({
    input: z.object({ containerId, id: skillId.optional(), ...skillInput }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description:
      'Skapa (utan id) eller spara en kompetens med dess frågor i ordning: frågor med id behålls med sina svar, nya läggs till, de som saknas tas bort med sina svar (409 om namnet finns).',
  }),
  delete_Skill: action<{ ok: true }>()({
    input: z.object({ containerId, id: skillId }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description:
      'Ta bort en kompetens: den försvinner från tjänster och samlingar, svaren på dess frågor tas bort.',
  }),
  get_SkillCollections: action<SkillCollection[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Företagets kompetenssamlingar med sina kompetenser i ordning, efter namn.',
  }),
  upsert_SkillCollection: action<SkillCollection>()({
    input: z.object({ containerId, id: skillCollectionId.optional(), ...skillCollectionInput }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Skapa (utan id) eller spara en kompetenssamling (409 om namnet finns).',
  }),
  delete_SkillCollection: action<{ ok: true }>()({
    input: z.object({ containerId, id: skillCollectionId }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Ta bort en kompetenssamling; kompetenserna och tjänsternas kompetenser finns kvar.',
  }),
  get_PositionSkills: action<PositionSkill[]>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description: 'Tjänstens kompetenser, efter namn.',
  }),
  add_PositionSkills: action<PositionSkill[]>()({
    input: z.object({ containerId, positionId, ...positionSkillAddShape }).refine(...oneSkillOrCollection),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      'Lägg till en kompetens, eller alla kompetenser i en samling, på tjänsten (de som redan finns en gång).',
  }),
  remove_PositionSkill: action<PositionSkill[]>()({
    input: z.object({ containerId, positionId, skillId }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description: 'Ta bort en kompetens från tjänsten; svaren finns kvar om den läggs till igen.',
  }),
} satisfies ActionArea;
