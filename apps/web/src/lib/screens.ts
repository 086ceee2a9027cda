import type { Role } from '@rekry/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { createContext, useContext } from 'react';
import type { PageLoader } from './chunk.ts';
import { paramsOf } from './paths.ts';

/** The sidebar's categories (SPEC §2 'Admin chrome'), in the order they are shown. */
export const NAV_GROUPS = ['general', 'settings', 'admin', 'superuser'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** A card on the home page ('Vad vill du göra?'). */
export interface HomeCard {
  title: string;
  text: string;
  /** Hidden (not just greyed) for users below this role. */
  hiddenBelow?: Role;
  /** Shown only to a user who can switch company. */
  onlyWhenSwitchable?: boolean;
}

/** One staff screen, as the app builds its route, guard, sidebar entry and home card from it. */
export interface Screen {
  /** Names the screen in route ids and test ids (`home-card-{id}`). */
  id: string;
  /** The route pattern (SPEC §2), e.g. '/admin/users/:id'. */
  path: string;
  /** More addresses of the same screen ('/' for the home page). */
  aliases?: string[];
  /** Who may see it (SPEC §6); anyone below is sent to /admin/access-denied. */
  need: Role;
  /** The sidebar's label and the home card's title unless the card has its own. */
  title: string;
  /** The lazily loaded page (`page()` of lib/chunk.ts). */
  page: PageLoader;
  /**
   * Asks for what the page shows first while its code loads (the route's loader runs beside its chunk),
   * for the company the session has chosen: a page that asks only once drawn waits for both in turn.
   */
  prefetch?: (client: QueryClient, containerId: number) => unknown;
  /** The pattern's parameters: each must be a positive whole number, else the address is a not-found. */
  ids: string[];
  /** Shown without the admin chrome and before a company is chosen (the company picker). */
  outsideChrome?: boolean;
  icon?: LucideIcon;
  /** The sidebar category the screen is listed in, in the registry's order. */
  nav?: NavGroup;
  home?: HomeCard;
}

/** What a feature declares of a screen (`features/<area>/screens.ts`). */
export interface ScreenDeclaration extends Omit<Screen, 'path' | 'ids' | 'home'> {
  /** Its entry in lib/paths.ts: the pattern, or the link builder that carries it. */
  path: string | { readonly pattern: string };
  /** A home card; its title is the screen's unless given. */
  home?: Omit<HomeCard, 'title'> & { title?: string };
}

export function defineScreen(declaration: ScreenDeclaration): Screen {
  const { path, home, ...rest } = declaration;
  const pattern = typeof path === 'string' ? path : path.pattern;
  return {
    ...rest,
    path: pattern,
    ids: paramsOf(pattern),
    home: home ? { ...home, title: home.title ?? rest.title } : undefined,
  };
}

/**
 * The screens of the running admin, provided by its routes: a feature's page that lists screens (the home
 * page's cards) reads them here, since the registry, which loads the pages, cannot be imported back.
 */
export const ScreensContext = createContext<readonly Screen[] | null>(null);

export function useScreens(): readonly Screen[] {
  const screens = useContext(ScreensContext);
  if (!screens) throw new Error('useScreens används utanför adminens vägar');
  return screens;
}
