// A person's data as one ZIP streamed to the client (GDPR articles 15 and 20, decision 134):
// `tuura-data.json` (docs/personal-data-export.schema.json) written section by section as the
// rows are read, then the person's own files, each read from storage only when the ZIP reaches
// it. The server holds a batch of rows and a chunk of a file at a time, whatever the history.
import { PassThrough, Readable } from 'node:stream';
import { USER_GROUPS, type UserGroup } from '@tuura/domain/enums';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import { and, eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Ctx } from '../../context.ts';
import { organizations, userAvatars, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { inOrganizationWithRemoved } from '../../lib/scope.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { concatBatches, JsonStream, ReaderGone } from './jsonStream.ts';
import {
  auditBatches,
  cancellationBatches,
  fileEntries,
  notesOf,
  notificationBatches,
  ownFiles,
  permissionsOf,
  pollAnswersOf,
  profileOf,
  salaryValuesOf,
  sessionsOf,
  settingsOf,
  shiftBatches,
  shiftRequestBatches,
  type UserRow,
  zipPathOf,
} from './sections.ts';

/** The document's format and version, its first two fields. */
export const EXPORT_FORMAT = 'tuura-personal-data';
export const EXPORT_VERSION = 1;
export const EXPORT_DOCUMENT = 'tuura-data.json';

/** Who asked: the person themselves, or an admin answering a request for them. */
export type Requester = 'self' | 'admin';

/** The user of the caller's organisation, removed ones too; another organisation's is a 404. */
export async function exportedUser(ctx: Ctx, id: string): Promise<UserRow> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(inOrganizationWithRemoved(ctx, users, eq(users.id, id)));
  if (!row) throw notFound('user.notFound');
  return row;
}

/** The ZIP as it is written: its file name, its bytes, and `abandon` for a client that left. */
export type PersonalDataZip = { filename: string; stream: Readable; abandon: () => void };

/**
 * The person's ZIP, written as the route reads it. The audit entry is written first: a download
 * that breaks off was still asked for. The person's own export holds the general notes about
 * them; an admin's those the admin may read (HR notes need all on users, which the route asks).
 */
export async function personalDataZip(
  ctx: Ctx,
  storage: FileStorage,
  user: UserRow,
  requester: Requester,
): Promise<PersonalDataZip> {
  await audit(ctx, ctx.db, {
    organizationId: user.organizationId,
    action: 'user.dataExport',
    targetType: 'user',
    targetId: user.id,
    data: { requester },
  });
  const zip = new ZipFile();
  const json = new PassThrough();
  zip.addReadStream(json, EXPORT_DOCUMENT);
  const groupsRead: readonly UserGroup[] =
    requester === 'self' ? USER_GROUPS.filter((g) => g !== 'user-hr') : USER_GROUPS;
  // The admin's route asks all on users, which reads the HR notes too (decision 112).
  void produce(ctx, zip, json, storage, user, requester, groupsRead).catch((error: unknown) => {
    if (error instanceof ReaderGone) ctx.log.debug({ user: user.id }, 'data export left by the client');
    else ctx.log.error({ err: error, user: user.id }, 'data export failed');
    json.destroy();
    (zip.outputStream as Readable).destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return {
    filename: `tuura-${requester === 'self' ? 'omat-tiedot' : 'tiedot'}-${zonedDate(ctx.now)}.zip`,
    stream: zip.outputStream as Readable,
    // The document stops at its next write.
    abandon: () => {
      if (!json.writableFinished) json.destroy();
    },
  };
}

async function produce(
  ctx: Ctx,
  zip: ZipFile,
  json: PassThrough,
  storage: FileStorage,
  user: UserRow,
  requester: Requester,
  groupsRead: readonly UserGroup[],
) {
  const db = ctx.db;
  const [avatar] = await db
    .select({ contentType: userAvatars.contentType, bytes: userAvatars.bytes })
    .from(userAvatars)
    .where(and(eq(userAvatars.organizationId, user.organizationId), eq(userAvatars.userId, user.id)));
  const [organization] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, user.organizationId));
  const owned = await ownFiles(db, user);

  const doc = new JsonStream(json);
  await doc.open();
  await doc.field('format', EXPORT_FORMAT);
  await doc.field('version', EXPORT_VERSION);
  await doc.field('exportedAt', ctx.now.toISOString());
  await doc.field('requester', requester);
  await doc.field('organization', organization?.name ?? null);
  await doc.field('profile', profileOf(ctx, user, Boolean(avatar)));
  await doc.field('settings', await settingsOf(db, user));
  await doc.field('permissions', await permissionsOf(db, user));
  await doc.field('salaryValues', salaryValuesOf(user));
  // Live shifts in start order, then removed ones.
  await doc.array('shifts', concatBatches(shiftBatches(db, user, false), shiftBatches(db, user, true)));
  await doc.array('shiftRequests', shiftRequestBatches(db, user));
  await doc.array('cancellations', cancellationBatches(db, user));
  await doc.field('files', fileEntries(owned));
  await doc.field('pollAnswers', await pollAnswersOf(db, user));
  await doc.field('notes', await notesOf(db, user, groupsRead));
  await doc.array('notifications', notificationBatches(db, user));
  await doc.field('sessions', await sessionsOf(db, user));
  await doc.array('auditEntries', auditBatches(db, user));
  await doc.close();

  if (avatar) zip.addBuffer(Buffer.from(avatar.bytes), `avatar.${avatar.contentType.split('/')[1] ?? 'img'}`);
  for (const file of owned) {
    const key = file.storageKey;
    if (file.kind !== 'file' || !key) continue;
    // Opened only when the ZIP reaches it: one file's stream at a time, whatever their number.
    zip.addReadStreamLazy(zipPathOf(file), { mtime: file.updatedAt, compress: false }, (done) => {
      storage.get(key).then(
        (stream) => done(null, stream),
        (error: unknown) => {
          // A content missing from storage leaves its entry empty, not the export broken.
          ctx.log.warn({ err: error, file: file._id }, 'data export: file content missing');
          done(null, Readable.from([]));
        },
      );
    });
  }
  zip.end();
}
