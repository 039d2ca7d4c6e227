// A person's avatar (spec §5 Avatar; docs/decisions/108): one image per user in user_avatars,
// recognised by its bytes, and users.avatar_updated_at as the version in its URL.
import { AVATAR } from '@tuura/domain/limits';
import { detectImageType } from '@tuura/domain/rules/imageType';
import { and, eq, isNull } from 'drizzle-orm';
import { type Ctx, userAuthOf } from '../../context.ts';
import { userAvatars, users } from '../../db/schema/index.ts';
import { AppError, fail, notFound } from '../../errors.ts';
import { byKey, organizationOf } from '../../lib/scope.ts';
import { currentUser } from '../auth/service.ts';

export const avatarTooLarge = () =>
  new AppError({ key: 'avatar.tooLarge', params: { max: AVATAR.maxBytes } });

/** Stores the caller's avatar; anything but a PNG, JPEG, GIF or WebP by its bytes is refused. */
export async function putAvatar(ctx: Ctx, bytes: Buffer | undefined) {
  const { organizationId, userId } = userAuthOf(ctx);
  if (bytes && bytes.length > AVATAR.maxBytes) throw avatarTooLarge();
  const contentType = bytes ? detectImageType(bytes) : null;
  if (!bytes || !contentType) throw fail('avatar.notImage');
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(userAvatars)
      .values({ organizationId, userId, contentType, bytes, updatedAt: ctx.now })
      .onConflictDoUpdate({
        target: [userAvatars.organizationId, userAvatars.userId],
        set: { contentType, bytes, updatedAt: ctx.now },
      });
    await tx
      .update(users)
      .set({ avatarUpdatedAt: ctx.now })
      .where(byKey(users, { organizationId, id: userId }));
  });
  return currentUser(ctx);
}

export async function deleteAvatar(ctx: Ctx) {
  const { organizationId, userId } = userAuthOf(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(userAvatars)
      .where(and(eq(userAvatars.organizationId, organizationId), eq(userAvatars.userId, userId)));
    await tx
      .update(users)
      .set({ avatarUpdatedAt: null })
      .where(byKey(users, { organizationId, id: userId }));
  });
  return currentUser(ctx);
}

/** A colleague's avatar: the same organisation, a user not removed; otherwise 404. */
export async function findAvatar(ctx: Ctx, userId: string) {
  const organizationId = organizationOf(ctx);
  const [row] = await ctx.db
    .select({
      contentType: userAvatars.contentType,
      bytes: userAvatars.bytes,
      updatedAt: userAvatars.updatedAt,
    })
    .from(userAvatars)
    .innerJoin(
      users,
      and(eq(users.organizationId, userAvatars.organizationId), eq(users.id, userAvatars.userId)),
    )
    .where(
      and(
        eq(userAvatars.organizationId, organizationId),
        eq(userAvatars.userId, userId),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound('avatar.notFound');
  const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  return { contentType: row.contentType, bytes, etag: `"${row.updatedAt.getTime().toString(36)}"` };
}
