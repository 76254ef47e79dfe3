/**
 * Faster fights: *Resolve this fight* plays the fight on to its end, one "decide for me" step at
 * a time, each played out on the table at the chosen animation speed; *Repeat last targets* sends
 * again the attacks chosen in the round before, for those who still may make them (8.22, 8.32).
 *
 * Nothing here decides a rule or a choice: each step is the controller's own "decide for me"
 * (`intent:decide`) or an attack taken from the engine's legal list, sent on the bus like a
 * player's tap, so the autosave, the log, undo and Watch see it as any other step. A step waits
 * until the one before has been played out. The run stops, saying why, the moment anything needs
 * the player: a panel or prompt over the table, a step that was not taken, a move of the player's
 * own, an undo; and whenever the player presses Stop (or Esc). The fight is then at a step the
 * rules allow, to be played on by hand.
 */
import { bus } from '../../bus';
import type { Action, GameState } from '../../games/deathmaze';
import { ms } from '../../ui/boardMotion';
import type { Table } from './model';

export type PilotJob = 'resolve' | 'repeat';

type Attack = Extract<Action, { type: 'attack' }>;

/** How often a run looks whether the table is ready for its next step. */
const POLL_MS = 40;
/** The pause after a step has played out, before the next (scaled by the animation speed). */
const PAUSE_MS = 450;

/**
 * The attacks of the fight on the table, by round (who → whom). Kept for the page, not the scene:
 * a charm's prompt on the maze (9.45) restarts the combat table in the middle of a fight.
 */
const memory: { fight: string; rounds: Map<number, Map<string, string>> } = { fight: '', rounds: new Map() };

export class Autopilot {
  /** What is running now; null when the player has the table. */
  job: PilotJob | null = null;
  /** Why the last run ended, for the dock (cleared by the next run). */
  word: string | null = null;
  private timer = 0;
  private idleSince = 0;
  /** A step of ours is on its way through the bus (its change is not the player's). */
  private sending = false;
  /** The round of the latest state seen: an attack is recorded under the round it was made in. */
  private round: number | null = null;
  /** The latest state seen. */
  private before: GameState | null = null;
  /** Repeat: the attacks still to send, front row first. */
  private queue: { who: string; target: string }[] = [];
  /** Repeat: who had their attack again, and who could not. */
  private repeated: string[] = [];
  private missed: string[] = [];

  constructor(private readonly t: Table) {}

  get running(): boolean {
    return this.job !== null;
  }

  /** Resolve this fight: "decide for me" until the fight is over or something needs the player. */
  resolve(): void {
    this.start('resolve');
  }

  /** Repeat last targets: last round's attacks, for those who still may make them now. */
  repeat(): void {
    const last = this.lastTargets();
    if (last.length === 0) {
      this.word = 'Nobody attacked last round: there is nothing to repeat.';
      this.t.dock.render();
      return;
    }
    this.queue = last;
    this.repeated = [];
    this.missed = [];
    this.start('repeat');
  }

  /** Stops the run (Stop, Esc, or something that needs the player); `why` is shown in the dock. */
  stop(why: string | null): void {
    window.clearTimeout(this.timer);
    this.timer = 0;
    const was = this.job;
    this.job = null;
    this.queue = [];
    this.word = why;
    if (was && this.t.alive) this.t.dock.render();
  }

  /** The scene goes away (the fight is over, or a prompt on the maze takes over mid-fight). */
  shutdown(): void {
    this.stop(null);
  }

  /** The scene saw a state arrive (a step applied, or the table put back): a step not ours stops the run. */
  noticed(state: GameState, action: Action | undefined): void {
    if (action?.type === 'attack' && this.round !== null) this.record(this.round, action);
    this.round = state.combat?.round ?? null;
    const before = this.before;
    this.before = state;
    if (!this.job || this.sending) return;
    // the one step the rules left (Settings → Resolve dice-only steps takes it): nobody chose it
    if (action && before && this.t.choices.legal(before).length === 1) return;
    this.stop(action ? 'You took a step yourself: the table is yours again.' : 'The table went back a step: the table is yours again.');
  }

  /** An intent was refused by the rules (the controller says why in a toast). */
  refused(): void {
    if (this.job && !this.sending) this.stop('A step was refused: the table is yours again.');
  }

  /** The attacks of last round that the engine allows again now (8.22: only those who have not acted). */
  lastTargets(): { who: string; target: string }[] {
    const s = this.t.port.state;
    if (!s?.combat || this.t.mode(s) !== 'party') return [];
    const before = this.roundsOfThisFight().get(s.combat.round - 1);
    if (!before) return [];
    const legal = this.t.choices.legal(s);
    const order = this.t.view()?.actors ?? [];
    return order.flatMap((who) => {
      const target = before.get(who);
      return target !== undefined && legal.some((a) => a.type === 'attack' && a.who === who && a.target === target) ? [{ who, target }] : [];
    });
  }

