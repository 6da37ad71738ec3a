/**
 * GWSH 9.0, 10.1: artillery (and Artillery FOOs) must be Regular, unless every other brigade of the
 * division is Green, or every other brigade is Veteran; then the artillery has that grade too. Which
 * brigades are artillery is settled in readings.ts (ARTILLERY_BRIGADE).
 */
import type { Finding } from '../../findings.ts';
import { brigadeLabel, gradeName } from './brigadeCost.ts';
import type { Grade } from './listFile.ts';

export interface GradedBrigade {
  index: number;
  name: string;
  grade: Grade;
  isArtillery: boolean;
  hasFoo: boolean;
  standCount: number;
}

/** The grade the division's artillery must have, and why; null when the list has no other brigades. */
export function requiredArtilleryGrade(brigades: readonly GradedBrigade[]): { grade: Grade; reason: string } | null {
  const rest = brigades.filter((b) => !b.isArtillery && b.standCount > 0);
  if (rest.length === 0) return null;
  for (const grade of ['green', 'veteran'] as const) {
    if (rest.every((b) => b.grade === grade)) {
      return { grade, reason: `because every other brigade is ${gradeName(grade)}` };
    }
  }
  return { grade: 'regular', reason: 'unless every other brigade is Green, or every other brigade is Veteran' };
}

function mismatch(b: GradedBrigade, required: { grade: Grade; reason: string }): Finding {
  const label = brigadeLabel(b.name, b.index);
  const what = b.isArtillery ? 'artillery' : 'a brigade with an Artillery FOO';
  return {
    code: 'artillery-grade', severity: 'error', rule: b.isArtillery ? '9.0' : '10.1', path: `brigades[${b.index}].grade`,
    message: `${label} is ${what} rated ${gradeName(b.grade)}; it must be ${gradeName(required.grade)} ${required.reason}.`,
  };
}

/**
 * A list of only artillery (an Option list, say) does not show the rest of the division: Regular is
 * always right, Green or Veteran only if the division is, which the list cannot tell.
 */
function withoutDivision(b: GradedBrigade): Finding | null {
  const label = brigadeLabel(b.name, b.index);
  const path = `brigades[${b.index}].grade`;
  if (b.grade === 'regular') return null;
  if (b.grade === 'green' || b.grade === 'veteran') {
    return {
      code: 'artillery-grade', severity: 'warning', rule: '9.0', path,
      message: `${label} is ${gradeName(b.grade)} artillery, which is allowed only if every other brigade of the division is ${gradeName(b.grade)}.`,
    };
  }
  return {
    code: 'artillery-grade', severity: 'error', rule: '9.0', path,
    message: `${label} is ${gradeName(b.grade)} artillery; artillery must be Regular, or Green or Veteran to match its division.`,
  };
}

export function artilleryGradeFindings(brigades: readonly GradedBrigade[]): Finding[] {
  const required = requiredArtilleryGrade(brigades);
  if (!required) {
    return brigades.filter((b) => b.isArtillery).map(withoutDivision).filter((f): f is Finding => f !== null);
  }
  return brigades
    .filter((b) => (b.isArtillery || b.hasFoo) && b.grade !== required.grade)
    .map((b) => mismatch(b, required));
}
