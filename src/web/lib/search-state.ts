import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * State kept in the address's query (a list's filters), changed a part at a time. Two changes
 * made before the address has moved — two filters picked in quick succession — both land: each
 * builds on the one before it, not on what the last render read (react-router's setter reads the
 * render's parameters and does not queue). `read` and `write` must be stable.
 */
export function useSearchState<S extends object>(
  read: (params: URLSearchParams) => S,
  write: (state: S) => URLSearchParams,
): [S, (patch: Partial<S>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [params, read]);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const update = useCallback(
    (patch: Partial<S>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setParams(write(next), { replace: true });
    },
    [setParams, write],
  );
  return [state, update];
}
