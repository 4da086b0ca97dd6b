import { type AssetType, type ToolInfo, toolRunStatusNames } from '@facet/contract';
import type { ReactNode } from 'react';
import { AssetImage } from '../private/AssetImage';
import { cardTitle } from '../private/recipes.css';
import { Spinner } from '../private/Spinner';
import { ToolGlyph } from '../private/ToolGlyph';
import { assetSummary, percentOf } from './toolFormat';
import type { ToolLayoutProps, ToolResultPreview, ToolRunProgress, ToolRunStatus } from './toolLayoutTypes';
import { Columns } from '../Columns/Columns';
import { Stack } from '../Stack/Stack';
import * as styles from './ToolStage.css';

export type ToolStageProps = Pick<ToolLayoutProps, 'tool' | 'inputAsset' | 'inputHint' | 'status' | 'progress' | 'result'>;

/** The short state on the preview; the panel's progress bar is what assistive tech reads. */
function busyLabel(status: ToolRunStatus, progress?: ToolRunProgress): string | undefined {
  if (status === 'loading') return 'Loading';
  if (status === 'starting') return 'Starting';
  if (status === 'queued') return 'Queued';
  if (status !== 'running') return undefined;
  return progress ? `${progress.stage} · ${percentOf(progress.fraction)}%` : toolRunStatusNames.running;
}

function ComparePane({ preview, type, kind }: { preview: ToolResultPreview; type: AssetType; kind: 'before' | 'after' }) {
  return (
    <figure className={styles.pane} data-kind={kind}>
      <span className={styles.paneImage}>
        <AssetImage
          asset={{ type, data: { image_url: preview.imageUrl } }}
          fit="contain"
          alt={preview.imageUrl ? preview.label : ''}
          iconSize={32}
        />
      </span>
      <figcaption className={styles.caption}>{preview.label}</figcaption>
    </figure>
  );
}

/** The stage without a picture: the tool's glyph, a heading and a sentence. */
function StageMessage({ tool, kind, title, children }: { tool: ToolInfo; kind: 'message' | 'empty'; title: string; children: ReactNode }) {
  return (
    <div className={styles.stage} data-kind={kind}>
      <Stack space="2" align="center" padding="6" textAlign="center" className={styles.message}>
        <span className={styles.messageGlyph} aria-hidden="true">
          <ToolGlyph id={tool.id} size={28} />
        </span>
        <h2 className={cardTitle}>{title}</h2>
        <p className={styles.messageText}>{children}</p>
      </Stack>
    </div>
  );
}

/** The left column's picture: what to pick, the picked asset large, or the result beside it. */
export function ToolStage({ tool, inputAsset, inputHint, status, progress, result }: ToolStageProps) {
  if (result) {
    const type = inputAsset?.type ?? 'mesh';
    return (
      <Columns as="section" columns="2" space="3" aria-label="Before and after">
        <ComparePane preview={result.before} type={type} kind="before" />
        <ComparePane preview={result.after} type={type} kind="after" />
      </Columns>
    );
  }

  if (!inputAsset && status === 'loading') {
    return (
      <StageMessage tool={tool} kind="empty" title="Loading your run">
        Its input, progress and result show here in a moment.
      </StageMessage>
    );
  }

  if (!inputAsset) {
    return (
      <StageMessage tool={tool} kind="empty" title={inputHint}>
        Choose one from your library in the field above. It shows here, with its details.
      </StageMessage>
    );
  }

  const busy = busyLabel(status, progress);
  return (
    <figure className={styles.stage} data-kind="preview">
      <span className={styles.previewImage}>
        <AssetImage asset={inputAsset} fit="contain" alt={`Preview of ${inputAsset.name}`} iconSize={40} />
      </span>
      {busy ? (
        <span className={styles.busyPill} aria-hidden="true">
          <Spinner size={14} />
          {busy}
        </span>
      ) : null}
      <figcaption className={styles.previewCaption}>
        <span className={styles.previewName}>{inputAsset.name}</span>
        <span className={styles.previewMeta}>{assetSummary(inputAsset)}</span>
      </figcaption>
    </figure>
  );
}
