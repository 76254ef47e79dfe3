/**
 * The rules reference harness (test/e2e/rules.harness.html): the rules panel alone, with no
 * game behind it, for test/e2e/rulesPanel.test.ts to open the Deathmaze's book and the Black
 * Gate's at a case.
 */
import { openBlackGateRules } from '../../src/ui/blackgate/rulesPanel';
import { openRules } from '../../src/ui/rulesReference';

declare global {
  interface Window {
    __rules?: { openBlackGate(caseId?: string): void; openDeathmaze(caseId?: string): void };
  }
}

window.__rules = { openBlackGate: openBlackGateRules, openDeathmaze: openRules };
