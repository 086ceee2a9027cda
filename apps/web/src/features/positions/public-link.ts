import { hostLabels } from '@rekry/domain';

/**
 * The origin of the public career site for the admin host the page is on (SPEC §1): `localhost:PORT` →
 * `jobb.localhost:PORT`; `min.X` → `jobb.X` (and min-dev / min-staging → jobb-dev / jobb-staging);
 * `www.X` → `jobb.X`; a two-label host `X` → `jobb.X`.
 */
export function publicOrigin(location: Pick<Location, 'protocol' | 'host'>): string {
  const port = /:(\d+)$/.exec(location.host)?.[0] ?? '';
  const labels = hostLabels(location.host);
  const [first = '', ...rest] = labels;
  let target: string[];
  if (first === 'www' || first === 'min' || first === 'min-temp') target = ['jobb', ...rest];
  else if (first === 'min-dev' || first === 'min-staging') target = [first.replace('min', 'jobb'), ...rest];
  else if (first.startsWith('jobb')) target = labels;
  else target = ['jobb', ...labels];
  return `${location.protocol}//${target.join('.')}${port}`;
}

/** A full address on the public site for a path such as positionPath(...) or '/internal/{guid}'. */
export function publicUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = globalThis.location) {
  return `${publicOrigin(location)}${path}`;
}
