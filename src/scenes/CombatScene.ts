/**
 * The combat table (8.0): the monsters' rows of three boxes facing the party's rows, front rows
 * nearest the middle; counters in their boxes; lines for who may strike whom; dice rolled in
 * view; wounds marked on the counters.
 *
 * The engine decides everything. This scene offers exactly what `legalActions` lists — the
 * line-ups of 8.13, each adventurer's attacks and other choices in the Party Combat Phase, the
 * marching orders of the Party Reorganization Phase (8.24, 8.52) — and sends the player's pick
 * on the bus. It redraws from the state after every change, first playing the events through
 * (dice landing, wounds appearing, the dead falling) so the player sees what happened.
 *
 * Geometry (combatGeometry.ts): box 0 is the rightmost as the party sees it and monster box 0
 * stands before adventurer box 0. The party looks up the screen (or, when the screen is wide
 * and low, to the right), so box 0 is on the screen's right (or at the bottom).
 */
import * as Phaser from 'phaser';
import { bus, listen } from '../bus';
import { controller } from '../session';
import { legalActions, monstersHere, type Action, type GameEvent, type GameState } from '../games/deathmaze/game';
import { contacts, loneFacing, monsterRowsFrom, type Contacts } from '../games/deathmaze/combat/combatGeometry';
import { monsters, type MonsterId } from '../games/deathmaze/data/monsters';
import { weaponNames, type WeaponId } from '../games/deathmaze/data/weapons';
import type { MarchingOrder } from '../games/deathmaze/party/party';
import { itemName } from '../games/deathmaze/party/treasure';
import { monsterTargetName } from '../ui/labels';
import { spells as spellData, type SpellId } from '../games/deathmaze/data/spells';
import { afterCostText, boltPath, castAt, spellChoices, spellLook, type SpellChoice, type SpellLook } from '../ui/spellChoices';
import { counterStatus, outOfFight, type CounterStatus } from '../ui/counterStatus';
import { button, el, uiRoot } from '../ui/dom';
import { ms as motionMs, reducedMotion } from '../ui/boardMotion';
import { counterColours, counterPx, counterTexture, weaponTexture, type CounterKind } from '../ui/counterArt';
import { DiceTray, type DieStyle } from '../ui/dice';
import { testHookWanted, type DeathmazeTestHook, type ScreenPoint } from '../testHook';
import '../ui/combat.css';

type Side = 'party' | 'monsters';
type Rows = (string | null)[][];
type Point = { x: number; y: number };
type LineUpAction = Extract<Action, { type: 'lineUp' }>;
type ReorganizeAction = Extract<Action, { type: 'reorganize' }>;

/** What the combat table tells the browser tests, beside the common hook. */
export interface CombatHookInfo {
  /** Dice are rolling or results are being played out. */
  animating: boolean;
  /** A counter is still on its way: sliding to a new box, springing back or shaking off a blow. */
  sliding: boolean;
  /** Dice that have landed on this table so far, and the faces of the last throw. */
  diceLanded: number;
  lastDice: number[];
  /** 'lineUp', 'party' or 'reorganize'. */
  mode: string;
  /** The adventurer (or charmed monster) chosen to act or to move. */
  selected: string | null;
  /** Counters a tap would now act on (the chosen one's targets). */
  litTargets: string[];
  /** Party boxes lit for the counter being moved (8.52). */
  litBoxes: { row: number; box: number }[];
  /** The line-up on show, while the player arranges the monsters (8.13). */
  lineUp: { front: string[]; facing: number } | null;
}

/** What the combat table tells the browser tests about spells and special states (Advanced Game). */
export interface CombatSpellHookInfo {
  /** 11.2: the spell chosen in the dock, waiting for a target on the table (`spell` or `spell:ring`). */
  casting: string | null;
  /** Spells drawn going off on this table so far, in order (the caster's and Evil Wizards', 12.2). */
  spellsShown: string[];
  /** Status words on each counter (asleep, charmed, regenerating...), by id. */
  statuses: Record<string, string[]>;
}

export type CombatTestHook = DeathmazeTestHook & { combat: CombatHookInfo; spells: CombatSpellHookInfo };

/**
 * What the chosen adventurer is about to do, as picked in the dock: one choice at a time. With
 * none, a tap on a lit monster attacks; a list opened in the dock waits for a tap in it.
 */
type DockChoice =
  | { kind: 'none' }
  /** The Use item list is open. */
  | { kind: 'items' }
  /** 9.55: a tap on a lit monster breathes Red Pepper at it. */
  | { kind: 'pepper' }
  /** 11.2: the list of spells is open. */
  | { kind: 'spells' }
  /** 11.2: the spell picked in the list, waiting for its target to be tapped on the table. */
  | { kind: 'casting'; spell: SpellId; ring: boolean };

type CastingChoice = Extract<DockChoice, { kind: 'casting' }>;

const NO_CHOICE: DockChoice = { kind: 'none' };

/** One counter on the table: an adventurer, a monster, or a charmed monster in the party's rows. */
interface Member {
  id: string;
  side: Side;
  kind: CounterKind;
  name: string;
  charmed: boolean;
  woundPoints: number;
  wounds: number;
  /** The weapon in hand (8.41); 'none' after both daggers are thrown; null for monsters. */
  weapon: WeaponId | 'none' | null;
  /** "2" for the second Skeleton when several of a kind face the party. */
  number: string;
  /** Special states shown on the counter (12.3, 11.3, 9.45). */
  status: CounterStatus[];
}

interface CounterView {
  id: string;
  key: string;
  side: Side;
  root: Phaser.GameObjects.Container;
  shadow: Phaser.GameObjects.Graphics;
  rim: Phaser.GameObjects.Graphics;
  art: Phaser.GameObjects.Image;
  label: Phaser.GameObjects.Text;
  number: Phaser.GameObjects.Text;
  track: Phaser.GameObjects.Graphics;
  weapon: Phaser.GameObjects.Image;
  chit: Phaser.GameObjects.Container;
  chitText: Phaser.GameObjects.Text;
  /** 9.45: "Charmed", on a charmed monster marching with the party. */
  tag: Phaser.GameObjects.Text;
  home: Point;
  dying: boolean;
  pulse: Phaser.Tweens.Tween | null;
}

interface Press {
  pointerId: number;
  x: number;
  y: number;
  counter: CounterView | null;
  dragging: boolean;
  /** Where in the counter it was picked up. */
  grab: Point;
}

interface LogStripModule {
  mountLogStrip?: (el: HTMLElement, count: number) => unknown;
}

/** The log panel's strip, when that module exists (another part of the table writes it). */
const logPanelModules = import.meta.glob<LogStripModule>('../ui/logPanel.ts', { eager: true });

/** CSS pixels a press may wander before it becomes a drag. */
const DRAG_THRESHOLD = 8;
/** Box pitch and the gap between the two sides, in box sizes. */
const PITCH = 1.1;
const GAP = 0.75;
/** A counter's size in its box. */
const COUNTER = 0.84;
/** The glow on a spell's possible targets (11.2), apart from the gold of weapons' reach. */
const SPELL_LIT = 0xc58bff;

/** Log lines the scene has already played out (so a restart after a charm shows only what is new). */
let playedLogLength = 0;

const line = (row: readonly (string | null)[] | undefined): string[] => (row ?? []).filter((x): x is string => x !== null);
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const trimRows = (rows: Rows): Rows => {
  const out = rows.map((r) => [...r]);
  while (out.length > 1 && out[out.length - 1]!.every((x) => x === null)) out.pop();
  return out.length ? out : [[null, null, null]];
};
const padRow = (row: (string | null)[] | undefined): (string | null)[] => [0, 1, 2].map((b) => row?.[b] ?? null);

/** Emitted by the scene once the blows that ended a fight have been played out on the table. */
export const FIGHT_SHOWN = 'fight-shown';

export class CombatScene extends Phaser.Scene {
  private ratio = 1;
  /** The state the table shows: the controller's, or the one before it while events play out. */
  private shown: GameState | null = null;
  private legalFor: GameState | null = null;
  private legalList: Action[] = [];
  private rows: { party: Rows; monsters: Rows } = { party: [[null, null, null]], monsters: [[null, null, null]] };
  private views = new Map<string, CounterView>();
  private boxSize = 80;
  private orient: 'v' | 'h' = 'v';
  private centre: Point = { x: 0, y: 0 };
  private field = { x: 0, y: 0, w: 1, h: 1 };
  /** The layout last drawn (orientation, sizes, rows), to notice when the rows move. */
  private shape = '';

  private boxesGfx!: Phaser.GameObjects.Graphics;
  private linesGfx!: Phaser.GameObjects.Graphics;
  private flashGfx!: Phaser.GameObjects.Graphics;
  private counterLayer!: Phaser.GameObjects.Container;
  private fxLayer!: Phaser.GameObjects.Container;
  /** The odds on the attack lines, over the lines and under the counters. */
  private labelLayer!: Phaser.GameObjects.Container;
  private lineLabels: Phaser.GameObjects.Text[] = [];
  private captions: Phaser.GameObjects.Text[] = [];
  private dice!: DiceTray;

  private selected: string | null = null;
  /** What the chosen adventurer is about to do, picked in the dock (back to none with a new choice of who). */
  private choice: DockChoice = NO_CHOICE;
  /** The spell of the cast action being played out, for the dock's hint (the table reads each event's own spell). */
  private castPlaying: SpellId | null = null;
  private spellsShown: string[] = [];
  private lineUpIndex = 0;
  private lineUpKey = '';
  private press: Press | null = null;
  private hoverBox: { row: number; box: number } | null = null;

  private playing = 0;
  private playId = 0;
  /** Log lines not yet played out on the table: the strip keeps them blank until their dice land. */
  private logPending = 0;
  private pendingState: GameState | null = null;

  private dock!: HTMLElement;
  private dockParts!: { head: HTMLElement; hint: HTMLElement; out: HTMLElement; actors: HTMLElement; actions: HTMLElement; log: HTMLElement; utils: HTMLElement };
  private resizeObserver: ResizeObserver | null = null;
  private cleanups: (() => void)[] = [];
  /** Between create and shutdown (bus handlers may still be called once after shutdown). */
  private alive = false;

  constructor() {
    super('CombatScene');
  }

