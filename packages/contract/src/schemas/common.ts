import { z } from 'zod';

/** The one error shape every API error uses (the web client reads `detail`). */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export const ErrorBody = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.array(FieldError).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const IdParam = z.object({ id: z.uuid() });
export const UserIdParam = z.object({ user_id: z.uuid() });

export const Timestamp = z.string().describe('ISO-8601 date-time');

export const OkResponse = z.object({ ok: z.literal(true), message: z.string().optional() });
export type OkResponse = z.infer<typeof OkResponse>;

/** Trims, and rejects empty strings, for human-entered names. */
export const NonEmptyText = (max: number) => z.string().trim().min(1, 'Required').max(max);
export const OptionalText = (max: number) => z.string().trim().max(max).nullish();
export const Email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254));
