/**
 * What the player may do on the combat table, and what they have picked: exactly what the
 * engine's legal actions and combat view offer (the line-ups of 8.13, each adventurer's attacks
 * and other choices in the Party Combat Phase, the marching orders of 8.24 and 8.52), the one
 * chosen to act or to move, and the choice picked in the dock.
 */
import { combatView, type CombatView } from '../../games/deathmaze';
import { legalActions, type Action, type GameState } from '../../games/deathmaze';
import { spellChoices, type SpellChoice } from '../../ui/spellChoices';
import { NO_CHOICE, line, type CastingChoice, type DockChoice, type ReorganizeAction, type Table } from './model';

export class Choices {
  /** The adventurer (or charmed monster) chosen to act or to move; in a line-up, the monster picked up. */
  selected: string | null = null;
  /** What the chosen adventurer is about to do, picked in the dock (back to none with a new choice of who). */
  choice: DockChoice = NO_CHOICE;
  /** The counter whose button in the dock has the keyboard's focus (or the mouse over it): the table marks it. */
  focused: string | null = null;
  /** The line-up on show, among those the engine offers (8.13). */
  lineUpIndex = 0;
  private lineUpKey = '';
  private legalFor: GameState | null = null;
  private legalList: Action[] = [];
  private viewFor: { state: GameState; index: number; view: CombatView } | null = null;

  constructor(private readonly t: Table) {}

  reset(): void {
    this.selected = null;
    this.choice = NO_CHOICE;
    this.focused = null;
    this.lineUpKey = '';
  }

  /**
   * The engine's legal actions for a state, worked out once per state: drags, lit targets and
   * the dock all ask for them, a pointer move at a time.
   */
  legal(s: GameState): Action[] {
    if (this.legalFor !== s) {
      this.legalFor = s;
      this.legalList = legalActions(s);
    }
    return this.legalList;
  }

  /** The combat view of `s` with the line-up on show; a new line-up starts from the engine's first offer. */
  view(s: GameState): CombatView {
    const legal = this.legal(s);
    if (s.phase.kind === 'lineUp') {
      const count = legal.filter((a) => a.type === 'lineUp').length;
      const key = `${s.turn}:${count}`;
      if (key !== this.lineUpKey) {
        this.lineUpKey = key;
        this.lineUpIndex = 0;
      }
      this.lineUpIndex = Math.max(0, Math.min(this.lineUpIndex, count - 1));
    }
    const cached = this.viewFor;
    if (cached && cached.state === s && cached.index === this.lineUpIndex) return cached.view;
    const view = combatView(s, { legal, lineUp: this.lineUpIndex });
    this.viewFor = { state: s, index: this.lineUpIndex, view };
    return view;
  }

  private actions(): Action[] {
    const s = this.t.port.state;
    return s ? this.legal(s) : [];
  }

  /** Adventurers (and charmed monsters) with something to do this Party Combat Phase, front row first. */
  actorIds(): string[] {
    return this.t.view()?.actors ?? [];
  }

  actionsOf(who: string): Action[] {
    return this.actions().filter((a) => 'who' in a && a.who === who);
  }

  /** The monsters a tap would act on now. */
  litTargets(): string[] {
    if (this.t.mode() !== 'party' || this.t.playback.playing || !this.selected) return [];
    if (this.choice.kind === 'casting') return (this.castingChoice()?.targets ?? []).filter((x): x is string => x !== null);
    const fighter = this.t.view()?.fighters[this.selected];
    return (this.choice.kind === 'pepper' ? fighter?.pepper : fighter?.targets) ?? [];
  }

  /** The chosen adventurer's spells on offer now (11.2): exactly the casts the engine lists. */
  spellOptions(): SpellChoice[] {
    return this.selected ? spellChoices(this.actionsOf(this.selected), this.selected) : [];
  }

  /** The spell picked in the dock, as the engine offers it now. */
  castingChoice(): SpellChoice | undefined {
    const c = this.casting();
    return c ? this.spellOptions().find((o) => o.spell === c.spell && o.ring === c.ring) : undefined;
  }

  /** The spell picked in the dock and waiting for a target, or null. */
  casting(): CastingChoice | null {
    return this.choice.kind === 'casting' ? this.choice : null;
  }

  /** A dock button's choice: on, in place of any other; off again when it was on. */
  toggle(kind: 'items' | 'pepper' | 'spells'): void {
    this.choice = this.choice.kind === kind ? NO_CHOICE : { kind };
  }

  /** Party boxes that some legal reorganization puts `mover` in (8.52), with those orders. */
  boxOrders(mover: string): Map<string, ReorganizeAction[]> {
    const out = new Map<string, ReorganizeAction[]>();
    if (this.t.mode(this.t.port.state) !== 'reorganize') return out;
    for (const option of this.t.view()?.reorganizations ?? []) {
      option.order.forEach((row, r) => {
        const b = row.indexOf(mover);
        if (b < 0) return;
        const k = `${r}:${b}`;
        out.set(k, [...(out.get(k) ?? []), option]);
      });
    }
    return out;
  }

  /** The party boxes lit for the counter in hand (8.52). */
  litBoxes(): { row: number; box: number }[] {
    if (this.t.mode() !== 'reorganize' || this.t.playback.playing) return [];
    const mover = this.t.controls.moving() ?? this.selected;
    if (!mover) return [];
    return [...this.boxOrders(mover).keys()].map((k) => {
      const [row, box] = k.split(':').map(Number);
      return { row: row!, box: box! };
    });
  }

  /** Keeps a sensible choice of who acts: the first who still may, front row first. */
  ensureSelection(): void {
    const mode = this.t.mode();
    if (mode === 'party') {
      const actors = this.actorIds();
      if (!this.selected || !actors.includes(this.selected)) {
        this.selected = actors[0] ?? null;
        this.choice = NO_CHOICE;
      }
      // a spell picked and no longer on offer (paid for by now, or out of reach) is put away
      if (this.casting() && !this.castingChoice()) this.choice = NO_CHOICE;
    } else if (mode === 'reorganize') {
      if (this.selected && !line(this.t.board.rows.party.flat()).includes(this.selected)) this.selected = null;
    } else if (mode !== 'lineUp') {
      this.selected = null;
    }
  }
}