  create(): void {
    this.ratio = 1 / (this.scale.zoom || 1);
    this.views = new Map();
    this.selected = null;
    this.choice = NO_CHOICE;
    this.castPlaying = null;
    this.spellsShown = [];
    this.press = null;
    this.hoverBox = null;
    this.playing = 0;
    this.pendingState = null;
    this.logPending = 0;
    this.lineUpKey = '';
    this.shape = '';
    this.rows = { party: [[null, null, null]], monsters: [[null, null, null]] };
    this.cleanups = [];
    this.alive = true;

    this.boxesGfx = this.add.graphics();
    this.linesGfx = this.add.graphics();
    this.labelLayer = this.add.container(0, 0);
    this.counterLayer = this.add.container(0, 0);
    this.flashGfx = this.add.graphics();
    this.fxLayer = this.add.container(0, 0);
    this.dice = new DiceTray(this, this.fxLayer);

    this.buildDock();
    this.setUpInput();

    this.cleanups.push(
      listen('game:changed', ({ state, events, action }) => this.onChanged(state, events, action)),
      listen('game:started', ({ state }) => this.onChanged(state, [])),
      listen('game:refused', () => this.refresh()),
      listen('settings:changed', () => this.refresh()),
    );
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize);
    this.cleanups.push(() => this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize));
    const onKey = (e: KeyboardEvent) => this.onKey(e);
    window.addEventListener('keydown', onKey);
    this.cleanups.push(() => window.removeEventListener('keydown', onKey));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.shutdown());

    const state = controller.state;
    if (state) {
      this.shown = state;
      this.rows = this.rowsFor(state);
      this.layout();
      this.settle(false);
      this.replayOpening(state);
    } else {
      this.layout();
    }
    this.refresh();
    if (testHookWanted()) this.exposeTestHook();
  }

  private shutdown(): void {
    this.alive = false;
    this.playId++;
    this.playing = 0;
    for (const c of this.cleanups) c();
    this.cleanups = [];
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
    this.dock?.remove();
    playedLogLength = controller.log.length;
    if (window.__deathmaze?.scene === 'CombatScene') window.__deathmaze.ready = false;
  }

  // ---------------------------------------------------------------------------------------------
  // what stands where

  /** The rows to draw: the monsters' (or the line-up being arranged) and the party's, with room to move back (8.52). */
  private rowsFor(s: GameState): { party: Rows; monsters: Rows } {
    let party: Rows = trimRows(s.party.order.map(padRow));
    let mons: Rows = [[null, null, null]];
    if (s.phase.kind === 'lineUp') {
      const option = this.lineUpOption(s);
      if (option) mons = this.lineUpRows(s, option);
    } else if (s.combat) {
      mons = trimRows(s.combat.monsterRows.map(padRow));
    }
    if (s.phase.kind === 'combat' && s.combat?.step === 'reorganize') {
      const deepest = Math.max(party.length, ...this.reorganizeOptions(s).map((o) => trimRows(o.order).length));
      while (party.length < deepest) party = [...party, [null, null, null]];
    }
    return { party, monsters: mons };
  }

  /**
   * The engine's legal actions for the state on the table, worked out once per state: drags,
   * lit targets and the dock all ask for them, a pointer move at a time.
   */
  private legal(s: GameState): Action[] {
    if (this.legalFor !== s) {
      this.legalFor = s;
      this.legalList = legalActions(s);
    }
    return this.legalList;
  }

  private lineUpOptions(s: GameState): LineUpAction[] {
    return s.phase.kind === 'lineUp' ? this.legal(s).filter((a): a is LineUpAction => a.type === 'lineUp') : [];
  }

  private lineUpOption(s: GameState): LineUpAction | null {
    const options = this.lineUpOptions(s);
    if (options.length === 0) return null;
    // A new line-up starts from the engine's first offer.
    const key = `${s.turn}:${options.length}`;
    if (key !== this.lineUpKey) {
      this.lineUpKey = key;
      this.lineUpIndex = 0;
    }
    this.lineUpIndex = Math.min(this.lineUpIndex, options.length - 1);
    return options[this.lineUpIndex] ?? null;
  }

  private lineUpRows(s: GameState, option: LineUpAction): Rows {
    const living = (monstersHere(s)?.units ?? []).filter((u) => u.alive).map((u) => u.id);
    return trimRows(monsterRowsFrom(option.front, living.filter((id) => !option.front.includes(id))).map(padRow));
  }

  private reorganizeOptions(s: GameState): ReorganizeAction[] {
    return s.phase.kind === 'combat' && s.combat?.step === 'reorganize' ? this.legal(s).filter((a): a is ReorganizeAction => a.type === 'reorganize') : [];
  }

  /** Everyone on the table, from the state shown. */
  private membersOf(s: GameState): Map<string, Member> {
    const out = new Map<string, Member>();
    const thrown = s.combat?.thrown ?? [];
    for (const a of s.party.adventurers) {
      const hand = a.weapons[a.ready];
      const weapon: WeaponId | 'none' = hand === undefined || thrown.includes(`${a.id}:${a.ready}`) ? 'none' : hand;
      // 12.36: an adventurer a Vampire has charmed stands in the monsters' rows
      out.set(a.id, { id: a.id, side: a.charmedBy !== undefined ? 'monsters' : 'party', kind: a.class, name: a.name, charmed: a.charmedBy !== undefined, woundPoints: a.woundPoints, wounds: a.wounds, weapon, number: '', status: counterStatus(s, a.id) });
    }
    for (const c of s.party.charmed) {
      const u = c.unit;
      out.set(u.id, { id: u.id, side: 'party', kind: u.monster, name: monsters[u.monster].name, charmed: true, woundPoints: u.woundPoints ?? 0, wounds: u.wounds, weapon: null, number: '', status: counterStatus(s, u.id) });
    }
    const units = monstersHere(s)?.units ?? [];
    const counts = new Map<MonsterId, number>();
    for (const u of units) counts.set(u.monster, (counts.get(u.monster) ?? 0) + 1);
    const seen = new Map<MonsterId, number>();
    for (const u of units) {
      const n = (seen.get(u.monster) ?? 0) + 1;
      seen.set(u.monster, n);
      out.set(u.id, {
        id: u.id,
        side: 'monsters',
        kind: u.monster,
        name: monsters[u.monster].name,
        charmed: false,
        // 7.14: rolled as the fight was joined
        woundPoints: u.woundPoints ?? 0,
        wounds: u.wounds,
        weapon: null,
        number: (counts.get(u.monster) ?? 0) > 1 ? String(n) : '',
        status: counterStatus(s, u.id),
      });
    }
    return out;
  }

  private mode(s: GameState | null = this.shown): 'lineUp' | 'party' | 'reorganize' | 'none' {
    if (!s) return 'none';
    if (s.phase.kind === 'lineUp') return 'lineUp';
    if (s.phase.kind !== 'combat' || !s.combat) return 'none';
    return s.combat.step === 'reorganize' ? 'reorganize' : 'party';
  }

  // ---------------------------------------------------------------------------------------------
  // layout

  private fieldRect(): { x: number; y: number; w: number; h: number } {
    const r = this.ratio;
    const W = this.scale.width;
    const H = this.scale.height;
    const dock = this.dock?.getBoundingClientRect();
    const field = { x: 0, y: 0, w: W, h: H };
    if (dock && dock.width > 0 && dock.height > 0) {
      if (dock.left > window.innerWidth * 0.35) field.w = Math.max(1, dock.left * r);
      else field.h = Math.max(1, dock.top * r);
    }
    // The table's corner bar (Log, Party, Rules...) and the phone's Log button sit over the table:
    // keep clear of them, giving up whichever strip of the table costs the counters least.
    let clear = field;
    for (const sel of ['#ui > .hud-bar', '#ui > .hud-log-phone']) {
      const b = document.querySelector(sel)?.getBoundingClientRect();
      if (!b || b.width === 0 || b.height === 0) continue;
      const o = { x: b.left * r - 4 * r, y: b.top * r - 4 * r, w: b.width * r + 8 * r, h: b.height * r + 8 * r };
      const f = clear;
      if (o.x >= f.x + f.w || o.x + o.w <= f.x || o.y >= f.y + f.h || o.y + o.h <= f.y) continue;
      const options = [
        { x: f.x, y: o.y + o.h, w: f.w, h: f.y + f.h - (o.y + o.h) },
        { x: f.x, y: f.y, w: f.w, h: o.y - f.y },
        { x: o.x + o.w, y: f.y, w: f.x + f.w - (o.x + o.w), h: f.h },
        { x: f.x, y: f.y, w: o.x - f.x, h: f.h },
      ].filter((c) => c.w > 0 && c.h > 0);
      if (options.length) clear = options.reduce((best, c) => (this.fitSize(c) > this.fitSize(best) ? c : best));
    }
    field.x = clear.x;
    field.y = clear.y;
    field.w = clear.w;
    field.h = clear.h;
    const pad = 10 * r;
    return { x: field.x + pad, y: field.y + pad, w: Math.max(1, field.w - pad * 2), h: Math.max(1, field.h - pad * 2) };
  }

  /** The box size the rows would get in this part of the screen, either way round. */
  private fitSize(f: { w: number; h: number }): number {
    const slots = this.rows.party.length + this.rows.monsters.length;
    const across = 3 * PITCH;
    const deep = slots * PITCH + GAP;
    return Math.max(Math.min(f.w / across, f.h / deep), Math.min(f.h / across, f.w / deep));
  }

  private layout(): void {
    const f = this.fieldRect();
    const slots = this.rows.party.length + this.rows.monsters.length;
    const across = 3 * PITCH;
    const deep = slots * PITCH + GAP;
    const r = this.ratio;
    const clamp = (x: number) => Phaser.Math.Clamp(x, 34 * r, 150 * r);
    const sV = clamp(Math.min(f.w / across, f.h / deep));
    const sH = clamp(Math.min(f.h / across, f.w / deep));
    // Rows stacked up the screen, as on the rulebook's diagrams, unless side by side gives bigger counters.
    this.orient = sH > sV * 1.08 ? 'h' : 'v';
    this.boxSize = this.orient === 'h' ? sH : sV;
    this.field = f;
    this.centre = { x: f.x + f.w / 2, y: f.y + f.h / 2 };
    // Dice lying on the table belong where they fell: when the rows move, they are cleared away.
    const shape = `${this.orient}:${Math.round(this.boxSize)}:${Math.round(this.centre.x)}:${Math.round(this.centre.y)}:${this.rows.party.length}:${this.rows.monsters.length}`;
    if (shape !== this.shape) {
      this.shape = shape;
      this.dice?.clear();
    }
    this.drawBoxes();
  }

  /** The centre of a box, in canvas pixels. Rows count from each side's front; box 0 is the party's right. */
  private boxCentre(side: Side, row: number, box: number): Point {
    const s = this.boxSize;
    const pitch = s * PITCH;
    const mRows = this.rows.monsters.length;
    const total = (mRows + this.rows.party.length) * pitch + s * GAP;
    const depth = side === 'monsters' ? (mRows - 1 - row + 0.5) * pitch : mRows * pitch + s * GAP + (row + 0.5) * pitch;
    const lateral = (1 - box) * pitch;
    if (this.orient === 'v') return { x: this.centre.x + lateral, y: this.centre.y - total / 2 + depth };
    return { x: this.centre.x + total / 2 - depth, y: this.centre.y + lateral };
  }

  /** The no-man's-land between the two front rows, level with a point. */
  private middleNear(p: Point): Point {
    const s = this.boxSize;
    const pitch = s * PITCH;
    const mRows = this.rows.monsters.length;
    const total = (mRows + this.rows.party.length) * pitch + s * GAP;
    const depth = mRows * pitch + (s * GAP) / 2;
    if (this.orient === 'v') return { x: p.x, y: this.centre.y - total / 2 + depth };
    return { x: this.centre.x + total / 2 - depth, y: p.y };
  }

  private slotOf(id: string): { side: Side; row: number; box: number } | null {
    for (const side of ['party', 'monsters'] as const) {
      const rows = this.rows[side];
      for (let row = 0; row < rows.length; row++) {
        const box = rows[row]!.indexOf(id);
        if (box >= 0) return { side, row, box };
      }
    }
    return null;
  }

  private drawBoxes(): void {
    const g = this.boxesGfx;
    g.clear();
    const s = this.boxSize;
    const lit = new Set(this.litBoxes().map((b) => `${b.row}:${b.box}`));
    for (const side of ['monsters', 'party'] as const) {
      const rows = this.rows[side];
      for (let row = 0; row < rows.length; row++) {
        for (let box = 0; box < 3; box++) {
          const c = this.boxCentre(side, row, box);
          const isLit = side === 'party' && lit.has(`${row}:${box}`);
          const hover = isLit && this.hoverBox?.row === row && this.hoverBox.box === box;
          const front = row === 0;
          const fill = side === 'party' ? 0x1b2a38 : 0x3a1c19;
          const edge = side === 'party' ? 0x5b7c9c : 0x9c5444;
          g.fillStyle(0x000000, 0.35);
          g.fillRoundedRect(c.x - s / 2 + s * 0.02, c.y - s / 2 + s * 0.04, s * 0.96, s * 0.96, s * 0.08);
          g.fillStyle(isLit ? (hover ? 0x7a6420 : 0x4e4216) : fill, isLit ? 0.95 : front ? 0.8 : 0.6);
          g.fillRoundedRect(c.x - s / 2 + s * 0.03, c.y - s / 2 + s * 0.03, s * 0.94, s * 0.94, s * 0.08);
          g.lineStyle(Math.max(1, s * (isLit ? 0.045 : 0.018)), isLit ? counterColours.lit : edge, isLit ? 1 : front ? 0.85 : 0.55);
          g.strokeRoundedRect(c.x - s / 2 + s * 0.03, c.y - s / 2 + s * 0.03, s * 0.94, s * 0.94, s * 0.08);
        }
      }
    }
    this.drawCaptions();
  }

  /** "Monsters" and "Party" along their rows, where the margin has room for them. */
  private drawCaptions(): void {
    for (const t of this.captions) t.destroy();
    this.captions = [];
    if (!this.shown) return;
    const s = this.boxSize;
    const f = this.field;
    const size = Phaser.Math.Clamp(s * 0.15, 10 * this.ratio, 15 * this.ratio);
    const style = { fontFamily: 'Georgia, "Times New Roman", serif', fontSize: `${Math.round(size)}px`, fontStyle: 'bold', color: '#d8c9a4' };
    for (const side of ['monsters', 'party'] as const) {
      const rows = this.rows[side].length;
      const near = this.boxCentre(side, 0, 2);
      const far = this.boxCentre(side, rows - 1, 2);
      const text = side === 'party' ? 'PARTY' : 'MONSTERS';
      if (this.orient === 'v') {
        // turned on its side, left of the leftmost boxes
        const x = near.x - s / 2 - size * 0.9;
        if (x - size * 0.6 < f.x) continue;
        this.captions.push(this.add.text(x, (near.y + far.y) / 2, text, style).setOrigin(0.5).setAngle(-90).setAlpha(0.6));
      } else {
        const y = near.y - s / 2 - size * 0.9;
        if (y - size * 0.6 < f.y) continue;
        this.captions.push(this.add.text((near.x + far.x) / 2, y, text, style).setOrigin(0.5).setAlpha(0.6));
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // counters

  /** Puts every counter in its box (moving them there when `animate`), and takes away those gone. */
  private settle(animate: boolean): void {
    const s = this.shown;
    if (!s) return;
    const members = this.membersOf(s);
    const present = new Set<string>();
    for (const side of ['monsters', 'party'] as const) {
      const rows = this.rows[side];
      rows.forEach((row, r) =>
        row.forEach((id, b) => {
          if (id === null) return;
          const m = members.get(id);
          if (!m) return;
          present.add(id);
          const key = `${m.kind}:${m.charmed ? 'c' : ''}:${side}`;
          let view = this.views.get(id);
          // a counter changing sides (charmed, 9.45, 12.36) walks over from where it stood
          let was: Point | null = null;
          if (view && view.key !== key) {
            was = view.dying ? null : { x: view.root.x, y: view.root.y };
            view.root.destroy();
            view = undefined;
          }
          const to = this.boxCentre(side, r, b);
          if (!view) {
            view = this.makeCounter(m, key, side);
            view.root.setPosition(was?.x ?? to.x, was?.y ?? to.y);
            this.views.set(id, view);
          }
          view.home = to;
          this.drawCounter(view, m);
          if (!this.isDragged(view)) this.moveTo(view, to, animate);
        }),
      );
    }
    for (const [id, view] of this.views) {
      if (present.has(id) || view.dying) continue;
      this.views.delete(id);
      view.root.destroy();
    }
    this.refreshLooks();
  }

  private moveTo(view: CounterView, to: Point, animate: boolean): void {
    this.tweens.killTweensOf(view.root);
    const d = Phaser.Math.Distance.Between(view.root.x, view.root.y, to.x, to.y);
    const ms = animate && d > 1 ? this.ms(260) : 0;
    if (ms <= 0) {
      view.root.setPosition(to.x, to.y).setAngle(0);
      return;
    }
    this.tweens.add({ targets: view.root, x: to.x, y: to.y, angle: 0, duration: ms, ease: 'Cubic.Out' });
  }

  private makeCounter(m: Member, key: string, side: Side): CounterView {
    const root = this.add.container(0, 0);
    this.counterLayer.add(root);
    const shadow = this.add.graphics();
    const rim = this.add.graphics();
    const art = this.add.image(0, 0, '__DEFAULT');
    const label = this.add.text(0, 0, '', { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontStyle: 'bold', color: counterColours.ivory }).setOrigin(0.5);
    const number = this.add.text(0, 0, '', { fontFamily: 'Georgia, "Times New Roman", serif', fontStyle: 'bold', color: '#2a160e', backgroundColor: '#efe4c8', padding: { x: 4, y: 1 } }).setOrigin(0.5);
    const track = this.add.graphics();
    const weapon = this.add.image(0, 0, '__DEFAULT');
    const chitBack = this.add.graphics();
    const chitText = this.add.text(0, 0, '', { fontFamily: 'system-ui, sans-serif', fontStyle: 'bold', color: '#ffffff' }).setOrigin(0.5);
    const chit = this.add.container(0, 0, [chitBack, chitText]);
    const tag = this.add
      .text(0, 0, '', { fontFamily: 'system-ui, sans-serif', fontStyle: 'bold', color: '#1c0f2a', backgroundColor: '#c58bff', padding: { x: 4, y: 1 } })
      .setOrigin(0.5)
      .setVisible(m.status.length > 0);
    root.add([shadow, rim, art, label, number, track, weapon, chit, tag]);
    return { id: m.id, key, side, root, shadow, rim, art, label, number, track, weapon, chit, chitText, tag, home: { x: 0, y: 0 }, dying: false, pulse: null };
  }

  private counterSize(): number {
    return this.boxSize * COUNTER;
  }

  private drawCounter(view: CounterView, m: Member): void {
    const cs = this.counterSize();
    const face = counterTexture(this, m.kind, counterPx(cs));
    view.art.setTexture(face.key, face.frame).setDisplaySize(cs, cs);
    view.shadow.clear();
    view.shadow.fillStyle(0x000000, 0.35);
    view.shadow.fillRoundedRect(-cs / 2 + cs * 0.04, -cs / 2 + cs * 0.07, cs, cs, cs * 0.09);

    // adventurers by name; monsters carry their type printed, plus a number when several are alike
    const isMonsterKind = m.kind !== 'hero' && m.kind !== 'thief' && m.kind !== 'wizard';
    view.label.setVisible(!isMonsterKind);
    if (!isMonsterKind) {
      // never smaller than 8 CSS pixels, even when many rows make the counters small
      const least = Math.round(8 * this.ratio);
      let size = Math.max(Math.round(cs * 0.135), Math.round(9 * this.ratio));
      view.label.setText(m.name).setFontSize(size);
      while (size > least && view.label.width > cs * 0.86) view.label.setFontSize(--size);
      // a name still too long for the counter is cut with an ellipsis (the sheet has it whole)
      for (let n = m.name.length - 1; n > 1 && view.label.width > cs * 0.86; n--) view.label.setText(`${m.name.slice(0, n)}…`);
      view.label.setPosition(0, cs * 0.345);
    }
    view.number.setText(m.number).setFontSize(Math.round(cs * 0.12)).setPosition(cs * 0.39, cs * 0.27).setVisible(m.number !== '');
    // special states (12.3, 11.3, 9.45) on a tag across the counter's top edge
    const first = m.status[0];
    view.tag
      .setText(m.status.map((x) => x.text.toUpperCase()).join(' · '))
      .setBackgroundColor(first?.colour ?? '#c58bff')
      .setFontSize(Math.max(Math.round(cs * 0.1), Math.round(8 * this.ratio)))
      .setPosition(0, -cs * 0.5)
      .setVisible(first !== undefined);
    if (view.tag.width > cs * 1.15) view.tag.setScale((cs * 1.15) / view.tag.width);
    else view.tag.setScale(1);

    // the weapon in hand (8.41), as a token on the counter's corner
    view.weapon.setVisible(m.weapon !== null);
    if (m.weapon !== null) {
      const ws = cs * 0.36;
      const token = weaponTexture(this, m.weapon, counterPx(ws));
      view.weapon.setTexture(token.key, token.frame).setDisplaySize(ws, ws).setPosition(-cs * 0.42, cs * 0.1);
    }
    this.drawWounds(view, m.woundPoints, m.wounds);
  }

  /** Wound pips along the counter's foot (8.45); with many Wound Points, a bar and a wound counter. */
  private drawWounds(view: CounterView, woundPoints: number, wounds: number): void {
    const cs = this.counterSize();
    const g = view.track;
    g.clear();
    const taken = Math.min(wounds, woundPoints);
    const y = cs * 0.5;
    if (woundPoints <= 10) {
      const pitch = Math.min(cs * 0.085, (cs * 0.86) / Math.max(1, woundPoints));
      const rad = pitch * 0.38;
      const w = pitch * woundPoints;
      g.fillStyle(0x120c08, 0.85);
      g.fillRoundedRect(-w / 2 - rad * 0.8, y - rad * 1.6, w + rad * 1.6, rad * 3.2, rad * 1.6);
      for (let i = 0; i < woundPoints; i++) {
        const x = -w / 2 + pitch * (i + 0.5);
        const hurt = i < taken;
        g.fillStyle(hurt ? 0xd8322a : 0xefe4c8, 1);
        g.fillCircle(x, y, rad);
        if (hurt) {
          g.lineStyle(Math.max(1, rad * 0.35), 0x4a0a06, 1);
          g.strokeCircle(x, y, rad);
        }
      }
      view.chit.setVisible(false);
      return;
    }
    const w = cs * 0.86;
    const h = cs * 0.075;
    g.fillStyle(0x120c08, 0.9);
    g.fillRoundedRect(-w / 2 - h * 0.3, y - h * 0.8, w + h * 0.6, h * 1.6, h * 0.8);
    g.fillStyle(0xefe4c8, 1);
    g.fillRoundedRect(-w / 2, y - h / 2, w, h, h / 2);
    if (taken > 0) {
      g.fillStyle(0xd8322a, 1);
      g.fillRoundedRect(-w / 2, y - h / 2, Math.max(h, (w * taken) / woundPoints), h, h / 2);
    }
    // a red wound counter on the corner, showing the wounds taken
    view.chit.setVisible(taken > 0).setPosition(cs * 0.44, cs * 0.12);
    const back = view.chit.list[0] as Phaser.GameObjects.Graphics;
    const r = cs * 0.15;
    back.clear();
    back.fillStyle(0x000000, 0.4);
    back.fillCircle(r * 0.1, r * 0.15, r);
    back.fillStyle(0x9e1a12, 1);
    back.fillCircle(0, 0, r);
    back.lineStyle(Math.max(1, r * 0.12), 0xf3e7c9, 1);
    back.strokeCircle(0, 0, r * 0.86);
    view.chitText.setText(String(taken)).setFontSize(Math.round(r * 1.15));
  }

  /** Rims: the chosen one, the lit targets, who may still act, and charmed monsters. */
  private refreshLooks(): void {
    const s = this.shown;
    if (!s) return;
    const members = this.membersOf(s);
    const mode = this.mode();
    const actors = new Set(mode === 'party' && !this.playing ? this.actorIds() : []);
    const lit = new Set(this.litTargets());
    const acted = new Set(s.combat?.acted ?? []);
    const cs = this.counterSize();
    for (const view of this.views.values()) {
      if (view.dying) continue;
      const m = members.get(view.id);
      const g = view.rim;
      g.clear();
      const selected = this.selected === view.id;
      const isLit = lit.has(view.id);
      const isActor = actors.has(view.id);
      const lineUpPick = mode === 'lineUp' && selected;
      const rimAt = (pad: number, colour: number, width: number, alpha = 1) => {
        g.lineStyle(width, colour, alpha);
        g.strokeRoundedRect(-cs / 2 - pad, -cs / 2 - pad, cs + pad * 2, cs + pad * 2, cs * 0.1 + pad);
      };
      if (m?.charmed) {
        // 9.45: a charmed monster marches with the party: a violet double rim
        rimAt(cs * 0.03, counterColours.charmRim, Math.max(2, cs * 0.05));
        rimAt(cs * 0.1, counterColours.charmRim, Math.max(1, cs * 0.02), 0.8);
      }
      if (selected || lineUpPick) rimAt(cs * 0.07, 0xffffff, Math.max(2, cs * 0.06));
      else if (isLit) rimAt(cs * 0.07, this.casting() ? SPELL_LIT : counterColours.lit, Math.max(2, cs * 0.06));
      else if (isActor) rimAt(cs * 0.06, 0x7fc4ff, Math.max(2, cs * 0.04), 0.9);
      view.root.setAlpha(mode === 'party' && view.side === 'party' && acted.has(view.id) ? 0.72 : 1);
      const wantPulse = (isLit || (isActor && !selected)) && !reducedMotion();
      if (wantPulse && !view.pulse) {
        view.pulse = this.tweens.add({ targets: g, alpha: { from: 1, to: 0.45 }, duration: 700, yoyo: true, repeat: -1, ease: 'Sine.InOut' });
      } else if (!wantPulse && view.pulse) {
        view.pulse.stop();
        view.pulse = null;
        g.setAlpha(1);
      }
    }
    this.drawLines();
  }

  private isDragged(view: CounterView): boolean {
    return this.press?.dragging === true && this.press.counter === view;
  }

  // ---------------------------------------------------------------------------------------------
  // attack lines (8.31–8.35)

  /** Who touches whom across the front lines now (the engine's rule: contacts with the lone counter's facing). */
  private currentContacts(): Contacts | null {
    const s = this.shown;
    if (!s) return null;
    const adv = line(this.rows.party[0]);
    const mon = line(this.rows.monsters[0]);
    if (adv.length === 0 || mon.length === 0) return null;
    let facing = 0;
    if (s.phase.kind === 'lineUp') facing = this.lineUpOption(s)?.facing ?? 0;
    else if (s.combat) facing = s.combat.facingChosen ? s.combat.facing : (loneFacing(this.rows.party[0]!, this.rows.monsters[0]!) ?? s.combat.facing);
    try {
      return contacts(adv, mon, { facing });
    } catch {
      return null;
    }
  }

  private drawLines(): void {
    const g = this.linesGfx;
    g.clear();
    for (const t of this.lineLabels) t.destroy();
    this.lineLabels = [];
    const c = this.currentContacts();
    const s = this.boxSize;
    const cs = this.counterSize();
    const pos = (id: string): Point | null => {
      const v = this.views.get(id);
      return v && !v.dying ? v.home : null;
    };
    const labelStyle = { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.round(Math.max(9 * this.ratio, s * 0.13))}px`, fontStyle: 'bold', color: '#ffd0c4', backgroundColor: 'rgba(40,10,8,0.8)', padding: { x: 3, y: 1 } };
    if (c) {
      // one line per pair that touches: blue where the adventurer may strike, red where the monster will
      const pairs = new Map<string, { a: string; m: string; party: boolean; monster: 'fixed' | 'roll' | null; odds: string }>();
      const pair = (a: string, m: string) => {
        const k = `${a}|${m}`;
        let p = pairs.get(k);
        if (!p) pairs.set(k, (p = { a, m, party: false, monster: null, odds: '' }));
        return p;
      };
      for (const [a, targets] of Object.entries(c.adventurerTargets)) for (const m of targets) pair(a, m).party = true;
      for (const [m, t] of Object.entries(c.monsterTargets)) {
        if (t.kind === 'fixed') pair(t.target, m).monster = 'fixed';
        else if (t.kind === 'roll2') {
          Object.assign(pair(t.right, m), { monster: 'roll', odds: '1–3' });
          Object.assign(pair(t.left, m), { monster: 'roll', odds: '4–6' });
        } else {
          Object.assign(pair(t.right, m), { monster: 'roll', odds: '1–2' });
          Object.assign(pair(t.centre, m), { monster: 'roll', odds: '3–4' });
          Object.assign(pair(t.left, m), { monster: 'roll', odds: '5–6' });
        }
      }
      for (const p of pairs.values()) {
        const a = pos(p.a);
        const m = pos(p.m);
        if (!a || !m) continue;
        const colour = p.party && p.monster ? 0xf0d27a : p.party ? 0x8fc0ff : 0xff7a5a;
        const from = towards(a, m, cs * 0.5);
        const to = towards(m, a, cs * 0.5);
        const width = Math.max(2, s * 0.035);
        if (p.monster === 'roll') dashed(g, from, to, width, colour, 0.85, s * 0.09);
        else {
          g.lineStyle(width, colour, 0.85);
          g.lineBetween(from.x, from.y, to.x, to.y);
        }
        if (p.party) arrowHead(g, from, to, s * 0.13, colour);
        if (p.monster) arrowHead(g, to, from, s * 0.13, colour);
        if (p.odds) {
          const at = { x: from.x + (to.x - from.x) * 0.3, y: from.y + (to.y - from.y) * 0.3 };
          const label = this.add.text(at.x, at.y, p.odds, labelStyle).setOrigin(0.5);
          this.labelLayer.add(label);
          this.lineLabels.push(label);
        }
      }
    }
    // the chosen one's reach, brighter: front-row strikes and second-row shots (8.34)
    const who = this.selected;
    const from = who ? pos(who) : null;
    if (from && this.mode() === 'party') {
      for (const id of this.litTargets()) {
        const to = pos(id);
        if (!to) continue;
        const a = towards(from, to, cs * 0.55);
        const b = towards(to, from, cs * 0.55);
        const colour = this.casting() ? SPELL_LIT : counterColours.lit;
        g.lineStyle(Math.max(3, s * 0.06), colour, 0.95);
        g.lineBetween(a.x, a.y, b.x, b.y);
        arrowHead(g, a, b, s * 0.18, colour);
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // what the player may do

  private actions(): Action[] {
    const s = controller.state;
    return s ? this.legal(s) : [];
  }

  /** Adventurers (and charmed monsters) with something to do this Party Combat Phase. */
  private actorIds(): string[] {
    const ids = new Set<string>();
    for (const a of this.actions()) if ('who' in a) ids.add(a.who);
    // front row first, right to left, then the rows behind
    const order = line(this.rows.party.flat());
    return [...ids].sort((x, y) => (order.indexOf(x) + 1 || 99) - (order.indexOf(y) + 1 || 99));
  }

  private actionsOf(who: string): Action[] {
    return this.actions().filter((a) => 'who' in a && a.who === who);
  }

  /** The monsters a tap would act on now. */
  private litTargets(): string[] {
    if (this.mode() !== 'party' || this.playing || !this.selected) return [];
    if (this.choice.kind === 'casting') return (this.castingChoice()?.targets ?? []).filter((t): t is string => t !== null);
    const type = this.choice.kind === 'pepper' ? 'pepper' : 'attack';
    return this.actionsOf(this.selected)
      .filter((a): a is Extract<Action, { type: 'attack' | 'pepper' }> => a.type === type)
      .map((a) => a.target);
  }

  /** The chosen adventurer's spells on offer now (11.2): exactly the casts the engine lists. */
  private spellOptions(): SpellChoice[] {
    return this.selected ? spellChoices(this.actionsOf(this.selected), this.selected) : [];
  }

  /** The spell picked in the dock, as the engine offers it now. */
  private castingChoice(): SpellChoice | undefined {
    const c = this.casting();
    return c ? this.spellOptions().find((o) => o.spell === c.spell && o.ring === c.ring) : undefined;
  }

  /** The spell picked in the dock and waiting for a target, or null. */
  private casting(): CastingChoice | null {
    return this.choice.kind === 'casting' ? this.choice : null;
  }

  /** A dock button's choice: on, in place of any other; off again when it was on. */
  private toggleChoice(kind: 'items' | 'pepper' | 'spells'): void {
    this.choice = this.choice.kind === kind ? NO_CHOICE : { kind };
  }

  /** A spell picked in the chooser: cast at once when it takes no target, else lights its targets on the table. */
  private pickSpell(choice: SpellChoice): void {
    if (!choice.needsTarget) {
      const a = castAt(choice, null);
      if (a) this.send(a);
      return;
    }
    this.choice = { kind: 'casting', spell: choice.spell, ring: choice.ring };
    this.refreshLooks();
    this.renderDock();
  }

  /** Party boxes that some legal reorganization puts `mover` in (8.52), with those orders. */
  private boxOrders(mover: string): Map<string, ReorganizeAction[]> {
    const out = new Map<string, ReorganizeAction[]>();
    const s = controller.state;
    if (!s || this.mode(s) !== 'reorganize') return out;
    for (const option of this.reorganizeOptions(s)) {
      option.order.forEach((row, r) => {
        const b = row.indexOf(mover);
        if (b < 0) return;
        const k = `${r}:${b}`;
        out.set(k, [...(out.get(k) ?? []), option]);
      });
    }
    return out;
  }

  private litBoxes(): { row: number; box: number }[] {
    if (this.mode() !== 'reorganize' || this.playing) return [];
    const mover = this.press?.dragging && this.press.counter ? this.press.counter.id : this.selected;
    if (!mover) return [];
    return [...this.boxOrders(mover).keys()].map((k) => {
      const [row, box] = k.split(':').map(Number);
      return { row: row!, box: box! };
    });
  }

  private send(action: Action): void {
    bus.emit('intent:action', action);
  }

  private selectActor(id: string | null): void {
    this.selected = id;
    this.choice = NO_CHOICE;
    this.refreshLooks();
    this.renderDock();
  }

  /** Keeps a sensible choice of who acts: the first who still may, front row first. */
  private ensureSelection(): void {
    const mode = this.mode();
    if (mode === 'party') {
      const actors = this.actorIds();
      if (!this.selected || !actors.includes(this.selected)) {
        this.selected = actors[0] ?? null;
        this.choice = NO_CHOICE;
      }
      // a spell picked and no longer on offer (paid for by now, or out of reach) is put away
      if (this.casting() && !this.castingChoice()) this.choice = NO_CHOICE;
    } else if (mode === 'reorganize') {
      if (this.selected && !line(this.rows.party.flat()).includes(this.selected)) this.selected = null;
    } else if (mode !== 'lineUp') {
      this.selected = null;
    }
  }

  /** Redraws the looks and the dock from the state shown (after a choice, a refusal, a resize). */
  private refresh(): void {
    if (!this.alive) return;
    this.ensureSelection();
    this.drawBoxes();
    this.refreshLooks();
    this.renderDock();
  }

  // ---------------------------------------------------------------------------------------------
  // input: taps and drags on the table

  private setUpInput(): void {
    this.input.dragDistanceThreshold = DRAG_THRESHOLD * this.ratio;
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => this.onDown(p));
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (p: Phaser.Input.Pointer) => this.onMove(p));
    this.input.on(Phaser.Input.Events.POINTER_UP, (p: Phaser.Input.Pointer) => this.onUp(p));
    this.input.on(Phaser.Input.Events.POINTER_UP_OUTSIDE, (p: Phaser.Input.Pointer) => this.onUp(p));
  }

  private counterAt(x: number, y: number): CounterView | null {
    const half = this.counterSize() / 2 + 4 * this.ratio;
    let best: CounterView | null = null;
    let bestD = Infinity;
    for (const v of this.views.values()) {
      if (v.dying) continue;
      const dx = Math.abs(v.root.x - x);
      const dy = Math.abs(v.root.y - y);
      if (dx <= half && dy <= half && dx + dy < bestD) {
        best = v;
        bestD = dx + dy;
      }
    }
    return best;
  }

  private boxAt(side: Side, x: number, y: number): { row: number; box: number } | null {
    const half = (this.boxSize * PITCH) / 2;
    const rows = this.rows[side];
    for (let row = 0; row < rows.length; row++) {
      for (let box = 0; box < 3; box++) {
        const c = this.boxCentre(side, row, box);
        if (Math.abs(c.x - x) <= half && Math.abs(c.y - y) <= half) return { row, box };
      }
    }
    return null;
  }

  private draggable(view: CounterView | null): boolean {
    if (!view || this.playing) return false;
    const mode = this.mode();
    return (mode === 'reorganize' && view.side === 'party') || (mode === 'lineUp' && view.side === 'monsters');
  }

  private onDown(p: Phaser.Input.Pointer): void {
    if (this.press) return; // one finger at a time
    if (this.playing) {
      // a tap on the table while the dice roll skips to the result
      this.finishPlayback();
      return;
    }
    const counter = this.counterAt(p.x, p.y);
    this.press = { pointerId: p.id, x: p.x, y: p.y, counter, dragging: false, grab: counter ? { x: p.x - counter.root.x, y: p.y - counter.root.y } : { x: 0, y: 0 } };
  }

  private onMove(p: Phaser.Input.Pointer): void {
    const press = this.press;
    if (!press || press.pointerId !== p.id || !p.isDown) return;
    if (!press.dragging) {
      if (Phaser.Math.Distance.Between(press.x, press.y, p.x, p.y) < DRAG_THRESHOLD * this.ratio || !this.draggable(press.counter)) return;
      press.dragging = true;
      const view = press.counter!;
      this.tweens.killTweensOf(view.root);
      this.counterLayer.bringToTop(view.root);
      view.root.setScale(1.08);
      if (this.mode() === 'reorganize') this.selected = view.id;
      this.drawBoxes();
    }
    const view = press.counter!;
    view.root.setPosition(p.x - press.grab.x, p.y - press.grab.y);
    if (this.mode() === 'reorganize') {
      const box = this.boxAt('party', p.x, p.y);
      const lit = box && this.litBoxes().some((b) => b.row === box.row && b.box === box.box) ? box : null;
      if (lit?.row !== this.hoverBox?.row || lit?.box !== this.hoverBox?.box) {
        this.hoverBox = lit;
        this.drawBoxes();
      }
    }
  }

  private onUp(p: Phaser.Input.Pointer): void {
    const press = this.press;
    if (!press || press.pointerId !== p.id) return;
    this.press = null;
    this.hoverBox = null;
    if (press.dragging && press.counter) {
      press.counter.root.setScale(1);
      this.drop(press.counter, p.x, p.y);
      return;
    }
    this.tap(press.counter, p.x, p.y);
  }

  private springBack(view: CounterView): void {
    this.tweens.killTweensOf(view.root);
    if (this.ms(1) <= 0) view.root.setPosition(view.home.x, view.home.y);
    else this.tweens.add({ targets: view.root, x: view.home.x, y: view.home.y, duration: this.ms(320), ease: 'Back.Out' });
  }

  private drop(view: CounterView, x: number, y: number): void {
    const mode = this.mode();
    if (mode === 'reorganize') return this.dropReorganize(view, x, y);
    if (mode === 'lineUp') return this.dropLineUp(view, x, y);
    this.springBack(view);
  }

  /** 8.52: a drop on a lit box sends the legal order that moves the others least. */
  private dropReorganize(view: CounterView, x: number, y: number): void {
    const s = controller.state;
    const box = this.boxAt('party', x, y);
    const from = this.slotOf(view.id);
    if (!s || !box || !from || (box.row === from.row && box.box === from.box)) {
      this.springBack(view);
      this.refresh();
      return;
    }
    const orders = this.boxOrders(view.id).get(`${box.row}:${box.box}`);
    if (orders?.length) {
      this.selected = null;
      view.home = this.boxCentre('party', box.row, box.box);
      view.root.setPosition(view.home.x, view.home.y);
      this.send(leastMoved(s.party.order, orders, view.id));
      return;
    }
    // Not lit: no legal order puts them there. The engine says why (8.52).
    this.springBack(view);
    this.refresh();
    const rows: Rows = this.rows.party.map((r) => [...r]);
    const occupant = rows[box.row]![box.box];
    rows[from.row]![from.box] = occupant ?? null;
    rows[box.row]![box.box] = view.id;
    this.send({ type: 'reorganize', order: trimRows(rows) });
  }

  /** 8.13: monsters trade places in the line-up when the rules allow that arrangement. */
  private dropLineUp(view: CounterView, x: number, y: number): void {
    const box = this.boxAt('monsters', x, y);
    const from = this.slotOf(view.id);
    this.springBack(view);
    if (!box || !from || (box.row === from.row && box.box === from.box)) return this.refresh();
    this.tryLineUp(view.id, box);
  }

  private tryLineUp(id: string, to: { row: number; box: number }): void {
    const s = controller.state;
    const from = this.slotOf(id);
    if (!s || !from) return;
    const rows: Rows = this.rows.monsters.map((r) => [...r]);
    while (rows.length <= to.row) rows.push([null, null, null]);
    const other = rows[to.row]![to.box] ?? null;
    rows[from.row]![from.box] = other;
    rows[to.row]![to.box] = id;
    const front = line(rows[0]);
    const options = this.lineUpOptions(s);
    const current = options[this.lineUpIndex];
    const match = options.findIndex((o) => same(o.front, front) && o.facing === current?.facing);
    const any = match >= 0 ? match : options.findIndex((o) => same(o.front, front));
    if (any < 0) {
      bus.emit('ui:toast', { text: '8.13: only the monsters with the most Wound Points stand in the front row.', kind: 'error' });
      this.selected = null;
      this.refresh();
      return;
    }
    this.setLineUp(any);
  }

  private setLineUp(index: number): void {
    const s = controller.state;
    if (!s) return;
    this.lineUpIndex = index;
    this.selected = null;
    this.rows = this.rowsFor(s);
    this.layout();
    this.settle(true);
    this.refresh();
  }

  private tap(counter: CounterView | null, x: number, y: number): void {
    const mode = this.mode();
    if (mode === 'party') return this.tapInCombat(counter);
    if (mode === 'reorganize') {
      if (counter?.side === 'party') {
        this.selected = this.selected === counter.id ? null : counter.id;
        return this.refresh();
      }
      const box = this.boxAt('party', x, y);
      const mover = this.selected ? this.views.get(this.selected) : undefined;
      if (box && mover) return this.dropReorganize(mover, x, y);
      this.selected = null;
      return this.refresh();
    }
    if (mode === 'lineUp') {
      // tap one monster, then another (or an empty front box): they trade places
      const box = this.boxAt('monsters', x, y);
      if (this.selected && box) {
        const from = this.slotOf(this.selected);
        if (from && !(from.row === box.row && from.box === box.box)) return this.tryLineUp(this.selected, box);
      }
      this.selected = counter?.side === 'monsters' && this.selected !== counter.id ? counter.id : null;
      return this.refresh();
    }
  }

  private tapInCombat(counter: CounterView | null): void {
    if (!counter) return;
    const lit = this.litTargets();
    if (counter.side === 'monsters' || !this.actorIds().includes(counter.id)) {
      if (this.selected && lit.includes(counter.id)) {
        const spell = this.castingChoice();
        if (spell) {
          const cast = castAt(spell, counter.id);
          if (cast) this.send(cast);
          return;
        }
        this.send({ type: this.choice.kind === 'pepper' ? 'pepper' : 'attack', who: this.selected, target: counter.id });
        return;
      }
      const s = this.shown!;
      const name = this.membersOf(s).get(counter.id)?.name ?? 'That one';
      if (counter.side === 'monsters' && this.selected) {
        const chooser = this.membersOf(s).get(this.selected)?.name ?? 'They';
        const spell = this.castingChoice();
        const text = spell
          ? `${spell.name} can take only the lit monsters (11.3).`
          : lit.length
            ? `${chooser} can reach only the lit monsters (8.32, 8.34).`
            : `${chooser} cannot strike with the weapon in hand from there (8.22).`;
        bus.emit('ui:toast', { text, kind: 'info' });
      } else if (counter.side === 'party') {
        bus.emit('ui:toast', { text: `${name} has nothing left to do this phase (8.22).`, kind: 'info' });
      }
      return;
    }
    this.selectActor(counter.id);
  }

  private onKey(e: KeyboardEvent): void {
    // keys typed into a field, or Enter and Space on a focused button, are theirs
    const target = e.target as HTMLElement | null;
    if (target?.closest?.('input, textarea, select, button, a, [contenteditable="true"]')) return;
    if (document.querySelector('#ui > .panel')) return; // a panel over the table has the keys
    const mode = this.mode();
    const key = e.key.toLowerCase();
    if (this.playing && (key === ' ' || key === 'enter' || key === 'escape')) {
      this.finishPlayback();
      e.preventDefault();
      return;
    }
    if (mode === 'lineUp') {
      const n = this.lineUpOptions(controller.state!).length;
      if (key === 'arrowright' || key === 'r') this.setLineUp((this.lineUpIndex + 1) % n);
      else if (key === 'arrowleft') this.setLineUp((this.lineUpIndex + n - 1) % n);
      else if (key === 'f') this.flipFacing();
      else if (key === 'enter') this.confirmLineUp();
      else return;
      e.preventDefault();
      return;
    }
    if (mode === 'reorganize') {
      if (key === 'enter' || key === 's') this.standFast();
      return;
    }
    if (mode !== 'party') return;
    const actors = this.actorIds();
    if (/^[1-9]$/.test(key)) {
      const id = actors[Number(key) - 1];
      if (id) this.selectActor(id);
    } else if (key === ' ' && this.selected && this.actionsOf(this.selected).some((a) => a.type === 'hold')) this.send({ type: 'hold', who: this.selected });
    else if (key === 'w' && this.selected && this.actionsOf(this.selected).some((a) => a.type === 'switch')) this.send({ type: 'switch', who: this.selected });
    else if (key === 'c' && this.selected && this.spellOptions().length) {
      // the spell list opens (a spell picked is put back in it), or closes
      this.toggleChoice('spells');
      this.refreshLooks();
      this.renderDock();
    } else if (key === 'escape' && (this.choice.kind === 'casting' || this.choice.kind === 'spells')) {
      this.choice = NO_CHOICE;
      this.refreshLooks();
      this.renderDock();
    } else if (key === 'escape') this.selectActor(null);
    else return;
    e.preventDefault();
  }

  // ---------------------------------------------------------------------------------------------
  // line-up controls (8.13)

  private flipFacing(): void {
    const s = controller.state;
    if (!s) return;
    const options = this.lineUpOptions(s);
    const cur = options[this.lineUpIndex];
    if (!cur) return;
    const i = options.findIndex((o) => same(o.front, cur.front) && o.facing !== cur.facing);
    if (i >= 0) this.setLineUp(i);
  }

  private confirmLineUp(): void {
    const s = controller.state;
    const option = s ? this.lineUpOptions(s)[this.lineUpIndex] : undefined;
    if (option) this.send(option);
  }

  private standFast(): void {
    const s = controller.state;
    if (!s) return;
    const stay = this.reorganizeOptions(s).find((o) => same(trimRows(o.order), trimRows(s.party.order.map(padRow))));
    if (stay) this.send(stay);
    else bus.emit('ui:toast', { text: '8.24: with one or nobody in the front row, the nearest adventurer behind must step up.', kind: 'error' });
  }

  // ---------------------------------------------------------------------------------------------
  // the dock (DOM): phase, hint, choices, log

  private buildDock(): void {
    const head = el('div', { class: 'combat-head' });
    const hint = el('p', { class: 'combat-hint', 'data-testid': 'combat-hint' });
    const out = el('div', { class: 'combat-out', 'data-testid': 'combat-out' });
    const actors = el('div', { class: 'combat-actors', 'data-testid': 'combat-actors' });
    const actions = el('div', { class: 'combat-actions', 'data-testid': 'combat-actions' });
    const log = el('div', { class: 'combat-log', 'data-testid': 'combat-log', 'aria-live': 'polite' });
    const utils = el(
      'div',
      { class: 'combat-utils' },
      button('Log', () => bus.emit('ui:open', 'log'), { testId: 'combat-open-log', title: 'Every event with its rule case' }),
      button('Sheets', () => bus.emit('ui:open', 'sheets'), { testId: 'combat-open-sheets' }),
      button('Decide for me', () => bus.emit('intent:decide'), { testId: 'combat-decide' }),
    );
    this.dock = el('section', { class: 'combat-dock', 'data-testid': 'combat-dock', 'aria-label': 'Combat' }, head, hint, out, actors, actions, log, utils);
    this.dockParts = { head, hint, out, actors, actions, log, utils };
    uiRoot().append(this.dock);
    this.mountLog(log);
    if (typeof ResizeObserver !== 'undefined') {
      this.resizeObserver = new ResizeObserver(() => this.relayout());
      this.resizeObserver.observe(this.dock);
    }
  }

  private mountLog(host: HTMLElement): void {
    const count = window.innerWidth >= 700 && window.innerHeight > 500 ? 12 : 3;
    // the newest line always in view
    const follow = new MutationObserver(() => {
      this.maskLog();
      host.scrollTop = host.scrollHeight;
    });
    follow.observe(host, { childList: true, subtree: true });
    this.cleanups.push(() => follow.disconnect());
    const mod = Object.values(logPanelModules)[0];
    if (mod?.mountLogStrip) {
      const off = mod.mountLogStrip(host, count);
      if (typeof off === 'function') this.cleanups.push(off as () => void);
      host.scrollTop = host.scrollHeight;
      return;
    }
    // Until the log panel offers its strip: the last few lines, with their rule cases.
    const draw = () => {
      const lines = controller.log.slice(-count);
      host.replaceChildren(...lines.map((e) => el('div', { class: 'line' }, el('span', { class: 'rule' }, e.rule), el('span', {}, e.text))));
      host.scrollTop = host.scrollHeight;
    };
    draw();
    this.cleanups.push(listen('game:changed', draw), listen('game:started', draw));
  }

  /** Blanks the newest log lines whose dice have not landed yet (the strip writes them at once). */
  private maskLog(): void {
    const host = this.dockParts?.log;
    if (!host) return;
    const list = host.querySelector('ol, ul') ?? host;
    const lines = [...list.children];
    lines.forEach((line, i) => line.classList.toggle('combat-log-pending', i >= lines.length - this.logPending));
  }

  private renderDock(): void {
    if (!this.dockParts) return;
    const { head, hint, out, actors, actions } = this.dockParts;
    const s = controller.state;
    const mode = this.mode(s);
    actors.replaceChildren();
    actions.replaceChildren();
    // 11.3 Sleep, 12.34: those out of the fight but still on the segment (as the table shows it while results play out)
    const table = this.shown ?? s;
    out.replaceChildren(
      ...(table && mode !== 'none' ? outOfFight(table) : []).map((o) =>
        el('span', { class: `combat-out-chip ${o.status.key}`, 'data-testid': `combat-out-${o.id}`, title: `Rule ${o.status.rule}` }, el('b', {}, o.status.text), ` ${o.name}`),
      ),
    );
    if (!s || mode === 'none') {
      head.replaceChildren(el('h2', {}, 'Combat'));
      // The last blows of a fight play out here before the maze comes back (8.0).
      const ended = controller.state !== null && controller.state.combat === null && controller.state.phase.kind !== 'lineUp';
      hint.textContent = ended ? (controller.state!.phase.kind === 'over' ? 'The fight is over.' : 'The fight is over: back to the maze.') : 'No fight here.';
      return;
    }
    const round = s.combat?.round ?? 1;
    const names = this.membersOf(s);
    const nameOf = (id: string) => names.get(id)?.name ?? id;

    if (this.playing) {
      head.replaceChildren(el('h2', {}, `Round ${round}`), el('span', { class: 'combat-rule' }, '8.4'));
      hint.textContent = this.castPlaying ? `${spellData[this.castPlaying].name} is cast… (11.2)` : 'The dice are rolling…';
      actions.append(button('Skip ▸▸', () => this.finishPlayback(), { testId: 'combat-skip', title: 'Show the results at once (Space)' }));
      return;
    }

    if (mode === 'lineUp') {
      const options = this.lineUpOptions(s);
      const cur = options[this.lineUpIndex];
      head.replaceChildren(el('h2', {}, 'Line up the monsters'), el('span', { class: 'combat-rule' }, '8.13'));
      const first = s.phase.kind === 'lineUp' && s.phase.monstersFirst ? ' The parley failed: they strike first (7.22).' : '';
      hint.replaceChildren(
        'Choose which monster stands before whom: drag one onto another to trade places, or step through the arrangements. ',
        el('strong', {}, `${options.length} allowed.`),
        first,
      );
      const facings = cur ? options.filter((o) => same(o.front, cur.front)).length : 0;
      const next = button('', () => this.setLineUp((this.lineUpIndex + 1) % options.length), { testId: 'combat-lineup-next', title: 'Next arrangement (→)' });
      // the word gives way first on a narrow dock; the count always shows
      next.append(el('span', { class: 'combat-lineup-word' }, 'Arrangement'), el('span', { class: 'combat-lineup-count' }, `${this.lineUpIndex + 1} of ${options.length}`));
      actions.append(
        el(
          'div',
          { class: 'combat-lineup-nav' },
          button('◀', () => this.setLineUp((this.lineUpIndex + options.length - 1) % options.length), { testId: 'combat-lineup-prev', title: 'Previous arrangement (←)' }),
          next,
          button('▶', () => this.setLineUp((this.lineUpIndex + 1) % options.length), { title: 'Next arrangement (→)' }),
        ),
      );
      if (facings > 1 && cur) {
        const adv = line(this.rows.party[0]);
        const mon = cur.front;
        const lone = adv.length === 1 ? nameOf(adv[0]!) : mon.length === 1 ? nameOf(mon[0]!) : '';
        const pair = adv.length === 1 ? mon : adv;
        const faced = pair[cur.facing];
        actions.append(button(`${lone} faces ${faced ? nameOf(faced) : '?'} ${cur.facing === 0 ? '(right)' : '(left)'} ⇄`, () => this.flipFacing(), { testId: 'combat-lineup-facing', title: 'Face the other one (F) — 8.53' }));
      }
      actions.append(button('Confirm line-up', () => this.confirmLineUp(), { kind: 'primary', testId: 'combat-lineup-confirm', title: 'Enter' }));
      return;
    }

    if (mode === 'reorganize') {
      head.replaceChildren(el('h2', {}, `Round ${round} · Reorganize`), el('span', { class: 'combat-rule' }, '8.24 · 8.52'));
      const stay = this.reorganizeOptions(s).some((o) => same(trimRows(o.order), trimRows(s.party.order.map(padRow))));
      hint.replaceChildren(
        this.selected ? el('strong', {}, `${nameOf(this.selected)}: `) : '',
        this.selected ? 'tap or drop on a lit box.' : 'Drag one adventurer to a lit box (or tap them, then a box). Others in the row slide aside but never pass one another.',
        stay ? '' : ' Your front row is short: someone must step up (8.24).',
      );
      actions.append(button('Stand fast', () => this.standFast(), { kind: 'primary', testId: 'combat-stand-fast', disabled: !stay, title: 'Keep the marching order (Enter)' }));
      return;
    }

    // Party Combat Phase
    head.replaceChildren(el('h2', {}, `Round ${round} · Party attacks`), el('span', { class: 'combat-rule' }, '8.22'));
    const actorIds = this.actorIds();
    const acted = new Set(s.combat?.acted ?? []);
    for (const id of line(this.rows.party.flat())) {
      const can = actorIds.includes(id);
      if (!can && !acted.has(id)) continue;
      const chip = button(nameOf(id), () => can && this.selectActor(id), { testId: `combat-actor-${id}`, disabled: !can });
      chip.classList.add('combat-actor');
      if (this.selected === id) chip.classList.add('selected');
      if (!can) chip.classList.add('done');
      actors.append(chip);
    }
    const who = this.selected;
    if (!who) {
      hint.textContent = actorIds.length ? 'Tap a glowing adventurer to choose what they do.' : 'Nobody can act.';
      return;
    }
    const mine = this.actionsOf(who);
    const member = names.get(who);
    const weapon = member?.weapon && member.weapon !== 'none' ? weaponNames[member.weapon] : member?.weapon === 'none' ? 'empty hands' : '';
    const targets = this.litTargets();
    const spellOptions = this.spellOptions();
    const casting = this.castingChoice();
    hint.replaceChildren(
      el('strong', {}, `${nameOf(who)}${weapon && !casting ? ` (${weapon})` : ''}: `),
      casting
        ? `tap a lit monster to cast ${casting.name} at it (${casting.costText}).`
        : this.choice.kind === 'spells' && spellOptions.length
          ? 'choose a spell below, instead of an attack (11.2).'
          : this.choice.kind === 'pepper'
        ? 'tap a lit monster to breathe Red Pepper at it (9.55).'
        : targets.length
          ? `tap a lit monster to attack${targets.length > 1 ? ' — your choice of ' + targets.length : ''}.`
          : 'no monster within reach with this weapon.',
    );
    const sw = mine.find((a) => a.type === 'switch');
    const a = s.party.adventurers.find((x) => x.id === who);
    if (sw && a) {
      const other = a.weapons.find((_, i) => i !== a.ready);
      // 8.41: once the fight has begun, taking up the other weapon is this adventurer's action
      actions.append(button(`Switch to ${other ? weaponNames[other] : 'other weapon'} · costs the attack`, () => this.send(sw), { testId: 'combat-switch', title: 'Take up the other weapon instead of attacking this round (W) — 8.41' }));
    }
    const uses = mine.filter((x): x is Extract<Action, { type: 'use' }> => x.type === 'use');
    if (uses.length) {
      actions.append(
        button(this.choice.kind === 'items' ? 'Use item ▴' : 'Use item ▾', () => {
          this.toggleChoice('items');
          this.refreshLooks();
          this.renderDock();
        }, { testId: 'combat-use' }),
      );
    }
    if (mine.some((x) => x.type === 'pepper')) {
      const peppers = mine.filter((x): x is Extract<Action, { type: 'pepper' }> => x.type === 'pepper');
      actions.append(
        button(this.choice.kind === 'pepper' ? 'Red Pepper (cancel)' : 'Red Pepper', () => {
          if (peppers.length === 1 && this.choice.kind !== 'pepper') return this.send(peppers[0]!);
          this.toggleChoice('pepper');
          this.refreshLooks();
          this.renderDock();
        }, { testId: 'combat-pepper', title: '9.55' }),
      );
    }
    if (spellOptions.length) {
      // 11.2: a spell instead of an attack, from the first or second row
      const label = casting ? `${casting.name} (cancel)` : this.choice.kind === 'spells' ? 'Cast a spell ▴' : 'Cast a spell ▾';
      const castButton = button(
        label,
        () => {
          // a spell picked is put away; else the list opens, or closes
          if (this.casting()) this.choice = NO_CHOICE;
          else this.toggleChoice('spells');
          this.refreshLooks();
          this.renderDock();
        },
        { testId: 'combat-cast', title: 'A spell instead of an attack (C) — 11.2' },
      );
      castButton.classList.add('combat-cast-btn');
      actions.append(castButton);
    }
    const hold = mine.find((x) => x.type === 'hold');
    if (hold) actions.append(button('Hold', () => this.send(hold), { testId: 'combat-hold', title: 'Do nothing this phase (Space)' }));
    if (this.choice.kind === 'spells' && spellOptions.length && a) {
      const chooser = this.spellChooser(a.woundPoints, a.wounds, spellOptions);
      actions.append(chooser);
      // on a phone the dock scrolls: bring the Cast button and the spells under it up to its top
      const dock = this.dock;
      const castButton = actions.querySelector<HTMLElement>('.combat-cast-btn');
      requestAnimationFrame(() => {
        if (!castButton?.isConnected || dock.scrollHeight <= dock.clientHeight) return;
        dock.scrollTop += castButton.getBoundingClientRect().top - dock.getBoundingClientRect().top - 8;
      });
    }
    if (this.choice.kind === 'items' && uses.length && a) {
      const chooser = el('div', { class: 'combat-chooser', 'data-testid': 'combat-use-chooser' });
      for (const u of uses) {
        const item = a.items[u.item];
        // 9.45, 9.46: a charm potion is drunk at a monster it names
        const at = u.target ? ` at the ${monsterTargetName(s, u.target)}` : '';
        chooser.append(button(`${item ? itemName(item) : `Item ${u.item + 1}`}${at}`, () => this.send(u), { testId: `combat-use-item-${u.item}${u.target ? `-${u.target}` : ''}` }));
      }
      actions.append(chooser);
    }
  }

  /** The dock's list of spells: name, cost, what it does; a tap picks one (11.2, 11.3, 12.13). */
  private spellChooser(woundPoints: number, wounds: number, options: SpellChoice[]): HTMLElement {
    const chooser = el('div', { class: 'combat-chooser combat-spells', 'data-testid': 'combat-spell-chooser', role: 'list' });
    for (const o of options) {
      const id = `combat-spell-${o.spell}${o.ring ? '-ring' : ''}`;
      const b = el(
        'button',
        { type: 'button', class: `btn combat-spell${o.ring ? ' ring' : ''}`, 'data-testid': id, 'data-spell': o.spell, role: 'listitem' },
        el('span', { class: 'combat-spell-top' }, el('span', { class: 'combat-spell-name' }, o.name), el('span', { class: 'combat-spell-cost' }, o.costText)),
        el('span', { class: 'combat-spell-detail' }, o.detail),
        el('span', { class: 'combat-spell-after' }, o.ring ? 'Through the ring: once per game (12.13)' : `Paid in wounds that never heal: ${afterCostText(woundPoints, wounds, o.cost)} (11.22)`),
      );
      b.addEventListener('click', () => this.pickSpell(o));
      chooser.append(b);
    }
    return chooser;
  }

  // ---------------------------------------------------------------------------------------------
  // playing events out: dice, wounds, the fallen

  private ms(n: number): number {
    return motionMs(n);
  }

  private wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((done) => this.time.delayedCall(ms, done));
  }

  private onChanged(state: GameState, events: GameEvent[], action?: Action): void {
    if (!this.alive) return;
    if (this.playing) this.finishPlayback();
    playedLogLength = controller.log.length;
    this.castPlaying = action?.type === 'cast' ? action.spell : null;
    const beats = events.filter(isBeat);
    if (this.mode(state) === 'none') {
      // The fight is over: the last blows land and the fallen fall where the player can see
      // them, then table.ts (waiting for FIGHT_SHOWN) hands the table back to the maze.
      if (beats.length === 0 || !this.shown) {
        this.shown = state;
        this.events.emit(FIGHT_SHOWN);
        return;
      }
      void this.play(state, beats, true, events)
        .then(() => this.wait(this.ms(700)))
        .finally(() => this.events.emit(FIGHT_SHOWN));
      return;
    }
    if (beats.length === 0 || !this.shown) {
      this.show(state, true);
      return;
    }
    void this.play(state, beats, true, events);
  }

  /** Shows the dice of this fight's opening that happened before the table was up (e.g. monsters striking first). */
  private replayOpening(state: GameState): void {
    const log = controller.log;
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
    if (beats.length) void this.play(state, beats, false);
  }

  private show(state: GameState, animate: boolean): void {
    // a new phase starts with nobody picked (the Party Combat Phase picks its first actor itself)
    if (this.mode(state) !== this.mode(this.shown) || state.combat?.round !== this.shown?.combat?.round) this.selected = null;
    this.shown = state;
    this.rows = this.rowsFor(state);
    this.layout();
    this.ensureSelection();
    this.settle(animate);
    this.refresh();
  }

  /** Events are being played out, pauses between beats included (src/ui/idleLoop.ts). */
  busy(): boolean {
    return this.playing > 0;
  }

  /** Plays the events one after another on the table as it was, then shows `state`. */
  private async play(state: GameState, beats: GameEvent[], applyWounds: boolean, events: GameEvent[] = []): Promise<void> {
    const id = ++this.playId;
    this.playing++;
    this.pendingState = state;
    this.logPending = events.length;
    this.maskLog();
    // A working copy of the table before, whose wounds mount as the dice land.
    const before = applyWounds && this.shown ? (JSON.parse(JSON.stringify(this.shown)) as GameState) : state;
    if (applyWounds) this.shown = before;
    this.refreshLooks();
    this.renderDock();
    for (const e of beats) {
      if (id !== this.playId) return;
      await this.beat(e, before, applyWounds);
      // its line (and the wound lines that follow from it) may now be read
      const k = events.indexOf(e);
      if (k >= 0) {
        let upTo = k;
        while (upTo + 1 < events.length && events[upTo + 1]!.kind === 'wounded') upTo++;
        this.logPending = Math.min(this.logPending, events.length - upTo - 1);
        this.maskLog();
      }
    }
    if (id !== this.playId) return;
    await this.wait(this.ms(200));
    if (id !== this.playId) return;
    this.playing = Math.max(0, this.playing - 1);
    this.pendingState = null;
    this.logPending = 0;
    this.maskLog();
    this.show(state, true);
  }

  /** Skips to the end of what is playing. */
  private finishPlayback(): void {
    if (!this.playing) return;
    this.playId++;
    this.playing = 0;
    this.logPending = 0;
    this.maskLog();
    this.dice.clear();
    this.flashGfx.clear();
    for (const v of [...this.views.values()]) {
      if (v.dying) {
        this.tweens.killTweensOf(v.root);
        v.root.destroy();
        this.views.delete(v.id);
      }
    }
    const state = this.pendingState ?? controller.state;
    this.pendingState = null;
    if (state) this.show(state, false);
  }

  private async beat(e: GameEvent, table: GameState, applyWounds: boolean): Promise<void> {
    const s = this.boxSize;
    if (e.kind === 'spell-cast') return this.spellBeat(e, table, applyWounds);
    if (e.kind === 'resisted') return this.resistBeat(e);
    if (e.kind === 'healed' && e.target) {
      // 12.35: the Troll's wounds knit
      const view = this.views.get(e.target);
      if (!view) return;
      if (applyWounds) this.addWounds(table, e.target, -(e.amount ?? 0));
      this.floatText(view, `+${e.amount ?? 0}`, '#7fe0a8');
      await this.wait(this.ms(500));
      return;
    }
    if (e.kind === 'wounded') {
      const view = e.who ? this.views.get(e.who) : undefined;
      if (!view || !e.who) return;
      if (e.dice?.length) await this.dice.roll(e.dice, { from: view.home, to: this.middleNear(view.home), size: s * 0.34, style: view.side === 'monsters' ? 'monster' : 'party', duration: this.ms(420) });
      const n = e.amount ?? 0;
      if (n > 0) {
        if (applyWounds) this.addWounds(table, e.who, n);
        this.floatText(view, `−${n}`, '#ff6a5a');
        this.shake(view);
      } else this.floatText(view, e.rule === '12.32' ? 'sickened' : 'soaked up', e.rule === '12.32' ? '#b8e07a' : '#8fc0ff');
      await this.wait(this.ms(380));
      return;
    }
    if (e.kind === 'attack') {
      const from = (e.who && this.views.get(e.who)?.home) || this.centre;
      const target = e.target ? this.views.get(e.target) : undefined;
      const to = target?.home ?? this.centre;
      const style: DieStyle = this.views.get(e.who ?? '')?.side === 'monsters' ? 'monster' : 'party';
      this.flash(from, to, style === 'monster' ? 0xff6a4a : counterColours.lit);
      await this.dice.roll(e.dice ?? [], { from, to: this.middleNear({ x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }), size: s * 0.4, style, duration: this.ms(620) });
      const amount = e.amount ?? 0;
      if (target && e.target) {
        if (applyWounds) this.addWounds(table, e.target, amount);
        this.floatText(target, amount > 0 ? `−${amount}` : 'miss', amount > 0 ? '#ff6a5a' : '#d8ccb0');
        if (amount > 0) this.shake(target);
      }
      await this.wait(this.ms(380));
      this.flashGfx.clear();
      return;
    }
    if (e.kind === 'died') {
      const id = e.target ?? e.who;
      const view = id ? this.views.get(id) : undefined;
      if (!view || !applyWounds) return;
      await this.fall(view);
      return;
    }
    if (e.kind === 'reorganized' && e.dice?.length) {
      const behind = this.boxCentre('monsters', Math.min(1, this.rows.monsters.length - 1), 1);
      await this.dice.roll(e.dice, { from: behind, to: this.middleNear(behind), size: s * 0.4, style: 'monster', duration: this.ms(520) });
      await this.wait(this.ms(250));
    }
  }

  /**
   * A spell-cast event: the caster pays and the spell flies (11.22, 12.13, 12.2); the target fails
   * its resist roll (11.24); or a monster falls asleep (11.3 Sleep). The event names its spell.
   */
  private async spellBeat(e: GameEvent, table: GameState, applyWounds: boolean): Promise<void> {
    const s = this.boxSize;
    const spell = e.spell;
    // the casting itself: paid in wounds (11.22), through a ring (12.13) or by an Evil Wizard (12.2)
    const paid = e.who !== undefined && (e.rule === '11.22' || e.rule === '12.13' || e.rule === '12.2');
    if (paid) {
      if (!spell) return; // every casting the engine records names its spell (GameEvent.spell)
      const caster = this.views.get(e.who!);
      const from = caster?.home ?? this.centre;
      const target = e.target ? this.views.get(e.target) : undefined;
      this.spellsShown.push(spell);
      // 12.2: the Evil Wizard's target is rolled as a monster's attack is
      if (e.rule === '12.2' && e.dice?.length) await this.dice.roll(e.dice, { from, to: this.middleNear(from), size: s * 0.36, style: 'monster', duration: this.ms(480) });
      const cost = e.amount ?? 0;
      if (caster && e.who) {
        if (applyWounds && cost > 0) this.addWounds(table, e.who, cost);
        this.floatText(caster, cost > 0 ? `${spellData[spell].name} −${cost}` : `${spellData[spell].name} (ring)`, '#d9b8ff');
      }
      await this.spellEffect(spellLook[spell], from, target?.home ?? null);
      return;
    }
    const view = e.target ? this.views.get(e.target) : undefined;
    if (!view) return;
    if (e.dice?.length) {
      // 11.24: the target's resist roll, lost
      await this.dice.roll(e.dice, { from: view.home, to: this.middleNear(view.home), size: s * 0.36, style: view.side === 'monsters' ? 'monster' : 'party', duration: this.ms(480) });
      this.floatText(view, 'fails to resist', '#ffcf8a');
      await this.wait(this.ms(420));
      return;
    }
    if (spell === 'sleep') {
      // 11.3 Sleep: out of the fight; the counter fades from its box
      this.floatText(view, 'asleep', '#c8d6ff');
      await this.fadeAway(view);
    }
  }

  /** A resist roll won (11.24, 12.32–12.34): the die lands beside the one who resisted. */
  private async resistBeat(e: GameEvent): Promise<void> {
    const id = e.who ?? e.target;
    const view = id ? this.views.get(id) : undefined;
    if (!view || !e.dice?.length) return;
    await this.dice.roll(e.dice, { from: view.home, to: this.middleNear(view.home), size: this.boxSize * 0.36, style: view.side === 'monsters' ? 'monster' : 'party', duration: this.ms(480) });
    this.floatText(view, 'resists!', '#9fd8ff');
    this.ring(view.home, 0x9fd8ff);
    await this.wait(this.ms(420));
  }

  /** Runs `draw(t)` for t from 0 to 1 over `ms` (once, at t = 1, with no animation). */
  private animate(ms: number, draw: (t: number) => void): Promise<void> {
    if (ms <= 0) {
      draw(1);
      return Promise.resolve();
    }
    return new Promise((done) => {
      const clock = { t: 0 };
      this.tweens.add({ targets: clock, t: 1, duration: ms, onUpdate: () => draw(clock.t), onComplete: () => (draw(1), done()) });
    });
  }

  /** A spell going off on the table, drawn with plain graphics over the counters. */
  private async spellEffect(look: SpellLook, from: Point, to: Point | null): Promise<void> {
    const g = this.add.graphics();
    this.fxLayer.add(g);
    const s = this.boxSize;
    const cs = this.counterSize();
    const aim = to ?? this.centre;
    const start = to ? towards(from, aim, cs * 0.45) : from;
    const end = to ? towards(aim, from, cs * 0.2) : aim;
    try {
      switch (look) {
        case 'bolt': {
          // Lightning: a jagged bolt that flickers, then a flash on the target
          let last = -1;
          await this.animate(this.ms(480), (t) => {
            const step = Math.floor(t * 6);
            if (step === last && t < 1) return;
            last = step;
            g.clear();
            if (t >= 1) return;
            const path = boltPath(start, end, 7, s * 0.16, Math.random);
            for (const [w, c, a] of [[s * 0.16, 0xfff3a0, 0.25], [s * 0.07, 0xfff8d0, 0.8], [s * 0.025, 0xffffff, 1]] as const) {
              g.lineStyle(Math.max(1, w), c, a);
              g.strokePoints(path.map((p) => new Phaser.Math.Vector2(p.x, p.y)), false);
            }
            g.fillStyle(0xfff8d0, 0.35 * (1 - t));
            g.fillCircle(end.x, end.y, cs * 0.55);
          });
          break;
        }
        case 'orb': {
          // Blast: a ball of force flies and bursts
          await this.animate(this.ms(380), (t) => {
            g.clear();
            const x = start.x + (end.x - start.x) * t;
            const y = start.y + (end.y - start.y) * t;
            g.fillStyle(0xff9a3c, 0.35);
            g.fillCircle(x, y, s * 0.2);
            g.fillStyle(0xffe2a0, 1);
            g.fillCircle(x, y, s * 0.1);
          });
          await this.animate(this.ms(260), (t) => {
            g.clear();
            if (t >= 1) return;
            g.lineStyle(Math.max(2, s * 0.06 * (1 - t)), 0xffb050, 1 - t);
            g.strokeCircle(end.x, end.y, cs * (0.2 + 0.5 * t));
          });
          break;
        }
        case 'burst': {
          // Explosion: a ring of fire sweeps the whole table, caster and all
          const reach = Math.hypot(this.field.w, this.field.h) * 0.6;
          await this.animate(this.ms(650), (t) => {
            g.clear();
            if (t >= 1) return;
            g.fillStyle(0xff7a2a, 0.25 * (1 - t));
            g.fillCircle(from.x, from.y, reach * t);
            g.lineStyle(Math.max(3, s * 0.12 * (1 - t)), 0xffc060, 0.9 * (1 - t));
            g.strokeCircle(from.x, from.y, reach * t);
          });
          break;
        }
        case 'sleep':
        case 'charm': {
          // Sleep: a pale haze settles on the target; Charm: violet rings close on it
          const colour = look === 'sleep' ? 0xb8c8ff : 0xc58bff;
          await this.animate(this.ms(560), (t) => {
            g.clear();
            if (t >= 1) return;
            g.lineStyle(Math.max(2, s * 0.03), colour, 0.6 * (1 - t));
            g.lineBetween(start.x, start.y, end.x, end.y);
            for (let i = 0; i < 3; i++) {
              const k = (t + i / 3) % 1;
              const r = look === 'sleep' ? cs * (0.2 + 0.5 * k) : cs * (0.9 - 0.6 * k);
              g.lineStyle(Math.max(2, s * 0.04), colour, 0.8 * (1 - k));
              g.strokeCircle(aim.x, aim.y, r);
            }
          });
          break;
        }
        case 'glow':
          await this.animate(this.ms(420), (t) => {
            g.clear();
            if (t >= 1) return;
            g.lineStyle(Math.max(2, s * 0.05), 0x8fe0b0, 1 - t);
            g.strokeCircle(aim.x, aim.y, cs * (0.3 + 0.4 * t));
          });
          break;
      }
    } finally {
      g.destroy();
    }
  }

  /** A ring that widens and fades round a point (a resist roll won). */
  private ring(at: Point, colour: number): void {
    const g = this.add.graphics();
    this.fxLayer.add(g);
    void this.animate(this.ms(500), (t) => {
      g.clear();
      if (t >= 1) return;
      g.lineStyle(Math.max(2, this.boxSize * 0.05), colour, 1 - t);
      g.strokeCircle(at.x, at.y, this.counterSize() * (0.5 + 0.3 * t));
    }).then(() => g.destroy());
  }

  /** A counter leaving the table without dying (11.3 Sleep): it fades out of its box. */
  private fadeAway(view: CounterView): Promise<void> {
    view.dying = true;
    view.pulse?.stop();
    view.pulse = null;
    this.drawLines();
    const done = () => {
      view.root.destroy();
      if (this.views.get(view.id) === view) this.views.delete(view.id);
    };
    const ms = this.ms(520);
    if (ms <= 0) {
      done();
      return Promise.resolve();
    }
    return new Promise((resolve) => this.tweens.add({ targets: view.root, alpha: 0, scale: 0.85, duration: ms, ease: 'Quad.In', onComplete: () => (done(), resolve()) }));
  }

  private addWounds(table: GameState, id: string, n: number): void {
    const unit =
      table.party.adventurers.find((a) => a.id === id) ??
      table.party.charmed.find((c) => c.unit.id === id)?.unit ??
      monstersHere(table)?.units.find((u) => u.id === id);
    if (!unit) return;
    unit.wounds += n;
    const view = this.views.get(id);
    if (view) this.drawWounds(view, unit.woundPoints ?? 0, unit.wounds);
  }

  private flash(from: Point, to: Point, colour: number): void {
    const g = this.flashGfx;
    g.clear();
    const cs = this.counterSize();
    const a = towards(from, to, cs * 0.5);
    const b = towards(to, from, cs * 0.5);
    g.lineStyle(Math.max(3, this.boxSize * 0.07), colour, 0.9);
    g.lineBetween(a.x, a.y, b.x, b.y);
    arrowHead(g, a, b, this.boxSize * 0.2, colour);
  }

  private floatText(view: CounterView, text: string, colour: string): void {
    const size = Math.round(this.boxSize * 0.3);
    const t = this.add
      .text(view.root.x, view.root.y - this.counterSize() * 0.1, text, { fontFamily: 'Georgia, serif', fontStyle: 'bold', fontSize: `${size}px`, color: colour, stroke: '#1a0e0a', strokeThickness: Math.max(2, size * 0.14) })
      .setOrigin(0.5);
    this.fxLayer.add(t);
    const ms = this.ms(900);
    if (ms <= 0) {
      this.time.delayedCall(900, () => t.destroy());
      return;
    }
    this.tweens.add({ targets: t, y: t.y - this.boxSize * 0.45, alpha: { from: 1, to: 0 }, duration: ms, ease: 'Cubic.Out', onComplete: () => t.destroy() });
  }

  private shake(view: CounterView): void {
    const ms = this.ms(60);
    if (ms <= 0) return;
    this.tweens.add({ targets: view.root, x: view.root.x + this.boxSize * 0.05, duration: ms, yoyo: true, repeat: 2, ease: 'Sine.InOut', onComplete: () => view.root.setPosition(view.home.x, view.home.y) });
  }

  /** 8.46: the dead counter topples and fades from its box. */
  private fall(view: CounterView): Promise<void> {
    view.dying = true;
    view.pulse?.stop();
    view.pulse = null;
    this.drawLines();
    const ms = this.ms(560);
    if (ms <= 0) {
      view.root.destroy();
      this.views.delete(view.id);
      return Promise.resolve();
    }
    return new Promise((done) => {
      this.tweens.add({
        targets: view.root,
        angle: view.side === 'party' ? -82 : 82,
        y: view.root.y + this.boxSize * 0.18,
        alpha: 0,
        scaleY: 0.7,
        duration: ms,
        ease: 'Quad.In',
        onComplete: () => {
          view.root.destroy();
          if (this.views.get(view.id) === view) this.views.delete(view.id);
          done();
        },
      });
    });
  }

  // ---------------------------------------------------------------------------------------------
  // resizing and the test hook

  private relayout(): void {
    if (!this.alive) return;
    this.ratio = 1 / (this.scale.zoom || 1);
    this.input.dragDistanceThreshold = DRAG_THRESHOLD * this.ratio;
    this.layout();
    this.settle(false);
    this.refreshLooks();
  }

  private readonly onResize = (): void => this.relayout();

  private exposeTestHook(): void {
    const toPage = (p: Point): ScreenPoint => {
      const rect = this.game.canvas.getBoundingClientRect();
      return { x: rect.left + window.scrollX + (p.x * rect.width) / this.scale.width, y: rect.top + window.scrollY + (p.y * rect.height) / this.scale.height };
    };
    const lineUpNow = () => {
      const s = controller.state;
      const o = s ? this.lineUpOptions(s)[this.lineUpIndex] : undefined;
      return o ? { front: [...o.front], facing: o.facing } : null;
    };
    const info = Object.defineProperties({} as CombatHookInfo, {
      animating: { enumerable: true, get: () => this.playing > 0 },
      sliding: { enumerable: true, get: () => [...this.views.values()].some((v) => !v.dying && this.tweens.isTweening(v.root)) },
      diceLanded: { enumerable: true, get: () => this.dice.landed },
      lastDice: { enumerable: true, get: () => [...this.dice.lastFaces] },
      mode: { enumerable: true, get: () => this.mode() },
      selected: { enumerable: true, get: () => this.selected },
      litTargets: { enumerable: true, get: () => this.litTargets() },
      litBoxes: { enumerable: true, get: () => this.litBoxes() },
      lineUp: { enumerable: true, get: lineUpNow },
    });
    const statuses = (): Record<string, string[]> => {
      const s = this.shown;
      const out: Record<string, string[]> = {};
      if (s) for (const [id, m] of this.membersOf(s)) if (m.status.length) out[id] = m.status.map((x) => x.key);
      return out;
    };
    const spells = Object.defineProperties({} as CombatSpellHookInfo, {
      casting: {
        enumerable: true,
        get: () => {
          const c = this.casting();
          return c ? `${c.spell}${c.ring ? ':ring' : ''}` : null;
        },
      },
      spellsShown: { enumerable: true, get: () => [...this.spellsShown] },
      statuses: { enumerable: true, get: statuses },
    });
    const base: CombatTestHook = {
      ready: false,
      scene: 'CombatScene',
      hud: '',
      chitsDrawn: 0,
      cellToScreen: () => ({ x: 0, y: 0 }),
      camera: { zoom: 1, scrollX: 0, scrollY: 0 },
      counterToScreen: (id: string): ScreenPoint | null => {
        const v = this.views.get(id);
        return v && !v.dying ? toPage({ x: v.root.x, y: v.root.y }) : null;
      },
      boxToScreen: (side: 'party' | 'monsters', row: number, box: number) => toPage(this.boxCentre(side, row, box)),
      combat: info,
      spells,
      state: null,
      pixelRatio: 1,
    };
    const hook = Object.defineProperties(base, {
      state: { enumerable: true, get: () => controller.state },
      pixelRatio: { enumerable: true, get: () => this.ratio },
    });
    window.__deathmaze = hook;
    this.events.once(Phaser.Scenes.Events.POST_UPDATE, () => {
      this.game.events.once(Phaser.Core.Events.POST_RENDER, () => {
        if (window.__deathmaze === hook) hook.ready = true;
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------
// helpers

/** Events played out on the table, one after another: blows, deaths, spells and resist rolls, regeneration. */
function isBeat(e: GameEvent): boolean {
  switch (e.kind) {
    case 'attack':
    case 'reorganized':
    case 'resisted':
      return (e.dice?.length ?? 0) > 0;
    case 'died':
    case 'spell-cast':
      return true;
    case 'healed':
      return e.target !== undefined; // 12.35: a Troll's wounds knit
    case 'wounded':
      // wounds with no blow before them: the stench (12.32), fire breath (12.33), the Explosion or Mage Armor (11.3)
      return e.who !== undefined && (e.rule === '12.32' || e.rule === '12.33' || e.rule === '11.3');
    default:
      return false;
  }
}

/** The point `by` along the way from `a` to `b`. */
function towards(a: Point, b: Point, by: number): Point {
  const d = Math.max(1e-6, Math.hypot(b.x - a.x, b.y - a.y));
  const k = Math.min(by, d / 2) / d;
  return { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k };
}

function arrowHead(g: Phaser.GameObjects.Graphics, from: Point, to: Point, size: number, colour: number): void {
  const ang = Math.atan2(to.y - from.y, to.x - from.x);
  const spread = 0.45;
  g.fillStyle(colour, 0.95);
  g.fillTriangle(to.x, to.y, to.x - Math.cos(ang - spread) * size, to.y - Math.sin(ang - spread) * size, to.x - Math.cos(ang + spread) * size, to.y - Math.sin(ang + spread) * size);
}

function dashed(g: Phaser.GameObjects.Graphics, a: Point, b: Point, width: number, colour: number, alpha: number, dash: number): void {
  const d = Math.hypot(b.x - a.x, b.y - a.y);
  const n = Math.max(1, Math.floor(d / (dash * 2)));
  g.lineStyle(width, colour, alpha);
  for (let i = 0; i < n; i++) {
    const t0 = (i * 2 * dash) / d;
    const t1 = Math.min(1, (i * 2 * dash + dash) / d);
    g.lineBetween(a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0, a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1);
  }
}

/** Of several legal orders that put `mover` in the same box, the one that moves everyone else least. */
function leastMoved(before: MarchingOrder, options: ReorganizeAction[], mover: string): ReorganizeAction {
  const where = (order: MarchingOrder) => {
    const m = new Map<string, [number, number]>();
    order.forEach((row, r) => row.forEach((id, b) => id !== null && m.set(id, [r, b])));
    return m;
  };
  const was = where(before);
  const cost = (o: ReorganizeAction) => {
    let n = 0;
    for (const [id, [r, b]] of where(o.order)) {
      if (id === mover) continue;
      const [r0, b0] = was.get(id) ?? [r, b];
      n += Math.abs(r - r0) * 4 + Math.abs(b - b0);
    }
    return n;
  };
  return options.reduce((best, o) => (cost(o) < cost(best) ? o : best));
}
