import { createRequire } from 'node:module';
import path from 'node:path';

// The shell's build configuration, as its webpack config loads it.
const root = path.join(__dirname, '..', '..', '..');
const load = createRequire(path.join(root, 'shell', 'package.json'));
const { createAppConfig } = load(path.join(__dirname, 'index.cjs'));
const { REDIRECT_TARGETS } = load(path.join(__dirname, 'share-keys.cjs'));

const antdGroup = (config) => config.optimization.splitChunks.cacheGroups.antd;
const moduleAt = (file) => ({ nameForCondition: () => file });

describe("the build's antd file group", () => {
  const shell = createAppConfig({
    name: 'shell',
    port: 3000,
    isHost: true,
    dirname: path.join(root, 'shell'),
    mode: 'production',
  });

  it('takes the modules the builds put in place of antd imports, so they get no file of their own', () => {
    expect(REDIRECT_TARGETS.length).toBeGreaterThan(0);
    for (const target of REDIRECT_TARGETS) {
      expect(antdGroup(shell).test(moduleAt(target))).toBe(true);
      expect(antdGroup(shell).name({ resource: target })).toBe('antd-core');
    }
  });

  it("takes antd's family and leaves the app's own code alone", () => {
    const antd = load.resolve('antd/es/button/index.js');
    expect(antdGroup(shell).test(moduleAt(antd))).toBe(true);
    expect(antdGroup(shell).test(moduleAt(path.join(root, 'shell', 'src', 'index.ts')))).toBe(
      false,
    );
    expect(antdGroup(shell).test({ nameForCondition: () => null })).toBe(false);
  });
});
