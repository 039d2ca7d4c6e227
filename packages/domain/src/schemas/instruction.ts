// Instruction page (docs/decisions/112): a titled rich-text page of the organisation
// that workers read at /instructions; the body is stored as sanitised HTML.
import { z } from 'zod';
import { LOCALES } from '../enums.ts';
import { DEFAULT_LOCALE, INSTRUCTION } from '../limits.ts';
import { dateTime, id, requiredText, updateOf } from './common.ts';

export const instructionListItemSchema = z.object({
  _id: id,
  title: z.string(),
  /** The language the page is written in: each reader gets the pages in theirs first. */
  language: z.enum(LOCALES),
  position: z.number().int(),
  updatedAt: dateTime,
});
export type InstructionListItem = z.infer<typeof instructionListItemSchema>;

export const instructionSchema = instructionListItemSchema.extend({ body: z.string() });
export type Instruction = z.infer<typeof instructionSchema>;

export const instructionInput = z.object({
  title: requiredText(INSTRUCTION.title),
  /** HTML; the server keeps only what the sanitiser allows. */
  body: z.string().max(INSTRUCTION.body).default(''),
  language: z.enum(LOCALES).default(DEFAULT_LOCALE),
  position: z.number().int().min(0).max(INSTRUCTION.positionMax).default(0),
});
export type InstructionInput = z.input<typeof instructionInput>;
export const instructionUpdate = updateOf(instructionInput);
