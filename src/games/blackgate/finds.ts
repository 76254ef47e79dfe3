/**
 * Investigating a find (BLACKGATE §13.1–13.2, table 13.9): the investigator's 1D6 on the find's
 * column and all 36 effects. What the stage loop must go on with comes back in the outcome: gold
 * and jewels to share out at once (B51), a monster a find names or a check it calls (B44, B50),
 * a trap door's trap or room below, and the Gate's state after any mirror effect. Items and
 * lasting effects land on the characters in place.
 */
import type { DiceState } from '../../engine/dice';
import { RuleError } from '../../engine/errors';
import { d6, resistRoll, rollCode } from '../deathmaze/dice';
import type { Sun } from './data/characters';
import { bgMagicItemTable, findsTable, type FindColumn } from './data/finds';
import type { MazeLevel } from './data/levels';
import type { BgMonsterId } from './data/monsters';
import type { BlackGateOptions } from './data/options';
import { bgJewelTable } from './data/treasure';
import type { GateState } from './board/maze';
import { mirrorEffect, trapDoorGate } from './mirrors';
import { currentRv, standing, type BgCharacter } from './party';
import { hurt, poison, type RuleEvent } from './traps';
import { drinkPotion, healWounds, itemLabel, receiveItem, resistance, rollMagicItem } from './treasure/items';
import { emptyLoot, type Loot } from './treasure/loot';

export interface FindContext {
  party: BgCharacter[];
  /** The delegated character (§13.1 step 4). */
  investigator: string;
  /** The level of the find's room. */
  level: MazeLevel;
  gate: GateState;
  countdown: number | null;
  options: BlackGateOptions;
  dice: DiceState;
  events: RuleEvent[];
  nextId: () => string;
  partyLevel: MazeLevel;
  /** The expedition's sun, for a talisman's spell points when found (§14.4); null for none. */
  sun?: Sun | null;
  /** Furniture 4 (Bed): who is healed, the players' choice (default: the investigator). */
  bedFor?: string;
  /** Artwork 6 (Manuscript): who learns Wrath of God, the players' choice (default below). */
  learner?: string;
}

export type FindOutcome = {
  /** Gold and jewels to share out at once (B51); items went to the investigator. */
  loot?: Loot;
  /** B44: a monster the find names, met at once, single, room letter; B50: a check the find calls. */
  meet?: { named: BgMonsterId } | { check: 'room' | 'wandering' };
  /** Trap door 1–2: a trap, disarmed or sprung as a door trap (§6.2, DATA ruling 56). */
  trap?: true;
  /** Trap door 3–4: the sealed room below (DATA ruling 14): its room check, then back up. */
  below?: true;
  /** After any mirror effect (§13.3). */
  gate: GateState;
  countdown: number | null;
  /** The 1D6 on the column. */
  face: number;
};

const rowName = (column: 'potion' | 'medallion' | 'talisman', face: number): string => bgMagicItemTable[column][face - 1]!.name;

/** §14.3: one 2D6 jewel value. */
function jewelValue(dice: DiceState): { gm: number; faces: number[] } {
  const faces = [d6(dice), d6(dice)];
  return { gm: bgJewelTable.find((j) => j.roll === faces[0]! + faces[1]!)!.gm, faces };
}

function gold(code: string, ctx: FindContext, what: string): Loot {
  const roll = rollCode(ctx.dice, code);
  ctx.events.push({ type: 'findGold', rule: '§13.2', faces: roll.faces, amount: roll.total, text: `${what}: worth ${roll.total} GM.` });
  return { ...emptyLoot(), gold: roll.total };
}

function jewels(n: number, ctx: FindContext, what: string): Loot {
  const j = jewelValue(ctx.dice); // DATA ruling 11: one roll values every jewel of the find
  ctx.events.push({ type: 'findJewels', rule: n > 1 ? 'DATA ruling 11' : '§13.2', faces: j.faces, amount: j.gm * n, text: `${what}: ${n === 1 ? 'a jewel' : `${n} jewels`} worth ${j.gm} GM${n === 1 ? '' : ' each'}.` });
  return { ...emptyLoot(), jewels: Array<number>(n).fill(j.gm) };
}

function lastingCb(c: BgCharacter, n: number, what: string, ctx: FindContext): void {
  c.lasting = { ...c.lasting, cb: c.lasting.cb + n };
  ctx.events.push({ type: 'lastingEffect', rule: '§13.2', who: c.id, amount: n, text: `${what}: ${c.name} has ${n} CB for the rest of the game.` });
}

