import path from 'node:path';
import { RuleTester } from 'eslint';
import docReferences from './doc-references.mjs';
import fileNames from './file-names.mjs';
import layers from './layers.mjs';

const root = path.resolve('/repo');
const at = (relative) => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const options = [{ root }];

tester.run('layers', layers, {
  valid: [
    {
      filename: at('mfe-works/src/features/work/work-page.tsx'),
      code: "import './chapter-list';",
      options,
    },
    {
      filename: at('mfe-works/src/features/work/work-page.tsx'),
      code: "import '../../shared/sanitize';",
      options,
    },
    {
      filename: at('mfe-works/src/app/routes.tsx'),
      code: "import('../features/work/work-page');",
      options,
    },
    {
      filename: at('shell/src/app/layout/app-layout.tsx'),
      code: "import '../../features/auth/use-logout';",
      options,
    },
    { filename: at('shell/src/lib/x.ts'), code: "import '../federation/boot';", options },
    { filename: at('shared/ui/src/index.ts'), code: "import './features/x/y';", options },
    {
      filename: at('mfe-works/src/features/work/work-page.tsx'),
      code: "import '@creator/ui';",
      options,
    },
  ],
  invalid: [
    {
      filename: at('mfe-works/src/features/work/work-page.tsx'),
      code: "import { X } from '../editor/editor-page';",
      options,
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: at('mfe-works/src/features/work/sub/row.tsx'),
      code: "export * from '../../my-works/work-card';",
      options,
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: at('shell/src/features/home/home-page.tsx'),
      code: "import { x } from '../../app/route-table';",
      options,
      errors: [{ messageId: 'appFromBelow' }],
    },
    {
      filename: at('shell/src/lib/testing/render-shell.tsx'),
      code: "import '../../features/home/home-page';",
      options,
      errors: [{ messageId: 'featureFromBelow' }],
    },
  ],
});

tester.run('file-names', fileNames, {
  valid: ['work-setting-page.test.tsx', 'index.ts', 'use-id.ts', 'jsdom-styles.ts'].map((name) => ({
    filename: at(`shell/src/${name}`),
    code: '',
  })),
  invalid: [
    {
      filename: at('shell/src/WorkCard.tsx'),
      code: '',
      errors: [
        { messageId: 'notKebab', data: { name: 'WorkCard.tsx', suggestion: 'work-card.tsx' } },
      ],
    },
    { filename: at('shell/src/work_card.ts'), code: '', errors: [{ messageId: 'notKebab' }] },
  ],
});

tester.run('doc-references', docReferences, {
  valid: [
    { code: '/** Toasts last 3 s (docs/product-rules.md, Layout). */ const a = 1;' },
    { code: "// The spec's wording is kept in the messages.\nconst b = 'DESIGN.md';" },
  ],
  invalid: [
    { code: '/** Breakpoints (spec §9). */ const a = 1;', errors: [{ messageId: 'outside' }] },
    { code: '// as DOMAIN.md asks\nconst b = 2;', errors: [{ messageId: 'outside' }] },
    {
      code: '/* see DESIGN.md */ /* and STYLE.md */ const c = 3;',
      errors: [{ messageId: 'outside' }, { messageId: 'outside' }],
    },
  ],
});
