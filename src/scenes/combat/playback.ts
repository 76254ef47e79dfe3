/**
 * Playing events out on the combat table, one after another: dice landing, wounds appearing on
 * the counters, the dead falling (8.46), spells going off (11.2, 12.2) and resist rolls (11.24),
 * the Troll's wounds knitting (12.35). The table shows the state before while they play, then
 * the state after.
 */
import type * as Phaser from 'phaser';
import { monstersHere, type GameEvent, type GameState } from '../../games/deathmaze';
import { spells as spellData, type SpellId } from '../../games/deathmaze';
import { ms as motionMs } from '../../ui/boardMotion';
import { counterColours } from '../../ui/counterArt';
import { DiceTray, type DieStyle } from '../../ui/dice';
import { spellLook } from '../../ui/spellChoices';
import type { CounterView } from './counters';
import { arrowHead } from './lines';
import { towards, type Point, type Table } from './model';
import { SpellEffects } from './spellEffects';

export class Playback {
  /** Events being played out (pauses between beats included). */
  playing = 0;
  private playId = 0;
  /** Log lines not yet played out on the table: the strip keeps them blank until their dice land. */
  logPending = 0;
  private pendingState: GameState | null = null;
  /** The spell of the cast action being played out, for the dock's hint (the table reads each event's own spell). */
  castPlaying: SpellId | null = null;
  /** Spells drawn going off on this table so far, in order. */
  spellsShown: string[] = [];
  readonly flashGfx: Phaser.GameObjects.Graphics;
  readonly fxLayer: Phaser.GameObjects.Container;
  readonly dice: DiceTray;
  private readonly effects: SpellEffects;

  constructor(private readonly t: Table) {
    this.flashGfx = t.phaser.add.graphics();
    this.fxLayer = t.phaser.add.container(0, 0);
    this.dice = new DiceTray(t.phaser, this.fxLayer);
    this.effects = new SpellEffects(t, this.fxLayer);
  }

  /** Stops whatever plays (the scene is shutting down). */
  stop(): void {
    this.playId++;
    this.playing = 0;
  }

  ms(n: number): number {
    return motionMs(n);
  }

  wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((done) => this.t.phaser.time.delayedCall(ms, done));
  }

  /** Plays the events one after another on the table as it was, then shows `state`. */
  async play(state: GameState, beats: GameEvent[], applyWounds: boolean, events: GameEvent[] = []): Promise<void> {
    const id = ++this.playId;
    this.playing++;
    this.pendingState = state;
    this.logPending = events.length;
    this.t.dock.maskLog();
    // A working copy of the table before, whose wounds mount as the dice land.
    const before = applyWounds && this.t.shown ? (JSON.parse(JSON.stringify(this.t.shown)) as GameState) : state;
    if (applyWounds) this.t.shown = before;
    this.t.refreshLooks();
    this.t.dock.render();
    for (const e of beats) {
      if (id !== this.playId) return;
      await this.beat(e, before, applyWounds);
      // its line (and the wound lines that follow from it) may now be read
      const k = events.indexOf(e);
      if (k >= 0) {
        let upTo = k;
        while (upTo + 1 < events.length && events[upTo + 1]!.kind === 'wounded') upTo++;
        this.logPending = Math.min(this.logPending, events.length - upTo - 1);
        this.t.dock.maskLog();
      }
    }
    if (id !== this.playId) return;
    await this.wait(this.ms(200));
    if (id !== this.playId) return;
    this.playing = Math.max(0, this.playing - 1);
    this.pendingState = null;
    this.logPending = 0;
    this.t.dock.maskLog();
    this.t.show(state, true);
  }

  /** Skips to the end of what is playing. */
  finish(): void {
    if (!this.playing) return;
    this.playId++;
    this.playing = 0;
    this.logPending = 0;
    this.t.dock.maskLog();
    this.dice.clear();
    this.flashGfx.clear();
    this.t.counters.clearDying();
    const state = this.pendingState ?? this.t.port.state;
    this.pendingState = null;
    if (state) this.t.show(state, false);
  }

  private view(id: string | undefined): CounterView | undefined {
    return id ? this.t.counters.views.get(id) : undefined;
  }

  private async beat(e: GameEvent, table: GameState, applyWounds: boolean): Promise<void> {
    const { board } = this.t;
    const s = board.boxSize;
    if (e.kind === 'spell-cast') return this.spellBeat(e, table, applyWounds);
    if (e.kind === 'resisted') return this.resistBeat(e);
    if (e.kind === 'healed' && e.target) {
      // 12.35: the Troll's wounds knit
      const view = this.view(e.target);
      if (!view) return;
      if (applyWounds) this.addWounds(table, e.target, -(e.amount ?? 0));
      this.floatText(view, `+${e.amount ?? 0}`, '#7fe0a8');
      await this.wait(this.ms(500));
      return;
    }
    if (e.kind === 'wounded') {
      const view = this.view(e.who);
      if (!view || !e.who) return;
      if (e.dice?.length) await this.dice.roll(e.dice, { from: view.home, to: board.middleNear(view.home), size: s * 0.34, style: view.side === 'monsters' ? 'monster' : 'party', duration: this.ms(420) });
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
      const from = this.view(e.who)?.home || board.centre;
      const target = this.view(e.target);
      const to = target?.home ?? board.centre;
      const style: DieStyle = this.view(e.who)?.side === 'monsters' ? 'monster' : 'party';
      this.flash(from, to, style === 'monster' ? 0xff6a4a : counterColours.lit);
      await this.dice.roll(e.dice ?? [], { from, to: board.middleNear({ x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }), size: s * 0.4, style, duration: this.ms(620) });
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
      const view = this.view(e.target ?? e.who);
      if (!view || !applyWounds) return;
      await this.fall(view);
      return;
    }
    if (e.kind === 'reorganized' && e.dice?.length) {
      const behind = board.boxCentre('monsters', Math.min(1, board.rows.monsters.length - 1), 1);
      await this.dice.roll(e.dice, { from: behind, to: board.middleNear(behind), size: s * 0.4, style: 'monster', duration: this.ms(520) });
      await this.wait(this.ms(250));
    }
  }

  /**
   * A spell-cast event: the caster pays and the spell flies (11.22, 12.13, 12.2); the target fails
   * its resist roll (11.24); or a monster falls asleep (11.3 Sleep). The event names its spell.
   */
  private async spellBeat(e: GameEvent, table: GameState, applyWounds: boolean): Promise<void> {
    const { board } = this.t;
    const s = board.boxSize;
    const spell = e.spell;
    // the casting itself: paid in wounds (11.22), through a ring (12.13) or by an Evil Wizard (12.2)
    const paid = e.who !== undefined && (e.rule === '11.22' || e.rule === '12.13' || e.rule === '12.2');
    if (paid) {
      if (!spell) return; // every casting the engine records names its spell (GameEvent.spell)
      const caster = this.view(e.who);
      const from = caster?.home ?? board.centre;
      const target = this.view(e.target);
      this.spellsShown.push(spell);
      // 12.2: the Evil Wizard's target is rolled as a monster's attack is
      if (e.rule === '12.2' && e.dice?.length) await this.dice.roll(e.dice, { from, to: board.middleNear(from), size: s * 0.36, style: 'monster', duration: this.ms(480) });
      const cost = e.amount ?? 0;
      if (caster && e.who) {
        if (applyWounds && cost > 0) this.addWounds(table, e.who, cost);
        this.floatText(caster, cost > 0 ? `${spellData[spell].name} −${cost}` : `${spellData[spell].name} (ring)`, '#d9b8ff');
      }
      await this.effects.play(spellLook[spell], from, target?.home ?? null);
      return;
    }
    const view = this.view(e.target);
    if (!view) return;
    if (e.dice?.length) {
      // 11.24: the target's resist roll, lost
      await this.dice.roll(e.dice, { from: view.home, to: board.middleNear(view.home), size: s * 0.36, style: view.side === 'monsters' ? 'monster' : 'party', duration: this.ms(480) });
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
    const view = this.view(e.who ?? e.target);
    if (!view || !e.dice?.length) return;
    const { board } = this.t;
    await this.dice.roll(e.dice, { from: view.home, to: board.middleNear(view.home), size: board.boxSize * 0.36, style: view.side === 'monsters' ? 'monster' : 'party', duration: this.ms(480) });
    this.floatText(view, 'resists!', '#9fd8ff');
    this.effects.ring(view.home, 0x9fd8ff);
    await this.wait(this.ms(420));
  }

  /** A counter leaving the table without dying (11.3 Sleep): it fades out of its box. */
  private fadeAway(view: CounterView): Promise<void> {
    view.dying = true;
    view.pulse?.stop();
    view.pulse = null;
    this.t.lines.draw();
    const views = this.t.counters.views;
    const done = () => {
      view.root.destroy();
      if (views.get(view.id) === view) views.delete(view.id);
    };
    const ms = this.ms(520);
    if (ms <= 0) {
      done();
      return Promise.resolve();
    }
    return new Promise((resolve) => this.t.phaser.tweens.add({ targets: view.root, alpha: 0, scale: 0.85, duration: ms, ease: 'Quad.In', onComplete: () => (done(), resolve()) }));
  }

  private addWounds(table: GameState, id: string, n: number): void {
    const unit =
      table.party.adventurers.find((a) => a.id === id) ??
      table.party.charmed.find((c) => c.unit.id === id)?.unit ??
      monstersHere(table)?.units.find((u) => u.id === id);
    if (!unit) return;
    unit.wounds += n;
    const view = this.t.counters.views.get(id);
    if (view) this.t.counters.drawWounds(view, unit.woundPoints ?? 0, unit.wounds);
  }

  private flash(from: Point, to: Point, colour: number): void {
    const g = this.flashGfx;
    g.clear();
    const { board } = this.t;
    const cs = board.counterSize();
    const a = towards(from, to, cs * 0.5);
    const b = towards(to, from, cs * 0.5);
    g.lineStyle(Math.max(3, board.boxSize * 0.07), colour, 0.9);
    g.lineBetween(a.x, a.y, b.x, b.y);
    arrowHead(g, a, b, board.boxSize * 0.2, colour);
  }

  private floatText(view: CounterView, text: string, colour: string): void {
    const { board, phaser: scene } = this.t;
    const size = Math.round(board.boxSize * 0.3);
    const t = scene.add
      .text(view.root.x, view.root.y - board.counterSize() * 0.1, text, { fontFamily: 'Georgia, serif', fontStyle: 'bold', fontSize: `${size}px`, color: colour, stroke: '#1a0e0a', strokeThickness: Math.max(2, size * 0.14) })
      .setOrigin(0.5);
    this.fxLayer.add(t);
    const ms = this.ms(900);
    if (ms <= 0) {
      scene.time.delayedCall(900, () => t.destroy());
      return;
    }
    scene.tweens.add({ targets: t, y: t.y - board.boxSize * 0.45, alpha: { from: 1, to: 0 }, duration: ms, ease: 'Cubic.Out', onComplete: () => t.destroy() });
  }

  private shake(view: CounterView): void {
    const ms = this.ms(60);
    if (ms <= 0) return;
    this.t.phaser.tweens.add({ targets: view.root, x: view.root.x + this.t.board.boxSize * 0.05, duration: ms, yoyo: true, repeat: 2, ease: 'Sine.InOut', onComplete: () => view.root.setPosition(view.home.x, view.home.y) });
  }

  /** 8.46: the dead counter topples and fades from its box. */
  private fall(view: CounterView): Promise<void> {
    view.dying = true;
    view.pulse?.stop();
    view.pulse = null;
    this.t.lines.draw();
    const views = this.t.counters.views;
    const ms = this.ms(560);
    if (ms <= 0) {
      view.root.destroy();
      views.delete(view.id);
      return Promise.resolve();
    }
    return new Promise((done) => {
      this.t.phaser.tweens.add({
        targets: view.root,
        angle: view.side === 'party' ? -82 : 82,
        y: view.root.y + this.t.board.boxSize * 0.18,
        alpha: 0,
        scaleY: 0.7,
        duration: ms,
        ease: 'Quad.In',
        onComplete: () => {
          view.root.destroy();
          if (views.get(view.id) === view) views.delete(view.id);
          done();
        },
      });
    });
  }
}

/** Events played out on the table, one after another: blows, deaths, spells and resist rolls, regeneration. */
export function isBeat(e: GameEvent): boolean {
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
