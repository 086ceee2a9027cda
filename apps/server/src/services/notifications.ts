import type { Queryable } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

/** A company notification's kind (SPEC §3): a new application, or something that went wrong. */
export type NotificationType = 'create_jobApplication' | 'Exception';

export interface NewNotification {
  containerId: number;
  type: NotificationType;
  title: string;
  message: string;
  data?: { positionId?: number; id?: number };
}

/** Writes one notification for a company's staff (the one place that does, until a notification door exists). */
export async function notifyCompany(db: Queryable, n: NewNotification): Promise<void> {
  await db.insert(notifications).values({
    containerId: n.containerId,
    type: n.type,
    title: n.title,
    message: n.message,
    data: n.data ?? {},
  });
}
