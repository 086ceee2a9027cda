import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { TokenService } from '../core/access/tokens.ts';
import type { JobChannels } from './channel-adapters/index.ts';
import type { DocumentConverter } from './conversion.ts';
import type { JobWorker } from './job-worker.ts';
import type { MailService } from './mail.ts';
import type { PublicCache } from './public-cache.ts';
import type { NotificationHub } from './realtime.ts';
import type { SecretBox } from './secret-box.ts';
import type { SafeFetch } from './calendar/safe-fetch.ts';
import type { FileStorage } from './storage.ts';
import type { SystemTools } from './system-tools.ts';

/** What handlers and routes share: built once per app. */
export interface Services {
  config: Config;
  database: Database;
  mail: MailService;
  tokens: TokenService;
  /** Application files, in DATA_DIR/files or an S3 bucket (FILE_STORE). */
  storage: FileStorage;
  /** The public site's answers, kept in memory until something changes. */
  publicCache: PublicCache;
  /** Documents → PDF with LibreOffice (only from jobs). */
  converter: DocumentConverter;
  /** The job queue's worker: started with the app when config.jobWorker, stopped on close. */
  jobs: JobWorker;
  /** The real-time notification hub's sockets (started and stopped with the app). */
  hub: NotificationHub;
  /** The job boards and classifieds sites. */
  channels: JobChannels;
  /** Seals the companies' channel secrets at rest. */
  secrets: SecretBox;
  /** LibreOffice, poppler and Tesseract on this machine, as last checked. */
  systemTools: SystemTools;
  /** Reads calendars staff name (feeds, CalDAV): public addresses only, unless CALENDAR_FETCH_ALLOW. */
  calendarFetch: SafeFetch;
}
