import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { DataProvider } from '../src/DataProvider';

/** Lets answers already on their way arrive and render, inside `act`. */
export const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

/**
 * Mounts `useValue(props)` inside a DataProvider with a cache of its own, as a screen container would.
 * `latest()` is what the last commit returned; `onCommit` sees every commit's value; `show(props)`
 * renders again with other props (an address changing under a mounted page).
 */
export async function mountHook<Props, Value>(useValue: (props: Props) => Value, props: Props, onCommit?: (value: Value) => void) {
  let committed: { value: Value } | undefined;
  function Probe({ props: current }: { props: Props }) {
    const value = useValue(current);
    useEffect(() => {
      committed = { value };
      onCommit?.(value);
    });
    return null;
  }
  const root = createRoot(document.createElement('div'));
  const show = (next: Props) =>
    act(async () =>
      root.render(
        <DataProvider overrides={{ provider: () => new Map() }}>
          <Probe props={next} />
        </DataProvider>,
      ),
    );
  await show(props);
  return {
    latest: () => committed!.value,
    show,
    unmount: () => act(() => root.unmount()),
  };
}
