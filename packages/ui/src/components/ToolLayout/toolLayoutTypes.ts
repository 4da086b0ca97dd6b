/**
 * The props of ToolLayout and the run's data its parts share (status, progress, result, error), in a
 * module of their own so the parts need not import the layout that imports them.
 */
import type { Asset, ToolInfo, ToolRunStatus } from '@facet/contract';
import type { ReactNode } from 'react';

export type { ToolRunStatus };

export interface ToolRunProgress {
  /** Share of the work done, 0 to 1. */
  fraction: number;
  /** What the engine is doing now, in its words: `Simplifying`, `Writing LOD 2`. */
  stage: string;
}

export interface ToolResultPreview {
  /** The rendered preview; `null` when there is none (a placeholder shows). */
  imageUrl: string | null;
  /** A caption such as `Before · 48,210 triangles`. */
  label: string;
}

export interface ToolResultOutput {
  id: string;
  name: string;
  /** The new asset's page. */
  href: string;
}

export interface ToolResult {
  before: ToolResultPreview;
  after: ToolResultPreview;
  /**
   * The numbers of the engine's report a person cares about, already formatted; a `note` says more
   * about a figure in words (such a row, or one with a long value, takes the report's full width).
   */
  report: readonly { label: string; value: string; note?: string }[];
  /** The assets the run made. */
  outputs: readonly ToolResultOutput[];
}

export interface ToolRunError {
  /** What went wrong, in a sentence. */
  message: string;
  /** Credits given back for the run (every failed run is refunded in full). */
  refundedCredits: number;
}

export interface ToolLayoutProps {
  /** The tool: its name and summary head the page, its glyph sits beside them. */
  tool: ToolInfo;
  /** Which engine runs it, e.g. `Built-in CPU engine`; shown by the run button so it is never a surprise. */
  engineLabel: string;

  /** The asset the tool will run on; `null` until one is picked. */
  inputAsset: Asset | null;
  /** The assets the tool accepts; `undefined` while they load. */
  candidates: readonly Asset[] | undefined;
  /** Why the candidates could not be loaded. */
  candidatesError?: string;
  /** Offered with `candidatesError`. */
  onRetryCandidates?(): void;
  onPickAsset(id: string): void;
  /** Searches the library for the text typed in the picker (an empty text: the newest again); the app waits for a pause in the typing. */
  onSearchCandidates?(text: string): void;
  /** A search of the library is on its way: the picker says so instead of "no asset by that name". */
  isSearchingCandidates?: boolean;
  /** More candidates than are shown: the list loads them as it scrolls to its end. */
  candidatesHaveMore?: boolean;
  onLoadMoreCandidates?(): void;
  isLoadingMoreCandidates?: boolean;
  /** What to pick, as an instruction: `Pick a mesh`. Placeholder of the picker and title of the empty stage. */
  inputHint: string;

  /** The tool's own options panel. */
  options?: ReactNode;

  /** Credits this run will cost with the current options. */
  cost: number;
  /** The balance; `undefined` while it loads. */
  credits: number | undefined;
  /** Offered when the balance is short; the run button stays enabled either way (the app opens the credits dialog). */
  buyCreditsHref?: string;

  status: ToolRunStatus;
  /** The running job's progress; without it a running job shows an indeterminate bar. */
  progress?: ToolRunProgress;
  /** What a succeeded run made. */
  result?: ToolResult;
  /** Why the run failed, with the refund. */
  error?: ToolRunError;
  /** With status `loading`: why the run named in the page's address could not be read. */
  loadError?: string;
  /** Offered with `loadError`. */
  onRetryLoad?(): void;

  /** The run button's label, e.g. `Run retopology`. */
  runLabel: string;
  /** Runs the tool; also `Run again` after a result and `Try again` after a failure. */
  onRun(): void;
  /** When given, a finished run offers `Start over`: the result or error goes and the input shows again. */
  onReset?(): void;
  /** When set, the run button is disabled and this sentence says why; with no asset picked it is `${inputHint} first.` */
  runDisabledReason?: string;
}
