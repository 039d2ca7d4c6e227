// Bytes in use per bucket (spec §9: 2 GB personal, 5 GB the organisation's space). A bucket's
// counter only moves by a guarded `used = used + n where used + n <= limit`: the database takes
// parallel uploads one at a time on the row, so together they never pass the limit.
import { FILES } from '@tuura/domain/limits';
import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fileQuotas } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { organizationOf } from '../../lib/scope.ts';

/** A file's bucket: its owner's, or the organisation's space (keyed by the organisation's id). */
export function bucketOf(ctx: Ctx, ownerId: string | null) {
  return ownerId === null
    ? { bucketId: organizationOf(ctx), limit: FILES.otherBucketBytes }
    : { bucketId: ownerId, limit: FILES.personalBucketBytes };
}

const inBucket = (ctx: Ctx, bucketId: string) =>
  and(eq(fileQuotas.organizationId, organizationOf(ctx)), eq(fileQuotas.bucketId, bucketId));

export async function usedBytes(ctx: Ctx, db: DbOrTx, bucketId: string) {
  const [row] = await db.select({ used: fileQuotas.used }).from(fileQuotas).where(inBucket(ctx, bucketId));
  return Number(row?.used ?? 0);
}

/** Takes `bytes` from the owner's bucket, or refuses (413) with what is left. */
export async function reserve(ctx: Ctx, db: DbOrTx, ownerId: string | null, bytes: number) {
  const { bucketId, limit } = bucketOf(ctx, ownerId);
  await db
    .insert(fileQuotas)
    .values({ organizationId: organizationOf(ctx), bucketId, used: 0 })
    .onConflictDoNothing();
  const [taken] = await db
    .update(fileQuotas)
    .set({ used: sql`${fileQuotas.used} + ${bytes}`, updatedAt: ctx.now })
    .where(and(inBucket(ctx, bucketId), sql`${fileQuotas.used} + ${bytes} <= ${limit}`))
    .returning({ used: fileQuotas.used });
  if (!taken) {
    const available = Math.max(0, limit - (await usedBytes(ctx, db, bucketId)));
    throw new AppError({ key: 'file.quotaExceeded', params: { available } });
  }
}

/** Gives back the bytes of deleted files. */
export async function release(ctx: Ctx, db: DbOrTx, ownerId: string | null, bytes: number) {
  if (bytes <= 0) return;
  const { bucketId } = bucketOf(ctx, ownerId);
  await db
    .update(fileQuotas)
    .set({ used: sql`greatest(${fileQuotas.used} - ${bytes}, 0)`, updatedAt: ctx.now })
    .where(inBucket(ctx, bucketId));
}
