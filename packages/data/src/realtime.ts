/**
 * The realtime socket (SPEC.md sections 4 and 7): websocket transport with credentials and the token,
 * `join` with the user id on every connect (and the room of each of the person's organizations),
 * `asset_update`, `job_update` and `credits_update` merged into the caches, and `organization.removed`
 * dropping that organization from them. Each connect reads again what an update lost before it would leave stale (runs not
 * settled; after a drop, the asset views and the balance). A disconnect is reported to the caller (the
 * app shows the warning toast); connection errors are only logged.
 */
import { orgRoom, SOCKET, SOCKET_EVENTS, type Asset, type CreditsResponse, type Job, type OrganizationRemovedEvent } from '@facet/contract';
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { type Cache, unstable_serialize as unstableKey, useSWRConfig } from 'swr';
import { applyAssetUpdate } from './asset-hooks';
import { assetKeys, userKeys } from './keys';
import { dropOrganization } from './organizations';
import { applyCreditsUpdate } from './payments';
import { getApiBaseUrl } from './request';
import { applyJobUpdate, revalidateAssetLists, revalidateLiveRuns } from './tool-sessions';

type ScopedMutate = ReturnType<typeof useSWRConfig>['mutate'];

export interface RealtimeOptions {
  userId: string;
  token: string;
  /** Called on a disconnect the person should hear about (not when this tab closes it). */
  onDisconnect?: () => void;
  /** Base URL of the API; the start-up settings' API url by default. */
  url?: string;
  /** The person's organizations: the socket joins each one's room (the server also puts it there on connect and on joining). */
  organizationIds?: readonly string[];
}

export function connectRealtime(
  options: RealtimeOptions & {
    onAssetUpdate: (asset: Asset) => void;
    onJobUpdate: (job: Job) => void;
    onCreditsUpdate: (update: CreditsResponse) => void;
    /** The person is no longer in the organization: the server took the socket out of its room. */
    onOrganizationRemoved?: (event: OrganizationRemovedEvent) => void;
    /** Called on every connect, the first and each reconnect, once the socket is in the person's room. */
    onConnect?: (reconnected: boolean) => void;
  },
): Socket {
  const socket = io(options.url ?? getApiBaseUrl(), {
    transports: ['websocket'],
    withCredentials: true,
    auth: { token: options.token },
    reconnectionDelay: SOCKET.reconnectionDelayMs,
    timeout: SOCKET.timeoutMs,
  });
  let connectedBefore = false;
  socket.on('connect', () => {
    socket.emit(SOCKET_EVENTS.join, options.userId);
    for (const id of options.organizationIds ?? []) socket.emit(SOCKET_EVENTS.join, orgRoom(id));
    // The server puts a socket in its caller's rooms as it connects: what changes from now on arrives.
    options.onConnect?.(connectedBefore);
    connectedBefore = true;
  });
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') options.onDisconnect?.();
  });
  socket.on('connect_error', (error) => {
    console.error('Realtime connection failed:', error.message);
  });
  socket.on(SOCKET_EVENTS.assetUpdate, (asset: Asset) => options.onAssetUpdate(asset));
  socket.on(SOCKET_EVENTS.jobUpdate, (job: Job) => options.onJobUpdate(job));
  socket.on(SOCKET_EVENTS.creditsUpdate, (update: CreditsResponse) => options.onCreditsUpdate(update));
  socket.on(SOCKET_EVENTS.organizationRemoved, (event: OrganizationRemovedEvent) => options.onOrganizationRemoved?.(event));
  return socket;
}

/** What a drop of the connection may have missed besides runs: the loaded asset lists and details, and the balance. */
function revalidateAssetViews(cache: Cache, mutate: ScopedMutate): void {
  revalidateAssetLists(cache, mutate);
  // ['asset', id] serialises as the key ['asset'] followed by the id.
  const detailPrefix = unstableKey(assetKeys.detail('').slice(0, 1));
  for (const key of [...cache.keys()]) {
    if (key.startsWith(detailPrefix) && cache.get(key)?.data) void mutate(key);
  }
  void mutate(userKeys.credits);
}

/** Keeps the socket open while signed in; every `asset_update`, `job_update` and `credits_update` lands in the SWR caches. */
export function useRealtime(options: RealtimeOptions | null): void {
  const { cache, mutate } = useSWRConfig();
  const userId = options?.userId;
  const token = options?.token;
  const onDisconnect = options?.onDisconnect;
  const url = options?.url;
  const organizationIds = options?.organizationIds;
  const socketRef = useRef<Socket | null>(null);
  const joinedRef = useRef<readonly string[]>([]);
  // Read by each connect: the rooms of the organizations known by then.
  useEffect(() => {
    joinedRef.current = organizationIds ?? [];
  }, [organizationIds]);
  useEffect(() => {
    if (!userId || !token) return;
    const socket = connectRealtime({
      userId,
      token,
      url,
      onDisconnect,
      get organizationIds() {
        return joinedRef.current;
      },
      onOrganizationRemoved: (event) => dropOrganization(cache, mutate, event.organization_id),
      onAssetUpdate: (asset) => applyAssetUpdate(cache, mutate, asset),
      onJobUpdate: (job) => applyJobUpdate(cache, mutate, job),
      onCreditsUpdate: (update) => applyCreditsUpdate(mutate, update),
      // Updates sent before the socket was in the room are lost: runs not settled are read again,
      // and after a drop the asset lists and the balance too.
      onConnect: (reconnected) => {
        revalidateLiveRuns(cache, mutate);
        if (reconnected) revalidateAssetViews(cache, mutate);
      },
    });
    socketRef.current = socket;
    return () => {
      socketRef.current = null;
      socket.disconnect();
    };
  }, [cache, mutate, userId, token, url]); // eslint-disable-line react-hooks/exhaustive-deps -- a new toast callback does not reconnect
  // An organization joined since connecting: its room too (the server refuses one the person is not in).
  useEffect(() => {
    const socket = socketRef.current;
    if (!socket?.connected) return;
    for (const id of organizationIds ?? []) socket.emit(SOCKET_EVENTS.join, orgRoom(id));
  }, [organizationIds]);
}