  private start(job: PilotJob): void {
    if (this.job || this.t.port.watching) return;
    this.job = job;
    this.word = null;
    this.idleSince = 0;
    this.t.dock.render();
    this.later(0);
  }

  private later(delay = POLL_MS): void {
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(this.tick, delay);
  }

  private readonly tick = (): void => {
    this.timer = 0;
    const t = this.t;
    if (!this.job || !t.alive) return;
    const s = t.port.state;
    if (s?.phase.kind === 'charm') {
      // 9.45: the charm's monster is the player's to pick, in a prompt on the maze
      const word = 'Resolving stopped: the charm waits for your choice (9.45).';
      bus.emit('ui:toast', { text: word, kind: 'info' });
      return this.stop(word);
    }
    if (!s || t.mode(s) === 'none') return this.stop(this.job === 'resolve' ? 'The fight is over.' : null);
    const blocker = this.blocker();
    if (blocker) return this.stop(blocker);
    // each step is played out before the next is taken
    if (t.playback.playing || this.sliding() || t.controls.moving()) {
      this.idleSince = 0;
      return this.later();
    }
    const now = performance.now();
    if (!this.idleSince) this.idleSince = now;
    if (now - this.idleSince < ms(PAUSE_MS)) return this.later();
    this.idleSince = 0;
    if (this.job === 'repeat' && t.mode(s) !== 'party') return this.finishRepeat();
    const attack = this.job === 'repeat' ? this.nextRepeat(s) : null;
    if (this.job === 'repeat' && !attack) return this.finishRepeat();
    this.sending = true;
    try {
      if (attack) t.send(attack);
      else bus.emit('intent:decide');
    } finally {
      this.sending = false;
    }
    if (t.port.state === s) return this.stop(attack ? 'That attack was refused: choose again.' : '“Decide for me” took no step here: the choice is yours.');
    this.later();
  };

  /** Whatever needs the player before the next step, in a word; null when nothing does. */
  private blocker(): string | null {
    const port = this.t.port;
    if (port.watching) return 'A replay is on the table: nothing is played while watching.';
    if (port.detached) return port.detached;
    if (document.querySelector('#ui > .panel')) return 'Stopped while a panel is open over the table.';
    if (document.querySelector('#ui .dmp-card')) return 'Stopped: a choice waits for you.';
    return null;
  }

  private sliding(): boolean {
    const tweens = this.t.phaser.tweens;
    return [...this.t.counters.views.values()].some((v) => !v.dying && tweens.isTweening(v.root));
  }

  /** The next of last round's attacks that the engine still lists (the others are left to the player). */
  private nextRepeat(s: GameState): Attack | null {
    const legal = this.t.choices.legal(s);
    while (this.queue.length) {
      const { who, target } = this.queue.shift()!;
      const again = legal.find((a): a is Attack => a.type === 'attack' && a.who === who && a.target === target);
      if (again) {
        this.repeated.push(who);
        return again;
      }
      this.missed.push(who);
    }
    return null;
  }

  private finishRepeat(): void {
    const missed = [...this.missed, ...this.queue.map((q) => q.who)];
    const names = this.t.dock.names();
    const list = (ids: string[]) => ids.map((id) => names.get(id) ?? id).join(', ');
    const done = this.repeated.length ? `Repeated for ${list(this.repeated)}.` : 'No attack could be repeated.';
    this.stop(missed.length ? `${done} ${list(missed)}: last target out of reach now, choose again.` : done);
  }

  private record(round: number, attack: Attack): void {
    const rounds = this.roundsOfThisFight();
    const targets = rounds.get(round) ?? new Map<string, string>();
    targets.set(attack.who, attack.target);
    rounds.set(round, targets);
  }

  /** The memory of attacks, emptied when it was another fight's (told by where the fight began in the log). */
  private roundsOfThisFight(): Map<number, Map<string, string>> {
    const log = this.t.port.log;
    let begun = -1;
    for (let i = log.length - 1; i >= 0; i--) {
      if (log[i]!.kind === 'combat-started') {
        begun = i;
        break;
      }
    }
    const fight = `${this.t.port.delve ?? ''}:${begun}`;
    if (memory.fight !== fight) {
      memory.fight = fight;
      memory.rounds = new Map();
    }
    return memory.rounds;
  }
}
