/** Row schemas of the "1916" by The War Times Journal: basic game setup and introduction tables. */
import { z } from 'zod';
import { baseRow, nationId, year, yearSpan } from '../schemaParts.ts';
import { HEAVY_WEAPON_COLUMNS } from './heavyWeaponColumns.ts';

/** A die roll row of a setup chart: 1–6, or 1–8 where modifiers reach the "1 or less" and "8 or more" rows. */
const roll = z.number().int().min(1).max(8);

/** A per-sub-unit value printed with two decimals (".45"): a whole number of hundredths. */
const hundredths = z
  .number()
  .min(0)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'must be a whole number of hundredths (e.g. 0.45)');

/** The heavy weapon chart's column letters, as printed (the source has no column E). */
const heavyWeaponColumn = z.enum(HEAVY_WEAPON_COLUMNS);

/** A range in inches on the base & range chart; `min` only for weapons with a minimum range (trench mortars). */
const inchRange = z
  .object({ min: z.number().positive().nullable(), max: z.number().positive() })
  .strict()
  .refine((r) => r.min === null || r.min < r.max, 'min must be below max');

/** A reinforcement as printed ("2 inf. sub-units & 1 HMG") and counted. */
const reinforcement = z
  .object({ text: z.string().min(1), infantrySubUnits: z.number().int().min(0), hmg: z.number().int().min(0) })
  .strict();

/** A cell that reads "-" in the source: null. */
const textOrDash = z.string().min(1).nullable();

export const rules1916RowSchemas = {
  /** Basic Game Setup: barrage, on-call, airstrike and gas availability by (modified) die roll. */
  '1916-barrage-availability': z
    .object({
      ...baseRow,
      /** The row: 1 stands for "1 or less", 8 for "8 or more". */
      roll,
      localAttack: z.object({ attacker: hundredths, defender: hundredths }).strict(),
      bigPush: z.object({ attacker: hundredths, defender: hundredths }).strict(),
      /** On-call artillery per sub-unit present (column header lost in the source; see the row notes). */
      onCall: hundredths,
      /** Airstrikes received; null where the source has "-" (column header lost; see the row notes). */
      airstrikes: z.number().int().min(0).nullable(),
      /** Gas available; null where the source has "-". */
      gas: z.object({ german: z.boolean().nullable(), other: z.boolean().nullable() }).strict(),
    })
    .strict(),
  /** Basic Game Setup: national modifiers to the barrage and on-call die rolls. */
  '1916-barrage-modifiers': z
    .object({
      ...baseRow,
      nation: nationId,
      /** The years the modifier is applied to (our reading where the note says so). */
      years: yearSpan,
      /** The years as printed. */
      yearsText: z.string().min(1),
      modifier: z.number().int(),
    })
    .strict(),
  /** Basic Game Setup: extra heavy weapon bases per friendly sub-unit, by die roll and column. */
  '1916-extra-heavy-weapons': z
    .object({ ...baseRow, roll: z.number().int().min(1).max(6), A: hundredths, B: hundredths, C: hundredths, D: hundredths, F: hundredths })
    .strict(),
  /** Basic Game Setup: which column each year's heavy weapon categories roll on. */
  '1916-heavy-weapon-recommendations': z
    .object({
      ...baseRow,
      year,
      /** The category as printed, without its nations ("LMG", "Field Gun"). */
      weapon: z.string().min(1),
      column: heavyWeaponColumn,
      /** Only these nations; all nations when absent. */
      nations: z.array(nationId).min(1).optional(),
    })
    .strict(),
  /** Basic Game Setup: nearest set-up distance in yards by terrain and die roll 1–6. */
  '1916-setup-proximity': z.object({ ...baseRow, yards: z.array(z.number().int().positive()).length(6) }).strict(),
  /** Basic Game Setup: what may be attempted during a short and a long lull. */
  '1916-lull-features': z
    .object({
      ...baseRow,
      shortLull: z.string().min(1),
      longLull: z.string().min(1),
      /** The footnote attached to the row, in our words. */
      footnote: z.string().min(1).optional(),
    })
    .strict(),
  /** Basic Game Setup (optional): reinforcements arriving in a lull, by die roll. */
  '1916-reinforcements': z
    .object({ ...baseRow, roll: z.number().int().min(1).max(6), attacker: reinforcement, defender: reinforcement })
    .strict(),
  /** 1.1: base sizes (inches) and figures per base for the large, medium and small scales. */
  '1916-base-sizes': z
    .object({
      ...baseRow,
      large: z.object({ baseSize: textOrDash, figures20mm: z.string().min(1), figures15mm: z.string().min(1) }).strict(),
      medium: z.object({ baseSize: textOrDash, figures15mm: z.string().min(1) }).strict(),
      small: z.object({ baseSize: textOrDash, figures12mm: z.string().min(1), figures1to300: z.string().min(1) }).strict(),
    })
    .strict(),
  /** 1.1: weapon ranges in inches for the large, medium and small scales. */
  '1916-weapon-ranges': z
    .object({
      ...baseRow,
      large: inchRange,
      medium: inchRange,
      small: inchRange,
      /** The footnote attached to the row, in our words. */
      footnote: z.string().min(1).optional(),
    })
    .strict(),
  /** 1.2: general terrain effects, cells as printed; null where the source has "-" or nothing. */
  '1916-terrain-effects': z
    .object({
      ...baseRow,
      material: textOrDash,
      rough: z.string().min(1),
      assaultThrough: z.string().min(1),
      impassableTo: textOrDash,
      height: z.string().min(1),
      blocksLosProne: z.string().min(1),
      blocksLosStanding: z.string().min(1),
      coverWeight: textOrDash,
      coverOpen: textOrDash,
    })
    .strict(),
  /** 1.4: the largest allowed base interval by training (personnel) or for vehicles. */
  '1916-base-intervals': z
    .object({
      ...baseRow,
      troops: z.enum(['personnel', 'vehicles']),
      /** Yards; null where the interval is not a distance (vehicles: line of sight). */
      yards: z.number().int().positive().nullable(),
      /** The cell as printed ("60 yds", "Line of sight"). */
      text: z.string().min(1),
    })
    .strict(),
} as const satisfies Record<string, z.ZodType>;
