/** One jest run over every package; each package is a project with its own environment. */
const path = require('node:path');

/**
 * msw 2.13+ requires packages that ship only ESM. Jest on Node < 24.9 runs them through the
 * CommonJS path, so they must be transformed like our own sources.
 */
const ESM_ONLY = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  // @ant-design/icons' CommonJS build requires @ant-design/colors' ESM build.
  '@ant-design/colors',
  // @creator/charts' CSV writer ships only an ES module build.
  'export-to-csv',
];
const esmOnlyPaths = ESM_ONLY.flatMap((name) => [
  `\\.pnpm/${name.replace('/', '\\+')}@`,
  `${name}/`,
]);

// Every test runs in Tokyo, a zone east of Taipei and not UTC: the portal shows Taipei time
// whatever the browser's zone, and a date read as the browser's local time shows up wrong here
// (the day before, for a plain 'YYYY-MM-DD'). Workers inherit it.
process.env.TZ = 'Asia/Tokyo';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const web = (name) => ({
  displayName: name,
  rootDir: path.join(__dirname, name),
  testEnvironment: 'jest-fixed-jsdom',
  // MSW and friends publish browser builds under the "browser" condition; jsdom must not take them.
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: { '^.+\\.m?(t|j)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPaths.join('|')}))`],
  // The apps import antd module by module from its ES build (shared that way in the browser);
  // jest runs CommonJS, so the same modules come from antd's CommonJS build.
  moduleNameMapper: { '^antd/es/(.*)$': 'antd/lib/$1' },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.web.ts')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

module.exports = {
  // Jest's default is one worker fewer than the cores: one worker on a two-core CI runner. The
  // test files are independent (each has its own jsdom and MSW server), so use every core.
  maxWorkers: '100%',
  projects: [
    web('shell'),
    web('mfe-works'),
    web('mfe-revenue'),
    web('mfe-insights'),
    web('mfe-community'),
    web('shared/api'),
    web('shared/ui'),
    web('shared/remote-kit'),
    web('shared/charts'),
    web('shared/analytics'),
    web('shared/test-utils'),
    {
      displayName: 'eslint-rules',
      rootDir: path.join(__dirname, 'eslint-rules'),
      testEnvironment: 'node',
      transform: { '^.+\\.mjs$': swc },
      testMatch: ['<rootDir>/*.test.mjs'],
      moduleFileExtensions: ['mjs', 'js', 'json'],
    },
    {
      displayName: 'platform-api',
      rootDir: path.join(__dirname, 'platform-api'),
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      // creator-serve, the static server every build is served with.
      displayName: 'shared/federation',
      rootDir: path.join(__dirname, 'shared', 'federation'),
      testEnvironment: 'node',
      moduleFileExtensions: ['mjs', 'js', 'cjs', 'json'],
      transform: { '^.+\\.mjs$': swc },
      testMatch: ['<rootDir>/src/**/*.test.mjs'],
    },
    {
      // The repository's own Node scripts (plain .mjs), e.g. the offline dependency audit.
      displayName: 'scripts',
      rootDir: path.join(__dirname, 'scripts'),
      testEnvironment: 'node',
      moduleFileExtensions: ['mjs', 'js', 'cjs', 'json'],
      transform: { '^.+\\.mjs$': swc },
      testMatch: ['<rootDir>/**/*.test.mjs'],
    },
  ],
};
