/**
 * The counters on the combat table: each one's art, name or number, weapon in hand (8.41), wound
 * track (8.45) and special states (12.3, 11.3, 9.45); rims for the chosen one, the lit targets
 * and who may still act; moving them to their boxes.
 */
import * as Phaser from 'phaser';
import { reducedMotion } from '../../ui/boardMotion';
import { counterColours, counterPx, counterTexture, weaponTexture } from '../../ui/counterArt';
import { membersOf, SPELL_LIT, type Member, type Point, type Side, type Table } from './model';

export interface CounterView {
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

export class Counters {
  views = new Map<string, CounterView>();
  readonly layer: Phaser.GameObjects.Container;

  constructor(private readonly t: Table) {
    this.layer = t.phaser.add.container(0, 0);
  }

  private get scene(): Phaser.Scene {
    return this.t.phaser;
  }

  private size(): number {
    return this.t.board.counterSize();
  }

  /** The counter standing in its box (not one falling or fading away). */
  living(id: string): CounterView | null {
    const v = this.views.get(id);
    return v && !v.dying ? v : null;
  }

  /** Puts every counter in its box (moving them there when `animate`), and takes away those gone. */
  settle(animate: boolean): void {
    const s = this.t.shown;
    if (!s) return;
    const members = membersOf(s);
    const present = new Set<string>();
    for (const side of ['monsters', 'party'] as const) {
      const rows = this.t.board.rows[side];
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
          const to = this.t.board.boxCentre(side, r, b);
          if (!view) {
            view = this.make(m, key, side);
            view.root.setPosition(was?.x ?? to.x, was?.y ?? to.y);
            this.views.set(id, view);
          }
          view.home = to;
          this.draw(view, m);
          if (!this.t.controls.isDragged(view)) this.moveTo(view, to, animate);
        }),
      );
    }
    for (const [id, view] of this.views) {
      if (present.has(id) || view.dying) continue;
      this.views.delete(id);
      view.root.destroy();
    }
    this.t.refreshLooks();
  }

  private moveTo(view: CounterView, to: Point, animate: boolean): void {
    this.scene.tweens.killTweensOf(view.root);
    const d = Phaser.Math.Distance.Between(view.root.x, view.root.y, to.x, to.y);
    const ms = animate && d > 1 ? this.t.playback.ms(260) : 0;
    if (ms <= 0) {
      view.root.setPosition(to.x, to.y).setAngle(0);
      return;
    }
    this.scene.tweens.add({ targets: view.root, x: to.x, y: to.y, angle: 0, duration: ms, ease: 'Cubic.Out' });
  }

  /** Back to its box, as a drop that goes nowhere. */
  springBack(view: CounterView): void {
    const { tweens } = this.scene;
    const playback = this.t.playback;
    tweens.killTweensOf(view.root);
    if (playback.ms(1) <= 0) view.root.setPosition(view.home.x, view.home.y);
    else tweens.add({ targets: view.root, x: view.home.x, y: view.home.y, duration: playback.ms(320), ease: 'Back.Out' });
  }

  /** The counter under a point, the nearest when they crowd. */
  at(x: number, y: number): CounterView | null {
    const half = this.size() / 2 + 4 * this.t.board.ratio;
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

  private make(m: Member, key: string, side: Side): CounterView {
    const add = this.scene.add;
    const root = add.container(0, 0);
    this.layer.add(root);
    const shadow = add.graphics();
    const rim = add.graphics();
    const art = add.image(0, 0, '__DEFAULT');
    const label = add.text(0, 0, '', { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontStyle: 'bold', color: counterColours.ivory }).setOrigin(0.5);
    const number = add.text(0, 0, '', { fontFamily: 'Georgia, "Times New Roman", serif', fontStyle: 'bold', color: '#2a160e', backgroundColor: '#efe4c8', padding: { x: 4, y: 1 } }).setOrigin(0.5);
    const track = add.graphics();
    const weapon = add.image(0, 0, '__DEFAULT');
    const chitBack = add.graphics();
    const chitText = add.text(0, 0, '', { fontFamily: 'system-ui, sans-serif', fontStyle: 'bold', color: '#ffffff' }).setOrigin(0.5);
    const chit = add.container(0, 0, [chitBack, chitText]);
    const tag = add
      .text(0, 0, '', { fontFamily: 'system-ui, sans-serif', fontStyle: 'bold', color: '#1c0f2a', backgroundColor: '#c58bff', padding: { x: 4, y: 1 } })
      .setOrigin(0.5)
      .setVisible(m.status.length > 0);
    root.add([shadow, rim, art, label, number, track, weapon, chit, tag]);
    return { id: m.id, key, side, root, shadow, rim, art, label, number, track, weapon, chit, chitText, tag, home: { x: 0, y: 0 }, dying: false, pulse: null };
  }

  private draw(view: CounterView, m: Member): void {
    const cs = this.size();
    const ratio = this.t.board.ratio;
    const face = counterTexture(this.scene, m.kind, counterPx(cs));
    view.art.setTexture(face.key, face.frame).setDisplaySize(cs, cs);
    view.shadow.clear();
    view.shadow.fillStyle(0x000000, 0.35);
    view.shadow.fillRoundedRect(-cs / 2 + cs * 0.04, -cs / 2 + cs * 0.07, cs, cs, cs * 0.09);

    // adventurers by name; monsters carry their type printed, plus a number when several are alike
    const isMonsterKind = m.kind !== 'hero' && m.kind !== 'thief' && m.kind !== 'wizard';
    view.label.setVisible(!isMonsterKind);
    if (!isMonsterKind) {
      // never smaller than 8 CSS pixels, even when many rows make the counters small
      const least = Math.round(8 * ratio);
      let size = Math.max(Math.round(cs * 0.135), Math.round(9 * ratio));
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
      .setFontSize(Math.max(Math.round(cs * 0.1), Math.round(8 * ratio)))
      .setPosition(0, -cs * 0.5)
      .setVisible(first !== undefined);
    if (view.tag.width > cs * 1.15) view.tag.setScale((cs * 1.15) / view.tag.width);
    else view.tag.setScale(1);

    // the weapon in hand (8.41), as a token on the counter's corner
    view.weapon.setVisible(m.weapon !== null);
    if (m.weapon !== null) {
      const ws = cs * 0.36;
      const token = weaponTexture(this.scene, m.weapon, counterPx(ws));
      view.weapon.setTexture(token.key, token.frame).setDisplaySize(ws, ws).setPosition(-cs * 0.42, cs * 0.1);
    }
    this.drawWounds(view, m.woundPoints, m.wounds);
  }

  /** Wound pips along the counter's foot (8.45); with many Wound Points, a bar and a wound counter. */
  drawWounds(view: CounterView, woundPoints: number, wounds: number): void {
    const cs = this.size();
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
  drawRims(): void {
    const s = this.t.shown;
    if (!s) return;
    const members = membersOf(s);
    const mode = this.t.mode();
    const choices = this.t.choices;
    const actors = new Set(mode === 'party' && !this.t.playback.playing ? choices.actorIds() : []);
    const lit = new Set(choices.litTargets());
    const acted = new Set(s.combat?.acted ?? []);
    const cs = this.size();
    const casting = choices.casting() !== null;
    for (const view of this.views.values()) {
      if (view.dying) continue;
      const m = members.get(view.id);
      const g = view.rim;
      g.clear();
      const selected = choices.selected === view.id;
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
      else if (isLit) rimAt(cs * 0.07, casting ? SPELL_LIT : counterColours.lit, Math.max(2, cs * 0.06));
      else if (isActor) rimAt(cs * 0.06, 0x7fc4ff, Math.max(2, cs * 0.04), 0.9);
      if (choices.focused === view.id) {
        // the keyboard's mark: the counter whose button in the dock has the focus, ringed dark then white
        rimAt(cs * 0.16, 0x101418, Math.max(3, cs * 0.07));
        rimAt(cs * 0.16, 0xffffff, Math.max(2, cs * 0.035));
      }
      view.root.setAlpha(mode === 'party' && view.side === 'party' && acted.has(view.id) ? 0.72 : 1);
      const wantPulse = (isLit || (isActor && !selected)) && !reducedMotion() && choices.focused !== view.id;
      if (wantPulse && !view.pulse) {
        view.pulse = this.scene.tweens.add({ targets: g, alpha: { from: 1, to: 0.45 }, duration: 700, yoyo: true, repeat: -1, ease: 'Sine.InOut' });
      } else if (!wantPulse && view.pulse) {
        view.pulse.stop();
        view.pulse = null;
        g.setAlpha(1);
      }
    }
  }

  /** Takes away the counters still falling or fading (a playback skipped to its end). */
  clearDying(): void {
    for (const v of [...this.views.values()]) {
      if (v.dying) {
        this.scene.tweens.killTweensOf(v.root);
        v.root.destroy();
        this.views.delete(v.id);
      }
    }
  }
}
