/**
 * Finds delves that reach combat: plays the controller's "decide for me" (the same policy on the
 * same stream, `policy-<seed>-0` from a new game: see Controller.begin) with the harness party
 * and reports, per seed, the step at which the table first shows a line-up (8.13) or a Party
 * Combat Phase (8.22). With `every`, it reports instead the first Party Combat Phase of every
 * fight in the delve and what each adventurer carries into it (for the scenarios later in a
 * delve, which start at `from`).
 *
 *   npx tsx test/e2e/combat.harness/find-seed.ts [first seed] [count] [every]
 */
import { playSensibly } from '../../../src/games/deathmaze/autoplay';
import { seedDice } from '../../../src/games/deathmaze/dice';
import { legalActions, newGame, tryApply, type GameState } from '../../../src/games/deathmaze/game';
import { monstersHere } from '../../../src/games/deathmaze/state';
import type { Item } from '../../../src/games/deathmaze/party/treasure';
import { harnessParty } from './scenario';

const first = Number(process.argv[2] ?? 1);
const count = Number(process.argv[3] ?? 200);
const every = process.argv[4] === 'every';

const itemName = (i: Item): string => ('potion' in i ? i.potion : 'spice' in i ? i.spice : 'medallion' in i ? i.medallion : i.kind);

function describe(s: GameState): string {
  const g = monstersHere(s);
  const units = g ? g.units.filter((u) => u.alive).map((u) => `${u.monster}(${u.woundPoints})`).join(' ') : '';
  const acts = legalActions(s);
  const attackers = new Set(acts.filter((a) => a.type === 'attack').map((a) => (a as { who: string }).who));
  const carried = every ? ` | items ${s.party.adventurers.map((a) => `${a.id}:[${a.items.map(itemName).join(',')}]`).join(' ')}` : '';
  const charmed = s.party.charmed.length ? ` | charmed ${s.party.charmed.map((c) => c.unit.monster).join(',')}` : '';
  return `${units} | order ${JSON.stringify(s.party.order)} | options ${acts.length} | attackers ${attackers.size}${charmed}${carried}`;
}

for (let seed = first; seed < first + count; seed++) {
  let { state } = newGame({ seed, party: harnessParty });
  const policy = seedDice(`policy-${String(seed)}-0`);
  const found: string[] = [];
  let inFight = false;
  for (let step = 0; step < 600 && state.phase.kind !== 'over'; step++) {
    const k = state.phase.kind;
    if (every) {
      // a fight's first Party Combat Phase; the fight is over once the game leaves combat
      if (k === 'combat' && state.combat?.step === 'party' && !inFight) found.push(`combat@${step} ${describe(state)}`);
      if (k !== 'charm') inFight = k === 'combat' || k === 'lineUp';
    } else {
      if (k === 'lineUp' && !found.some((f) => f.startsWith('lineUp'))) found.push(`lineUp@${step} ${describe(state)}`);
      if (k === 'combat' && state.combat?.step === 'party' && !found.some((f) => f.startsWith('combat'))) found.push(`combat@${step} ${describe(state)}`);
      if (found.length === 2) break;
    }
    const action = playSensibly(state, policy);
    if (!action) break;
    const out = tryApply(state, action);
    if (!out.ok) throw new Error(`seed ${seed}: ${out.rule} ${out.reason}`);
    state = out.state;
  }
  if (found.length) console.log(`seed ${seed}: ${found.join('  ||  ')}`);
}
