/**
 * The table edge of the board (drawn by the HUD camera, in canvas pixels, unmoved by pan and
 * zoom): the status line, the two cups with what is left in them, and the chit just drawn,
 * which waits beside its cup to be picked up, turned and laid (5.22–5.25). Thrown-back chits
 * fly back into their cup for all to see (5.23, 5.25, 5.29: thrownBack.ts; the cups are
 * tableCups.ts).
 */
import * as Phaser from 'phaser';
import { chitsOnBoard, legalPlacements, type Cup, type GameEvent, type GameState, type Rotation } from '../games/deathmaze';
import { chitTexture, SHADOW_MARGIN, shadowTexture, type ChitLook } from './chitArt';
import { animate, ms, reducedMotion } from './boardMotion';
import { TableCups } from './tableCups';
import { throwBack } from './thrownBack';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** CSS pixels at the bottom of the screen kept for the game's bottom bar. */
export const BOTTOM_BAR = 64;

export interface HandInfo {
  x: number;
  y: number;
  /** Display size in canvas pixels. */
  size: number;
  /** Turn in degrees. */
  angle: number;
  rot: Rotation;
}

interface Hand {
  id: string;
  cup: Cup;
  image: Phaser.GameObjects.Image;
  shadow: Phaser.GameObjects.Image;
  facings: Rotation[];
  index: number;
  /** The facing it is drawn at now (it turns towards facings[index]). */
  shown: Rotation;
  /** Coming out of the cup; waiting beside it; in the player's hand; going back beside the cup. */
  mode: 'flying' | 'resting' | 'lifted' | 'returning';
  /** Display size it grows or shrinks towards while dragged (canvas px). */
  want: number;
}

/** Names one chit in hand: a new draw always follows a new chit on the table. */
const handId = (s: GameState): string | null =>
  s.phase.kind === 'place' && s.hand ? `${chitsOnBoard(s.maze)}:${s.hand.cup}:${s.hand.type}:${s.hand.cell.x},${s.hand.cell.y}` : null;

