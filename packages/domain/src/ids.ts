import { z } from 'zod';

/**
 * The one id schema: an id of an integer column. Coerced (ids arrive as text from query strings and
 * forms); a larger number would fail in PostgreSQL (a 500) instead of answering 400.
 */
export const positiveId = (message = 'Ogiltigt id') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
