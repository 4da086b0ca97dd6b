/**
 * Whose library the assets page shows and new uploads and folders go to: the person's own (`null`)
 * or an organization's. Chosen in the dashboard's library switcher and kept in localStorage, so a
 * reload stays in it.
 */
import { useSyncExternalStore } from 'react';
import { local, readItem, writeItem } from './storage';

export const LIBRARY_STORAGE_KEY = 'facet-library';

let current: string | null = readItem(local(), LIBRARY_STORAGE_KEY);
const listeners = new Set<() => void>();

export function readLibraryScope(): string | null {
  return current;
}

/** Switches the library: an organization's id, or `null` for the person's own. */
export function setLibraryScope(organizationId: string | null): void {
  if (organizationId === current) return;
  current = organizationId;
  writeItem(local(), LIBRARY_STORAGE_KEY, organizationId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen library as stored: an organization's id, or `null`. */
export function useLibraryScope(): string | null {
  return useSyncExternalStore(subscribe, readLibraryScope, () => null);
}
