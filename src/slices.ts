/**
 * Lets timers and other requests run between slices of a long loop on the event loop (a 10,000-row file): a slice
 * ends after SLICE_MS, not after a count of items, so a machine busy with other work yields as often (500 rows were
 * 100 ms of checks at load 4). Call the returned function once per item and await what it returns.
 */
const SLICE_MS = 8;
export function slices(): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < SLICE_MS) return undefined;
    return new Promise<void>((r) => setImmediate(r)).then(() => void (since = performance.now()));
  };
}
