import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface Preloadable<P extends object> {
  (props: P): ReactElement;
  /** Starts loading the code; once it is in, the component renders at once, without suspending. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * React.lazy suspends on its first render even when the code is already here, and every suspended
 * boundary's reveal is throttled: three nested lazy screens cost the phone three extra passes after
 * their code had arrived. A component whose code was preloaded renders directly instead.
 * Each mounted instance keeps the way it started (direct or lazy), so nothing remounts when the code
 * lands mid-render.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (a dead zone) may be tried again.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P): ReactElement {
    const [direct] = useState(() => loaded);
    return createElement((direct ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(Component, { preload });
}
