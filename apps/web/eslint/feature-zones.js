import path from 'node:path';

/**
 * Import zones between feature folders (DESIGN §2): a file in `src/features/<a>/` reaches another feature
 * `<b>` only through `features/<b>/index.ts`, so each feature's internals can change without breaking the
 * others. What several features share belongs in components/, lib/ or packages/domain. Files outside the
 * feature folders (the app's registry and layouts) may load a feature's pages directly.
 */
const FEATURE = /^(.*[\\/]src[\\/]features)[\\/]([^\\/]+)(?:[\\/](.*))?$/;
const PUBLIC = new Set(['', 'index', 'index.ts', 'index.tsx']);

function featureOf(file) {
  const match = FEATURE.exec(file);
  return match ? { root: match[1], name: match[2], rest: match[3] ?? '' } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Another feature is imported only through its index.ts' },
    messages: {
      deep: "'{{source}}' reaches into feature '{{feature}}': import it from '{{feature}}/index.ts' (or move what is shared to components/ or lib/).",
    },
    schema: [],
  },
  create(context) {
    const here = featureOf(context.filename);
    if (!here) return {};
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source.value));
      if (!target || target.root !== here.root || target.name === here.name) return;
      if (PUBLIC.has(target.rest)) return;
      context.report({
        node: source,
        messageId: 'deep',
        data: { source: source.value, feature: target.name },
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-zones': rule } };
