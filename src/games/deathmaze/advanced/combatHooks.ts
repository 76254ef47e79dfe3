/**
 * The Advanced Game in a fight: spells, monster specials, Vampires' thralls and Evil Wizards, at
 * the hooks basic combat offers (combat/hooks.ts).
 */
import { resistRoll } from '../dice';
import type { CombatHooks } from '../combat/hooks';
import { canPayLightning, castActions, evilWizardLightning, knownSpells, restorablePetrified } from './spells';
import { fireBreath, medusaGaze, regenerate, settlePetrified, smellCronks } from './specials';
import { releaseTurncoats, turncoat, turncoatShoots, turncoatStrike, vampireCharm, woundTurncoat } from './vampire';
import { tables } from '../tables';

export const advancedCombat: CombatHooks = {
  engaged: smellCronks, // 12.32
  partyExtras: castActions, // 11.21
  pepperResisted: (s, a, unit, events) => {
    // 11.25: in the Advanced Game the monster may resist the pepper (DATA ruling 33)
    const mr = tables(s).monsters[unit.monster].mr;
    const roll = resistRoll(s.dice, mr);
    if (!roll.resisted) return false;
    events.push({ kind: 'resisted', rule: '11.25', text: `The ${tables(s).monsters[unit.monster].name} shrugs off the Red Pepper: ${roll.face} against Magic Resistance ${mr}.`, dice: [roll.face], who: a.id, target: unit.id });
    return true;
  },
  turncoat, // 12.36
  woundTurncoat,
  turncoatStrike,
  turncoatShoots,
  // 12.2: an Evil Wizard knows Lightning, and casts it while paying leaves it alive
  monsterCasts: (s, unit) => unit.alive && tables(s).monsters[unit.monster].special === 'lightning' && canPayLightning(tables(s), unit),
  monsterCast: evilWizardLightning,
  charmWithBlow: vampireCharm, // 12.36
  gazeWithBlow: medusaGaze, // 12.34
  afterBlow: fireBreath, // 12.33
  monsterPhaseEnds: regenerate, // 12.35
  slain: releaseTurncoats, // 12.36
  // 12.34: the petrified stay stone for good unless a living Wizard knows Stone-to-Flesh
  fightEnds: (s, events) => settlePetrified(s, s.party.adventurers.some((a) => a.alive && knownSpells(tables(s), a).includes('stoneToFlesh')), events),
  awaitingRevival: restorablePetrified, // DATA ruling 24
};
