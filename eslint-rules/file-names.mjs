import path from 'node:path';

/** kebab-case before the first dot: `work-setting-page.test.tsx`, `index.ts`, `routes.tsx`. */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Source file names are kebab-case.' },
    schema: [],
    messages: { notKebab: 'File name "{{name}}" is not kebab-case (e.g. "{{suggestion}}").' },
  },
  create(context) {
    const name = path.basename(context.filename);
    if (KEBAB.test(name)) return {};
    const suggestion = name
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/[_\s]+/g, '-')
      .toLowerCase();
    return {
      Program: (node) =>
        context.report({ node, messageId: 'notKebab', data: { name, suggestion } }),
    };
  },
};
