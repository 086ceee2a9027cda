import type { ActionArea } from './define.ts';

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Flat<T> = { [K in keyof T]: T[K] };
export type MergedAreas<A extends Record<string, ActionArea>> = Flat<Intersection<A[keyof A]>>;

/**
 * One catalogue from the areas' own declarations. A name declared by two areas is a mistake a spread
 * would hide (the later one wins), so it throws.
 */
export function mergeAreas<A extends Record<string, ActionArea>>(areas: A): MergedAreas<A> {
  const merged: ActionArea = {};
  const owner: Record<string, string> = {};
  for (const [area, entries] of Object.entries(areas))
    for (const [name, definition] of Object.entries(entries)) {
      if (Object.hasOwn(owner, name))
        throw new Error(`Action ${name} is declared by both ${owner[name]} and ${area}`);
      owner[name] = area;
      merged[name] = definition;
    }
  return merged as MergedAreas<A>;
}
