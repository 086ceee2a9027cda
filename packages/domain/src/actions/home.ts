import { z } from 'zod';
import type { StatusCount } from '../applicants.ts';
import { action, containerId, type ActionArea } from './define.ts';

/** SPEC §2 home: days in 'Ansökningar per dag' (today and the 30 before it, Europe/Stockholm). */
export const HOME_DAYS = 31;
/** Open positions listed on the home page (those with the most new applicants first). */
export const HOME_POSITIONS = 8;

/** An open position on the home page with what waits in it. */
export interface HomePosition {
  id: number;
  name: string;
  /** Last application day (unix seconds), or null when it runs until further notice. */
  stop: number | null;
  totalApplicants: number;
  /** Applications no one in the company has opened yet ('Oläst'). */
  totalNew: number;
  /** Applications without a status ('Ej behandlad'). */
  totalUnProcessed: number;
}

/** Everything the home page (/admin) draws for a company. */
export interface HomeOverview {
  /** Open positions, most new applicants first, then most unprocessed, then newest (HOME_POSITIONS). */
  positions: HomePosition[];
  /** How many positions are open in all (the list shows the first HOME_POSITIONS). */
  openPositions: number;
  /** Applications per Stockholm day, oldest first, every one of the HOME_DAYS days (zero included). */
  perDay: { day: string; count: number }[];
  /** The company's applications by status: 'Ej behandlad', then its status labels in their order. */
  byStatus: StatusCount[];
}

export const homeActions = {
  get_HomeOverview: action<HomeOverview>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description:
      'Startsidan: öppna tjänster med nya och obehandlade sökande, ansökningar per dag de senaste 31 dagarna (Europe/Stockholm) och företagets sökande per status.',
  }),
} satisfies ActionArea;
