import occupationNames from '@rekry/domain/occupation-names' with { type: 'json' };

/**
 * Arbetsförmedlingen's occupation names by legacy id (the code OccupationGroup takes): the server holds
 * them all, while the admin loads them only when a picker needs them.
 */
const NAMES: ReadonlyMap<string, string> = new Map(occupationNames as [string, string][]);

export const isOccupationId = (code: string): boolean => NAMES.has(code);
export const occupationName = (code: string): string | undefined => NAMES.get(code);
