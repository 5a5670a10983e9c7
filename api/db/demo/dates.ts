const DAY_MS = 86_400_000;

/** Midnight UTC of the given instant: demo dates depend on the day, not the second, so reruns match. */
export function startOfUtcDay(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** `YYYY-MM-DD`, the form date columns take. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

/** The summer season companies are hiring for: from September on, recruiting is for next year's season. */
export function hiringSeasonYear(today: Date): number {
  return today.getUTCMonth() >= 8 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
}
