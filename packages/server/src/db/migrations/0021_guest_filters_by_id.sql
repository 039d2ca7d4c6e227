-- Guest filters name a customer or a department by id (docs/decisions/126). Today's name filters
-- are mapped within each guest's organisation with the old rule's key (trimmed, inner spacing
-- collapsed, case folded for ASCII and the Nordic letters): one customer (with any same-named
-- departments of its own) becomes that customer, one department becomes that department. A name
-- that names nothing, or more than that, is not guessed: it stays in filter_unresolved_name, which
-- the admin's guest list shows, and matches nothing.
ALTER TABLE "guest_users" ADD COLUMN "filter_customer_id" uuid;--> statement-breakpoint
ALTER TABLE "guest_users" ADD COLUMN "filter_department_id" uuid;--> statement-breakpoint
ALTER TABLE "guest_users" ADD COLUMN "filter_unresolved_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_users" ADD CONSTRAINT "guest_users_filter_customer_fk" FOREIGN KEY ("organization_id","filter_customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE set null ("filter_customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_users" ADD CONSTRAINT "guest_users_filter_department_fk" FOREIGN KEY ("organization_id","filter_department_id") REFERENCES "public"."departments"("organization_id","id") ON DELETE set null ("filter_department_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_users" ADD CONSTRAINT "guest_users_filter_one_place" CHECK (num_nonnulls("guest_users"."filter_customer_id", "guest_users"."filter_department_id") <= 1);--> statement-breakpoint
WITH keyed AS (
  SELECT g.id, g.organization_id,
    translate(lower(regexp_replace(regexp_replace(g.filter_name, '^\s+|\s+$', '', 'g'), '\s+', ' ', 'g')), 'ÅÄÖÜÉÈÁÀÕØÆ', 'åäöüéèáàõøæ') AS key
  FROM guest_users g
), places AS (
  SELECT c.organization_id, c.id AS owner, true AS is_customer, c.id AS place_id,
    translate(lower(regexp_replace(regexp_replace(c.name, '^\s+|\s+$', '', 'g'), '\s+', ' ', 'g')), 'ÅÄÖÜÉÈÁÀÕØÆ', 'åäöüéèáàõøæ') AS key
  FROM customers c WHERE c.deleted_at IS NULL
  UNION ALL
  SELECT d.organization_id, d.customer_id, false, d.id,
    translate(lower(regexp_replace(regexp_replace(d.name, '^\s+|\s+$', '', 'g'), '\s+', ' ', 'g')), 'ÅÄÖÜÉÈÁÀÕØÆ', 'åäöüéèáàõøæ')
  FROM departments d
  JOIN customers c ON c.organization_id = d.organization_id AND c.id = d.customer_id AND c.deleted_at IS NULL
  WHERE d.deleted_at IS NULL
), matched AS (
  SELECT k.id,
    count(*) FILTER (WHERE p.is_customer) AS customers,
    count(*) FILTER (WHERE NOT p.is_customer) AS departments,
    count(DISTINCT p.owner) AS owners,
    min(p.place_id::text) FILTER (WHERE p.is_customer) AS customer_id,
    min(p.place_id::text) FILTER (WHERE NOT p.is_customer) AS department_id
  FROM keyed k
  JOIN places p ON p.organization_id = k.organization_id AND p.key = k.key
  WHERE k.key <> ''
  GROUP BY k.id
)
UPDATE guest_users u SET
  filter_customer_id = CASE WHEN m.customers = 1 AND m.owners = 1 THEN m.customer_id::uuid END,
  filter_department_id = CASE WHEN m.customers = 0 AND m.departments = 1 THEN m.department_id::uuid END
FROM matched m
WHERE u.id = m.id;--> statement-breakpoint
UPDATE guest_users SET filter_unresolved_name = regexp_replace(filter_name, '^\s+|\s+$', '', 'g')
WHERE filter_customer_id IS NULL AND filter_department_id IS NULL AND filter_name ~ '\S';--> statement-breakpoint
ALTER TABLE "guest_users" DROP COLUMN "filter_name";
