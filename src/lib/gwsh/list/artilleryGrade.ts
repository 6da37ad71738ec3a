/**
 * GWSH 9.0, 10.1: artillery and Artillery FOOs are Regular unless the division being modelled is rated
 * all Green or all Veteran, when they take that grade. The rule is about the division, of which a list is
 * only a part, so it is judged from the list's `divisionGrade` (absent: mixed), never from the other
 * brigades that happen to be in the file. Which brigades are artillery: reading ARTILLERY_BRIGADE; a FOO
 * in another brigade: reading FOO_GRADE_OF_ITS_OWN.
 */
import type { Finding } from '../../findings.ts';
import { brigadeLabel, gradeName } from './brigadeCost.ts';
import type { DivisionGrade, Grade } from './listFormat.ts';

export interface GradedBrigade {
  index: number;
  name: string;
  grade: Grade;
  isArtillery: boolean;
  hasFoo: boolean;
  standCount: number;
  /** HQ stands only (9.0): the command, which no grade rule of 9.0 speaks of. */
  hqOnly?: boolean;
  /**
   * Gun stands in a brigade that is not artillery: artillery for 9.0's grade wherever they are listed (an
   * infantry brigade's infantry guns are left out by reading INFANTRY_GUNS_INTEGRAL).
   */
  gunStands?: number;
}

/** The grade the division's artillery and FOOs must have. */
export const requiredArtilleryGrade = (division: DivisionGrade): Grade => (division === 'mixed' ? 'regular' : division);

export const divisionGradeName: Readonly<Record<DivisionGrade, string>> = {
  mixed: 'mixed (brigades of several grades)',
  green: 'all Green',
  veteran: 'all Veteran',
};

const inDivision = (division: DivisionGrade) =>
  division === 'mixed' ? 'in a mixed division' : `in an ${divisionGradeName[division]} division`;

function artilleryMismatch(b: GradedBrigade, division: DivisionGrade): Finding {
  const required = requiredArtilleryGrade(division);
  return {
    code: 'artillery-grade',
    severity: 'error',
    rule: '9.0',
    path: `brigades[${b.index}].grade`,
    message: `${brigadeLabel(b.name, b.index)} ${b.isArtillery ? 'is artillery' : `holds guns (${b.gunStands})`} rated ${gradeName(b.grade)}; ${inDivision(division)} artillery must be ${gradeName(required)}.`,
  };
}

/**
 * An all-Green or all-Veteran division has no brigade of another grade (9.0). Whichever way the list is
 * read it breaks 9.0 and 10.1: if the division is mixed after all, its artillery must be Regular; if it is
 * as declared, this brigade's grade is not the division's.
 */
function brigadeMismatch(b: GradedBrigade, division: 'green' | 'veteran'): Finding {
  return {
    code: 'division-grade-mismatch',
    severity: 'error',
    rule: '9.0',
    path: `brigades[${b.index}].grade`,
    message: `${brigadeLabel(b.name, b.index)} is ${gradeName(b.grade)}, but the division is declared ${divisionGradeName[division]}: either this brigade's grade is not the division's, or the division is mixed. Rate it ${gradeName(division)}, or set the division to mixed (and any artillery to Regular).`,
  };
}

export function artilleryGradeFindings(brigades: readonly GradedBrigade[], division: DivisionGrade = 'mixed'): Finding[] {
  const required = requiredArtilleryGrade(division);
  const findings: Finding[] = [];
  for (const b of brigades) {
    if (b.standCount === 0 || b.hqOnly) continue;
    if (b.isArtillery) {
      if (b.grade !== required) findings.push(artilleryMismatch(b, division));
    } else if (division !== 'mixed' && b.grade !== division) {
      findings.push(brigadeMismatch(b, division));
    } else if ((b.gunStands ?? 0) > 0 && b.grade !== required) {
      findings.push(artilleryMismatch(b, division));
    }
  }
  return findings;
}

/** Brigades that hold an Artillery FOO but are not artillery: the FOO keeps its own grade (a reading). */
export const foosOutsideArtillery = (brigades: readonly GradedBrigade[]) =>
  brigades.filter((b) => b.hasFoo && !b.isArtillery && b.standCount > 0);
