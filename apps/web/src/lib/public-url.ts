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

/**
 * The origin of the admin variant for the public host the page is on (the way back from publicOrigin):
 * `jobb.localhost:PORT` → `localhost:PORT`; `jobb.X` → `min.X`; jobb-dev / jobb-staging → min-dev /
 * min-staging; a three-label host without a jobb label → `min.` + its last two labels.
 */
export function adminOrigin(location: Pick<Location, 'protocol' | 'host'>): string {
  const port = /:(\d+)$/.exec(location.host)?.[0] ?? '';
  const labels = hostLabels(location.host);
  const [first = '', ...rest] = labels;
  let target: string[];
  if (first.startsWith('jobb')) {
    const prefix = first === 'jobb-dev' || first === 'jobb-staging' ? first.replace('jobb', 'min') : 'min';
    target = rest.length === 1 && rest[0] === 'localhost' ? rest : [prefix, ...rest];
  } else if (labels.length === 3) target = ['min', ...labels.slice(1)];
  else target = labels;
  return `${location.protocol}//${target.join('.')}${port}`;
}
