/**
 * Generate data (/admin/generate-data): a superuser fills a company with made-up positions and
 * applicants as a background job with progress, and removes exactly that again. The same generator as
 * `npm run bench` (create_DemoApplicants) makes the applicants.
 */
import { z } from 'zod';
import { positiveId } from './ids.ts';

export const DATA_GENERATION_LIMITS = {
  /** Positions in one run. */
  positions: 20,
  /** Applicants in one run, over all its positions (one position may take them all). */
  applicants: 100_000,
  /** Runs the page lists. */
  list: 50,
} as const;

export const DATA_GENERATION_STATUSES = [
  'queued',
  'running',
  'done',
  'failed',
  'removing',
  'removed',
] as const;
export type DataGenerationStatus = (typeof DATA_GENERATION_STATUSES)[number];

/** The state of a run as the page shows it. */
export const DATA_GENERATION_STATUS_TEXT: Record<DataGenerationStatus, string> = {
  queued: 'Väntar',
  running: 'Genererar',
  done: 'Klar',
  failed: 'Misslyckades',
  removing: 'Tar bort',
  removed: 'Borttagen',
};

export const DATA_GENERATION_MESSAGES = {
  positions: 'Ange antal tjänster (1–20)',
  applicants: 'Ange antal sökande per tjänst (0–100 000)',
  total: 'Högst 100 000 sökande totalt (tjänster × sökande per tjänst)',
  id: 'Ogiltig körning',
  notFound: 'Körningen finns inte',
  notRemovable: 'Körningens data är redan borttagen',
} as const;

export const dataGenerationId = positiveId(DATA_GENERATION_MESSAGES.id);

const count = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** What a run asks for: positions 1–20, applicants per position 0–100,000, at most 100,000 in all. */
export const dataGenerationShape = {
  positions: count(DATA_GENERATION_MESSAGES.positions, 1, DATA_GENERATION_LIMITS.positions),
  applicants: count(DATA_GENERATION_MESSAGES.applicants, 0, DATA_GENERATION_LIMITS.applicants),
};

/** True when positions × applicants stays within the limit. */
export const withinGenerationTotal = (v: { positions: number; applicants: number }) =>
  v.positions * v.applicants <= DATA_GENERATION_LIMITS.applicants;

/** One run as the page gets it. */
export interface DataGeneration {
  id: number;
  containerId: number;
  containerName: string;
  positions: number;
  /** Applicants per position. */
  applicants: number;
  /** Applicants in all (positions × applicants). */
  total: number;
  /** Applicants generated so far. */
  done: number;
  /** Applicants removed so far (while removing). */
  removed: number;
  status: DataGenerationStatus;
  error: string | null;
  createdBy: string | null;
  created: string;
  finished: string | null;
}

/** A count grouped the Swedish way, with a plain space every three digits: 10 000. */
export const groupDigits = (v: number) => String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** "4 000 av 10 000 sökande". */
export const formatApplicantProgress = (done: number, total: number) =>
  `${groupDigits(done)} av ${groupDigits(total)} sökande`;
