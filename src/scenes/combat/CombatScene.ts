/**
 * The combat table (8.0): the monsters' rows of three boxes facing the party's rows, front rows
 * nearest the middle; counters in their boxes; lines for who may strike whom; dice rolled in
 * view; wounds marked on the counters.
 *
 * The engine decides everything. The table offers exactly what the combat view
 * (src/games/deathmaze/combat/view.ts) and `legalActions` list, and sends the player's pick on
 * the bus. It redraws from the state after every change, first playing the events through
 * (dice landing, wounds appearing, the dead falling) so the player sees what happened.
 *
 * This is the scene itself, given the session's read-only port at mount; its jobs are in this folder:
 * board.ts (the boxes), counters.ts, lines.ts (who may strike whom), choices.ts (what the
 * player may do), input.ts (taps, drags, keys), playback.ts and spellEffects.ts (events played
 * out), dock.ts and pilotRow.ts (the DOM beside the table), autopilot.ts (Resolve this fight,
 * Repeat last targets), testHook.ts.
 */
import * as Phaser from 'phaser';
import { bus, listen } from '../../bus';
import type { TablePort as SessionPort } from '../../tablePort';
import { combatStep, type CombatStep, type CombatView } from '../../games/deathmaze';
import type { Action, GameEvent, GameState } from '../../games/deathmaze';
import { testHookWanted } from '../../testHook';
import { Autopilot } from './autopilot';
import { Board } from './board';
import { Choices } from './choices';
import { Counters } from './counters';
import { Dock } from './dock';
import { TableInput } from './input';
import { Lines } from './lines';
import { DRAG_THRESHOLD, padRow, trimRows, type Rows, type Table } from './model';
import { isBeat, Playback } from './playback';
import { exposeTestHook } from './testHook';
import { mountAnnouncer } from '../../ui/announcer';
import '../../ui/combat.css';

/** Log lines the scene has already played out (so a restart after a charm shows only what is new). */
let playedLogLength = 0;

/** Emitted by the scene once the blows that ended a fight have been played out on the table. */
export const FIGHT_SHOWN = 'fight-shown';

export class CombatScene extends Phaser.Scene implements Table {
  readonly phaser = this;
  shown: GameState | null = null;
  alive = false;
  board!: Board;
  counters!: Counters;
  lines!: Lines;
  choices!: Choices;
  playback!: Playback;
  dock!: Dock;
  controls!: TableInput;
  pilot!: Autopilot;
  private cleanups: (() => void)[] = [];

  /** The game, read only: the session's port (src/tablePort.ts), given at mount. */
  constructor(readonly port: SessionPort) {
    super('CombatScene');
  }

  create(): void {
    this.cleanups = [];
    this.alive = true;
    mountAnnouncer(this.port);
    this.choices = new Choices(this);
    this.controls = new TableInput(this);
    this.pilot = new Autopilot(this);
    this.dock = new Dock(this);
    // drawn in this order: the boxes, the attack lines and their odds, the counters, flashes, spells and dice
    this.board = new Board(this, () => this.playback.dice.clear());
    this.board.ratio = 1 / (this.scale.zoom || 1);
    this.lines = new Lines(this);
    this.counters = new Counters(this);
    this.playback = new Playback(this);

    this.dock.build(this.cleanups, () => this.relayout());
    this.cleanups.push(this.controls.start());
    this.cleanups.push(
      listen('game:changed', ({ state, events, action }) => {
        if (this.alive) this.pilot.noticed(state, action);
        this.onChanged(state, events, action);
      }),
      listen('game:started', ({ state }) => {
        if (this.alive) this.pilot.noticed(state, undefined);
        this.onChanged(state, []);
      }),
      listen('game:refused', () => {
        this.pilot.refused();
        this.refresh();
      }),
      listen('settings:changed', () => this.refresh()),
    );
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize);
    this.cleanups.push(() => this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.shutdown());

