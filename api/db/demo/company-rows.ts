import { SUBSCRIPTION_STATUSES, type Language } from "../../../contract/enums";
import { BENEFITS, GALLERY, GALLERY_BY_KIND, REVIEWS } from "./company-extras";
import type { CompanySeed } from "./companies";
import { addDays, isoDate } from "./dates";
import { placeLabel } from "./jobs";
import { OWNER_NAMES } from "./people";
import { PLACES } from "./places";
import type { Random } from "./random";
import { ROLES_BY_KIND, type RoleKey } from "./roles";
import type { DemoData } from "./rows";

/** The owner of a demo company other than company@demo.test: a COMPANY user without a password. */
export function addOwner(data: DemoData, random: Random, company: CompanySeed, index: number, createdAt: Date): string {
  const names = OWNER_NAMES[company.language];
  const [firstName, lastName] = names[index % names.length];
  const id = random.uuid();
  const email = `${company.slug}@companies.demo.test`;
  data.users.push({
    id,
    email,
    username: email,
    role: "COMPANY",
    firstName,
    lastName,
    language: company.language,
    country: "GR",
    isActive: true,
    createdAt,
  });
  return id;
}

/** A company profile with its benefits, gallery, a few reviews and a subscription. */
export function addCompany(
  data: DemoData,
  random: Random,
  company: CompanySeed,
  index: number,
  ownerId: string,
  today: Date,
  createdAt: Date,
): string {
  const id = random.uuid();
  const place = PLACES[company.place];
  const language: Language = company.language;
  const reviews = random.sample(REVIEWS[language], index % 4);
  data.companies.push({
    id,
    ownerId,
    name: company.name,
    industries: [...company.industries],
    about: company.about,
    website: company.website,
    email: `jobs@${new URL(company.website).hostname}`,
    phoneNumber: company.phoneNumber,
    location: placeLabel(place, language),
    city: place.city,
    area: place.area,
    country: "GR",
    latitude: place.latitude,
    longitude: place.longitude,
    yearsInBusiness: company.yearsInBusiness,
    employeeCount: company.employeeCount,
    reviewCount: reviews.length,
    createdAt,
    updatedAt: createdAt,
  });
  random
    .sample(BENEFITS[language], random.int(3, 5))
    .forEach((benefit, sortOrder) => data.companyBenefits.push({ companyId: id, ...benefit, sortOrder }));
  GALLERY_BY_KIND[company.kind].forEach((image, sortOrder) =>
    data.companyGalleryImages.push({
      companyId: id,
      url: `/images/demo/${image}.webp`,
      thumbUrl: `/images/demo/${image}-thumb.webp`,
      ...GALLERY[language][image],
      sortOrder,
    }),
  );
  reviews.forEach((review) =>
    data.companyReviews.push({
      companyId: id,
      ...review,
      date: isoDate(addDays(today, -random.int(20, 400))),
      location: language === "gr" ? place.cityEl : place.city,
    }),
  );
  // Every subscription status appears once in each run of eight companies; the demo company pays for "pro".
  const status = index === 0 ? "active" : SUBSCRIPTION_STATUSES[index % SUBSCRIPTION_STATUSES.length];
  const ongoing = status === "active" || status === "trialing" || status === "past_due";
  data.subscriptions.push({
    companyId: id,
    planCode: index === 0 ? "pro" : (["free", "basic", "pro"] as const)[index % 3],
    status,
    provider: "local",
    providerCustomerId: `local_cus_${company.slug}`,
    providerSubscriptionId: `local_sub_${company.slug}`,
    currentPeriodEnd: addDays(today, ongoing ? random.int(3, 30) : -random.int(5, 60)),
    cancelAtPeriodEnd: status === "active" && index % 5 === 1,
  });
  return id;
}

/** Splits `total` jobs over the companies: the first gets `first`, the rest go by size (largest remainder). */
export function allocateJobs(companies: readonly CompanySeed[], total: number, first: number): number[] {
  const rest = total - first;
  const weights = companies.map((company, index) => (index === 0 ? 0 : Math.sqrt(company.employeeCount)));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (weight / weightSum) * rest);
  const counts = exact.map((value, index) => (index === 0 ? first : Math.max(3, Math.floor(value))));
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (let i = 0; counts.reduce((sum, count) => sum + count, 0) < total; i++) counts[order[i % order.length].index]++;
  return counts;
}

/** The roles a company posts: waiters first where the kind has them, then its roles in random order, repeating. */
export function rolesFor(random: Random, company: CompanySeed, count: number): RoleKey[] {
  const kindRoles = ROLES_BY_KIND[company.kind];
  const roles: RoleKey[] = kindRoles.includes("waiter") ? ["waiter"] : [];
  while (roles.length < count) roles.push(...random.sample(kindRoles, count - roles.length));
  return roles;
}
