/** Business constants of SPEC §9 that both server and web use. */
export const SEARCH_MIN_LENGTH = 3;
export const TOAST_DURATION_MS = 1500;
