import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component whose code can be asked for ahead of its first render. */
export type Preloadable<P extends object = object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy for code that may already be here. React.lazy suspends on its first render even when its import has
 * settled long before, and once a Suspense fallback has been shown React holds the content that replaces it back
 * until 300 ms after it (its throttle of revealed boundaries): on a first visit the staff queue waited about 200 ms
 * with everything in hand (issue 15). This renders the module at once when `preload` has brought it in, and is
 * React.lazy otherwise. `preload` settles when the code is in or failed; a failure is left to the render's own
 * import, which asks again and reports it.
 */
export const preloadable = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function View(props: P) {
    // Chosen once a mount: turning from the lazy one to the module later would mount the page afresh.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return Object.assign(View, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
};
