import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A change a career-site page sends (booking, survey, job alerts): the part of TanStack Query's
 * `useMutation` those pages use, beside the query cache (public-query.tsx) so that pages which only read
 * do not carry it.
 */

export interface MutationOptions<T, V> {
  mutationFn: (variables: V) => Promise<T>;
  onSuccess?: (data: T, variables: V) => unknown;
  onError?: (error: unknown, variables: V) => unknown;
}

interface Flags<S extends string> {
  status: S;
  isIdle: S extends 'idle' ? true : false;
  isPending: S extends 'pending' ? true : false;
  isError: S extends 'error' ? true : false;
  isSuccess: S extends 'success' ? true : false;
}
/** As TanStack's: isSuccess says data is there. */
type MutationState<T> =
  | (Flags<'idle'> & { data: undefined; error: null })
  | (Flags<'pending'> & { data: undefined; error: null })
  | (Flags<'success'> & { data: T; error: null })
  | (Flags<'error'> & { data: undefined; error: unknown });

function mutationState<T>(status: MutationState<T>['status'], data?: T, error: unknown = null) {
  const flags = {
    isIdle: status === 'idle',
    isPending: status === 'pending',
    isError: status === 'error',
    isSuccess: status === 'success',
  };
  return { status, ...flags, data, error } as MutationState<T>;
}

/**
 * A change the page sends (TanStack's useMutation): its state for the page to draw, and `onSuccess` /
 * `onError` run before that state says it is done. `mutate` never throws; `mutateAsync` does.
 */
export function useMutation<T, V = void>(options: MutationOptions<T, V>) {
  const [state, setState] = useState(() => mutationState<T>('idle'));
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // Only the last call's end is drawn.
  const calls = useRef(0);
  const mutateAsync = useCallback(async (variables: V): Promise<T> => {
    const call = ++calls.current;
    setState(mutationState('pending'));
    try {
      const data = await latest.current.mutationFn(variables);
      await latest.current.onSuccess?.(data, variables);
      if (call === calls.current) setState(mutationState('success', data));
      return data;
    } catch (error) {
      await latest.current.onError?.(error, variables);
      if (call === calls.current) setState(mutationState<T>('error', undefined, error));
      throw error;
    }
  }, []);
  const mutate = useCallback(
    (variables: V) => void mutateAsync(variables).catch(() => undefined),
    [mutateAsync],
  );
  const reset = useCallback(() => {
    calls.current++;
    setState(mutationState('idle'));
  }, []);
  return { ...state, mutate, mutateAsync, reset };
}
