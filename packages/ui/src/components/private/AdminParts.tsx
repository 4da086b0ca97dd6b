/** The pieces every admin page is built from: a titled panel, a table, a row of figures, and loading and failure states. */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { FailureNotice } from './FailureNotice';
import { Notice } from './Notice';
import { Spinner } from './Spinner';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import * as styles from './AdminParts.css';
import { visuallyHidden } from './recipes.css';

export function AdminPanel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Stack space="4">
        <Inline space="3" alignY="center" align="spaceBetween" wrap>
          <h2 id={titleId} className={styles.sectionTitle}>
            {title}
          </h2>
          {actions}
        </Inline>
        {children}
      </Stack>
    </section>
  );
}

export interface AdminColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
  numeric?: boolean;
  /** The cell that names the row, read out before each of the others. */
  rowHeader?: boolean;
}

export interface AdminTableProps<Row> {
  caption: string;
  rows: readonly Row[];
  rowKey(row: Row): string;
  columns: readonly AdminColumn<Row>[];
  /** What an empty table says instead. */
  empty: string;
  /** The key of a row to mark as the one open. */
  selectedKey?: string;
}

/** A table that scrolls sideways by itself on a narrow screen; focusable, so a keyboard can scroll it. */
export function AdminTable<Row>({ caption, rows, rowKey, columns, empty, selectedKey }: AdminTableProps<Row>) {
  if (rows.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <div className={styles.tableScroll} role="region" aria-label={`${caption} table`} tabIndex={0}>
      <table className={styles.table}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${styles.headCell} ${column.numeric ? styles.numeric : ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} className={`${styles.row} ${key === selectedKey ? styles.selectedRow : ''}`} aria-current={key === selectedKey ? 'true' : undefined}>
                {columns.map((column) => {
                  const className = `${styles.cell} ${column.numeric ? styles.numeric : ''}`;
                  return column.rowHeader ? (
                    <th key={column.header} scope="row" className={className}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={className}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Figures side by side, each with its label: users, credits, seats. */
export function AdminStats({ label, stats }: { label: string; stats: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.stats} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.statLabel}>{stat.label}</dt>
          <dd className={styles.statValue}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AdminLoading({ children }: { children: string }) {
  return (
    <div className={styles.loading} role="status">
      <Spinner />
      {children}
    </div>
  );
}

export interface AdminLoadProps {
  /** Shown while neither the value nor an error has come. */
  loadingText: string;
  /** Why the load failed, as the server said it. */
  error?: string;
  /** What could not be loaded, before the reason: `The users could not be loaded`. */
  errorPrefix: string;
  onRetry?(): void;
  isLoaded: boolean;
  children: ReactNode;
}

/** A value that loads: a spinner, then what it shows, or the failure with Try again. */
export function AdminLoad({ loadingText, error, errorPrefix, onRetry, isLoaded, children }: AdminLoadProps) {
  if (error) return <FailureNotice onRetry={onRetry} retrySize="sm">{`${errorPrefix}: ${error}`}</FailureNotice>;
  if (!isLoaded) return <AdminLoading>{loadingText}</AdminLoading>;
  return children;
}

export function AdminBadge({ tone, children }: { tone?: 'danger'; children: ReactNode }) {
  return <span className={`${styles.badge} ${tone === 'danger' ? styles.badgeDanger : ''}`}>{children}</span>;
}

const numberFormat = new Intl.NumberFormat('en-US');
export const formatNumber = (value: number) => numberFormat.format(value);

/** `Nov 20, 2026, 10:01 AM` in the given time zone (the browser's when not given). */
export const formatWhen = (iso: string, timeZone?: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });

/** `Nov 20, 2026` for an instant or a `YYYY-MM-DD` day, in UTC. */
export const formatDate = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** `$20.00` for 2000 cents. */
export const formatMoney = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** A stored word as a person reads it: `image_to_3d` → `Image to 3d`. */
export function humanize(word: string): string {
  const spaced = word.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Where an admin action is: running, refused (the server's reason), or done (what it did, in words). */
export interface AdminActionState {
  isPending?: boolean;
  error?: string;
  done?: string;
}

/** The outcome of an admin action under its button: the server's reason as an alert, or what it did. */
export function AdminActionOutcome({ state }: { state: AdminActionState }) {
  if (state.error) return <Notice tone="danger" role="alert">{state.error}</Notice>;
  if (state.done) return <Notice tone="success" role="status">{state.done}</Notice>;
  return null;
}

export interface AdminSearchProps {
  /** The field's label: what can be searched for. */
  label: string;
  /** The search landmark's name: what is searched. */
  searchName: string;
  placeholder?: string;
  /** The search on show. */
  query: string;
  onSearch(query: string): void;
}

/** A search field and its button; the search goes out when sent, not at each key. */
export function AdminSearch(props: AdminSearchProps) {
  // A new search from outside (the address) starts the field afresh.
  return <SearchFields key={props.query} {...props} />;
}

function SearchFields({ label, searchName, placeholder, query, onSearch }: AdminSearchProps) {
  const [text, setText] = useState(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form onSubmit={submit} role="search" aria-label={searchName}>
      <Inline space="3" alignY="bottom" wrap>
        <div className={styles.grow}>
          <TextField label={label} name="q" type="search" value={text} onChange={setText} placeholder={placeholder} />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Inline>
    </Form>
  );
}

/** A Load more under a list read a page at a time. */
export function AdminLoadMore({ hasMore, isLoadingMore = false, onLoadMore }: { hasMore: boolean; isLoadingMore?: boolean; onLoadMore(): void }) {
  if (!hasMore) return null;
  return (
    <Inline>
      <Button variant="secondary" size="sm" onPress={onLoadMore} isPending={isLoadingMore}>
        Load more
      </Button>
    </Inline>
  );
}
