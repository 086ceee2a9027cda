import type { Queryable } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

/** A company notification's kind (SPEC §3): a new application, a status change, or something that went wrong. */
export type NotificationType = 'create_jobApplication' | 'update_jobApplicationStatus' | 'Exception';

export interface NewNotification {
  containerId: number;
  type: NotificationType;
  title: string;
  message: string;
  data?: { positionId?: number; id?: number };
}

/**
 * The one door for a notification to a company's staff: every notification row is written here. Real-time
 * publish and the recipients' preferences (SPEC §3) belong here too when they arrive.
 */
export async function notifyCompany(db: Queryable, n: NewNotification): Promise<void> {
  await db.insert(notifications).values({
    containerId: n.containerId,
    type: n.type,
    title: n.title,
    message: n.message,
    data: n.data ?? {},
  });
}
