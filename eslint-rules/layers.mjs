import path from 'node:path';

/**
 * Inside an app's src/: `app` may import anything; a feature (src/features/<name>) may import its
 * own files and the lower layers, never another feature nor `app`; the lower layers (lib, shared,
 * federation, ...) import neither features nor `app`. Only relative imports can cross these
 * lines (packages are checked by the import-boundary rules).
 */
const APP_DIRS = ['shell', 'mfe-works', 'mfe-revenue', 'mfe-insights', 'mfe-community'];

/** Where a file sits: its app's src folder and its layer, or null outside an app's src. */
function layerOf(file, root) {
  const relative = path.relative(root, file).split(path.sep);
  const [app, src, top, feature] = relative;
  if (!APP_DIRS.includes(app) || src !== 'src' || relative.length < 4) return null;
  const srcDir = path.join(root, app, 'src');
  if (top === 'app') return { srcDir, layer: 'app' };
  if (top === 'features' && relative.length >= 5) return { srcDir, layer: 'feature', feature };
  return { srcDir, layer: 'lower', name: top };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other; only app imports features.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } } }],
    messages: {
      otherFeature:
        'Feature "{{from}}" imports feature "{{to}}". Features never import each other: move ' +
        'what both need to a lower layer (lib/ or a shared package), or compose them in app/.',
      appFromBelow: '{{where}} imports app/. Only app/ imports features and the layers below it.',
      featureFromBelow:
        '{{where}} imports feature "{{to}}". Lower layers never import features; move the ' +
        'shared part down.',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const here = layerOf(context.filename, root);
    if (!here || here.layer === 'app') return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = layerOf(path.resolve(path.dirname(context.filename), source) + '.x', root);
      if (!target || target.srcDir !== here.srcDir) return;
      const where = here.layer === 'feature' ? `Feature "${here.feature}"` : `${here.name}/`;
      if (target.layer === 'app') {
        context.report({ node, messageId: 'appFromBelow', data: { where } });
      } else if (target.layer === 'feature' && here.layer === 'lower') {
        context.report({
          node,
          messageId: 'featureFromBelow',
          data: { where, to: target.feature },
        });
      } else if (target.layer === 'feature' && target.feature !== here.feature) {
        context.report({
          node,
          messageId: 'otherFeature',
          data: { from: here.feature, to: target.feature },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, node.source.value),
    };
  },
};
