import { sql } from 'drizzle-orm';
import type * as pg from 'drizzle-orm/pg-core';
import { applicationSearchTexts } from './schema.ts';

/** A LIKE pattern that finds `text` anywhere: its own %, _ and \ match themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The company's rows of application_search_texts whose folded name, e-mail, city or personal number holds
 * `needle` (already folded: searchNeedle), through its trigram index.
 */
export const searchTextHolds = (containerId: number, needle: string) =>
  sql`${applicationSearchTexts.containerId} = ${containerId}
    and ${applicationSearchTexts.text} like ${containsPattern(needle)}`;

/** The applications (`id`: their id column) of the company whose search text holds `needle`. */
export const applicantMatches = (id: pg.AnyPgColumn, containerId: number, needle: string) =>
  sql`${id} in (select ${applicationSearchTexts.applicationId} from ${applicationSearchTexts}
    where ${searchTextHolds(containerId, needle)})`;
