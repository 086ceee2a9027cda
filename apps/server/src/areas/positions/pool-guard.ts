import { TALENT_POOL_TEXTS } from '@rekry/domain';
import { badRequest } from '../../core/errors.ts';
import type { ScopedPosition } from '../../platform/action-context.ts';

/**
 * The talent pool is a position only inside: what makes an ad of one (publishing, scheduling, archiving,
 * copying, its ad fields, deleting) is refused; it is opened and closed as a pool (areas/talent-pool).
 */
export function refusePool(position: Pick<ScopedPosition, 'kind'> | undefined): void {
  if (position?.kind === 'pool') throw badRequest(TALENT_POOL_TEXTS.notAnAd);
}
