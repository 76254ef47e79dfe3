/**
 * Every Black Gate event as a line of the log, in the player's words, with the case it applies.
 * Most parts tell their own `text`; the fight, the deal and a few rolls tell only figures, and
 * are worded here. Pure: the table's log, the board in words and the simulator's traces read it.
 */
import { bgMonsters, type BgMonsterId } from './data/monsters';
import type { BgEvent, BgState } from './state';

export interface EventLine {
  /** The case behind it (`LŚ 9.2`, `B35`…), or '' when the event names none. */
  rule: string;
  text: string;
}

type Detail = Record<string, unknown>;

/**
 * Who an id is: a character's name, a monster's kind and number (`ogre2` → `Ogre 2`), or a
 * monster charmed into the party's service (`charmed-orc-1` → `the charmed Orc 1`, DM 9.45).
 */
export function namer(state: Pick<BgState, 'party'> | null): (id: unknown) => string {
  const characters = new Map((state?.party.characters ?? []).map((c) => [c.id, c.name]));
  return (id) => {
    if (typeof id !== 'string') return 'someone';
    const name = characters.get(id);
    if (name) return name;
    const charmed = /^charmed-([a-zA-Z]+)-(\d+)$/.exec(id);
    if (charmed && Object.hasOwn(bgMonsters, charmed[1]!)) return `the charmed ${bgMonsters[charmed[1] as BgMonsterId].name} ${charmed[2]}`;
    const m = /^([a-zA-Z]+?)(\d+)$/.exec(id);
    const kind = m && Object.hasOwn(bgMonsters, m[1]!) ? bgMonsters[m[1] as BgMonsterId] : undefined;
    return kind ? `${kind.name} ${m![2]}` : id;
  };
}

const faces = (e: Detail): string => {
  const f = e.faces ?? (e.face !== undefined ? [e.face] : undefined);
  return Array.isArray(f) && f.length > 0 ? ` (${f.join(', ')})` : '';
};

const words = (s: unknown): string => (typeof s === 'string' ? s.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : String(s));