/** A Resist-or-1D3 altar (Alloces, Vassago, Avnas): 1D6 ≤ RV resists (§0.3). */
function altarCurse(c: BgCharacter, name: string, ctx: FindContext): void {
  const r = resistRoll(ctx.dice, resistance(c));
  if (r.resisted) {
    ctx.events.push({ type: 'resisted', rule: '§13.2', who: c.id, faces: [r.face], text: `${c.name} resists ${name}'s curse (${r.face}).` });
    return;
  }
  const roll = rollCode(ctx.dice, '1D3');
  hurt(c, roll.total, '§13.2', `${name}'s curse`, [r.face, ...roll.faces], ctx.events);
}

function talisman(c: BgCharacter, ctx: FindContext): void {
  const face = d6(ctx.dice);
  const item = { id: ctx.nextId(), column: 'talisman' as const, name: rowName('talisman', face) };
  ctx.events.push({ type: 'itemRolled', rule: '§14.4', faces: [face], text: `A talisman: ${itemLabel(item)}.` });
  receiveItem(c, item, ctx.party, ctx.dice, ctx.sun ?? null, ctx.events);
}

const byId = (ctx: FindContext, id: string, rule: string): BgCharacter => {
  const c = ctx.party.find((x) => x.id === id);
  if (!c || !standing(c)) throw new RuleError(rule, `"${id}" is not a character who can act`);
  return c;
};

/** Artwork 6: one standing character with magic potential in some sun learns Wrath of God (§11.3). */
function manuscript(inv: BgCharacter, ctx: FindContext): void {
  const can = (c: BgCharacter) => standing(c) && (c.magicPotential.red > 0 || c.magicPotential.yellow > 0 || c.magicPotential.blue > 0);
  let who: BgCharacter | undefined;
  if (ctx.learner !== undefined) {
    who = byId(ctx, ctx.learner, '§13.2');
    if (!can(who)) throw new RuleError('§13.2', `${who.name} has no magic potential and cannot learn from the Manuscript`);
  } else {
    // ours: the investigator if it can, else the first in the party's order who does not know it yet
    who = [inv, ...ctx.party].find((c) => can(c) && !c.knows.includes('wrathOfGod')) ?? [inv, ...ctx.party].find(can);
  }
  if (!who) {
    ctx.events.push({ type: 'noEffect', rule: '§13.2', text: 'No one in the party can read the Manuscript.' });
    return;
  }
  if (!who.knows.includes('wrathOfGod')) who.knows.push('wrathOfGod');
  ctx.events.push({ type: 'spellLearned', rule: '§13.2', who: who.id, text: `${who.name} reads the Manuscript and learns Wrath of God.` });
}

type Effect = (inv: BgCharacter, ctx: FindContext, out: FindOutcome) => void;

const mirror: Effect = (_inv, ctx, out) => Object.assign(out, mirrorEffect(out.gate, out.countdown, ctx.partyLevel, ctx.options, ctx.dice, ctx.events));
const demon: Effect = (_inv, _ctx, out) => { out.meet = { named: 'demon' }; };
const curse: (name: string) => Effect = (name) => (inv, ctx) => altarCurse(inv, name, ctx);
const trapDoorTrap: Effect = (_inv, _ctx, out) => { out.trap = true; };
const roomBelow: Effect = (_inv, _ctx, out) => { out.below = true; out.meet = { check: 'room' }; };
const oneJewel: (what: string) => Effect = (what) => (_inv, ctx, out) => { out.loot = jewels(1, ctx, what); };

