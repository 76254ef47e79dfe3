/**
 * Finds Advanced delves (spellScenario.ts) whose "decide for me" play reaches a Party Combat
 * Phase where the Wizard may cast: the step, the monsters and the Wizard's casts. With
 * `charmed` as the fifth argument it looks instead for the first Party Combat Phase in which an
 * adventurer stands charmed in the monsters' rows (12.36), however far into the delve.
 *
 *   npx tsx test/e2e/combat.harness/find-spell-seed.ts [first seed] [count] [scenario, default spell] [charmed]
 */
import { playSensibly } from '../../../src/games/deathmaze/autoplay';
import { seedDice } from '../../../src/games/deathmaze/dice';
import { legalActions, newGame, tryApply, type GameState } from '../../../src/games/deathmaze/game';
import { monstersHere } from '../../../src/games/deathmaze/state';
import { spellScenarios, WIZARD_ID, wizardMayCast } from './spellScenario';

const first = Number(process.argv[2] ?? 1);
const count = Number(process.argv[3] ?? 100);
const setup = spellScenarios[process.argv[4] ?? 'spell']!.setup;
const charmed = process.argv[5] === 'charmed';

const monstersOf = (s: GameState): string[] => (monstersHere(s)?.units ?? []).filter((u) => u.alive).map((u) => `${u.monster}(${u.woundPoints})`);

for (let seed = first; seed < first + count; seed++) {
  let { state } = newGame({ ...setup, seed });
  const policy = seedDice(`policy-${String(seed)}-0`);
  for (let step = 0; step < 600 && state.phase.kind !== 'over'; step++) {
    const legal = legalActions(state);
    if (state.phase.kind === 'combat' && state.combat?.step === 'party') {
      if (charmed) {
        const rows = state.combat.monsterRows.flat();
        const held = state.party.adventurers.filter((a) => a.charmedBy && rows.includes(a.id));
        if (held.length) {
          console.log(`seed ${seed}: combat@${step} ${monstersOf(state).join(' ')} | charmed ${held.map((a) => `${a.id} by ${a.charmedBy}`).join(', ')} | rows ${JSON.stringify(state.combat.monsterRows)}`);
          break;
        }
      } else {
        if (wizardMayCast(state, legal)) {
          const casts = [...new Set(legal.filter((a) => a.type === 'cast' && a.who === WIZARD_ID).map((a) => (a as { spell: string }).spell))];
          console.log(`seed ${seed}: combat@${step} ${monstersOf(state).join(' ')} | order ${JSON.stringify(state.party.order)} | casts ${casts.join(',')}`);
        }
        break;
      }
    }
    const action = playSensibly(state, policy);
    if (!action) break;
    const out = tryApply(state, action);
    if (!out.ok) throw new Error(`seed ${seed}: ${out.rule} ${out.reason}`);
    state = out.state;
  }
}
