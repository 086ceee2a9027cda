/**
 * The unpublished post between /admin/create-news and its preview (/admin/create-news/details): kept in
 * the tab's sessionStorage, so a reload or the way back to the form loses nothing and it never leaves the
 * browser until it is published.
 */
const KEY = 'rekry.news-draft';

export interface NewsDraft {
  title: string;
  body: string;
}

/** The same draft in memory, for a browser whose storage is full or blocked. */
let memory: NewsDraft | null = null;

export function readDraft(): NewsDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return memory;
    const value = JSON.parse(raw) as Partial<NewsDraft>;
    return typeof value.title === 'string' && typeof value.body === 'string'
      ? { title: value.title, body: value.body }
      : null;
  } catch {
    return memory;
  }
}

export function saveDraft(draft: NewsDraft): void {
  memory = draft;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft on reload; memory still has it.
  }
}

export function clearDraft(): void {
  memory = null;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
