// People and access (spec §3): groups of workers with members, skills and skill
// groups, permission presets, and users' avatars. All are tenant tables keyed by organisation.
import type { Permissions } from '@tuura/domain';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, organizationId, tenantKey, tenantReference, updatedAt } from './columns.ts';
import { bytea } from './organizations.ts';
import { users } from './users.ts';

export const groups = pgTable(
  'groups',
  {
    id: idColumn(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    meta: text('meta').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantKey('groups', t), index('groups_org_name_idx').on(t.organizationId, t.name)],
);

/** A group's members; a member leaves with the group or the user (both cascade). */
export const groupMembers = pgTable(
  'group_members',
  {
    organizationId: organizationId(),
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'group_members_pkey', columns: [t.organizationId, t.groupId, t.userId] }),
    tenantReference(
      'group_members_group_fk',
      { organizationId: t.organizationId, column: t.groupId },
      groups,
      'cascade',
    ),
    tenantReference(
      'group_members_user_fk',
      { organizationId: t.organizationId, column: t.userId },
      users,
      'cascade',
    ),
    index('group_members_user_idx').on(t.organizationId, t.userId),
  ],
);

export const skills = pgTable(
  'skills',
  {
    id: idColumn(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantKey('skills', t), index('skills_org_name_idx').on(t.organizationId, t.name)],
);

export const skillGroups = pgTable(
  'skill_groups',
  {
    id: idColumn(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantKey('skill_groups', t), index('skill_groups_org_name_idx').on(t.organizationId, t.name)],
);

/** A skill group's skills in their order; removing a skill removes it from every group (§4). */
export const skillGroupSkills = pgTable(
  'skill_group_skills',
  {
    organizationId: organizationId(),
    groupId: uuid('group_id').notNull(),
    skillId: uuid('skill_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'skill_group_skills_pkey', columns: [t.organizationId, t.groupId, t.skillId] }),
    tenantReference(
      'skill_group_skills_group_fk',
      { organizationId: t.organizationId, column: t.groupId },
      skillGroups,
      'cascade',
    ),
    tenantReference(
      'skill_group_skills_skill_fk',
      { organizationId: t.organizationId, column: t.skillId },
      skills,
      'cascade',
    ),
    index('skill_group_skills_skill_idx').on(t.organizationId, t.skillId),
  ],
);

export const permissionPresets = pgTable(
  'permission_presets',
  {
    id: idColumn(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<Permissions>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey('permission_presets', t),
    index('permission_presets_org_name_idx').on(t.organizationId, t.name),
  ],
);

/** A user's picture (≤ AVATAR.maxBytes): small enough to live in the database, served with an ETag. */
export const userAvatars = pgTable(
  'user_avatars',
  {
    organizationId: organizationId(),
    userId: uuid('user_id').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_avatars_pkey', columns: [t.organizationId, t.userId] }),
    tenantReference(
      'user_avatars_user_fk',
      { organizationId: t.organizationId, column: t.userId },
      users,
      'cascade',
    ),
  ],
);
