/**
 * How a channel's data and settings are described to the screens: one list of fields per channel, so the
 * integrations page renders any channel's form from it and the server validates with the channel's schema.
 */
export type TaxonomyName = 'occupation' | 'municipality' | 'employmentType' | 'worktimeExtent' | 'duration';

export interface ChannelFieldOption {
  value: string;
  label: string;
  /** For a field with `dependsOn`: the value of that field this option belongs under. */
  parent?: string;
}

export interface ChannelField {
  key: string;
  label: string;
  kind: 'text' | 'textarea' | 'number' | 'select' | 'taxonomy';
  /** For kind 'taxonomy': the coded list the picker searches (packages/domain/src/taxonomy). */
  taxonomy?: TaxonomyName;
  /** For kind 'select'. */
  options?: readonly ChannelFieldOption[];
  /**
   * The key of another field this one belongs under: emptied when that field changes (a kommun code under
   * its län). For kind 'select' it also narrows the options to those whose `parent` is that field's value,
   * e.g. a sub-category under the chosen category.
   */
  dependsOn?: string;
  required?: boolean;
  /** Shown under the field. */
  help?: string;
  maxLength?: number;
  /** Filled by Rekry, shown but not edited (e.g. the transaction id). */
  readOnly?: boolean;
}
