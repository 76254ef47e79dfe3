/**
 * Where a Black Gate datum comes from (BLACKGATE.md §0.1). GIVEN: the two translated sections
 * (LŚ 5.0, 6.0). RECOVERED: two secondary sources agree. RECOVERED-1: one secondary source.
 * INFERRED: follows from the translation and the Deathmaze lineage. DESIGNED: our own completion.
 */
export type BgTag = 'GIVEN' | 'RECOVERED' | 'RECOVERED-1' | 'INFERRED' | 'DESIGNED';

export const bgTags: readonly BgTag[] = ['GIVEN', 'RECOVERED', 'RECOVERED-1', 'INFERRED', 'DESIGNED'];

/** Every table row of the variant carries its tag, so DESIGNED entries stay visible. */
export interface Tagged {
  readonly tag: BgTag;
}
