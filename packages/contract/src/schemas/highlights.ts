import { z } from 'zod';
import { Timestamp } from './common.js';

/** Passages a user marks in a document for the team. */
export const HIGHLIGHT_COLOURS = ['yellow', 'green', 'blue', 'pink', 'orange'] as const;
export const HighlightColour = z.enum(HIGHLIGHT_COLOURS);
export type HighlightColour = z.infer<typeof HighlightColour>;
/** Background shades the viewer paints (readable under black text). */
export const HIGHLIGHT_SWATCHES: Record<HighlightColour, string> = {
  yellow: '#fff59d',
  green: '#c8e6c9',
  blue: '#bbdefb',
  pink: '#f8bbd0',
  orange: '#ffe0b2',
};

export const Highlight = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  document_id: z.uuid(),
  filename: z.string(),
  page_number: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  quote: z.string(),
  colour: HighlightColour,
  note: z.string().nullable(),
  tags: z.array(z.string()),
  author_id: z.uuid().nullable(),
  author_name: z.string().nullable(),
  /** The caller may change or delete it: its author, or someone who manages the case. */
  can_edit: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Highlight = z.infer<typeof Highlight>;

const Tags = z.array(z.string().trim().min(1).max(40)).max(20);
export const CreateHighlightRequest = z
  .object({
    document_id: z.uuid(),
    page_number: z.number().int().min(1),
    start: z.number().int().min(0),
    end: z.number().int().min(1),
    colour: HighlightColour.default('yellow'),
    note: z.string().trim().max(2000).nullish(),
    tags: Tags.default([]),
  })
  .refine((h) => h.end > h.start, { message: 'The end must come after the start', path: ['end'] });
export type CreateHighlightRequest = z.infer<typeof CreateHighlightRequest>;
export const UpdateHighlightRequest = z.object({
  colour: HighlightColour.optional(),
  note: z.string().trim().max(2000).nullish(),
  tags: Tags.optional(),
});
export type UpdateHighlightRequest = z.infer<typeof UpdateHighlightRequest>;
export const HighlightListQuery = z.object({
  document_id: z.uuid().optional(),
  tag: z.string().trim().max(40).optional(),
});
export const HighlightListResponse = z.object({
  highlights: z.array(Highlight),
  total: z.number().int(),
  /** The caller may add highlights to this case's documents (role and case access). */
  can_create: z.boolean(),
  /** Every tag used on the case's highlights (the tag filter's choices), alphabetical. */
  tags: z.array(z.string()),
});
export type HighlightListResponse = z.infer<typeof HighlightListResponse>;
export const HighlightIdParam = z.object({ highlight_id: z.uuid() });
