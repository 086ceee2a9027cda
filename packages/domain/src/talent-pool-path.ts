/**
 * The career site's address of a company's pool page (on the company's own site). A module of its own:
 * the career site's first load needs this word only, not the pool's texts.
 */
export const TALENT_POOL_PATH = '/talangpool';