/** The figures-only events, worded; `n` names an id. */
const WORDED: Record<string, (e: Detail, n: (id: unknown) => string) => string> = {
  heroDrawn: (e) => (e.hero ? `Hero ${String(e.number)} is drawn${faces(e)}.` : `Number ${String(e.number)} draws no new hero${faces(e)}: roll again.`),
  initiateMade: (e, n) => `${n(e.id)}, a ${String(e.race)} initiate, rolls for magic potential${faces(e)}.`,
  sunRolled: (e) => `A ${String(e.sun)} sun rules this expedition${faces(e)}.`,
  noHellgate: () => 'No one in the party has the Hellgate skill: the Gate cannot be destroyed by this party.',
  monsterCheck: (e) => (e.met ? `Monsters are met${faces(e)}.` : `No monsters here${faces(e)}.`),
  groupRolled: (e) => `${String(e.size)} × ${bgMonsters[e.monster as BgMonsterId]?.name ?? String(e.monster)} on level ${String(e.level)}${faces(e)}.`,
  negotiated: (e) => `The talk: ${String(e.total)} in all${faces(e)} — ${words(e.result)}.`,
  woundPointsRolled: (e, n) => `${n(e.monster)} has ${String(e.woundPoints)} wound points.`,
  combatBegins: (e) => (e.opensWith === 'partyAttack' ? 'Combat: the party strikes first.' : 'Combat: the monsters strike first.'),
  lineUp: () => 'The two sides line up.',
  roundBegins: (e) => `Round ${String(e.round)}.`,
  phase: (e) => `Phase ${String(e.phase)} of round ${String(e.round)}.`,
  strike: (e, n) => `${n(e.by)} strikes ${n(e.target)} with the ${words(e.weapon)}${faces(e)}: ${String(e.wounds)} wound${e.wounds === 1 ? '' : 's'}.`,
  spellCast: (e, n) => `${n(e.by)} casts ${words(e.spell)}${e.target ? ` on ${n(e.target)}` : ''} (${String(e.cost)} spell point${e.cost === 1 ? '' : 's'}).`,
  shielded: (e, n) => `${n(e.character)} is shielded: RV ${String(e.rv)}.`,
  monsterTarget: (e, n) => `${n(e.monster)} goes for ${n(e.target)}${faces(e)}.`,
  monsterAttack: (e, n) => `${n(e.monster)} attacks ${n(e.target)}${faces(e)}: ${String(e.wounds)} wound${e.wounds === 1 ? '' : 's'}.`,
  monsterLightning: (e, n) => `${n(e.monster)} throws lightning at ${n(e.target)}: ${e.resisted ? 'resisted' : `${String(e.wounds)} wounds`}.`,
  fireBreath: (e, n) => `${n(e.monster)} breathes fire at ${n(e.target)}${faces(e)}: ${e.resisted ? 'resisted' : `${String(e.wounds)} wounds`}.`,
  petrified: (e, n) => `${n(e.monster)}'s gaze falls on ${n(e.target)}${faces(e)}: ${e.petrified ? 'turned to stone' : 'resisted'}.`,
  vampireCharm: (e, n) => `${n(e.monster)} tries to charm ${n(e.target)}${faces(e)}: ${e.resisted ? 'resisted' : 'charmed'}.`,
  thrallFreed: (e, n) => `${n(e.character)} is free again.`,
  regenerated: (e, n) => `${n(e.monster)} regenerates.`,
  spellWounds: (e, n) => `${words(e.spell)} gives ${n(e.monster ?? e.character)} ${String(e.wounds)} wound${e.wounds === 1 ? '' : 's'}.`,
  spellResisted: (e, n) => `${n(e.monster)} resists ${words(e.spell)}${faces(e)}.`,
  asleep: (e, n) => `${n(e.monster)} falls asleep.`,
  sleeperSlain: (e, n) => `${n(e.monster)} is slain in its sleep.`,
  charmed: (e, n) => `${n(e.monster)} is charmed into the party's service${e.by ? ` under ${n(e.by)}` : ''}${e.as ? `: now ${n(e.as)}` : ''}.`,
  charmedStrike: (e, n) => `${n(e.by)} strikes ${n(e.target)} for the party${faces(e)}: ${String(e.wounds)} wound${e.wounds === 1 ? '' : 's'}.`,
  charmedSlain: (e, n) => `${n(e.monster)} is slain.`,
  charmedStone: (e, n) => `${n(e.monster)} is turned to stone, lost to the party.`,
  charmBroken: (e, n) => `${n(e.monster)} breaks free of the charm and turns on the party!`,
  potionDrunk: (e, n) => `${n(e.by)} drinks a dose of ${String(e.potion)}${e.target ? ` at ${n(e.target)}` : ''}; ${String(e.left)} left.`,
  charmResisted: (e, n) => `${n(e.monster)} resists the charm${faces(e)}.`,
  charmWasted: (e, n) => `The charm has no hold on ${n(e.monster)}: the dose is spent for nothing.`,
  hesitates: (e, n) => `${n(e.monster)} hesitates.`,
  stench: (e, n) => `${n(e.character)} ${e.resisted ? 'bears' : 'is sickened by'} the stench${faces(e)}.`,
  ceaseFire: (e) => `Cease Fire${faces(e)}: ${e.resisted ? 'resisted' : 'the monsters stop'}.`,
  monsterStepsUp: (e, n) => `${n(e.monster)} steps up to the front.`,
  reorganized: () => 'The party reorganises its lines.',
  weaponReadied: (e, n) => `${n(e.by ?? e.character)} readies a weapon.`,
  killed: (e, n) => `${n(e.monster)} is killed.`,
  characterDied: (e, n) => `${n(e.character)} dies.`,
  experience: (e) => `${String(e.total)} experience: ${String(e.each)} each.`,
  fightOver: (e) => `The fight is over: ${words(e.how)}.`,
  goldShared: (e) => `${String(e.amount)} GM shared out: ${String(e.each)} each.`,
  cowPaid: (e, n) => `${n(e.monster)} pays ${String(e.paid)} GM to be let go.`,
  bribeOffered: (e, n) => `${String(e.gold)} GM offered; ${n(e.strongest)} needs ${String(e.target)} or less${faces(e)}: ${e.accepted ? 'taken, the monsters let the party be' : 'refused'}.`,
  vanished: (e, n) => `${n(e.monster)} vanishes with the Gate.`,
  gateXp: (e) => `The Gate's fall is worth ${String(e.each)} experience to each survivor.`,
  gateAttempt: (e, n) => `${n(e.by)} tries to destroy the Gate (Hellgate ${String(e.hellgate)})${faces(e)}: ${e.destroyed ? 'it falls!' : 'it stands'}.`,
  gateBlast: (e, n) => `The Gate blasts ${n(e.target)}${faces(e)}: ${e.resisted ? 'resisted' : `${String(e.wounds)} wounds`}.`,
  gateStruck: () => 'The Gate is struck.',
  gateFell: () => 'The Black Gate falls.',
  guardianFightOver: () => 'The last guardian is gone.',
};

/** An event as a log line. */
export function eventLine(event: BgEvent, name: (id: unknown) => string): EventLine {
  const e = event as Detail;
  const rule = typeof e.rule === 'string' ? e.rule : '';
  if (typeof e.text === 'string' && e.text !== '') return { rule, text: e.text };
  const kind = typeof e.type === 'string' ? e.type : typeof e.kind === 'string' ? e.kind : '';
  const worded = Object.hasOwn(WORDED, kind) ? WORDED[kind]!(e, name) : `${words(kind)}${faces(e)}.`;
  return { rule, text: worded.charAt(0).toUpperCase() + worded.slice(1) };
}

/** The kinds of event worded here (the others tell their own text). */
export const wordedKinds: readonly string[] = Object.keys(WORDED);
