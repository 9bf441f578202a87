/**
 * A Module Federation runtime plugin (every app's `runtimePlugins`): an app registers its shares
 * into a share scope once, not once per shared module it loads.
 *
 * Module Federation 2.9's `loadShare` calls `initializeSharing(scope)` without an `initScope`, so
 * its "already initialised" check never holds: every call walks all of the app's ~300 shares
 * (antd is shared module by module) and emits `afterRegisterShare` for each. A remote's first
 * screen loads 50-90 shared modules, so a cold switch paid for some 20,000 registrations.
 *
 * Under the portal's `loaded-first` strategy a second registration cannot change the scope: a
 * name already there is never replaced. So once this app has registered its shares into a scope
 * object, a later call without `initScope` returns at once, unless the scope object was swapped
 * (a container's `init` hands it the host's) or the app's share list grew. Calls from the build
 * (`__webpack_require__.I`), calls with an `initScope`, and the `version-first` strategy (which
 * also initialises remotes) go through unchanged.
 */
export default function shareRegistrationOnce() {
  return {
    name: 'creator-share-registration-once',
    apply(instance) {
      const handler = instance.sharedHandler;
      if (!handler || typeof handler.initializeSharing !== 'function') return;
      const initializeSharing = handler.initializeSharing.bind(handler);
      /** Share scope object → how many share names this app had when it registered into it. */
      const registered = new WeakMap();
      const shareCount = () => Object.keys(instance.options.shared || {}).length;
      const versionFirst = (extraOptions) =>
        instance.options.shareStrategy === 'version-first' ||
        extraOptions?.strategy === 'version-first';

      handler.initializeSharing = (scopeName = 'default', extraOptions) => {
        const scope = handler.shareScopeMap[scopeName];
        const plain = !extraOptions?.initScope && extraOptions?.from !== 'build';
        if (
          plain &&
          scope &&
          !versionFirst(extraOptions) &&
          registered.get(scope) === shareCount()
        ) {
          return [];
        }
        const promises = initializeSharing(scopeName, extraOptions);
        const now = handler.shareScopeMap[scopeName];
        if (now && !versionFirst(extraOptions)) registered.set(now, shareCount());
        return promises;
      };
    },
  };
}
