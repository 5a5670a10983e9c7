/**
 * A copy of `source` with only `keys`: how loaders cut API objects down to what a page shows (loader data is
 * sent twice, as HTML and as hydration data, design section 10). Keep the key list `as const` and derive the
 * type from it with `Pick<T, (typeof KEYS)[number]>`, so the fields are written once.
 */
export function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}
