/**
 * The Black Gate's rules reference on the table: the shared rules panel (src/ui/rulesReference.ts)
 * showing the Black Gate's book (rulesText.ts). `openBlackGateRules('LŚ 6.6')` opens it at a case
 * (or the nearest entry above it), the way the log's case links and a "Rules" button call it.
 */
import { closeRuleBook, isRuleBookOpen, openRuleBook, toggleRuleBook } from '../rulesReference';
import { blackGateRuleBook } from './rulesText';
import './rules.css';

/**
 * Opens the Black Gate's rules reference: at `caseId` when given (`'LŚ 6.6'`, `'B36'`, `'§0.4'`,
 * `'DM 8.35'`; a case with no entry of its own opens the nearest above it, an unknown one leaves
 * it where it is), else at its overview. Calling it again while it is open moves it to the case.
 */
export function openBlackGateRules(caseId?: string): void {
  openRuleBook(blackGateRuleBook, caseId);
}

export function toggleBlackGateRules(): void {
  toggleRuleBook(blackGateRuleBook);
}

export function closeBlackGateRules(): void {
  closeRuleBook(blackGateRuleBook);
}

export function isBlackGateRulesOpen(): boolean {
  return isRuleBookOpen(blackGateRuleBook);
}
