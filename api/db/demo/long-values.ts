import { addCompany, addOwner } from "./company-rows";
import type { CompanySeed } from "./companies";
import { buildJob, type JobRow } from "./jobs";
import { PLACES } from "./places";
import { createRandom } from "./random";
import type { DemoData } from "./rows";

/**
 * Values that test a layout rather than show a typical posting (issue 20): what people do write into a name, a
 * title or a company name, and what a phone must wrap instead of scrolling sideways. The demo data holds them (so
 * the screenshots show them) and the browser tests make them again through the API (tests/e2e/phone.spec.ts).
 */

/** A worker's name: a Greek double surname, a Latin one and an emoji. */
export const LONG_PERSON_NAME = { first: "Ελένη 🌻", last: "Παπαδοπούλου-Smith" } as const;

/** Sixty letters without a space or a hyphen: a word no line can hold whole on a 320 px phone. */
export const LONG_GREEK_WORD = "Ξενοδοχειοϋπαλληλοσερβιτοροκαμαριεροβοηθομαγειροναυαγοσώστης";
export const LONG_LATIN_WORD = "AegeanBlueSunsetBeachBarRestaurantCocktailLoungeAndSuitesOia";

/** A job title, a company name and a place with the long words in them. */
export const LONG_JOB_TITLE = `Σερβιτόρος ${LONG_GREEK_WORD}`;
export const LONG_COMPANY_NAME = LONG_LATIN_WORD;
export const LONG_HEADLINE = `Σερβιτόρα και ${LONG_GREEK_WORD}, πέντε σεζόν`;

const LONG_COMPANY: CompanySeed = {
  slug: "long-names",
  name: LONG_COMPANY_NAME,
  kind: "beachBar",
  place: "naxos",
  language: "gr",
  industries: ["Bars & Beach Bars"],
  website: "https://longnames.example.gr",
  phoneNumber: "+30 22850 41234",
  yearsInBusiness: 3,
  employeeCount: 8,
  about: `Μπαρ στην παραλία του Αγίου Προκοπίου. Η επωνυμία μας γράφεται σε μία λέξη: ${LONG_COMPANY_NAME}.`,
};

/**
 * The long values in the demo data (docs/ui.md#route-tabs-and-lists): a company named with the long word and its one
 * job, whose title has the Greek one, posted last (the newest job: the job list and the job page's screenshots show
 * it), and a job seeker with the long name who applied to it and to the demo company's first open job (the
 * applicants' screenshots). A PRNG of their own: the rest of the demo data comes out as it did without them.
 */
export function addLongValues(data: DemoData, today: Date, demoCompanyJobs: readonly JobRow[]): void {
  const random = createRandom(20_270_420);
  const createdAt = new Date(today.getTime() - 90 * 86_400_000);
  const index = data.companies.length;
  const ownerId = addOwner(data, random, LONG_COMPANY, index, createdAt);
  const companyId = addCompany(data, random, LONG_COMPANY, index, ownerId, today, createdAt);
  const posted = new Date(today.getTime() - 60_000);
  const job = {
    ...buildJob({
      random,
      today,
      id: data.jobs.length + 1,
      companyId,
      company: LONG_COMPANY,
      place: PLACES.naxos,
      role: "waiter",
      plainTitle: true,
      yearRound: false,
    }),
    title: LONG_JOB_TITLE,
    isActive: true,
    isFeatured: false,
    applyBy: null,
    createdAt: posted,
    updatedAt: posted,
  };
  data.jobs.push(job);

  const userId = random.uuid();
  const email = "eleni.papadopoulou-smith@applicants.demo.test";
  data.users.push({
    id: userId,
    email,
    username: email,
    role: "EMPLOYEE",
    firstName: LONG_PERSON_NAME.first,
    lastName: LONG_PERSON_NAME.last,
    language: "gr",
    country: "GR",
    isActive: true,
    createdAt,
  });
  const employeeId = random.uuid();
  data.employeeProfiles.push({
    id: employeeId,
    userId,
    headline: LONG_HEADLINE,
    location: "Νάξος",
    city: "Naxos",
    country: "GR",
  });
  data.workExperiences.push({
    employeeId,
    jobTitle: LONG_JOB_TITLE,
    companyName: LONG_COMPANY_NAME,
    location: "Νάξος",
    startDate: `${today.getUTCFullYear() - 1}-05-01`,
    endDate: `${today.getUTCFullYear() - 1}-10-15`,
    isCurrent: false,
    description: "Σέρβις στην παραλία, κοκτέιλ το βράδυ.",
  });
  const applied = new Date(posted.getTime() + 1_800_000);
  const firstOpen = demoCompanyJobs.find((row) => row.isActive !== false && !row.applyBy);
  for (const jobId of [job.id, firstOpen?.id]) {
    if (jobId === undefined) continue;
    data.applications.push({
      jobId,
      employeeId,
      status: "APPLIED",
      coverLetter: `Δύο σεζόν στο ${LONG_COMPANY_NAME}.`,
      createdAt: applied,
      updatedAt: applied,
    });
  }
}
