import { SKILL_ICONS, SKILL_ICON_NAMES } from '@rekry/domain';
import { skillCollections, skills } from '../../db/schema.ts';
import type { HandlerMap } from '../../platform/action-context.ts';
import { addPositionSkills, deleteOwn, removePositionSkill, saveCollection, saveSkill } from './commands.ts';
import { collectionsOf, positionSkillsOf, skillsOf } from './presenters.ts';

const ICONS = SKILL_ICON_NAMES.map((name) => ({ name, label: SKILL_ICONS[name] }));

export const skillHandlers = {
  async get_Icons() {
    return ICONS;
  },

  async get_Skills({ containerId }, { db }) {
    return skillsOf(db, containerId);
  },

  async upsert_Skill({ containerId, ...input }, { db }) {
    const id = await saveSkill(db, containerId, input);
    return (await skillsOf(db, containerId, id))[0]!;
  },

  async delete_Skill({ containerId, id }, ctx) {
    await deleteOwn(ctx, skills, containerId, id);
    return { ok: true as const };
  },

  async get_SkillCollections({ containerId }, { db }) {
    return collectionsOf(db, containerId);
  },

  async upsert_SkillCollection({ containerId, ...input }, { db }) {
    const id = await saveCollection(db, containerId, input);
    return (await collectionsOf(db, containerId, id))[0]!;
  },

  async delete_SkillCollection({ containerId, id }, ctx) {
    await deleteOwn(ctx, skillCollections, containerId, id);
    return { ok: true as const };
  },

  async get_PositionSkills({ containerId }, { db, position }) {
    return positionSkillsOf(db, containerId, position.id);
  },

  async add_PositionSkills({ containerId, skillId, collectionId }, { db, position }) {
    await addPositionSkills(db, containerId, position.id, { skillId, collectionId });
    return positionSkillsOf(db, containerId, position.id);
  },

  async remove_PositionSkill({ containerId, skillId }, { db, position }) {
    await removePositionSkill(db, position.id, skillId);
    return positionSkillsOf(db, containerId, position.id);
  },
} satisfies Partial<HandlerMap>;
