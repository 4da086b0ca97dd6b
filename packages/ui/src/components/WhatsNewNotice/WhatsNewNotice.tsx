import { Sparkles, X } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { Inline } from '../Inline/Inline';
import { Icon } from '../private/Icon';
import { TextLink } from '../private/TextLink';
import { Stack } from '../Stack/Stack';
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
    <Inline
      as="aside"
      space="3"
      alignY="top"
      width="full"
      padding="4"
      borderRadius="lg"
      background="surfaceRaised"
      boxShadow="md"
      className={compact ? `${styles.card} ${styles.compact}` : styles.card}
      aria-label="What's new"
    >
      {compact ? null : (
        <span className={styles.icon}>
          <Icon icon={Sparkles} size={16} />
        </span>
      )}
      <Stack space="1" minWidth={0} flex="1" className={styles.body}>
        <p className={styles.title}>
          What&apos;s new in <span className={styles.version}>{version}</span>
        </p>
        <p className={styles.summary}>{summary}</p>
        {notesHref ? (
          <TextLink href={notesHref} tone="accent">
            Read the release notes
          </TextLink>
        ) : null}
      </Stack>
      <AriaButton className={styles.close} aria-label="Dismiss what's new" onPress={onDismiss}>
        <Icon icon={X} size={16} />
      </AriaButton>
    </Inline>
  );
}
