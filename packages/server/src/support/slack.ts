/**
 * Forwards reports to a chat channel through a Slack incoming webhook. Forwarding is best effort:
 * the report is already stored, so a channel that is down is logged and never fails the request.
 */
import type { FastifyBaseLogger } from 'fastify';

const TIMEOUT_MS = 5000;
/** Slack cuts a message at 40,000 characters; stacks are long, so keep the message readable. */
const MAX_DETAIL = 3000;

export interface ReportForChannel {
  kind: 'Problem report' | 'Error report';
  userEmail: string;
  errorUrl: string;
  message: string;
  componentStack: string;
}

export type ReportNotifier = (report: ReportForChannel) => Promise<void>;

export function slackMessage(report: ReportForChannel): { text: string } {
  const detail = report.componentStack.length > MAX_DETAIL ? `${report.componentStack.slice(0, MAX_DETAIL)}…` : report.componentStack;
  const lines = [
    `*${report.kind}* from ${report.userEmail || 'an anonymous visitor'}`,
    `*Page:* ${report.errorUrl}`,
    `*Error:* ${report.message}`,
    ...(detail ? ['```', detail, '```'] : []),
  ];
  return { text: lines.join('\n') };
}

/** A notifier posting to `webhookUrl`, or one that does nothing when no webhook is configured. */
export function createReportNotifier(webhookUrl: string | undefined, logger: FastifyBaseLogger): ReportNotifier {
  if (!webhookUrl) return async () => {};
  return async (report) => {
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(slackMessage(report)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) logger.warn({ status: response.status }, 'The Slack webhook refused a report');
    } catch (error) {
      logger.warn({ err: error }, 'The Slack webhook could not be reached');
    }
  };
}
