/** A LIKE pattern that finds `text` anywhere: its own %, _ and \ match themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
