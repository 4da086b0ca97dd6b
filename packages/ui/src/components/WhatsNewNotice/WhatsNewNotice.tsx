import { Button as AriaButton } from 'react-aria-components';
import { Icon } from '../private/Icon';
import { TextLink } from '../private/TextLink';
import * as styles from './WhatsNewNotice.css';

export interface WhatsNewNoticeProps {
  /** The version being announced, e.g. '1.4.0'. */
  version: string;
  /** One or two sentences on what changed. */
  summary: string;
  /** The full release notes. */
  notesHref?: string;
  /** Remembers the dismissal for this version (the container stores it). */
  onDismiss(): void;
  /** Without the icon and with less padding, for narrow places such as the navigation sidebar. */
  compact?: boolean;
}

/** A small card announcing a new version; dismissible, and then gone until the next version. */
export function WhatsNewNotice({ version, summary, notesHref, onDismiss, compact = false }: WhatsNewNoticeProps) {
  return (
    <aside className={compact ? `${styles.card} ${styles.compact}` : styles.card} aria-label="What's new">
      {compact ? null : (
        <span className={styles.icon}>
          <Icon size={16}>
            <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
          </Icon>
        </span>
      )}
      <div className={styles.body}>
        <p className={styles.title}>
          What&apos;s new in <span className={styles.version}>{version}</span>
        </p>
        <p className={styles.summary}>{summary}</p>
        {notesHref ? (
          <TextLink href={notesHref} tone="accent">
            Read the release notes
          </TextLink>
        ) : null}
      </div>
      <AriaButton className={styles.close} aria-label="Dismiss what's new" onPress={onDismiss}>
        <Icon size={16}>
          <path d="M6 6l12 12M18 6 6 18" />
        </Icon>
      </AriaButton>
    </aside>
  );
}
