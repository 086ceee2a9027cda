/**
 * The talent pool's words the career site's pages need, in a module of their own: the first load and the
 * apply page take these, not the pool's texts and form.
 */

/** The career site's address of a company's pool page (on the company's own site). */
export const TALENT_POOL_PATH = '/talangpool';

/** The query parameter of an invitation's link to a position's form: its token. */
export const INVITE_PARAM = 'inbjudan';
