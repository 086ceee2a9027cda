import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { MailService } from './mail.ts';
import { PublicCache } from './public-cache.ts';
import { FileStorage } from './storage.ts';
import { TokenService } from './tokens.ts';

/** What handlers and routes share: built once per app. */
export interface Services {
  config: Config;
  database: Database;
  mail: MailService;
  tokens: TokenService;
  /** Application files under DATA_DIR/files. */
  storage: FileStorage;
  /** The public site's answers, kept in memory until something changes. */
  publicCache: PublicCache;
}

export function createServices(config: Config, database: Database, log: FastifyBaseLogger): Services {
  return {
    config,
    database,
    mail: new MailService(config.smtpUrl, config.mailFrom, log),
    tokens: new TokenService(config.tokenSecret, config.tokenTtlSeconds),
    storage: new FileStorage(config.dataDir),
    publicCache: new PublicCache(),
  };
}
