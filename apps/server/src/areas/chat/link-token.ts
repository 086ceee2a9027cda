import { createHash } from 'node:crypto';

/** A reply link's token as it is kept: its hash only, so the table never holds a working link. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
