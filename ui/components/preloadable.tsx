import { lazy, type ComponentType, type ReactElement } from 'react';

export interface Preloadable<P extends object> {
  (props: P): ReactElement;
  /** Starts loading the code now; rendering afterwards does not suspend once it is there. */
  preload(): Promise<unknown>;
}

/**
 * A component whose code loads on demand, like React.lazy, but which can be loaded ahead of time. Once
 * loaded it renders directly: React.lazy suspends on every first render, even of code already fetched,
 * and React holds a revealed Suspense boundary back for 300 ms after its fallback showed, which on
 * /health cost more than a quarter of the first screen.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  const Component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(Component, { preload });
}
