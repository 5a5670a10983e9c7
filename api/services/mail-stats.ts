/**
 * The mail outbox's counts for the operator's metrics (server/metrics.ts, docs/operations.md#caches): one query over
 * `outgoing_mails`, the table every mail is queued in (docs/mail.md). Pending rows are what the queue still has to
 * send (the partial index on pending rows keeps that part cheap); dead rows are mails given up on.
 */
import { sql } from "drizzle-orm";
import type { AppDatabase } from "../db/client";

export type MailQueueStats = { pending: number; retrying: number; dead: number };

export async function mailQueueStats(db: AppDatabase): Promise<MailQueueStats> {
  const { rows } = await db.execute<{ pending: string | number; retrying: string | number; dead: string | number }>(sql`
    select count(*) filter (where status = 'pending') as pending,
           count(*) filter (where status = 'pending' and attempts > 0) as retrying,
           count(*) filter (where status = 'dead') as dead
    from outgoing_mails
    where status in ('pending', 'dead')`);
  const [row] = rows;
  return { pending: Number(row?.pending ?? 0), retrying: Number(row?.retrying ?? 0), dead: Number(row?.dead ?? 0) };
}
