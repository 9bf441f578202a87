/**
 * A Module Federation runtime plugin (every app's `runtimePlugins`): an app registers its shares
 * into a share scope once, not again on every shared module it loads.
 *
 * Module Federation 2.9 registers an app's shares when the app starts (`registerShared`), again
 * when its build initialises the scope (`__webpack_require__.I`), and again on every `loadShare`,
 * which calls `initializeSharing` without an `initScope`, so its "already initialised" check never
 * holds. Each pass walks all of the app's ~300 shares (antd is shared module by module) and emits
 * `afterRegisterShare` for each: ~20 ms of the home page's start, and some 20,000 registrations in
 * a cold switch into a remote whose first screen loads 50-90 shared modules.
 *
 * A pass can only add what the scope lacks: under the portal's `loaded-first` strategy an entry
 * that is there is never replaced. So when the scope already holds every share of this app at its
 * version, and each of them is `loaded-first` or loaded, the pass returns at once. A scope that
 * lacks one (a container's `init` hands the app the host's scope, another version, a share added
 * later) gets the whole pass, as does the `version-first` strategy, which also initialises remotes.
 */
export default function shareRegistrationOnce() {
  return {
    name: 'creator-share-registration-once',
    apply(instance) {
      const handler = instance.sharedHandler;
      if (!handler || typeof handler.initializeSharing !== 'function') return;
      const initializeSharing = handler.initializeSharing.bind(handler);

      /** Scope object → the app's share list it was found to hold in full (initOptions replaces it). */
      const held = new WeakMap();

      const holdsEveryShare = (scopeName) => {
        const scope = handler.shareScopeMap[scopeName];
        if (!scope) return false;
        const shares = instance.options.shared;
        if (held.get(scope) === shares) return true;
        for (const [name, versions] of Object.entries(shares ?? {})) {
          for (const shared of versions) {
            if (!shared.scope?.includes(scopeName)) continue;
            const entry = scope[name]?.[shared.version];
            if (!entry || (entry.strategy !== 'loaded-first' && !entry.loaded)) return false;
          }
        }
        if (shares) held.set(scope, shares);
        return true;
      };

      handler.initializeSharing = (scopeName = 'default', extraOptions) => {
        const versionFirst =
          instance.options.shareStrategy === 'version-first' ||
          extraOptions?.strategy === 'version-first';
        if (!versionFirst && holdsEveryShare(scopeName)) return [];
        return initializeSharing(scopeName, extraOptions);
      };
    },
  };
}
