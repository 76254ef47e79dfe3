/** Dealing a Black Gate campaign (§2.5): the party, the sun, the Gateway of Evil on level 1, under its rules edition (edition.ts). */
import { RuleError } from '../../../engine/errors';
import { seedDice } from '../../../engine/dice';
import { newBoard } from '../board/maze';
import { dealtEdition } from '../edition';
import { alive, type BgCharacter } from '../party';
import { setupBlackGate } from '../setup';
import { BG_STATE_VERSION, type BgEvent, type BgSetup, type BgState } from '../state';

/** DM 5.12: the marching order in rows of at most three, as listed. */
export function rowsOf(characters: readonly BgCharacter[]): string[][] {
  const ids = characters.filter(alive).map((c) => c.id);
  const rows: string[][] = [];
  for (let i = 0; i < ids.length; i += 3) rows.push(ids.slice(i, i + 3));
  return rows;
}

export function newCampaign(setup: BgSetup): { state: BgState; events: BgEvent[] } {
  if (setup.ruleset !== 'blackgate') throw new RuleError('§0.4', 'this setup is not for the Black Gate');
  const edition = dealtEdition(setup.edition);
  const dice = seedDice(setup.seed);
  const dealt = setupBlackGate(dice, setup.request);
  const board = newBoard(setup.gatewayRot ?? 0);
  const state: BgState = {
    version: BG_STATE_VERSION,
    ruleset: 'blackgate',
    // §0.4: the options as the deal resolved them, and the rules edition, so that the campaign dealt again from its setup is this one
    setup: { ...setup, edition, request: { ...setup.request, options: dealt.options } },
    options: dealt.options,
    dice,
    board: board.board,
    party: { at: { ...board.board.gateway }, cameIn: null, back: null, rows: rowsOf(dealt.party), characters: dealt.party, charmed: [] },
    sun: dealt.sun,
    expedition: 1,
    groups: {},
    stepping: null,
    investigated: [],
    countdown: null,
    gateFallen: false,
    walled: [],
    diedHere: [],
    fight: null,
    victory: { team: false, personal: [] },
    serial: 0,
    phase: { kind: 'explore' },
    turn: 0,
  };
  return { state, events: [...dealt.events, ...board.events] };
}
