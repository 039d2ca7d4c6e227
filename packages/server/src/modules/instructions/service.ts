// The organisation's instruction pages (docs/decisions/112): workers read them in
// order at /instructions; admins with all on the organisation write them. Bodies pass the
// sanitiser before they are stored, so every reader can render the stored HTML as is.
import type { Instruction, InstructionInput, InstructionListItem } from '@tuura/domain/schemas/instruction';
import { asc, eq } from 'drizzle-orm';
import { actingUserIdOf, type Ctx } from '../../context.ts';
import { instructions } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { cleanRichText } from '../../lib/richText.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';

const listColumns = {
  _id: instructions.id,
  title: instructions.title,
  language: instructions.language,
  position: instructions.position,
  updatedAt: instructions.updatedAt,
};
const columns = { ...listColumns, body: instructions.body };

const withIsoTime = <T extends { updatedAt: Date }>(row: T) => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listInstructions(ctx: Ctx): Promise<InstructionListItem[]> {
  const rows = await ctx.db
    .select(listColumns)
    .from(instructions)
    .where(inOrganization(ctx, instructions))
    .orderBy(asc(instructions.position), asc(instructions.title), asc(instructions.id));
  return rows.map(withIsoTime);
}

export async function getInstruction(ctx: Ctx, id: string): Promise<Instruction> {
  const [row] = await ctx.db
    .select(columns)
    .from(instructions)
    .where(inOrganization(ctx, instructions, eq(instructions.id, id)));
  if (!row) throw notFound('instruction.notFound');
  return withIsoTime(row);
}

export async function createInstruction(ctx: Ctx, input: Required<InstructionInput>) {
  const [row] = await ctx.db
    .insert(instructions)
    .values({
      organizationId: organizationOf(ctx),
      title: input.title,
      body: cleanRichText(input.body),
      language: input.language,
      position: input.position,
      updatedBy: actingUserIdOf(ctx),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning(columns);
  if (!row) throw new Error('instruction insert returned nothing');
  return withIsoTime(row);
}

export async function updateInstruction(ctx: Ctx, id: string, input: Partial<InstructionInput>) {
  const [row] = await ctx.db
    .update(instructions)
    .set({
      ...(input.title !== undefined && { title: input.title }),
      ...(input.body !== undefined && { body: cleanRichText(input.body) }),
      ...(input.position !== undefined && { position: input.position }),
      ...(input.language !== undefined && { language: input.language }),
      updatedBy: actingUserIdOf(ctx),
      updatedAt: ctx.now,
    })
    .where(inOrganization(ctx, instructions, eq(instructions.id, id)))
    .returning(columns);
  if (!row) throw notFound('instruction.notFound');
  return withIsoTime(row);
}

export async function removeInstruction(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .delete(instructions)
    .where(inOrganization(ctx, instructions, eq(instructions.id, id)))
    .returning(columns);
  if (!row) throw notFound('instruction.notFound');
  return withIsoTime(row);
}
