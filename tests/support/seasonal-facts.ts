/**
 * A worker profile's seasonal facts (areas.md, contract/profiles.ts) when the worker has said none: no languages, no
 * availability, and null ("not said") for each yes-or-no fact. Shared by the tests whose worker has filled nothing.
 */
export const NO_SEASONAL_FACTS = {
  languages: [],
  availability: [],
  right_to_work: null,
  has_afm: null,
  has_amka: null,
  health_certificate: null,
  driving_licence: null,
  needs_accommodation: null,
};
