// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { describe, expect, it } from 'vitest';
import { CACHE_GC_MS, CollectedCache } from '../src/cache';
import { DataProvider } from '../src/DataProvider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function setup() {
  let now = 1_000_000;
  const cache = new CollectedCache(CACHE_GC_MS, () => now);
  return { cache, advance: (ms: number) => (now += ms) };
}

function Single({ name }: { name: string }) {
  const { data } = useSWR(name, async (key: string) => `answer for ${key}`);
  return <p>{data ?? 'loading'}</p>;
}

function Pages() {
  const { data } = useSWRInfinite((index: number) => `page-${index}`, async (key: string) => key);
  return <p>{data?.join(',') ?? 'loading'}</p>;
}

async function mount(cache: CollectedCache, element: React.ReactNode) {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => {
    root.render(<DataProvider overrides={{ provider: () => cache }}>{element}</DataProvider>);
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('the 5-minute garbage collection', () => {
  it('keeps an answer while its hook is mounted, however long', async () => {
    const { cache, advance } = setup();
    const view = await mount(cache, <Single name="USER" />);
    expect(view.container.textContent).toBe('answer for USER');
    advance(60 * 60 * 1000);
    expect(cache.sweep()).toEqual([]);
    expect(cache.get('USER')?.data).toBe('answer for USER');
    await view.unmount();
  });

  it('drops an answer 5 minutes after its last hook unmounts, not before', async () => {
    const { cache, advance } = setup();
    const first = await mount(cache, <Single name="ASSET" />);
    const second = await mount(cache, <Single name="ASSET" />);
    await first.unmount();
    advance(CACHE_GC_MS);
    expect(cache.sweep()).toEqual([]); // the second hook still uses it
    await second.unmount();
    advance(CACHE_GC_MS - 1);
    expect(cache.sweep()).toEqual([]);
    advance(1);
    expect(cache.sweep()).toEqual(['ASSET']);
    expect(cache.has('ASSET')).toBe(false);
  });

  it('keeps an infinite list while mounted and drops its pages afterwards', async () => {
    const { cache, advance } = setup();
    const view = await mount(cache, <Pages />);
    expect(view.container.textContent).toBe('page-0');
    advance(CACHE_GC_MS * 2);
    expect(cache.sweep()).toEqual([]);
    await view.unmount();
    advance(CACHE_GC_MS);
    expect(cache.sweep().sort()).toEqual(['$inf$page-0', 'page-0']);
  });

  it('sweeps on its own once started', async () => {
    const { cache, advance } = setup();
    cache.set('OLD', { data: 1 });
    advance(CACHE_GC_MS);
    cache.start(5);
    await new Promise((resolve) => setTimeout(resolve, 30));
    cache.stop();
    expect(cache.has('OLD')).toBe(false);
  });
});
