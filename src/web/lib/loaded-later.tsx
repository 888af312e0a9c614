import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on demand, and the way to start loading it ahead. */
export type LoadedLater<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A component whose code loads the first time it is drawn (or when `preload` asks), showing
 * `placeholder` until then. Unlike React.lazy it draws without a Suspense boundary: React holds
 * a boundary's content back until 300 ms after any boundary last showed or hid its fallback, so
 * a phone opening a checklist waited up to a third of a second with the checklist's code and
 * data at hand. Here the code's arrival is an ordinary state change, drawn at once; code that
 * has already arrived draws with the first render. A download that fails is thrown where the
 * component is drawn, for the screen's error boundary, and is tried again when next drawn.
 */
export function loadedLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
): LoadedLater<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function Later(props: P) {
    const [component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (component) return;
      let drawn = true;
      preload().then(
        (arrived) => {
          if (drawn) setComponent(() => arrived);
        },
        (error: unknown) => {
          if (!drawn) return;
          setComponent(() => {
            throw error;
          });
        },
      );
      return () => {
        drawn = false;
      };
    }, [component]);
    return component ? createElement(component, props) : placeholder;
  }
  return Object.assign(Later, { preload });
}
