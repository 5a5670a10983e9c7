/**
 * The items of a profile's lists one at a time (issue 22 point 8; docs/profiles-and-companies.md#lists-one-item-at-a-time):
 * a worker's skills, languages and availability windows, a company's benefits. Each change touches its one row,
 * so an edit made meanwhile in another tab to another item stays. The rules the whole-list write keeps hold here
 * too, for the list as it will be: at most PROFILE_LIST_LIMITS items, a skill or a language listed once (in any
 * case). The owner's row is locked while they are checked, so two adds at once cannot both pass them. The owner
 * is checked first (ownProfile: another worker's profile is not found; ownCompany: another company's is
 * forbidden), and an item is looked up within its owner, so another owner's item is not found.
 */
import { and, count, eq, ne, sql } from "drizzle-orm";
import { apiErrorMap } from "../../contract/errors";
import {
  PROFILE_LIST_LIMITS,
  availabilitySchema,
  benefitSchema,
  type Availability,
  type AvailabilityItem,
  type AvailabilityUpdateRequest,
  type Benefit,
  type BenefitItem,
  type BenefitUpdateRequest,
  type Skill,
  type SkillItem,
  type SkillUpdateRequest,
  type SpokenLanguage,
  type SpokenLanguageItem,
  type SpokenLanguageUpdateRequest,
} from "../../contract/profiles";
import type { AppDatabase } from "../db/client";
import { availabilities, companies, companyBenefits, employeeLanguages, employeeProfiles, skills } from "../db/schema";
import { serializeAvailability, serializeLanguage, serializeSkill } from "../services/employee-profiles";
import { fail } from "./errors";

type Transaction = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

/** Runs `work` with the owner's row locked: adds and changes to one owner's list queue behind each other. */
function lockedFor<Result>(
  db: AppDatabase,
  owner: { kind: "employee" | "company"; id: string },
  work: (tx: Transaction) => Promise<Result>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const table = owner.kind === "employee" ? employeeProfiles : companies;
    await tx.execute(sql`select 1 from ${table} where ${table.id} = ${owner.id} for update`);
    return work(tx);
  });
}

/** The list is full (`counted` its items): no item may be added (`too_many`, as the whole-list write says it). */
async function refuseFull(counted: Promise<Array<{ count: number }>>, max: number) {
  const [row] = await counted;
  if ((row?.count ?? 0) >= max) throw fail.invalid("too_many", { max });
}

/** The fields sent over the stored ones (a field left out, undefined, stays). */
function merged<Stored extends object>(stored: Stored, changes: object): Stored {
  return { ...stored, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) };
}

// ---- Skills ----

/** A skill of this name (any case) already listed, besides `except`. */
async function refuseDuplicateSkill(tx: Transaction, profileId: string, name: string, except?: number) {
  const [row] = await tx
    .select({ id: skills.id })
    .from(skills)
    .where(
      and(
        eq(skills.employeeId, profileId),
        sql`lower(${skills.name}) = lower(${name})`,
        except === undefined ? undefined : ne(skills.id, except),
      ),
    )
    .limit(1);
  if (row) throw fail.invalidField("name", "duplicate_skill");
}

export function addSkill(db: AppDatabase, profileId: string, data: Skill): Promise<SkillItem> {
  return lockedFor(db, { kind: "employee", id: profileId }, async (tx) => {
    const held = eq(skills.employeeId, profileId);
    await refuseFull(tx.select({ count: count() }).from(skills).where(held), PROFILE_LIST_LIMITS.skills);
    await refuseDuplicateSkill(tx, profileId, data.name);
    const [created] = await tx
      .insert(skills)
      .values({ employeeId: profileId, ...data })
      .returning();
    return serializeSkill(created);
  });
}

export function reviseSkill(
  db: AppDatabase,
  profileId: string,
  id: number,
  changes: SkillUpdateRequest,
): Promise<SkillItem> {
  return lockedFor(db, { kind: "employee", id: profileId }, async (tx) => {
    const [stored] = await tx
      .select()
      .from(skills)
      .where(and(eq(skills.id, id), eq(skills.employeeId, profileId)));
    if (!stored) throw fail.notFound();
    const next = merged(serializeSkill(stored), changes);
    await refuseDuplicateSkill(tx, profileId, next.name, id);
    const [updated] = await tx
      .update(skills)
      .set({ name: next.name, level: next.level, category: next.category })
      .where(eq(skills.id, id))
      .returning();
    return serializeSkill(updated);
  });
}

export async function removeSkill(db: AppDatabase, profileId: string, id: number): Promise<void> {
  const removed = await db
    .delete(skills)
    .where(and(eq(skills.id, id), eq(skills.employeeId, profileId)))
    .returning({ id: skills.id });
  if (removed.length === 0) throw fail.notFound();
}

// ---- Languages ----

async function refuseDuplicateLanguage(tx: Transaction, profileId: string, language: string, except?: number) {
  const [row] = await tx
    .select({ id: employeeLanguages.id })
    .from(employeeLanguages)
    .where(
      and(
        eq(employeeLanguages.employeeId, profileId),
        sql`lower(${employeeLanguages.language}) = lower(${language})`,
        except === undefined ? undefined : ne(employeeLanguages.id, except),
      ),
    )
    .limit(1);
  if (row) throw fail.invalidField("language", "duplicate_language");
}

export function addLanguage(db: AppDatabase, profileId: string, data: SpokenLanguage): Promise<SpokenLanguageItem> {
  return lockedFor(db, { kind: "employee", id: profileId }, async (tx) => {
    const held = eq(employeeLanguages.employeeId, profileId);
    await refuseFull(tx.select({ count: count() }).from(employeeLanguages).where(held), PROFILE_LIST_LIMITS.languages);
    await refuseDuplicateLanguage(tx, profileId, data.language);
    const [created] = await tx
      .insert(employeeLanguages)
      .values({ employeeId: profileId, ...data })
      .returning();
    return serializeLanguage(created);
  });
}

