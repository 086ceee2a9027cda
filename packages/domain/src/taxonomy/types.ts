/** One entry of a coded list a channel's picker searches (packages/domain/src/taxonomy). */
export interface TaxonomyEntry {
  code: string;
  label: string;
  /** Employment types only: the job is time-limited, so the board wants a duration with it. */
  temporary?: boolean;
  /** Why the channel does not take this kind of ad: not offered, and refused with this reason. */
  unavailable?: string;
}
