import { ModuleFederation } from '@module-federation/enhanced/runtime';
import shareRegistrationOnce from './share-registration-once.mjs';

const NAMES = Array.from({ length: 40 }, (_, i) => `lib-${i}`);

/** An app sharing NAMES (each module is `{ name }`), counting the registrations it emits. */
function createApp({ plugins = [shareRegistrationOnce()], shareStrategy = 'loaded-first' } = {}) {
  const registered = [];
  const counter = {
    name: 'count-registrations',
    afterRegisterShare(args) {
      registered.push(args.pkgName);
      return args;
    },
  };
  const shared = Object.fromEntries(
    NAMES.map((name) => [
      name,
      {
        version: '1.0.0',
        lib: () => ({ name }),
        shareConfig: { singleton: true, requiredVersion: false },
      },
    ]),
  );
  const app = new ModuleFederation({
    name: 'app',
    remotes: [],
    shared,
    shareStrategy,
    plugins: [...plugins, counter],
  });
  // The constructor registers each share once by itself; count what loading adds to that.
  registered.length = 0;
  return { app, registered };
}

const loadAll = async (app, names = NAMES) => {
  const modules = [];
  for (const name of names) modules.push((await app.loadShare(name))());
  return modules;
};

describe('shareRegistrationOnce', () => {
  it('gives every shared module as before, with no registration after the first', async () => {
    const { app, registered } = createApp();

    app.initializeSharing('default', { from: 'build', initScope: [], strategy: 'loaded-first' });
    const modules = await loadAll(app);

    expect(modules).toEqual(NAMES.map((name) => ({ name })));
    expect(registered).toEqual([]);
  });

  it('is needed: without it, each loadShare registers every share again', async () => {
    const { app, registered } = createApp({ plugins: [] });

    await loadAll(app, NAMES.slice(0, 5));

    // Module Federation 2.9: loadShare → initializeSharing without an initScope. If this starts
    // failing, upstream registers once by itself and the plugin can go.
    expect(registered).toHaveLength(5 * NAMES.length);
  });

  it('registers into a scope object handed over later, as a container init does', async () => {
    const { app } = createApp();
    await loadAll(app, NAMES.slice(0, 3));

    const hostScope = {};
    app.initShareScopeMap('default', hostScope);
    const [module] = await loadAll(app, ['lib-7']);

    expect(module).toEqual({ name: 'lib-7' });
    expect(Object.keys(hostScope).sort()).toEqual([...NAMES].sort());
  });

  it('adds its version beside another version the scope already holds', async () => {
    const { app } = createApp();
    const older = { version: '0.9.0', from: 'host', loaded: true, lib: () => ({ name: 'old' }) };
    const hostScope = { 'lib-0': { '0.9.0': older } };
    app.initShareScopeMap('default', hostScope);

    await loadAll(app, ['lib-1']);

    expect(Object.keys(hostScope['lib-0']).sort()).toEqual(['0.9.0', '1.0.0']);
    expect(hostScope['lib-0']['0.9.0']).toBe(older);
  });

  it('still offers shares added after the first registration', async () => {
    const { app } = createApp();
    await loadAll(app, NAMES.slice(0, 3));

    app.initOptions({
      name: 'app',
      shared: {
        later: {
          version: '2.0.0',
          get: async () => () => ({ name: 'later' }),
          shareConfig: { singleton: true, requiredVersion: false },
        },
      },
    });

    expect((await app.loadShare('later'))()).toEqual({ name: 'later' });
    expect(app.shareScopeMap.default.later['2.0.0']).toBeDefined();
  });

  it('leaves the version-first strategy, which also initialises remotes, to upstream', async () => {
    const { app, registered } = createApp({ shareStrategy: 'version-first' });

    await loadAll(app, NAMES.slice(0, 3));

    expect(registered).toHaveLength(3 * NAMES.length);
  });
});
