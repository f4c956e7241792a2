/**
 * Version of the calculation engine. Every derived row records the version that produced it; bump this
 * whenever any result of `astro/` changes, so stale rows are recomputed instead of served as current.
 * Format: `<engine semver>+ae<astronomy-engine version>`.
 */
export const ENGINE_VERSION = '1.0.7+ae2.1.19';
