import path from 'node:path';

/**
 * The server's floors (docs/conventions.md 'The server's floors'): a file imports only from its own floor
 * or below, and an area reaches another area only through that area's `index.ts`, as the web's features
 * do. From the ground up: the database and core (with the configuration), the platform every area uses,
 * the HTTP transport, the areas, then what puts them together (composition, the demo seed) and the entry
 * points.
 */
const SRC = /^(.*[\\/]apps[\\/]server[\\/]src)[\\/](.*)$/;
const FLOORS = [
  ['ground', ['db', 'core', 'config.ts', 'environment.ts']],
  ['platform', ['platform']],
  ['http', ['http']],
  ['areas', ['areas']],
  ['composition', ['composition', 'demo']],
  ['entry', ['app.ts', 'main.ts', 'move-files.ts']],
];
const PUBLIC = new Set(['index.ts']);

function placeOf(file) {
  const match = SRC.exec(file);
  if (!match) return null;
  const parts = match[2].split(/[\\/]/);
  const floor = FLOORS.findIndex(([, tops]) => tops.includes(parts[0]));
  if (floor < 0) return null;
  return {
    root: match[1],
    floor,
    area: parts[0] === 'areas' ? parts[1] : null,
    rest: parts.slice(2).join('/'),
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Server files import downward only, and another area only through its index.ts' },
    messages: {
      climbs:
        "'{{source}}' climbs from the {{from}} floor to the {{to}} floor: a file imports only from its own floor or below.",
      deep: "'{{source}}' reaches into area '{{area}}': import it from '{{area}}/index.ts'.",
    },
    schema: [],
  },
  create(context) {
    const here = placeOf(context.filename);
    if (!here) return {};
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(context.filename), source.value));
      if (!target || target.root !== here.root) return;
      if (target.floor > here.floor) {
        context.report({
          node: source,
          messageId: 'climbs',
          data: { source: source.value, from: FLOORS[here.floor][0], to: FLOORS[target.floor][0] },
        });
      } else if (here.area && target.area && target.area !== here.area && !PUBLIC.has(target.rest)) {
        context.report({
          node: source,
          messageId: 'deep',
          data: { source: source.value, area: target.area },
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { floors: rule } };
