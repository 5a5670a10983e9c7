/**
 * Search alerts at scale (issue 24, docs/jobs.md#search-alerts), for `npm run bench`: 10,000 confirmed daily alerts
 * (guests and workers, with the filters people use: a word, a place, a type of job, the map's area, pay) against a
 * day's new jobs, on embedded PGlite as the server runs it. One daily run (services/search-alerts.ts) is timed:
 * matching in SQL a batch of alerts per statement, claiming each (address, job) once and queuing the mails in the
 * outbox. Reported with the number of statements that matched (batches), the mails and the jobs they list.
 *
 * Alone: `npx tsx tests/bench/search-alerts.ts`.
 */
import { sql } from "drizzle-orm";
import { pathToFileURL } from "node:url";
import { createTestDatabase } from "../../api/db/testing";
import { companies, jobs, searchAlerts, users } from "../../api/db/schema";
import { migrateDatabase } from "../../api/db/migrate";
import { alertColumns, alertFilters } from "../../api/models/search-alerts";
import { createMailer } from "../../api/services/mail";
import { createQueue } from "../../api/services/queue";
import { createAlertLinks } from "../../api/services/search-alert-links";
import { ALERT_BATCH, runSearchAlerts } from "../../api/services/search-alerts";
import { EMPLOYMENT_TYPES } from "../../contract/enums";

export const ALERTS = 10_000;
/** About a busy day of the season. */
export const NEW_JOBS = 300;
/**
 * Design terms: a daily run of 10,000 alerts finishes within this on the embedded database. Measured 37–63 s on
 * the shared host at load 12–16 (272 s before the matching and queueing were cut); docs/performance.md#search-alerts.
 */
export const RUN_BUDGET_SECONDS = 90;

const PLACES = [
  { city: "Chania", area: "Crete", lat: 35.51, lng: 24.02 },
  { city: "Heraklion", area: "Crete", lat: 35.34, lng: 25.13 },
  { city: "Naxos", area: "Cyclades", lat: 37.1, lng: 25.38 },
  { city: "Mykonos", area: "Cyclades", lat: 37.45, lng: 25.33 },
  { city: "Rhodes", area: "Dodecanese", lat: 36.43, lng: 28.22 },
  { city: "Corfu", area: "Ionian Islands", lat: 39.62, lng: 19.92 },
] as const;
const TITLES = ["Waiter", "Cook", "Receptionist", "Barista", "Housekeeper", "Lifeguard", "Bartender", "Porter"];

export interface AlertBench {
  alerts: number;
  jobs: number;
  batches: number;
  mails: number;
  listedJobs: number;
  seconds: number;
  seedSeconds: number;
}

/** The query of alert `n`: a mix of the searches /jobs sees. */
function queryOf(n: number): string {
  const place = PLACES[n % PLACES.length];
  const title = TITLES[n % TITLES.length];
  switch (n % 5) {
    case 0:
      return `search=${title}`;
    case 1:
      return `location=${place.area}&employment_type=${EMPLOYMENT_TYPES[n % EMPLOYMENT_TYPES.length]}`;
    case 2:
      return `bounding_box=${place.lng - 0.5},${place.lat - 0.5},${place.lng + 0.5},${place.lat + 0.5}`;
    case 3:
      return `city=${place.city}&salary_min=${800 + (n % 8) * 100}`;
    default:
      return `search=${title}&location=${place.city}`;
  }
}

export async function measureSearchAlerts(): Promise<AlertBench> {
  const test = await createTestDatabase(undefined);
  const { database } = test;
  try {
    await migrateDatabase(database);
    const seedStarted = performance.now();
    const db = database.db;
    const [owner] = await db
      .insert(users)
      .values({ email: "bench-company@bench.test", username: "bench-company@bench.test", role: "COMPANY" })
      .returning({ id: users.id });
    const [company] = await db
      .insert(companies)
      .values({ ownerId: owner.id, name: "Bench Hotels" })
      .returning({ id: companies.id });
    const workers = await db
      .insert(users)
      .values(
        Array.from({ length: 1000 }, (_, n) => ({
          email: `worker${n}@bench.test`,
          username: `worker${n}@bench.test`,
          role: "EMPLOYEE" as const,
          isActive: true,
        })),
      )
      .returning({ id: users.id });
    for (let start = 0; start < ALERTS; start += 1000) {
      await db.insert(searchAlerts).values(
        Array.from({ length: Math.min(1000, ALERTS - start) }, (_, i) => {
          const n = start + i;
          const filters = alertFilters(queryOf(n));
          // One in five alerts is a worker's (several per worker); the others are guests', some sharing an address.
          const owner =
            n % 5 === 0 ? { userId: workers[n % workers.length].id } : { email: `guest${n % 6000}@bench.test` };
          return {
            ...owner,
            name: "",
            frequency: "DAILY" as const,
            confirmedAt: sql`now() - interval '2 days'`,
            checkedThrough: sql`now() - interval '1 day'`,
            ...alertColumns(filters),
          };
        }),
      );
    }
    await db.insert(jobs).values(
      Array.from({ length: NEW_JOBS }, (_, n) => {
        const place = PLACES[n % PLACES.length];
        return {
          companyId: company.id,
          title: `${TITLES[n % TITLES.length]} ${n}`,
          description: "Summer season, accommodation and meals.",
          employmentType: EMPLOYMENT_TYPES[n % EMPLOYMENT_TYPES.length],
          experienceLevel: "ENTRY" as const,
          city: place.city,
          area: place.area,
          latitude: place.lat + ((n % 7) - 3) * 0.05,
          longitude: place.lng + ((n % 5) - 2) * 0.05,
          salaryMin: 700 + (n % 10) * 100,
          salaryMax: 1200 + (n % 10) * 100,
          createdAt: new Date(Date.now() - (n % 20) * 60_000),
        };
      }),
    );
    await db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const queue = createQueue(database, log);
    const deps = {
      mailer: createMailer({ config: { SECRET_KEY: "bench-secret-key-bench-secret-key" }, queue }),
      links: createAlertLinks("bench-secret-key-bench-secret-key", "https://bench.test"),
      publicUrl: "https://bench.test",
    };
    const started = performance.now();
    const done = await runSearchAlerts(deps, "DAILY");
    const seconds = (performance.now() - started) / 1000;
    return {
      alerts: done.alerts,
      jobs: NEW_JOBS,
      batches: Math.ceil(done.alerts / ALERT_BATCH),
      mails: done.mails,
      listedJobs: done.jobs,
      seconds,
      seedSeconds,
    };
  } finally {
    await test.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await measureSearchAlerts();
  console.log(JSON.stringify(result, null, 2));
}
