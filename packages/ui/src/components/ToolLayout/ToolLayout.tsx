import { type ReactNode, useId } from 'react';
import { Box } from '../Box/Box';
import { ToolHeader } from '../private/ToolHeader';
import { Stack } from '../Stack/Stack';
import { InputAssetPicker } from './InputAssetPicker';
import type { ToolLayoutProps, ToolRunStatus } from './toolLayoutTypes';
import { ToolResultSummary } from './ToolResultSummary';
import { ToolRunFooter } from './ToolRunFooter';
import { ToolStage } from './ToolStage';
import * as styles from './ToolLayout.css';

const busyStatuses: ReadonlySet<ToolRunStatus> = new Set(['loading', 'starting', 'queued', 'running']);

/**
 * The frame of every tool page inside the dashboard: the input picker, the input and the result
 * on the left; the options, price and run button on the right (one column on phones). `resultExtra`
 * is what a tool adds under a succeeded run's result (segmentation: its parts, each to upres).
 */
export function ToolLayout(props: ToolLayoutProps & { resultExtra?: ReactNode }) {
  const { tool, inputAsset, inputHint, options, status, result, runDisabledReason, resultExtra } = props;
  const titleId = useId();
  const isBusy = busyStatuses.has(status);
  const shownResult = status === 'succeeded' ? result : undefined;

  return (
    <Stack as="article" space={{ mobile: '5', tablet: '6' }} minWidth={0} className={styles.page} aria-labelledby={titleId}>
      <ToolHeader tool={tool} titleId={titleId} />

      <div className={styles.layout}>
        <Stack space="4" minWidth={0} className={styles.main}>
          <InputAssetPicker {...props} isDisabled={isBusy} />
          <ToolStage {...props} result={shownResult} />
          {shownResult ? <ToolResultSummary result={shownResult} /> : null}
          {shownResult ? resultExtra : null}
        </Stack>

        <aside className={styles.panel} aria-label={`${tool.name} settings`} data-fit={options ? undefined : true}>
          {options ? (
            // While the options are locked, the panel itself takes focus so the keyboard can still scroll it.
            <section className={styles.panelBody} aria-label="Options" tabIndex={isBusy ? 0 : undefined}>
              {/* Options stay readable but cannot change under a run. */}
              <Box minWidth={0} padding={{ mobile: '4', tablet: '5' }} className={styles.options} inert={isBusy} data-locked={isBusy || undefined}>
                {options}
              </Box>
            </section>
          ) : null}
          <ToolRunFooter
            {...props}
            runDisabledReason={runDisabledReason ?? (inputAsset ? undefined : `${inputHint} first.`)}
          />
        </aside>
      </div>
    </Stack>
  );
}
