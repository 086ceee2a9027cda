import { positionSkills, skillCollections, skills } from '../../src/db/schema.ts';
import { position, unique, type AreaSamples, type SampleContext } from './context.ts';

/** A skill of the row's company. */
export async function skill({ t, containerId }: SampleContext, name = `Kompetens ${unique()}`) {
  const [row] = await t.db.insert(skills).values({ containerId, name, icon: 'truck' }).returning();
  return row!;
}

export const skillsSamples: AreaSamples<'skills'> = {
  get_Icons: ({ containerId }) => ({ containerId }),
  get_Skills: ({ containerId }) => ({ containerId }),
  upsert_Skill: ({ containerId }) => ({
    containerId,
    name: `Kompetens ${unique()}`,
    icon: 'truck',
    questions: [{ question: 'Hur länge?' }],
  }),
  delete_Skill: async (ctx) => ({ containerId: ctx.containerId, id: (await skill(ctx)).id }),
  get_SkillCollections: ({ containerId }) => ({ containerId }),
  upsert_SkillCollection: async (ctx) => ({
    containerId: ctx.containerId,
    name: `Samling ${unique()}`,
    icon: 'warehouse',
    skillIds: [(await skill(ctx)).id],
  }),
  delete_SkillCollection: async ({ t, containerId }) => {
    const [row] = await t.db
      .insert(skillCollections)
      .values({ containerId, name: `Samling ${unique()}` })
      .returning();
    return { containerId, id: row!.id };
  },
  get_PositionSkills: (ctx) => position(ctx),
  add_PositionSkills: async (ctx) => ({ ...(await position(ctx)), skillId: (await skill(ctx)).id }),
  remove_PositionSkill: async (ctx) => {
    const at = await position(ctx);
    const { id } = await skill(ctx);
    await ctx.t.db
      .insert(positionSkills)
      .values({ containerId: ctx.containerId, positionId: at.positionId, skillId: id });
    return { ...at, skillId: id };
  },
};
