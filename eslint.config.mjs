// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import creator from './eslint-rules/index.mjs';

const REMOTES = ['mfe-works', 'mfe-revenue', 'mfe-insights', 'mfe-community'];

/**
 * Import boundaries (docs/architecture.md): a remote never imports another remote or the shell, and shared
 * packages never import an app. They meet only through shared/*.
 */
const boundary = (forbidden) => ({
  'no-restricted-imports': [
    'error',
    {
      // @ant-design/icons is shared by subpath ('@ant-design/icons/'), so an app takes only the
      // icons it imports; its barrel would put every icon (~185 KB gzip) in the first load.
      paths: [
        {
          name: '@ant-design/icons',
          message:
            "Import each icon from '@ant-design/icons/es/icons/<Name>' (shared by subpath: see shared/federation).",
        },
      ],
      patterns: [
        {
          group: forbidden.flatMap((name) => [name, `${name}/*`, `**/${name}`, `**/${name}/**`]),
          message:
            'Apps meet only through shared/* packages (see docs/architecture.md, "Imports go one way").',
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.tsbuild/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Layers inside each app, and kebab-case file names (eslint-rules/, docs/architecture.md).
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    ignores: ['**/*.config.{js,cjs,mjs,ts}', 'eslint.config.mjs'],
    plugins: { creator },
    rules: {
      'creator/layers': ['error', { root: import.meta.dirname }],
      'creator/file-names': 'error',
      'creator/doc-references': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests of the repository's Node scripts run in jest, whose globals they use.
    files: ['scripts/**/*.test.mjs', 'shared/federation/**/*.test.mjs'],
    languageOptions: { globals: globals.jest },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: boundary(['shell', ...REMOTES.filter((r) => r !== remote)]),
  })),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: boundary(['shell', ...REMOTES]),
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: boundary(REMOTES),
  },
);
