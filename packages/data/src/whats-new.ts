/** The dismissible what's-new notice: offered for the running version until the person dismisses it. */
import { proxy, useSnapshot } from 'valtio';
import { local, readItem, writeItem } from './storage';

export const DISMISSED_VERSION_STORAGE_KEY = 'whats_new_dismissed_version';

export const whatsNewStore = proxy<{ version: string | null; dismissedVersion: string | null }>({
  version: null,
  dismissedVersion: readItem(local(), DISMISSED_VERSION_STORAGE_KEY),
});

export function offerWhatsNew(version: string): void {
  whatsNewStore.version = version;
}

export function isWhatsNewOffered(state: { version: string | null; dismissedVersion: string | null } = whatsNewStore): boolean {
  return state.version !== null && state.version !== state.dismissedVersion;
}

export function dismissWhatsNew(): void {
  whatsNewStore.dismissedVersion = whatsNewStore.version;
  writeItem(local(), DISMISSED_VERSION_STORAGE_KEY, whatsNewStore.version);
}

export function clearDismissedVersion(): void {
  whatsNewStore.dismissedVersion = null;
  writeItem(local(), DISMISSED_VERSION_STORAGE_KEY, null);
}

export function useWhatsNew(): { isOffered: boolean; version: string | null; dismiss: () => void } {
  const snapshot = useSnapshot(whatsNewStore);
  return { isOffered: isWhatsNewOffered(snapshot), version: snapshot.version, dismiss: dismissWhatsNew };
}