export class BoardHud {
  readonly root: Phaser.GameObjects.Container;
  private readonly status: Phaser.GameObjects.Text;
  private readonly cups: TableCups;
  private readonly flights: Phaser.GameObjects.GameObject[] = [];
  private hand: Hand | null = null;
  private handKey: string | null = null;
  private token = 0;
  private ratio = 1;
  private width = 1;
  private height = 1;
  /** Look of the chit in hand (the entrance has its stairs). */
  private entrance = false;
  onHandReady: (() => void) | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly texturePx: number,
  ) {
    this.status = scene.add.text(0, 0, '', { fontFamily: FONT, color: '#eadfc4', backgroundColor: 'rgba(12, 14, 14, 0.78)' });
    this.cups = new TableCups(scene, FONT);
    this.root = scene.add.container(0, 0, [this.status, ...this.cups.objects()]);
  }

  /** The bottom of the status line (canvas px). */
  statusBottom(): number {
    return this.status.y + this.status.displayHeight;
  }

  get statusText(): string {
    return this.status.text;
  }

  private narrow(): boolean {
    return this.width / this.ratio < 600;
  }

  /** Cup width in canvas px. */
  private cupW(): number {
    return (this.narrow() ? 56 : 64) * this.ratio;
  }

  handRestSize(): number {
    return (this.narrow() ? 84 : 96) * this.ratio;
  }

  /** Lays out the table edge for a canvas of this size (canvas px). */
  layout(width: number, height: number, ratio: number): void {
    this.width = width;
    this.height = height;
    this.ratio = ratio;
    const r = ratio;
    this.status.setStyle({ fontSize: `${Math.round(13 * r)}px` });
    this.status.setPadding(Math.round(10 * r), Math.round(6 * r), Math.round(10 * r), Math.round(6 * r));
    this.status.setLineSpacing(Math.round(2 * r));
    // The top-right corner belongs to the game's menu bar: on a desktop the status keeps to the
    // left of it; on a phone, where the bar spans most of the top, it sits just below.
    this.status.setPosition(Math.round(8 * r), Math.round((this.narrow() ? 58 : 8) * r));
    this.status.setWordWrapWidth(Math.max(100 * r, this.narrow() ? width - 36 * r : width * 0.45 - 20 * r));

    this.cups.layout(this.cupW(), height - (BOTTOM_BAR + 10) * r, r);
    if (this.hand && this.hand.mode === 'resting') {
      const rest = this.restOf(this.hand.cup);
      this.hand.image.setPosition(rest.x, rest.y).setDisplaySize(this.handRestSize(), this.handRestSize());
      this.placeShadow();
    }
  }

  setStatus(text: string): void {
    this.status.setText(text);
  }

  /** Draws the cups with their counts. */
  setCups(state: GameState): void {
    this.cups.draw(state, this.cupW());
  }

  /** The centre of a cup's body (canvas px). */
  cupCentre(cup: Cup): { x: number; y: number } {
    return this.cups.centre(cup);
  }

  /** The cup under a canvas point (the cup and its label, at least 44 CSS px), or null. */
  cupAt(x: number, y: number): Cup | null {
    return this.cups.at(x, y, this.cupW(), this.ratio);
  }

  /** Where the chit drawn from `cup` waits: just above the cup, on the table edge. */
  restOf(cup: Cup): { x: number; y: number } {
    const size = this.handRestSize();
    const v = this.cups.centre(cup);
    const h = this.cupW() * 1.15;
    return { x: Math.max(v.x, 12 * this.ratio + size / 2), y: v.y - h / 2 - 14 * this.ratio - size / 2 };
  }

  /** The chit's own rest beside its cup: let go there, it is simply put back. */
  isRest(x: number, y: number): boolean {
    if (!this.hand) return false;
    const rest = this.restOf(this.hand.cup);
    const half = this.handRestSize() * 0.6;
    return Math.abs(x - rest.x) <= half && Math.abs(y - rest.y) <= half;
  }

  private mouth(cup: Cup): { x: number; y: number } {
    return this.cups.mouth(cup, this.cupW());
  }

  private lookOf(type: ChitLook['type']): ChitLook {
    return { type, rot: 0, entrance: this.entrance, grain: 1 };
  }

  /**
   * Shows the chit in hand for `state`: a new one comes out of its cup, after any that were
   * drawn and thrown back (`events`); the same one stays where it is.
   */
  syncHand(state: GameState, events: GameEvent[], anim: boolean): void {
    const id = handId(state);
    if (id === this.handKey) return;
    this.handKey = id;
    this.dropHand();
    if (!id || !state.hand) return;
    const hand = state.hand;
    this.entrance = hand.entry === null;
    const facings = legalPlacements(state).map((p) => p.rot);
    const art = chitTexture(this.scene, this.lookOf(hand.type), this.texturePx);
    const image = this.scene.add.image(0, 0, art.key, art.frame);
    const shadow = this.scene.add.image(0, 0, shadowTexture(this.scene, 128)).setAlpha(0.9);
    this.root.add([shadow, image]);
    const size = this.handRestSize();
    this.hand = { id, cup: hand.cup, image, shadow, facings, index: 0, shown: 0, mode: 'flying', want: size };
    const rest = this.restOf(hand.cup);
    const draws = events.filter((e) => (e.kind === 'chit-drawn' || e.kind === 'chit-thrown-back') && e.cup && e.chit);
    const token = ++this.token;
    const land = () => {
      if (token !== this.token || !this.hand) return;
      const h = this.hand;
      const m = this.mouth(h.cup);
      h.image.setPosition(m.x, m.y).setDisplaySize(size * 0.35, size * 0.35).setVisible(true);
      const target = h.facings[0] ?? 0;
      h.shown = target;
      const scale = size / h.image.width;
      animate(this.scene, h.image, { x: rest.x, y: rest.y, scaleX: scale, scaleY: scale, angle: target * 90 }, anim ? ms(380) : 0, {
        ease: 'Back.easeOut',
        onComplete: () => {
          if (token !== this.token || this.hand !== h) return;
          h.image.setAngle(target * 90);
          h.mode = 'resting';
          this.placeShadow();
          h.shadow.setVisible(true);
          this.onHandReady?.();
        },
      });
    };
    image.setVisible(false);
    shadow.setVisible(false);
    // With reduced motion the thrown-back chits are told in the log only: no flight to build.
    if (!anim || reducedMotion()) {
      land();
      return;
    }
    // Replay the draws: every chit but the last went back into its cup.
    const thrown = draws.slice(0, -1);
    const step = (i: number) => {
      if (token !== this.token) return;
      const e = thrown[i];
      if (!e) return land();
      if (e.kind !== 'chit-drawn') return step(i + 1);
      const back = thrown[i + 1]?.kind === 'chit-thrown-back' ? thrown[i + 1]! : null;
      this.flyBack(e.cup!, this.lookOf(e.chit!), back?.rule ?? e.rule, token, () => step(i + (back ? 2 : 1)));
    };
    step(0);
  }

  /** A chit comes out of `cup`, shows itself, and goes back in (5.23, 5.25, 5.29). */
  private flyBack(cup: Cup, look: ChitLook, rule: string, token: number, next: () => void): void {
    const { scene, root, flights, texturePx, ratio } = this;
    const live = () => token === this.token;
    throwBack({ scene, root, flights, texturePx, ratio, font: FONT, size: this.handRestSize(), mouth: this.mouth(cup), rest: this.restOf(cup), live, back: () => this.cups.bounce(cup) }, look, rule, next);
  }

  private placeShadow(): void {
    const h = this.hand;
    if (!h) return;
    const size = h.image.displayWidth;
    const lifted = h.mode === 'lifted';
    const lift = lifted ? 0.1 : 0.03;
    h.shadow.setPosition(h.image.x + size * lift * 0.6, h.image.y + size * lift);
    h.shadow.setDisplaySize(size * (1 + 2 * SHADOW_MARGIN), size * (1 + 2 * SHADOW_MARGIN));
    h.shadow.setAlpha(lifted ? 0.7 : 0.9);
  }

  /** Ends any flight at once: the chit in hand goes straight to its rest. */
  finishFlights(): void {
    for (const o of this.flights.splice(0)) o.destroy();
    const h = this.hand;
    if (!h || h.mode !== 'flying') return;
    this.token++;
    this.scene.tweens.killTweensOf(h.image);
    const rest = this.restOf(h.cup);
    h.shown = h.facings[h.index] ?? 0;
    h.image.setVisible(true).setPosition(rest.x, rest.y).setDisplaySize(this.handRestSize(), this.handRestSize()).setAngle(h.shown * 90);
    h.mode = 'resting';
    h.shadow.setVisible(true);
    this.placeShadow();
  }

  /** Removes the chit in hand (laid, or the state has none). */
  private dropHand(): void {
    this.token++;
    for (const o of this.flights.splice(0)) o.destroy();
    if (!this.hand) return;
    this.scene.tweens.killTweensOf(this.hand.image);
    this.hand.image.destroy();
    this.hand.shadow.destroy();
    this.hand = null;
  }

  /** The chit in hand can be picked up now (it has landed beside its cup, or is being held). */
  handReady(): boolean {
    return this.hand !== null && this.hand.mode !== 'flying';
  }

  /** Where the chit in hand waits (canvas px), or null when there is none at rest. */
  handRest(): { x: number; y: number; size: number } | null {
    if (!this.hand || this.hand.mode !== 'resting') return null;
    return { x: this.hand.image.x, y: this.hand.image.y, size: this.hand.image.displayWidth };
  }

  /** The rest spot of the chit in hand, resting or not (for the Rotate button). */
  restSpot(): { x: number; y: number; size: number } | null {
    if (!this.hand) return null;
    return { ...this.restOf(this.hand.cup), size: this.handRestSize() };
  }

  handHit(x: number, y: number): boolean {
    const h = this.hand;
    if (!h || (h.mode !== 'resting' && h.mode !== 'returning')) return false;
    const half = Math.max(h.image.displayWidth / 2, 22 * this.ratio) + 4 * this.ratio;
    return Math.abs(x - h.image.x) <= half && Math.abs(y - h.image.y) <= half;
  }

  facings(): Rotation[] {
    return this.hand?.facings ?? [];
  }

  /** The legal facing the chit in hand shows (or is turning to). */
  currentRot(): Rotation | null {
    const h = this.hand;
    return h ? (h.facings[h.index] ?? null) : null;
  }

  facingIndex(): number {
    return this.hand?.index ?? 0;
  }

  /** 5.24: turns the chit to its next legal facing; false when it has only one. */
  rotate(): boolean {
    const h = this.hand;
    if (!h || h.facings.length < 2 || h.mode === 'flying') return false;
    h.index = (h.index + 1) % h.facings.length;
    const next = h.facings[h.index]!;
    const quarter = (next - h.shown + 4) % 4;
    h.shown = next;
    this.scene.tweens.killTweensOf(h.image);
    const end = Math.round(h.image.angle / 90) * 90 + quarter * 90;
    if (h.mode !== 'lifted') {
      const rest = this.restOf(h.cup);
      h.image.setPosition(rest.x, rest.y).setDisplaySize(this.handRestSize(), this.handRestSize());
      h.mode = 'resting';
      this.placeShadow();
    }
    animate(this.scene, h.image, { angle: end }, ms(160), { ease: 'Cubic.easeOut', onComplete: () => h.image.setAngle(next * 90) });
    return true;
  }

  /** The player picks the chit up. */
  lift(): void {
    const h = this.hand;
    if (!h || (h.mode !== 'resting' && h.mode !== 'returning')) return;
    this.finishTurn();
    h.mode = 'lifted';
    h.want = h.image.displayWidth * 1.08;
  }

  private finishTurn(): void {
    const h = this.hand;
    if (!h) return;
    this.scene.tweens.killTweensOf(h.image);
    h.image.setAngle(h.shown * 90);
  }

  /** Moves the held chit: its centre under the pointer, growing towards `size` (a laid chit's size on screen). */
  drag(x: number, y: number, size: number): void {
    const h = this.hand;
    if (!h || h.mode !== 'lifted') return;
    h.image.setPosition(x, y);
    h.want = size;
    this.placeShadow();
  }

  /** Per frame: the held chit eases to its wanted size. */
  update(): void {
    const h = this.hand;
    if (!h || h.mode !== 'lifted') return;
    const now = h.image.displayWidth;
    if (Math.abs(now - h.want) < 0.5) return;
    const next = now + (h.want - now) * 0.3;
    h.image.setDisplaySize(next, next);
    this.placeShadow();
  }

  /** A drop that did not lay the chit: it springs back beside its cup. */
  springBack(): void {
    const h = this.hand;
    if (!h) return;
    const rest = this.restOf(h.cup);
    const scale = this.handRestSize() / h.image.width;
    h.mode = 'returning';
    this.scene.tweens.killTweensOf(h.image);
    h.image.setAngle(h.shown * 90);
    animate(this.scene, h.image, { x: rest.x, y: rest.y, scaleX: scale, scaleY: scale }, ms(260), {
      ease: 'Back.easeOut',
      onComplete: () => {
        if (this.hand !== h || h.mode !== 'returning') return;
        h.mode = 'resting';
        this.placeShadow();
        this.onHandReady?.();
      },
    });
    this.scene.tweens.addCounter({ from: 0, to: 1, duration: Math.max(1, ms(260)), onUpdate: () => this.placeShadow() });
  }

  /** The engine took the chit: where it was, for the laid chit to start from; the hand is cleared. */
  take(): HandInfo | null {
    const h = this.hand;
    if (!h) return null;
    this.finishFlights();
    this.finishTurn();
    const info = { x: h.image.x, y: h.image.y, size: h.image.displayWidth, angle: h.image.angle, rot: h.shown };
    this.handKey = null;
    this.dropHand();
    return info;
  }

  destroy(): void {
    this.dropHand();
    this.root.destroy(true);
  }
}
