import { APPLICATION_STATUSES, type ApplicationStatus, type Language } from "../../../contract/enums";
import { hiringSeasonYear, isoDate } from "./dates";
import type { JobRow } from "./jobs";
import { APPLICANTS, DEMO_EMPLOYEE_PROFILE } from "./people";
import { COVER_LETTERS } from "./phrases";
import type { Random } from "./random";
import type { DemoData } from "./rows";

/** employee@demo.test's profile: experiences, skills, languages and two periods of availability. */
export function addDemoEmployee(data: DemoData, random: Random, userId: string, today: Date): string {
  const profile = DEMO_EMPLOYEE_PROFILE;
  const id = random.uuid();
  const season = hiringSeasonYear(today);
  data.employeeProfiles.push({
    id,
    userId,
    headline: profile.headline,
    bio: profile.bio,
    location: profile.location,
    city: profile.city,
    country: "GR",
  });
  data.workExperiences.push(
    ...profile.experiences.map((experience) => ({
      ...experience,
      employeeId: id,
      isCurrent: experience.endDate === null,
    })),
  );
  data.skills.push(...profile.skills.map((skill) => ({ ...skill, employeeId: id })));
  data.employeeLanguages.push(...profile.languages.map((language) => ({ ...language, employeeId: id })));
  data.availabilities.push(
    {
      employeeId: id,
      availableFrom: `${season}-04-15`,
      availableTo: `${season}-10-31`,
      workHours: "FULL_TIME",
      notes: profile.availabilityNotes.season,
    },
    {
      employeeId: id,
      availableFrom: `${season}-11-01`,
      availableTo: `${season + 1}-03-31`,
      workHours: "PART_TIME",
      notes: profile.availabilityNotes.winter,
    },
  );
  return id;
}

/** The other job seekers: users without a password, each with a short profile. */
export function addApplicants(
  data: DemoData,
  random: Random,
  past: (minDays: number, maxDays: number) => Date,
): string[] {
  return APPLICANTS.map((applicant) => {
    const userId = random.uuid();
    data.users.push({
      id: userId,
      email: applicant.email,
      username: applicant.email,
      role: "EMPLOYEE",
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      language: applicant.language,
      isActive: true,
      createdAt: past(30, 300),
    });
    const profileId = random.uuid();
    data.employeeProfiles.push({
      id: profileId,
      userId,
      headline: applicant.headline,
      location: applicant.city,
      city: applicant.city,
      country: "GR",
    });
    return profileId;
  });
}

/** employee@demo.test applies in every status; the other job seekers apply to the demo company's open jobs. */
export function addApplications(
  data: DemoData,
  random: Random,
  today: Date,
  demoProfileId: string,
  applicantIds: readonly string[],
  demoCompanyJobs: JobRow[],
) {
  const open = (job: JobRow) => job.isActive !== false && !(job.applyBy && job.applyBy < isoDate(today));
  const ownJobs = demoCompanyJobs.filter(open);
  const otherJobs = data.jobs.filter((job) => open(job) && !demoCompanyJobs.includes(job));
  const apply = (job: JobRow, employeeId: string, status: ApplicationStatus, language: Language) => {
    const jobId = job.id;
    if (jobId === undefined) throw new Error("demo jobs carry their ids");
    const createdAt = new Date(
      Math.min(today.getTime(), (job.createdAt ?? today).getTime() + random.int(3_600, 20 * 86_400) * 1000),
    );
    const coverLetter = random.chance(0.8) ? random.pick(COVER_LETTERS[language]) : null;
    // A moved application moved a few days after it was sent (its timeline reads the two dates). No random draw:
    // the rest of the demo data stays as it was.
    const movedAfter = ((jobId % 5) + 1) * 86_400_000;
    const updatedAt =
      status === "APPLIED" ? createdAt : new Date(Math.min(today.getTime(), createdAt.getTime() + movedAfter));
    data.applications.push({ jobId, employeeId, status, coverLetter, createdAt, updatedAt });
  };
  const demoStatuses: ApplicationStatus[] = ["APPLIED", "VIEWED_BY_COMPANY", "SHORTLISTED"];
  ownJobs.slice(0, 3).forEach((job, n) => apply(job, demoProfileId, demoStatuses[n], "en"));
  (["REJECTED", "WITHDRAWN", "APPLIED", "VIEWED_BY_COMPANY"] as const).forEach((status, n) =>
    apply(otherJobs[n * 17], demoProfileId, status, "gr"),
  );
  applicantIds.forEach((employeeId, n) => {
    random
      .sample(ownJobs, random.int(1, 3))
      .forEach((job) => apply(job, employeeId, random.pick(APPLICATION_STATUSES), APPLICANTS[n].language));
  });
}
