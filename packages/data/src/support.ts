import { endpointRoutes, type ProblemReport } from '@facet/contract';
import { call } from './request';

/** Sends a problem report; resolves only when the server confirms it with statusCode 200. */
export async function reportProblem(report: ProblemReport): Promise<void> {
  const response = await call(endpointRoutes.reportProblem, { body: report });
  if (response?.statusCode !== 200) throw new Error('The problem report was not accepted. Please try again.');
}

/** Sends an error a signed-in person met to the team's channel (`POST /report-error-slack`). */
export async function reportErrorToTeam(report: ProblemReport): Promise<void> {
  await call(endpointRoutes.reportErrorSlack, { body: report });
}
