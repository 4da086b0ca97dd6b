/**
 * The realtime socket (SPEC.md sections 4 and 7): websocket transport with credentials and the token,
 * `join` with the user id on every connect, `asset_update`, `job_update` and `credits_update` merged into
 * the caches. A
 * disconnect is reported to the caller (the app shows the warning toast); connection errors are only
 * logged.
 */
import { SOCKET, SOCKET_EVENTS, type Asset, type CreditsResponse, type Job } from '@facet/contract';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useSWRConfig } from 'swr';
import { applyAssetUpdate } from './asset-hooks';
import { applyCreditsUpdate } from './payments';
import { getApiBaseUrl } from './request';
import { applyJobUpdate } from './tool-sessions';

export interface RealtimeOptions {
  userId: string;
  token: string;
  /** Called on a disconnect the person should hear about (not when this tab closes it). */
  onDisconnect?: () => void;
  /** Base URL of the API; the start-up settings' API url by default. */
  url?: string;
}

export function connectRealtime(
  options: RealtimeOptions & {
    onAssetUpdate: (asset: Asset) => void;
    onJobUpdate: (job: Job) => void;
    onCreditsUpdate: (update: CreditsResponse) => void;
  },
): Socket {
  const socket = io(options.url ?? getApiBaseUrl(), {
    transports: ['websocket'],
    withCredentials: true,
    auth: { token: options.token },
    reconnectionDelay: SOCKET.reconnectionDelayMs,
    timeout: SOCKET.timeoutMs,
  });
  socket.on('connect', () => {
    socket.emit(SOCKET_EVENTS.join, options.userId);
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
  return socket;
}

/** Keeps the socket open while signed in; every `asset_update`, `job_update` and `credits_update` lands in the SWR caches. */
export function useRealtime(options: RealtimeOptions | null): void {
  const { cache, mutate } = useSWRConfig();
  const userId = options?.userId;
  const token = options?.token;
  const onDisconnect = options?.onDisconnect;
  const url = options?.url;
  useEffect(() => {
    if (!userId || !token) return;
    const socket = connectRealtime({
      userId,
      token,
      url,
      onDisconnect,
      onAssetUpdate: (asset) => applyAssetUpdate(cache, mutate, asset),
      onJobUpdate: (job) => applyJobUpdate(cache, mutate, job),
      onCreditsUpdate: (update) => applyCreditsUpdate(mutate, update),
    });
    return () => {
      socket.disconnect();
    };
  }, [cache, mutate, userId, token, url]); // eslint-disable-line react-hooks/exhaustive-deps -- a new toast callback does not reconnect
}
