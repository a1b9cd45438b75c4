import { randomUUID } from 'node:crypto';
import type { Db } from '../../lib/db/types';
import { CATALOG_CHANGES, type CatalogChange, type CatalogIndex } from './catalogIndex';

/** PostgreSQL only: every process LISTENs on it for the other processes' changes. */
const CATALOG_CHANGED_CHANNEL = 'catalog_changed';
/** PostgreSQL only: the processes greet each other and acknowledge the changes they applied. */
const CATALOG_PEERS_CHANNEL = 'catalog_peers';
/**
 * How long a change waits for a process that does not acknowledge it: one that died without a
 * goodbye. A live one that answers later is waited for again from its answer on.
 */
const SILENT_PEER_MS = 5_000;

const isChange = (what: unknown): what is CatalogChange =>
  (CATALOG_CHANGES as readonly unknown[]).includes(what);

/** A change notice: the sending process, what changed and the sender's number for it. */
interface Notice {
  from: string;
  what: CatalogChange;
  seq: number;
}

/**
 * A peer message: `hello` when a process starts listening, `here` its answer, `bye` when it
 * stops, `applied` when it serves the change `seq` of the process `to`.
 */
interface PeerMessage {
  from: string;
  kind: 'hello' | 'here' | 'bye' | 'applied';
  to?: string;
  seq?: number;
}

/** A payload this version cannot read (another version's, say) counts as a change of anything. */
function readNotice(payload: string): Notice {
  try {
    const { from, what, seq } = JSON.parse(payload) as Partial<Notice>;
    return {
      from: typeof from === 'string' ? from : '',
      what: isChange(what) ? what : 'all',
      seq: typeof seq === 'number' ? seq : 0,
    };
  } catch {
    return { from: '', what: 'all', seq: 0 };
  }
}

function readPeerMessage(payload: string): Partial<PeerMessage> {
  try {
    return JSON.parse(payload) as Partial<PeerMessage>;
  } catch {
    return {};
  }
}

/** A change of this process waiting for the other processes to serve it. */
interface Waiting {
  peers: Set<string>;
  done: () => void;
}

/**
 * How the catalogue changes reach the server processes (ARCHITECTURE §5, issue 23 point 5, issue
 * 24 point 1). A change made here is applied here once (one update of the index; the caches fed
 * by it are dropped when the new snapshot serves, catalog/routes.ts) and, on PostgreSQL, announced
 * to the other processes with this process's id; a process ignores its own announcement, which
 * PostgreSQL delivers to it too. Each process acknowledges a change once it serves it, and the
 * change resolves once every process known to be listening has: so whatever the saving request
 * answers, the next request to any process sees. The processes know each other from their
 * greetings on the peers channel. The embedded database belongs to one process: nobody to tell.
 */
export class CatalogChanges {
  private readonly id = randomUUID();
  private readonly shared: boolean;
  private readonly peers = new Set<string>();
  private readonly waiting = new Map<number, Waiting>();
  private seq = 0;

  constructor(
    private readonly db: Db,
    private readonly index: CatalogIndex,
  ) {
    this.shared = db.engine === 'postgres';
  }

  /** Hears the other processes' changes and greetings; resolves to the unsubscribe. */
  async listen(): Promise<() => Promise<void>> {
    if (!this.shared) return async () => {};
    const stopChanges = await this.db.listen(CATALOG_CHANGED_CHANNEL, (payload) => {
      const notice = readNotice(payload);
      if (notice.from !== this.id) void this.apply(notice);
    });
    const stopPeers = await this.db.listen(CATALOG_PEERS_CHANNEL, (payload) =>
      this.hear(readPeerMessage(payload)),
    );
    await this.tell({ kind: 'hello' });
    return async () => {
      await this.tell({ kind: 'bye' });
      await stopPeers();
      await stopChanges();
    };
  }

  /** Resolves once this process and every other listening one serve the change. */
  async changed(what: CatalogChange): Promise<void> {
    // Started before the notice goes out: this process and the others update side by side.
    const here = this.index.update(what);
    if (this.shared) {
      const seq = ++this.seq;
      const there = this.acknowledged(seq);
      const notice: Notice = { from: this.id, what, seq };
      await this.db.notify(CATALOG_CHANGED_CHANNEL, JSON.stringify(notice));
      await there;
    }
    await here;
  }

  private async apply(notice: Notice): Promise<void> {
    if (notice.from) this.peers.add(notice.from);
    await this.index.update(notice.what);
    if (notice.from) await this.tell({ kind: 'applied', to: notice.from, seq: notice.seq });
  }

  private hear({ from, kind, to, seq }: Partial<PeerMessage>): void {
    if (typeof from !== 'string' || from === this.id) return;
    if (kind === 'bye') {
      this.peers.delete(from);
      for (const [number] of this.waiting) this.acknowledge(number, from);
      return;
    }
    this.peers.add(from);
    if (kind === 'hello') void this.tell({ kind: 'here' });
    if (kind === 'applied' && to === this.id && typeof seq === 'number')
      this.acknowledge(seq, from);
  }

  /** Resolves once every peer known now has applied change `seq`, or stayed silent too long. */
  private acknowledged(seq: number): Promise<void> {
    if (this.peers.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // Silent peers are taken for gone; one that speaks again is a peer again (hear).
        for (const peer of this.waiting.get(seq)?.peers ?? []) this.peers.delete(peer);
        this.waiting.delete(seq);
        resolve();
      }, SILENT_PEER_MS);
      timer.unref();
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(seq);
        resolve();
      };
      this.waiting.set(seq, { peers: new Set(this.peers), done });
    });
  }

  private acknowledge(seq: number, peer: string): void {
    const waiting = this.waiting.get(seq);
    if (!waiting) return;
    waiting.peers.delete(peer);
    if (waiting.peers.size === 0) waiting.done();
  }

  /**
   * Never rejects: it runs from listeners and on close, where a failure would be unhandled, and a
   * lost message costs at most one change's wait of SILENT_PEER_MS in another process.
   */
  private async tell(message: Omit<PeerMessage, 'from'>): Promise<void> {
    const payload = JSON.stringify({ from: this.id, ...message });
    await this.db.notify(CATALOG_PEERS_CHANNEL, payload).catch(() => undefined);
  }
}

/**
 * The one way to say that the catalogue changed (products, prices, sections, filter or SEO
 * settings, section relations): call it after the writing transaction has committed. It resolves
 * once this process's index and caches show the change and, on PostgreSQL, every other listening
 * process's too, so the saving request's answer and the next page anywhere agree with it. `shop`
 * holds this process's CatalogChanges (the app: routes call it; it takes nothing else of Fastify).
 */
export function catalogChanged(
  shop: { catalogChanges: CatalogChanges },
  what: CatalogChange,
): Promise<void> {
  return shop.catalogChanges.changed(what);
}
