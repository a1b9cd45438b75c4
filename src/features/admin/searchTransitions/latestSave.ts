/** What a row shows about its saves: nothing yet, one under way, the last text stored, or why not. */
export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

export interface LatestSave<Value> {
  /** Stores `value` as soon as no earlier save of this row is under way. */
  save: (value: Value) => void;
}

/**
 * Issue 13 point 1 (R-DT-4): a row saves on every key release, and the last text typed must be
 * what is stored, whatever order the network answers in. So one row never has two saves under
 * way: while one is, newer texts only replace the waiting one, and when it answers the latest
 * text is sent. An answer for a text that has been typed over decides nothing, not even its error
 * (a duplicate met halfway through typing a longer query is no error of the final text).
 */
export function latestSave<Value>(
  send: (value: Value) => Promise<void>,
  onState: (state: SaveState) => void,
  messageOf: (error: unknown) => string,
): LatestSave<Value> {
  let latest: { value: Value } | null = null;
  let running = false;

  const run = async () => {
    running = true;
    onState({ kind: 'saving' });
    for (;;) {
      const sending = latest!;
      let failure: string | null = null;
      try {
        await send(sending.value);
      } catch (error) {
        failure = messageOf(error);
      }
      if (latest !== sending) continue;
      running = false;
      onState(failure === null ? { kind: 'saved' } : { kind: 'error', message: failure });
      return;
    }
  };

  return {
    save(value) {
      latest = { value };
      if (!running) void run();
    },
  };
}
