import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link, ProgressBar } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { formatNumber } from '../../components/private/assetFormat';
import { visuallyHidden } from '../../components/private/recipes.css';
import * as styles from './PartsUpres.css';

const creditsText = (amount: number) => `${formatNumber(amount)} ${amount === 1 ? 'credit' : 'credits'}`;

/** Where one part's upres is: not started, starting, running (with its progress), done, or failed. */
export type PartUpresState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'queued' }
  | { status: 'running'; fraction: number; stage: string }
  | { status: 'succeeded'; resultName: string; resultHref: string }
  | { status: 'failed'; message: string; refundedCredits: number };

export interface PartUpresRowProps {
  /** The part asset's name. */
  name: string;
  /** The part's colour in the preview, `#rrggbb`. */
  color?: string;
  /** Credits one upres costs. */
  cost: number;
  state: PartUpresState;
  onUpres(): void;
}

/** One part of a segmentation's result, with its Upres action, its progress and then its result. */
export function PartUpresRow({ name, color, cost, state, onUpres }: PartUpresRowProps) {
  let detail: ReactNode = null;
  if (state.status === 'queued' || state.status === 'running') {
    const isRunning = state.status === 'running';
    detail = (
      <ProgressBar
        className={styles.progress}
        aria-label={`Upres of ${name}`}
        value={isRunning ? Math.round(state.fraction * 100) : undefined}
        isIndeterminate={!isRunning}
        valueLabel={isRunning ? `${state.stage}, ${Math.round(state.fraction * 100)}%` : 'Waiting for a worker'}
      >
        {({ percentage }) => (
          <>
            <span className={styles.track}>
              <span className={styles.fill} data-indeterminate={!isRunning || undefined} style={isRunning ? { width: `${percentage ?? 0}%` } : undefined} />
            </span>
            <span className={styles.percent}>{isRunning ? `${Math.round(percentage ?? 0)}%` : ''}</span>
          </>
        )}
      </ProgressBar>
    );
  } else if (state.status === 'succeeded') {
    detail = (
      <Link href={state.resultHref} className={styles.link}>
        Open {state.resultName}
      </Link>
    );
  } else if (state.status === 'failed') {
    detail = (
      <span className={styles.state} data-failed role="alert">
        {state.message}
        {state.refundedCredits > 0 ? ` Your ${creditsText(state.refundedCredits)} ${state.refundedCredits === 1 ? 'was' : 'were'} refunded.` : ' Nothing was charged.'}
      </span>
    );
  }
  const stateText = state.status === 'running' ? state.stage : state.status === 'queued' ? 'Waiting for a worker' : undefined;
  return (
    <li className={styles.row} data-status={state.status}>
      {color ? <span className={styles.swatch} style={{ background: color }} aria-hidden="true" /> : null}
      <span className={styles.name}>{name}</span>
      {stateText ? <span className={styles.state}>{stateText}</span> : null}
      {detail}
      {state.status === 'idle' || state.status === 'failed' || state.status === 'starting' ? (
        <Button size="sm" variant="secondary" onPress={onUpres} isPending={state.status === 'starting'}>
          {state.status === 'failed' ? 'Try again' : 'Upres'} · {creditsText(cost)}
          {/* Which part, for a screen reader: every row has the same action. */}
          <span className={visuallyHidden}>: {name}</span>
        </Button>
      ) : null}
    </li>
  );
}

/** Under a segmentation's result: its parts, each of which can be made finer and smoother (parts upres). */
export function PartsUpres({ children }: { children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Upres a part
      </h2>
      <p className={styles.note}>Subdivides the part and smooths it into a new asset, next to the part. Refunded in full if it fails.</p>
      <ul className={styles.list} aria-labelledby={titleId}>
        {children}
      </ul>
    </section>
  );
}
