import { useCallback, useEffect, useRef } from 'react';
import { createSearchParams, useSearchParams, type NavigateOptions, type URLSearchParamsInit } from 'react-router';

export type UrlParamsUpdate = URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit);

/**
 * useSearchParams for pages that keep their state in the address, with a setter that builds on the
 * address as last written, not as last drawn. React Router hands a functional update the params of
 * the render the handler came from, and it draws a navigation in a transition: two quick changes
 * (List, then Today; a query, then a file type) made before the page redrew left the second built
 * on the old address, and the first was lost. Here each write is remembered until the page draws
 * it; a navigation from elsewhere (Back, a link) replaces what was remembered.
 */
export function useUrlParams(): [URLSearchParams, (update: UrlParamsUpdate, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  /** What was written and not yet drawn, oldest first. */
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const drawn = params.toString();
    const at = pending.current.indexOf(drawn);
    if (at >= 0) pending.current = pending.current.slice(at + 1);
    else pending.current = [];
    if (pending.current.length === 0) latest.current = params;
  }, [params]);

  const set = useCallback(
    (update: UrlParamsUpdate, options?: NavigateOptions) => {
      const next = createSearchParams(typeof update === 'function' ? update(new URLSearchParams(latest.current)) : update);
      latest.current = next;
      pending.current.push(next.toString());
      setParams(next, options);
    },
    [setParams],
  );
  return [params, set];
}
