import type { problemReportSchema } from '@facet/contract';
import type { z } from 'zod';
import type { ProblemReportRow } from '../repositories/problem-reports.repository';
import type { Repositories } from '../repositories/store';

/** What the request says about the client that sent a report, from its headers. */
export interface ClientDetails {
  userAgent: string | undefined;
  platform: string | undefined;
  clientInfo: string | undefined;
}

/** A report after parsing: defaults filled in. */
export type ParsedProblemReport = z.output<typeof problemReportSchema>;

export class SupportService {
  constructor(private readonly repositories: Pick<Repositories, 'problemReports' | 'activity'>) {}

  /** `userId`: the reporter, when the report came with a valid token. */
  reportProblem(report: ParsedProblemReport, client: ClientDetails, userId?: string): Promise<ProblemReportRow> {
    return this.repositories.problemReports.insert({ ...reportColumns(report, client), userId: userId ?? null });
  }

  /** An error a signed-in browser met (`POST /report-error-slack`). */
  reportError(userId: string, report: ParsedProblemReport, client: ClientDetails): Promise<void> {
    return this.repositories.activity.recordErrorReport({ ...reportColumns(report, client), userId });
  }
}

function reportColumns(report: ParsedProblemReport, client: ClientDetails) {
  return {
    userEmail: report.userEmail,
    errorUrl: report.errorUrl,
    message: report.errorInfo.message,
    componentStack: report.errorInfo.componentStack,
    userAgent: client.userAgent ?? null,
    platform: client.platform ?? null,
    clientInfo: client.clientInfo ?? null,
  };
}
