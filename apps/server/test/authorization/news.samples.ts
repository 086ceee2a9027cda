import { newsPosts } from '../../src/db/schema.ts';
import { unique, type AreaSamples, type SampleContext } from './context.ts';

async function post({ t }: SampleContext) {
  const [row] = await t.db
    .insert(newsPosts)
    .values({ title: `Nyhet ${unique()}`, body: '<p>Text</p>' })
    .returning();
  return row!;
}

export const newsSamples: AreaSamples<'news'> = {
  get_BlogPosts: () => ({}),
  get_BlogPost: async (ctx) => ({ id: (await post(ctx)).id }),
  create_BlogPost: () => ({ title: `Nyhet ${unique()}`, body: '<p>Hej alla</p>' }),
  delete_BlogPost: async (ctx) => ({ id: (await post(ctx)).id }),
};