    const state = this.port.state;
    if (state) {
      this.pilot.noticed(state, undefined);
      this.shown = state;
      this.board.rows = this.rowsFor(state);
      this.board.layout();
      this.counters.settle(false);
      this.replayOpening(state);
    } else {
      this.board.layout();
    }
    this.refresh();
    if (testHookWanted()) exposeTestHook(this, () => this.board.ratio);
  }

  private shutdown(): void {
    this.pilot.shutdown();
    this.alive = false;
    this.playback.stop();
    for (const c of this.cleanups) c();
    this.cleanups = [];
    playedLogLength = this.port.log.length;
    if (window.__deathmaze?.scene === 'CombatScene') window.__deathmaze.ready = false;
  }

  mode(s: GameState | null = this.shown): CombatStep {
    return s ? combatStep(s) : 'none';
  }

  view(): CombatView | null {
    const s = this.port.state;
    return s ? this.choices.view(s) : null;
  }

  send(action: Action): void {
    bus.emit('intent:action', action);
  }

  /** The rows to draw: the monsters' (or the line-up being arranged) and the party's, with room to move back (8.52). */
  private rowsFor(s: GameState): { party: Rows; monsters: Rows } {
    let party: Rows = trimRows(s.party.order.map(padRow));
    let monsters: Rows = [[null, null, null]];
    if (s.phase.kind === 'lineUp') {
      const lineUp = this.choices.view(s).lineUp;
      if (lineUp) monsters = trimRows(lineUp.monsterRows.map(padRow));
    } else if (s.combat) {
      monsters = trimRows(s.combat.monsterRows.map(padRow));
    }
    if (this.mode(s) === 'reorganize') {
      const deepest = Math.max(party.length, ...this.choices.view(s).reorganizations.map((o) => trimRows(o.order).length));
      while (party.length < deepest) party = [...party, [null, null, null]];
    }
    return { party, monsters };
  }

  refresh(): void {
    if (!this.alive) return;
    this.choices.ensureSelection();
    this.board.draw();
    this.refreshLooks();
    this.dock.render();
  }

  refreshLooks(): void {
    this.counters.drawRims();
    this.lines.draw();
  }

  rearrange(animate: boolean): void {
    if (!this.shown) return;
    this.board.rows = this.rowsFor(this.shown);
    this.board.layout();
    this.counters.settle(animate);
  }

  show(state: GameState, animate: boolean): void {
    // a new phase starts with nobody picked (the Party Combat Phase picks its first actor itself)
    if (this.mode(state) !== this.mode(this.shown) || state.combat?.round !== this.shown?.combat?.round) this.choices.selected = null;
    this.shown = state;
    this.board.rows = this.rowsFor(state);
    this.board.layout();
    this.choices.ensureSelection();
    this.counters.settle(animate);
    this.refresh();
  }

  /** Events are being played out, pauses between beats included, or a fight is being resolved (src/ui/idleLoop.ts). */
  busy(): boolean {
    return this.playback.playing > 0 || this.pilot.running;
  }

  private onChanged(state: GameState, events: GameEvent[], action?: Action): void {
    if (!this.alive) return;
    const playback = this.playback;
    if (playback.playing) playback.finish();
    playedLogLength = this.port.log.length;
    playback.castPlaying = action?.type === 'cast' ? action.spell : null;
    const beats = events.filter(isBeat);
    if (this.mode(state) === 'none') {
      // The fight is over: the last blows land and the fallen fall where the player can see
      // them, then table.ts (waiting for FIGHT_SHOWN) hands the table back to the maze.
      if (beats.length === 0 || !this.shown) {
        this.shown = state;
        this.events.emit(FIGHT_SHOWN);
        return;
      }
      void playback
        .play(state, beats, true, events)
        .then(() => playback.wait(playback.ms(700)))
        .finally(() => this.events.emit(FIGHT_SHOWN));
      return;
    }
    if (beats.length === 0 || !this.shown) {
      this.show(state, true);
      return;
    }
    void playback.play(state, beats, true, events);
  }

  /** Shows the dice of this fight's opening that happened before the table was up (e.g. monsters striking first). */
  private replayOpening(state: GameState): void {
    const log = this.port.log;
    if (playedLogLength > log.length) playedLogLength = 0;
    let start = playedLogLength;
    for (let i = log.length - 1; i >= 0; i--) {
      if (log[i]!.kind === 'combat-started') {
        start = Math.max(start, i);
        break;
      }
    }
    // the blows, and the resist rolls of an opening stench (12.32)
    const beats = log.slice(start).filter((e) => (e.kind === 'attack' && e.dice?.length) || (e.kind === 'resisted' && e.dice?.length));
    playedLogLength = log.length;
    if (beats.length) void this.playback.play(state, beats, false);
  }

  private relayout(): void {
    if (!this.alive) return;
    this.board.ratio = 1 / (this.scale.zoom || 1);
    this.input.dragDistanceThreshold = DRAG_THRESHOLD * this.board.ratio;
    this.board.layout();
    this.counters.settle(false);
    this.refreshLooks();
  }

  private readonly onResize = (): void => this.relayout();
}
