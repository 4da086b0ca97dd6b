import { z } from 'zod';
import { cleanName, singleLine, withoutControlCharacters } from './text';

/** The error report of SPEC.md section 3: who saw it, where, and what was thrown. */
export const problemReportSchema = z.object({
  userEmail: z.string().max(320).overwrite(cleanName).optional().default(''),
  errorUrl: singleLine(z.string().trim().min(1).max(2048)),
  // What a browser threw is kept even when it holds control characters: they are taken out.
  errorInfo: z.object({
    message: z.string().max(10_000).overwrite(withoutControlCharacters),
    componentStack: z.string().max(50_000).overwrite(withoutControlCharacters).optional().default(''),
  }),
});

export type ProblemReport = z.input<typeof problemReportSchema>;

/** `POST /support/report-problem` answers `{statusCode: 200}` on success. */
export const problemReportResponseSchema = z.object({ statusCode: z.literal(200) });
export type ProblemReportResponse = z.infer<typeof problemReportResponseSchema>;

/** `POST /report-error-slack` takes the same error report, from a signed-in browser. */
export const errorReportSchema = problemReportSchema;
export type ErrorReport = ProblemReport;
