import { buildContainer } from '../helpers/factories.ts';
import { unique, type AreaSamples } from './context.ts';

export const companiesSamples: AreaSamples<'companies'> = {
  get_Containers: () => ({}),
  get_Container: ({ containerId }) => ({ containerId }),
  search_Containers: () => ({ query: 'Företag' }),
  create_Container: () => ({
    name: `Nytt företag ${unique()} AB`,
    plans: ['Monthly'],
    adminEmail: `admin-${unique()}@example.se`,
  }),
  create_DemoContainer: () => ({}),
  // A company of its own: the rows must not change or remove the shared ones.
  update_ContainerAccount: async ({ t }) => ({
    containerId: (await buildContainer(t.db)).id,
    status: 'inactive',
  }),
  delete_Container: async ({ t }) => {
    const company = await buildContainer(t.db);
    return { containerId: company.id, confirmName: company.name };
  },
};
