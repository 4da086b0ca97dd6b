import { z } from 'zod';

/** The error report of SPEC.md section 3: who saw it, where, and what was thrown. */
export const problemReportSchema = z.object({
  userEmail: z.string().trim().max(320).optional().default(''),
  errorUrl: z.string().trim().min(1).max(2048),
  errorInfo: z.object({
    message: z.string().max(10_000),
    componentStack: z.string().max(50_000).optional().default(''),
  }),
});

export type ProblemReport = z.input<typeof problemReportSchema>;

/** `POST /support/report-problem` answers `{statusCode: 200}` on success. */
export const problemReportResponseSchema = z.object({ statusCode: z.literal(200) });
export type ProblemReportResponse = z.infer<typeof problemReportResponseSchema>;

/** `POST /report-error-slack` takes the same error report, from a signed-in browser. */
export const errorReportSchema = problemReportSchema;
export type ErrorReport = ProblemReport;
