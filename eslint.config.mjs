// @ts-check
import js from '@eslint/js';
import jest from 'eslint-plugin-jest';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readFileSync } from 'node:fs';
import creator from './eslint-rules/index.mjs';

const REMOTES = ['mfe-works', 'mfe-revenue', 'mfe-insights', 'mfe-community'];

/**
 * Import boundaries (docs/architecture.md): a remote never imports another remote or the shell, and shared
 * packages never import an app. They meet only through shared/*.
 */
/** The names the shared router module exports (tests use the real package and may use more). */
const ROUTER_NAMES = [
  ...readFileSync(
    new URL('./shared/federation/src/react-router-dom.mjs', import.meta.url),
    'utf8',
  ).matchAll(/export \{([^}]*)\} from/g),
].flatMap((match) =>
  match[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

/** Jest tests and their helpers: they run against the real packages, not the builds. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-utils/**'];

const boundary = (forbidden, { tests = false } = {}) => ({
  // The typescript-eslint version of the rule, so that type-only imports from 'antd' stay allowed.
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: [
        ...(tests
          ? []
          : [
              {
                // The apps' react-router-dom is a shared module naming only what they use (see
                // there); any other name would be undefined at run time.
                name: 'react-router-dom',
                allowTypeImports: true,
                allowImportNames: ROUTER_NAMES,
                message:
                  'Not exported by the shared router module: add it to shared/federation/src/react-router-dom.mjs.',
              },
            ]),
        {
          // @ant-design/icons is shared by subpath, so an app takes only the icons it imports; its
          // barrel would put every icon (~185 KB gzip) in the first load.
          name: '@ant-design/icons',
          message:
            "Import each icon from '@ant-design/icons/es/icons/<Name>' (shared by subpath: see shared/federation).",
        },
        {
          // antd is shared module by module (shared/federation/src/share-keys.cjs); its barrel
          // would load every component. Types may still come from 'antd'.
          name: 'antd',
          allowTypeImports: true,
          message:
            "Import each component from 'antd/es/<component>' (import Button from 'antd/es/button'); " +
            "`node scripts/codemods/antd-imports.mjs` rewrites these imports. Types: `import type { ... } from 'antd'`.",
        },
        {
          // Only react-router-dom is shared, through a module that names what the apps use
          // (shared/federation/src/react-router-dom.mjs); React Router imported directly would
          // be a second, unshared router with contexts of its own.
          name: 'react-router',
          allowTypeImports: true,
          message:
            "Import from 'react-router-dom' (shared through shared/federation/src/react-router-dom.mjs).",
        },
      ],
      patterns: [
        {
          group: ['react-router/*', 'react-router-dom/*'],
          allowTypeImports: true,
          message: "Import from 'react-router-dom' (the one shared router module).",
        },
        {
          group: ['antd/lib', 'antd/lib/**', 'antd/locale', 'antd/locale/**', 'antd/dist/**'],
          message:
            "Import antd's ES modules: 'antd/es/<component>', 'antd/es/locale/<lang>' (shared module by module).",
        },
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
    // A focused or disabled test runs alone or not at all while the run reports it green
    // (npm test fails on them too: scripts/lib/test-report.mjs).
    files: ['**/*.test.{ts,tsx,mjs}', 'shared/test-utils/**/*.{ts,tsx}'],
    plugins: { jest },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression > MemberExpression.callee[object.name=/^(it|test)$/][property.name='todo']",
          message:
            'A todo test is reported beside the passing ones: write the test, or leave it out.',
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression > MemberExpression.callee[property.name='fixme']",
          message: 'A fixme test never runs: fix it, or leave it out.',
        },
      ],
    },
  },
  {
    // Tests of the repository's Node scripts run in jest, whose globals they use.
    files: ['scripts/**/*.test.mjs', 'shared/federation/**/*.test.mjs'],
    languageOptions: { globals: globals.jest },
  },
  ...[
    ...REMOTES.map((remote) => ({
      area: remote,
      forbidden: ['shell', ...REMOTES.filter((r) => r !== remote)],
    })),
    { area: 'shared', forbidden: ['shell', ...REMOTES] },
    { area: 'shell', forbidden: REMOTES },
  ].flatMap(({ area, forbidden }) => [
    { files: [`${area}/**/*.{ts,tsx}`], ignores: TEST_FILES, rules: boundary(forbidden) },
    {
      files: TEST_FILES.map((glob) => `${area}/${glob}`),
      rules: boundary(forbidden, { tests: true }),
    },
  ]),
);
