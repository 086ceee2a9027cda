import { inArray } from 'drizzle-orm';
import { PERMISSIONS, formatDateTime, stockholmDate, type ExportedFile } from '@rekry/domain';
import { rowsFor } from '../../db/arrays.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { toCsv } from '../../platform/csv.ts';
import { membersOf } from './presenters.ts';

const HEADER = [
  'Förnamn',
  'Efternamn',
  'E-post',
  'Telefon',
  'Titel',
  'Behörigheter',
  'Status',
  'Senast inloggad',
];

const permissionLabel = new Map<number, string>(PERMISSIONS.map((p) => [p.id, p.label]));

/** SPEC §7 'user export': the company's staff as CSV through the one CSV writer (injection-safe). */
export async function exportMembers(db: Queryable, containerId: number): Promise<ExportedFile> {
  const members = await membersOf(db, containerId);
  const lastLogins = await rowsFor(
    members.map((m) => m.userId),
    (ids) => db.select({ id: users.id, at: users.lastLoginAt }).from(users).where(inArray(users.id, ids)),
  );
  const lastLogin = new Map(lastLogins.map((row) => [row.id, row.at]));
  const rows = members.map((m) => {
    const at = lastLogin.get(m.userId);
    return [
      m.firstname,
      m.lastname,
      m.email,
      m.phoneNumber,
      m.title,
      m.permissionIds.map((id) => permissionLabel.get(id) ?? String(id)).join(', '),
      m.disabled ? 'Inaktiverad' : 'Aktiv',
      formatDateTime(at),
    ];
  });
  return {
    filename: `anvandare-${stockholmDate()}.csv`,
    contentType: 'text/csv; charset=utf-8',
    data: Buffer.from(toCsv([HEADER, ...rows]), 'utf8').toString('base64'),
    rows: rows.length,
  };
}
