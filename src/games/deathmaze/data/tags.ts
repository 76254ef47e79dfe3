/**
 * Where a datum comes from (DATA.md §0.1). GIVEN: the rulebook transcription. RECOVERED: an
 * original 1979/80 source. PROXY: the sister game Citadel of Blood. DERIVED: forced by the
 * rules' prose. DESIGNED: our own completion, a balance choice that is free to change.
 */
export type DataTag = 'GIVEN' | 'RECOVERED' | 'PROXY' | 'DERIVED' | 'DESIGNED';