export function reviseLanguage(
  db: AppDatabase,
  profileId: string,
  id: number,
  changes: SpokenLanguageUpdateRequest,
): Promise<SpokenLanguageItem> {
  return lockedFor(db, { kind: "employee", id: profileId }, async (tx) => {
    const [stored] = await tx
      .select()
      .from(employeeLanguages)
      .where(and(eq(employeeLanguages.id, id), eq(employeeLanguages.employeeId, profileId)));
    if (!stored) throw fail.notFound();
    const next = merged(serializeLanguage(stored), changes);
    await refuseDuplicateLanguage(tx, profileId, next.language, id);
    const [updated] = await tx
      .update(employeeLanguages)
      .set({ language: next.language, level: next.level })
      .where(eq(employeeLanguages.id, id))
      .returning();
    return serializeLanguage(updated);
  });
}

export async function removeLanguage(db: AppDatabase, profileId: string, id: number): Promise<void> {
  const removed = await db
    .delete(employeeLanguages)
    .where(and(eq(employeeLanguages.id, id), eq(employeeLanguages.employeeId, profileId)))
    .returning({ id: employeeLanguages.id });
  if (removed.length === 0) throw fail.notFound();
}

// ---- Availability ----

const availabilityColumns = (period: Availability) => ({
  availableFrom: period.available_from,
  availableTo: period.available_to ?? null,
  workHours: period.work_hours ?? null,
  notes: period.notes ?? "",
});

export function addAvailability(db: AppDatabase, profileId: string, data: Availability): Promise<AvailabilityItem> {
  return lockedFor(db, { kind: "employee", id: profileId }, async (tx) => {
    const held = eq(availabilities.employeeId, profileId);
    await refuseFull(tx.select({ count: count() }).from(availabilities).where(held), PROFILE_LIST_LIMITS.availability);
    const [created] = await tx
      .insert(availabilities)
      .values({ employeeId: profileId, ...availabilityColumns(data) })
      .returning();
    return serializeAvailability(created);
  });
}

/** A change to one window; its dates are checked as the window will be (an end before the start is refused). */
export async function reviseAvailability(
  db: AppDatabase,
  profileId: string,
  id: number,
  changes: AvailabilityUpdateRequest,
): Promise<AvailabilityItem> {
  const [stored] = await db
    .select()
    .from(availabilities)
    .where(and(eq(availabilities.id, id), eq(availabilities.employeeId, profileId)));
  if (!stored) throw fail.notFound();
  const current: Availability = {
    available_from: stored.availableFrom,
    available_to: stored.availableTo,
    work_hours: stored.workHours,
    notes: stored.notes,
  };
  const next = availabilitySchema.parse(merged(current, changes), { errorMap: apiErrorMap });
  const [updated] = await db
    .update(availabilities)
    .set(availabilityColumns(next))
    .where(eq(availabilities.id, id))
    .returning();
  return serializeAvailability(updated);
}

export async function removeAvailability(db: AppDatabase, profileId: string, id: number): Promise<void> {
  const removed = await db
    .delete(availabilities)
    .where(and(eq(availabilities.id, id), eq(availabilities.employeeId, profileId)))
    .returning({ id: availabilities.id });
  if (removed.length === 0) throw fail.notFound();
}

// ---- Benefits ----

const serializeBenefit = ({ id, title, description, icon }: typeof companyBenefits.$inferSelect): BenefitItem => ({
  id,
  title,
  description,
  icon,
});

/** A new benefit comes last in the company's order. */
export function addBenefit(db: AppDatabase, companyId: string, data: Benefit): Promise<BenefitItem> {
  return lockedFor(db, { kind: "company", id: companyId }, async (tx) => {
    const held = eq(companyBenefits.companyId, companyId);
    await refuseFull(tx.select({ count: count() }).from(companyBenefits).where(held), PROFILE_LIST_LIMITS.benefits);
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${companyBenefits.sortOrder}) + 1, 0)::int` })
      .from(companyBenefits)
      .where(held);
    const [created] = await tx
      .insert(companyBenefits)
      .values({
        companyId,
        title: data.title,
        description: data.description ?? "",
        icon: data.icon ?? "",
        sortOrder: last?.next ?? 0,
      })
      .returning();
    return serializeBenefit(created);
  });
}

/** A change to one benefit, where it stands in the list. */
export async function reviseBenefit(
  db: AppDatabase,
  companyId: string,
  id: number,
  changes: BenefitUpdateRequest,
): Promise<BenefitItem> {
  const [stored] = await db
    .select()
    .from(companyBenefits)
    .where(and(eq(companyBenefits.id, id), eq(companyBenefits.companyId, companyId)));
  if (!stored) throw fail.notFound();
  const current: Benefit = { title: stored.title, description: stored.description, icon: stored.icon };
  const next = benefitSchema.parse(merged(current, changes), { errorMap: apiErrorMap });
  const [updated] = await db
    .update(companyBenefits)
    .set({ title: next.title, description: next.description ?? "", icon: next.icon ?? "" })
    .where(eq(companyBenefits.id, id))
    .returning();
  return serializeBenefit(updated);
}

export async function removeBenefit(db: AppDatabase, companyId: string, id: number): Promise<void> {
  const removed = await db
    .delete(companyBenefits)
    .where(and(eq(companyBenefits.id, id), eq(companyBenefits.companyId, companyId)))
    .returning({ id: companyBenefits.id });
  if (removed.length === 0) throw fail.notFound();
}
