import { initialsOf } from './organization';
import * as styles from './OrgAvatar.css';

export interface OrgAvatarProps {
  name: string;
  url: string | null;
  size?: keyof typeof styles.size;
}

/** An organization's picture, or its initials on a tint; decorative, since its name is always beside it. */
export function OrgAvatar({ name, url, size = 'md' }: OrgAvatarProps) {
  return url ? (
    <img src={url} alt="" className={`${styles.avatar} ${styles.size[size]}`} />
  ) : (
    // The initials come from CSS, so a button holding the avatar is named by its text alone.
    <span className={`${styles.avatar} ${styles.initials} ${styles.size[size]}`} data-initials={initialsOf(name)} aria-hidden="true" />
  );
}
