import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for modules with named exports: `lazyPage(() => import('./XScreen'), 'XScreen')`. */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
