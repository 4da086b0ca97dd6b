import type { problemReportSchema } from '@facet/contract';
import type { z } from 'zod';
import type { ProblemReportRow, ProblemReportsRepository } from '../repositories/problem-reports.repository';

/** What the request says about the client that sent a report, from its headers. */
export interface ClientDetails {
  userAgent: string | undefined;
  platform: string | undefined;
  clientInfo: string | undefined;
}

/** A report after parsing: defaults filled in. */
export type ParsedProblemReport = z.output<typeof problemReportSchema>;

export class SupportService {
  constructor(private readonly problemReports: ProblemReportsRepository) {}

  reportProblem(report: ParsedProblemReport, client: ClientDetails): Promise<ProblemReportRow> {
    return this.problemReports.insert({
      userEmail: report.userEmail,
      errorUrl: report.errorUrl,
      message: report.errorInfo.message,
      componentStack: report.errorInfo.componentStack,
      userAgent: client.userAgent ?? null,
      platform: client.platform ?? null,
      clientInfo: client.clientInfo ?? null,
    });
  }
}
