import { isGuid, positionIdFromSegment } from '@rekry/domain/public';

export { isReachableHere } from '@rekry/domain/public';

/** Route parameter names of the position routes (public-app.tsx), shared by the detail and apply pages. */
export const ID_SLUG_PARAM = 'idSlug';
export const GUID_PARAM = 'guid';

/**
 * The position a public address names: the numeric id of '/{id}_{slug}' or '/positions/{id}', or the guid
 * of '/internal/{guid}'; null when the address names none (the not-found screen).
 */
export function positionRefFromParams(
  params: Readonly<Partial<Record<string, string>>>,
): number | string | null {
  const guid = params[GUID_PARAM];
  if (guid !== undefined) return isGuid(guid) ? guid.toLowerCase() : null;
  const segment = params[ID_SLUG_PARAM];
  return segment === undefined ? null : positionIdFromSegment(segment);
}
