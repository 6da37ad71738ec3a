/**
 * The kinds of game a game file names (docs/formats.md): scenarios, roles and the organiser's objective
 * reading. Plain constants, so that pages showing them load no schema; gameFile.ts reads files against them.
 */
export const scenarioKinds = ['attack-defence', 'advance-to-contact', 'mutual-encounter'] as const;
export type ScenarioKind = (typeof scenarioKinds)[number];

/** 7.0 +2 line: "loose" counts objectives held by the capture/contest definitions; "strict" as the line is written. */
export const objectiveRules = ['loose', 'strict'] as const;
export type ObjectiveRule = (typeof objectiveRules)[number];

export const gameRoles = ['attacker', 'defender', 'high-scorer', 'low-scorer'] as const;
export type GameRole = (typeof gameRoles)[number];

/** The roles each scenario has (5.0, 6.1, 6.2). */
export const rolesOf: Readonly<Record<ScenarioKind, readonly (GameRole | null)[]>> = {
  'attack-defence': ['attacker', 'defender'],
  'advance-to-contact': ['high-scorer', 'low-scorer'],
  'mutual-encounter': [null, null],
};

/** The most brigades a game file may say a player kept in reserve (7.0). */
export const MAX_RESERVES = 20;

/** How many qualifying brigades a player kept in reserve (7.0): a file's true is one. */
export const reservesKept = (kept: boolean | number): number => (kept === true ? 1 : kept === false ? 0 : kept);
