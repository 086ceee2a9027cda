import { mockDispatcher, type FakeActions } from '../helpers.ts';
import { detail, renderAdmin, signInAs } from '../positions/render-admin.tsx';

/**
 * Position 101's channels page (Kanaler) for a user with `permissionIds`: its channels from
 * `actions.get_PositionIntegrations`, the other answers from `actions` too. Gives the fetch mock.
 */
export function renderChannels(
  permissionIds: number[],
  actions: FakeActions & Required<Pick<FakeActions, 'get_PositionIntegrations'>>,
) {
  const user = signInAs(permissionIds);
  const fetchMock = mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_PositionById: () => ({ body: detail() }),
    ...actions,
  });
  renderAdmin('/admin/positions/101/integrations');
  return fetchMock;
}
