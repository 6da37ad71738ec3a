/**
 * The tactical situation (5.0) in a few words with the players' names: the line the scenario page, its card
 * and each event table show. The whole card as text is scenarioText.ts.
 */
import type { Player, TacticalOutcome } from './tacticalSituation.ts';

/** The tactical situation in a few words, with the players' names (5.0). */
export function situationText(situation: TacticalOutcome, names: Record<Player, string>): string {
  switch (situation.kind) {
    case 'mutual-encounter':
      return 'Mutual encounter';
    case 'advance-to-contact':
      return `Advance to contact: ${names[situation.lowScorer]} deploys a brigade first`;
    case 'attack-defence':
      return `Attack-defence: ${names[situation.attacker]} attacks, ${names[situation.defender]} defends`;
  }
}
