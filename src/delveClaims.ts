/**
 * One tab plays a delve at a time (issue 12). The tab that plays a delve holds the browser's
 * Web Lock named after the delve's identity (`navigator.locks`); a second tab that opens the
 * same delve finds the lock held and asks the player: take it over here, or watch it read-only.
 * Taking over steals the lock: the first tab learns it at once, stops saving and says so, then
 * finishes the writes it had begun and answers on a BroadcastChannel, so that the tab taking
 * over reads the delve only once the last step played there is stored.
 *
 * Where the browser has no Web Locks every claim is granted: the store's own check (a tab that
 * read an older revision of a slot never writes over a newer one, src/store/store.ts) still
 * keeps every step, and the stale tab is told when it next tries to save.
 */

export type Claim = 'owned' | 'elsewhere';

export interface DelveClaims {
  /** Claims `delve` for this tab (giving up the one held before); 'elsewhere' when another tab holds it. */
  claim(delve: string): Promise<Claim>;
  /** Takes `delve` from the tab that holds it; resolves once that tab has stored its last step (or has not answered for a while). */
  takeOver(delve: string): Promise<void>;
  /** Lets go of the delve held, if any. */
  release(): void;
  /**
   * `listener` runs when another tab takes the delve this tab holds; what it returns (the
   * writes to finish) is awaited before that tab is told it may read.
   */
  onLost(listener: (delve: string) => Promise<void> | void): () => void;
}

const LOCK_PREFIX = 'deathmaze-delve:';
const CHANNEL = 'deathmaze-delves';
/** How long a tab taking a delve over waits for the other tab's last write. */
const HANDOVER_MS = 3000;

type Message = { type: 'taking'; delve: string } | { type: 'released'; delve: string };

/** Every claim granted: for browsers without Web Locks, and for tests of the controller alone. */
export const openClaims: DelveClaims = {
  claim: () => Promise.resolve('owned'),
  takeOver: () => Promise.resolve(),
  release: () => undefined,
  onLost: () => () => undefined,
};

/** Claims over `navigator.locks`, or `openClaims` where there are none. */
export function browserClaims(): DelveClaims {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks || typeof locks.request !== 'function') return openClaims;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  const listeners = new Set<(delve: string) => Promise<void> | void>();
  let held: { delve: string; release: () => void } | null = null;
  const waiting = new Map<string, () => void>();

  const post = (m: Message): void => channel?.postMessage(m);

  /** This tab no longer holds `delve`: tell the game, let it finish its writes, then say so. */
  const lost = async (delve: string): Promise<void> => {
    if (held?.delve === delve) held = null;
    for (const l of [...listeners]) {
      try {
        await l(delve);
      } catch {
        // a listener that fails must not keep the other tab waiting
      }
    }
    post({ type: 'released', delve });
  };

  channel?.addEventListener('message', (e: MessageEvent<Message>) => {
    const m = e.data;
    if (m?.type === 'released') waiting.get(m.delve)?.();
    // the steal reaches this tab as well; the message may come first
    else if (m?.type === 'taking' && held?.delve === m.delve) {
      held.release();
      void lost(m.delve);
    }
  });

  /** Holds the lock on `delve` until released; resolves true once held, false when another tab has it (with `ifAvailable`). */
  const hold = (delve: string, steal: boolean): Promise<boolean> =>
    new Promise<boolean>((resolve) => {
      let mine: { delve: string; release: () => void } | null = null;
      locks
        .request(LOCK_PREFIX + delve, steal ? { steal: true } : { ifAvailable: true }, (lock) => {
          if (!lock) {
            resolve(false);
            return undefined;
          }
          return new Promise<void>((done) => {
            mine = { delve, release: done };
            held = mine;
            resolve(true);
          });
        })
        .catch(() => {
          // stolen by another tab (AbortError), or refused
          resolve(false);
          if (mine && held === mine) void lost(delve);
        });
    });

  return {
    async claim(delve) {
      if (held?.delve === delve) return 'owned';
      this.release();
      return (await hold(delve, false)) ? 'owned' : 'elsewhere';
    },
    async takeOver(delve) {
      this.release();
      const answered = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, channel ? HANDOVER_MS : 0);
        waiting.set(delve, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      post({ type: 'taking', delve });
      await hold(delve, true);
      await answered;
      waiting.delete(delve);
    },
    release() {
      const h = held;
      held = null;
      h?.release();
    },
    onLost(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
