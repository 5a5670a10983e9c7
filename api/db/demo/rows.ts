import type * as schema from "../schema";
import type { JobRow } from "./jobs";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"][];

/** Every row of the demo data set, ready to insert in this order (foreign keys point backwards). */
export type DemoData = {
  users: Insert<typeof schema.users>;
  employeeProfiles: Insert<typeof schema.employeeProfiles>;
  workExperiences: Insert<typeof schema.workExperiences>;
  skills: Insert<typeof schema.skills>;
  employeeLanguages: Insert<typeof schema.employeeLanguages>;
  availabilities: Insert<typeof schema.availabilities>;
  companies: Insert<typeof schema.companies>;
  companyBenefits: Insert<typeof schema.companyBenefits>;
  companyGalleryImages: Insert<typeof schema.companyGalleryImages>;
  companyReviews: Insert<typeof schema.companyReviews>;
  subscriptions: Insert<typeof schema.subscriptions>;
  jobs: JobRow[];
  applications: Insert<typeof schema.applications>;
};

export function emptyDemoData(): DemoData {
  return {
    users: [],
    employeeProfiles: [],
    workExperiences: [],
    skills: [],
    employeeLanguages: [],
    availabilities: [],
    companies: [],
    companyBenefits: [],
    companyGalleryImages: [],
    companyReviews: [],
    subscriptions: [],
    jobs: [],
    applications: [],
  };
}
