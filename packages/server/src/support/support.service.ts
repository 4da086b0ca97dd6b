import type { problemReportSchema } from '@facet/contract';
import type { z } from 'zod';
import type { ProblemReportRow } from './problem-reports.repository';
import type { Repositories } from '../db/store';
import type { ReportNotifier } from './slack';

/** What the request says about the client that sent a report, from its headers. */
export interface ClientDetails {
  userAgent: string | undefined;
  platform: string | undefined;
  clientInfo: string | undefined;
}

/** A report after parsing: defaults filled in. */
export type ParsedProblemReport = z.output<typeof problemReportSchema>;

export class SupportService {
  constructor(
    private readonly repositories: Pick<Repositories, 'problemReports' | 'activity'>,
    private readonly notify: ReportNotifier,
  ) {}

  /** `userId`: the reporter, when the report came with a valid token. Stored, then forwarded. */
  async reportProblem(report: ParsedProblemReport, client: ClientDetails, userId?: string): Promise<ProblemReportRow> {
    const row = await this.repositories.problemReports.insert({ ...reportColumns(report, client), userId: userId ?? null });
    // Not awaited: the report is safe in the database, and a slow channel must not hold up the person.
    void this.notify({ kind: 'Problem report', ...channelFields(report) });
    return row;
  }

  /** An error a signed-in browser met (`POST /report-error-slack`). Stored, then forwarded. */
  async reportError(userId: string, report: ParsedProblemReport, client: ClientDetails): Promise<void> {
    await this.repositories.activity.recordErrorReport({ ...reportColumns(report, client), userId });
    void this.notify({ kind: 'Error report', ...channelFields(report) });
  }
}

function channelFields(report: ParsedProblemReport) {
  return {
    userEmail: report.userEmail,
    errorUrl: report.errorUrl,
    message: report.errorInfo.message,
    componentStack: report.errorInfo.componentStack,
  };
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
