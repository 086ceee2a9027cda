/**
 * A staff member's name as lists, logs and notes show it, read from the users row a query joins:
 * 'Förnamn Efternamn', else the e-mail.
 */
import { sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';

/** The user's name and e-mail, selected beside a row that joins users (all null when left-joined and gone). */
export const personColumns = { firstname: users.firstname, lastname: users.lastname, email: users.email };

/** 'Förnamn Efternamn' of a staff member, or the e-mail when no name is set. */
export const personName = (u: { firstname: string | null; lastname: string | null; email: string | null }) =>
  [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email || '';

/** 'Förnamn Efternamn' in SQL, null when neither is set; the query joins users. */
export const fullNameSql = () =>
  sql<
    string | null
  >`nullif(trim(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')), '')`;
