const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/** Checks a LISTEN/NOTIFY channel name (it is spliced into LISTEN, which takes no parameters). */
export function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel))
    throw new Error(`listen: bad channel name ${JSON.stringify(channel)}`);
}

/**
 * The callbacks of one process per channel. The engine subscribes once per channel (on the first
 * callback) and unsubscribes when the last one leaves.
 */
export class ListenerRegistry {
  private readonly byChannel = new Map<string, Set<(payload: string) => void>>();

  /** Adds a callback; true when it is the channel's first one. */
  add(channel: string, onPayload: (payload: string) => void): boolean {
    const set = this.byChannel.get(channel) ?? new Set();
    set.add(onPayload);
    this.byChannel.set(channel, set);
    return set.size === 1;
  }

  /** Removes a callback; true when the channel has none left. */
  remove(channel: string, onPayload: (payload: string) => void): boolean {
    const set = this.byChannel.get(channel);
    if (!set?.delete(onPayload)) return false;
    if (set.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  dispatch(channel: string, payload: string): void {
    for (const onPayload of this.byChannel.get(channel) ?? []) onPayload(payload);
  }
}
