/**
 * A company's message templates (docs/conversations.md): listed, added, edited and deleted by the company user who
 * owns the company, in the company area, and used when writing a message or in the applicants' bulk message. A
 * template of another company is not found.
 */
import { and, asc, count, eq } from "drizzle-orm";
import { CONVERSATION_LIMITS, type MessageTemplate } from "../../contract/conversations";
import type { AppDatabase } from "../db/client";
import { companies, messageTemplates } from "../db/schema";
import { companyIdOf, ownedBy } from "../services/owners";
import { fail } from "./errors";

type Row = typeof messageTemplates.$inferSelect;

function serialize(row: Row): MessageTemplate {
  return { id: row.id, name: row.name, body: row.body, updated_at: row.updatedAt.toISOString() };
}

/** The templates of the companies `userId` owns, oldest first. */
export async function listTemplates(db: AppDatabase, userId: string): Promise<MessageTemplate[]> {
  const rows = await db
    .select({ template: messageTemplates })
    .from(messageTemplates)
    .innerJoin(companies, eq(companies.id, messageTemplates.companyId))
    .where(ownedBy(userId))
    .orderBy(asc(messageTemplates.id));
  return rows.map((row) => serialize(row.template));
}

export async function createTemplate(
  db: AppDatabase,
  userId: string,
  values: { name: string; body: string },
): Promise<MessageTemplate> {
  const companyId = await companyIdOf(db, userId);
  if (companyId === null) throw fail.forbidden("template_company_required");
  const [{ kept }] = await db
    .select({ kept: count() })
    .from(messageTemplates)
    .where(eq(messageTemplates.companyId, companyId));
  if (kept >= CONVERSATION_LIMITS.templates) throw fail.forbidden("template_limit");
  const [row] = await db
    .insert(messageTemplates)
    .values({ companyId, ...values })
    .returning();
  return serialize(row);
}

/** The id of template `id` when `userId` owns its company, else not found. */
async function ownTemplate(db: AppDatabase, userId: string, id: number): Promise<number> {
  const [row] = await db
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .innerJoin(companies, eq(companies.id, messageTemplates.companyId))
    .where(and(eq(messageTemplates.id, id), ownedBy(userId)))
    .limit(1);
  if (!row) throw fail.notFound();
  return row.id;
}

export async function updateTemplate(
  db: AppDatabase,
  userId: string,
  id: number,
  values: { name?: string; body?: string },
): Promise<MessageTemplate> {
  await ownTemplate(db, userId, id);
  const [row] = await db
    .update(messageTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(messageTemplates.id, id))
    .returning();
  return serialize(row);
}

export async function deleteTemplate(db: AppDatabase, userId: string, id: number): Promise<void> {
  await ownTemplate(db, userId, id);
  await db.delete(messageTemplates).where(eq(messageTemplates.id, id));
}
