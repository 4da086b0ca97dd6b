import { type JobStatus, type ToolId, toolRunStatusNames as names } from '@facet/contract';
import { useId } from 'react';
import { Link, ProgressBar } from 'react-aria-components';
import { Box } from '../../components/Box/Box';
import { Stack } from '../../components/Stack/Stack';
import { ToolGlyph } from '../../components/private/ToolGlyph';
import * as styles from './RunningJobs.css';

/** One run in progress on the home page, with where its tool page shows it. */
export interface RunningJob {
  id: string;
  tool: ToolId;
  /** The tool's name: `Retopology`. */
  toolName: string;
  /** The input asset's name, once known. */
  inputName?: string;
  status: JobStatus;
  /** 0 to 1. */
  progress: number;
  /** What the engine is doing now, in its words. */
  stage: string | null;
  /** The tool page showing this run (its `session_id`). */
  href: string;
}

const statusText = (job: RunningJob): string => {
  switch (job.status) {
    case 'queued':
      return names.queued;
    case 'running':
      return job.stage ?? names.running;
    case 'succeeded':
      return `${names.succeeded}: see the result`;
    case 'failed':
      return `${names.failed}, refunded`;
  }
};

/** The person's runs in progress, each a link to its tool page; nothing at all when none runs. */
export function RunningJobs({ jobs }: { jobs: readonly RunningJob[] | undefined }) {
  const titleId = useId();
  if (!jobs?.length) return null;
  return (
    <Stack as="section" space="3" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Runs in progress
      </h2>
      <Box as="ul" display="flex" flexDirection="column" className={styles.list}>
        {jobs.map((job) => {
          const isRunning = job.status === 'running';
          const label = `${job.toolName}${job.inputName ? ` on ${job.inputName}` : ''}`;
          return (
            <li key={job.id} className={styles.row} data-status={job.status}>
              <span className={styles.glyph} aria-hidden="true">
                <ToolGlyph id={job.tool} size={18} />
              </span>
              <Stack as="span" space="1" flex="1" minWidth={0}>
                {/* The link's name is what it shows; the whole row takes the click. */}
                <Link href={job.href} className={styles.name}>
                  {label}
                </Link>
                <span className={styles.state}>{statusText(job)}</span>
              </Stack>
              {job.status === 'queued' || isRunning ? (
                <ProgressBar
                  className={styles.progress}
                  aria-label={`${label} progress`}
                  value={isRunning ? Math.round(job.progress * 100) : undefined}
                  isIndeterminate={!isRunning}
                >
                  {({ percentage }) => (
                    <>
                      <span className={styles.track}>
                        <span className={styles.fill} data-indeterminate={!isRunning || undefined} style={isRunning ? { width: `${percentage ?? 0}%` } : undefined} />
                      </span>
                      {isRunning ? <span className={styles.percent}>{Math.round(percentage ?? 0)}%</span> : null}
                    </>
                  )}
                </ProgressBar>
              ) : null}
            </li>
          );
        })}
      </Box>
    </Stack>
  );
}
