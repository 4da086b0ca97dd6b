import type { ProblemReport, ProblemReportResponse } from '@facet/contract';
import { request } from './request';

/** Sends a problem report; resolves only when the server confirms it with statusCode 200. */
export async function reportProblem(report: ProblemReport): Promise<void> {
  const response = await request<ProblemReportResponse>('/support/report-problem', { method: 'POST', body: report });
  if (response?.statusCode !== 200) throw new Error('The problem report was not accepted. Please try again.');
}

/** Sends an error a signed-in person met to the team's channel (`POST /report-error-slack`). */
export async function reportErrorToTeam(report: ProblemReport): Promise<void> {
  await request<ProblemReportResponse>('/report-error-slack', { method: 'POST', body: report });
}