/** Table 13.9, `[column][face - 1]`, as the effects of BLACKGATE §13.2. */
const effects: Readonly<Record<FindColumn, readonly Effect[]>> = {
  fountain: [
    (inv, ctx) => poison(inv, ctx.dice, '§13.2', 'the fountain\'s poison', ctx.events),
    (inv, ctx) => {
      // DM 6.13: the investigator drinks, and one dose is kept
      const face = d6(ctx.dice);
      const item = { id: ctx.nextId(), column: 'potion' as const, name: rowName('potion', face), doses: 1 };
      ctx.events.push({ type: 'itemTested', rule: 'DM 6.13', who: inv.id, faces: [face], text: `${inv.name} drinks from the fountain: ${item.name}.` });
      drinkPotion(inv, item.name, ctx.dice, ctx.events);
      if (standing(inv)) inv.items.push(item);
    },
    (inv, ctx) => lastingCb(inv, -2, 'Alcohol', ctx),
    oneJewel('A jewel in the fountain'),
    (_inv, ctx) => ctx.events.push({ type: 'noEffect', rule: '§13.2', text: 'Only water.' }),
    (inv, ctx) => lastingCb(inv, -1, 'Blood', ctx),
  ],
  statue: [
    (inv, ctx) => {
      const r = resistRoll(ctx.dice, resistance(inv));
      if (!r.resisted) inv.petrified = true;
      ctx.events.push({ type: r.resisted ? 'resisted' : 'petrified', rule: '§13.2', who: inv.id, faces: [r.face], text: r.resisted ? `${inv.name} looks away from the Medusa in time (${r.face}).` : `${inv.name} is turned to stone (${r.face}).` });
    },
    (_inv, ctx, out) => { out.loot = jewels(2, ctx, 'The statue\'s eyes'); },
    (inv, ctx) => {
      const face = d6(ctx.dice);
      const item = { id: ctx.nextId(), column: 'medallion' as const, name: rowName('medallion', face) };
      ctx.events.push({ type: 'itemRolled', rule: '§14.4', faces: [face], text: `A medallion: ${itemLabel(item)}.` });
      receiveItem(inv, item, ctx.party, ctx.dice, null, ctx.events);
    },
    demon,
    (inv, ctx) => talisman(inv, ctx),
    mirror,
  ],
  trapDoor: [
    trapDoorTrap,
    trapDoorTrap,
    roomBelow,
    roomBelow,
    (inv, ctx) => {
      const roll = rollCode(ctx.dice, '1D3');
      hurt(inv, roll.total, '§13.2', 'the fall into the pit', roll.faces, ctx.events);
    },
    (_inv, ctx, out) => Object.assign(out, trapDoorGate(out.gate, out.countdown, ctx.level, ctx.partyLevel, ctx.options, ctx.dice, ctx.events)),
  ],
  furniture: [
    (_inv, _ctx, out) => { out.meet = { named: 'wight' }; },
    (inv, ctx, out) => {
      const face = d6(ctx.dice);
      const found = face <= 3;
      ctx.events.push({ type: 'bookcase', rule: '§13.2', faces: [face], text: found ? `Something among the books (${face}).` : `Nothing but books (${face}).` });
      if (!found) return;
      const item = rollMagicItem(ctx.dice, ctx.nextId(), ctx.events);
      // DM 9.32: one suit each; armour the investigator cannot put on goes to be given out as treasure (§14.5 step 2)
      if (item.column === 'armour' && inv.items.some((i) => i.column === 'armour')) out.loot = { ...emptyLoot(), items: [item] };
      else receiveItem(inv, item, ctx.party, ctx.dice, ctx.sun ?? null, ctx.events);
    },
    (_inv, ctx, out) => { out.loot = gold('1D6x5', ctx, 'The desk'); },
    (inv, ctx) => {
      const who = ctx.bedFor === undefined ? inv : byId(ctx, ctx.bedFor, '§13.2');
      const roll = rollCode(ctx.dice, '1D3');
      healWounds(who, roll.total, '§13.2', 'a rest in the bed', ctx.events, roll.faces);
    },
    (_inv, _ctx, out) => { out.meet = { check: 'wandering' }; },
    mirror,
  ],
  altar: [curse('Alloces'), curse('Vassago'), curse('Avnas'), demon, demon, (inv, ctx) => talisman(inv, ctx)],
  artwork: [
    (_inv, ctx, out) => { out.loot = gold('1D6x10', ctx, 'The tapestry'); },
    (_inv, ctx, out) => { out.loot = gold('2D6x5', ctx, 'The painting'); },
    oneJewel('The statuette'),
    oneJewel('The cut glass'),
    (inv, ctx) => {
      inv.lasting = { ...inv.lasting, rv: inv.lasting.rv + 1 }; // currentRv keeps it at most 5 (§0.3)
      ctx.events.push({ type: 'lastingEffect', rule: '§13.2', who: inv.id, amount: 1, text: `The Icon: ${inv.name}'s RV is ${currentRv(inv)} for the rest of the game.` });
    },
    (inv, ctx) => manuscript(inv, ctx),
  ],
};

/**
 * §13.1 step 4: the investigator, standing, rolls 1D6 on the column and the row's effect is
 * applied. Each find once per game and a Mirror room with no roll (B43) are the stage loop's.
 */
export function investigate(column: FindColumn, ctx: FindContext): FindOutcome {
  const row = findsTable[column];
  if (!row) throw new RuleError('§13.1', `there is no find column "${String(column)}"`);
  const inv = byId(ctx, ctx.investigator, '§13.1');
  const face = d6(ctx.dice);
  ctx.events.push({ type: 'findRolled', rule: 'LŚ 13.9', who: inv.id, faces: [face], text: `${inv.name} investigates the ${column}: ${row[face - 1]!.name} (${face}).` });
  const out: FindOutcome = { gate: ctx.gate, countdown: ctx.countdown, face };
  effects[column][face - 1]!(inv, ctx, out);
  return out;
}
