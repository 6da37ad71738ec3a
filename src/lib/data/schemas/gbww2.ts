/**
 * Row schemas of the Great Battles of WWII chart pages and FAQ tables.
 * Every roll on these charts is "the score or less": a D10 against a score 1–10, or two D10 read as a
 * percentile (01–00, with 00 read as 100) against a score 1–100.
 */
import { z } from 'zod';
import { baseRow } from '../schemaParts.ts';

/** A D10 score (roll this or less); null where the chart has "-" (no chance). */
const d10Score = z.number().int().min(1).max(10).nullable();
/** A percentile score or bound, 1–100 ("00" on the chart is 100). */
const percentile = z.number().int().min(1).max(100);
/** An inclusive band of percentile rolls ("21-60", "85-00" → { from: 85, to: 100 }). */
const percentileBand = z
  .object({ from: percentile, to: percentile })
  .strict()
  .refine((b) => b.from <= b.to, 'from must not be after to');
/** A distance in inches; null where the chart has "-". */
const inches = z.number().nonnegative();
/** A result code exactly as the chart prints it ("1d/1s/-3\"", "2s", "1-2 D/3-4 S"); null for "-". */
const code = z.string().min(1);

/** One cell per artillery or troop quality, in the chart's column order. */
const byQuality = <T extends z.ZodType>(cell: T) => ({ raw: cell, inferior: cell, average: cell, experienced: cell, veteran: cell });

/** The gun ranges of the gun fire chart, 1" to 12". */
const byGunRange = z
  .object(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), d10Score])) as Record<`${number}`, typeof d10Score>)
  .strict();

export const gbww2RowSchemas = {
  /** Dawn sequence step 7 and the hidden units box: how far stationary units in the open are spotted. */
  'gbww2-sighting': z.object({ ...baseRow, firstPlayer: inches, secondPlayer: inches }).strict(),
  /** Chart 2: what a battalion deploying from reserve suffers, by the range to the nearest enemy. */
  'gbww2-deployment': z
    .object({
      ...baseRow,
      within3: code.nullable(),
      within6: code.nullable(),
      within9: code.nullable(),
      within12: code.nullable(),
      over12: code.nullable(),
    })
    .strict(),
  /** Chart 3: activation points to activate one of the four choices. */
  'gbww2-activation-cost': z
    .object({
      ...baseRow,
      battalion: z.number().int(),
      battlegroup: z.number().int(),
      twoBattlegroups: z.number().int(),
      threeBattlegroups: z.number().int(),
    })
    .strict(),
  /** Chart 4: the percentile band for each barrage delay, by artillery quality. */
  'gbww2-barrage-delay': z.object({ ...baseRow, delayTurns: z.number().int().min(0), ...byQuality(percentileBand) }).strict(),
  /** Chart 6: the percentile band for each number of actions, by troop quality. */
  'gbww2-action-points': z.object({ ...baseRow, actions: z.number().int().min(0), ...byQuality(percentileBand) }).strict(),
  /** Chart 5: a stand under a barrage is suppressed on a D10 roll of 1 to `suppressOn`. */
  'gbww2-barrage-roll': z.object({ ...baseRow, suppressOn: z.number().int().min(1).max(10) }).strict(),
  /** A score modifier (plus is a bonus, minus a penalty); `variant` marks an optional rule of the charts or FAQ. */
  'gbww2-modifier': z.object({ ...baseRow, modifier: z.number().int(), variant: z.boolean() }).strict(),
  /** Infantry fire (14.4): D10 scores by range, up to 1", 2", 3" and 8". */
  'gbww2-infantry-fire': z
    .object({ ...baseRow, roll: z.enum(['to-hit', 'to-destroy']), upTo1: d10Score, upTo2: d10Score, upTo3: d10Score, upTo8: d10Score })
    .strict(),
  /** SMG fire: D10 scores by range, up to 1", 2" and 8". */
  'gbww2-smg-fire': z
    .object({ ...baseRow, roll: z.enum(['to-hit', 'to-destroy']), upTo1: d10Score, upTo2: d10Score, upTo8: d10Score })
    .strict(),
  /** Movement (14.3): inches per move by mover and going; null where the chart has "-". */
  'gbww2-movement': z
    .object({
      ...baseRow,
      pavedRoad: inches.nullable(),
      dirtRoad: inches.nullable(),
      goodColumn: inches.nullable(),
      goodAssault: inches.nullable(),
      goodDefensive: inches.nullable(),
      badColumn: inches.nullable(),
      badAssault: inches.nullable(),
      badDefensive: inches.nullable(),
    })
    .strict(),
  /** Gun fire: one line of a gun class's chart (to hit, or to destroy one armour class), D10 scores by range 1"–12". */
  'gbww2-gun-fire': z
    .object({
      ...baseRow,
      gun: z.enum(['light', 'medium', 'heavy', 'superheavy']),
      roll: z.enum(['to-hit', 'to-destroy']),
      armour: z.enum(['light', 'medium', 'heavy', 'superheavy']).nullable(),
      byRange: byGunRange,
    })
    .strict(),
  /** Gun fire once a hit is scored on a target without armour: the D10 score to destroy it. */
  'gbww2-gun-fire-soft': z.object({ ...baseRow, destroyOn: z.number().int().min(1).max(10) }).strict(),
  /** Chart 9: the rally number (D10, roll this or less) by troop quality. */
  'gbww2-rally-number': z.object({ ...baseRow, rallyNumber: z.number().int().min(1).max(10) }).strict(),
  /** Rally score modifiers for cover, for a battalion with one stand or with two or more stands in it. */
  'gbww2-rally-cover': z.object({ ...baseRow, oneStand: z.number().int(), twoOrMoreStands: z.number().int() }).strict(),
  /** Chart 10: the percentile score needed, by the morale count and the stands at the start of the day; null for "-". */
  'gbww2-morale-count': z
    .object({
      ...baseRow,
      count: z.number().int().min(1),
      byStands: z
        .object(
          Object.fromEntries(Array.from({ length: 8 }, (_, i) => [String(i + 1), percentile.nullable()])) as Record<
            `${number}`,
            z.ZodNullable<typeof percentile>
          >,
        )
        .strict(),
    })
    .strict(),
  /** Replacements (16.2.3): the D10 score per destroyed stand by situation and supply quality. */
  'gbww2-replacements': z
    .object({
      ...baseRow,
      poor: z.number().int().min(0).max(10),
      inferior: z.number().int().min(0).max(10),
      average: z.number().int().min(0).max(10),
      superior: z.number().int().min(0).max(10),
      superb: z.number().int().min(0).max(10),
      /** "0/-1": no roll, and one more stand is destroyed. */
      extraStandLost: z.boolean(),
    })
    .strict(),
  /** Weapon/armour data: a vehicle's gun, armour and speed classes. */
  'gbww2-vehicle': z
    .object({
      ...baseRow,
      nation: z.enum(['generic', 'german', 'italy', 'japan', 'british', 'usa', 'soviet']),
      group: z.enum(['tanks', 'assault-guns', 'misc']).nullable(),
      /** The year as printed ("42/43"); null where the source gives none. */
      year: z
        .string()
        .regex(/^\d\d(\/\d\d)?$/)
        .nullable(),
      gun: z.enum(['S', 'H', 'M', 'L', 'I', '0']),
      armour: z.enum(['S', 'H', 'M', 'L', '0']),
      speed: z.enum(['S', 'M', 'F', 'H', 'W']),
    })
    .strict(),
  /** Weapon/armour data: the gun class of towed field and anti-tank guns by calibre. */
  'gbww2-gun-class': z
    .object({ ...baseRow, weapon: z.enum(['field-gun', 'anti-tank-gun']), gunClass: z.enum(['S', 'H', 'M', 'L']) })
    .strict(),
  /** Unit types: base size, whether the stand fires, and how it may be attached to an infantry battalion. */
  'gbww2-unit-type': z
    .object({
      ...baseRow,
      /** Width x depth as printed, in inches. */
      baseSize: z.string().min(1),
      fire: z.enum(['front-rank', 'no-fire']).nullable(),
      attachment: z.enum(['one-of-each', 'other', 'none']),
    })
    .strict(),
  /** Airborne 6.1: drift factor and damage results by drop height and anti-aircraft. */
  'gbww2-approach-damage': z.object({ ...baseRow, driftFactor: code, lightAA: code, mediumAA: code, heavyAA: code }).strict(),
  /** Airborne 6.2: drift per D10 (the 1st die north/south, the 2nd east/west), for Crete and NW Europe. */
  'gbww2-drift': z
    .object({
      ...baseRow,
      roll: z.number().int().min(1).max(10),
      creteFirst: code,
      creteSecond: code,
      nwEuropeFirst: code,
      nwEuropeSecond: code,
    })
    .strict(),
  /** Airborne 6.3: the D10 rolls giving each landing result, by time, means and ground. */
  'gbww2-landing-damage': z
    .object({
      ...baseRow,
      result: z.enum(['D', 'S', 'NE']),
      dayParadropClear: code,
      dayParadropRough: code,
      dayGliderClear: code,
      dayGliderRough: code,
      nightParadropClear: code,
      nightParadropRough: code,
      nightGliderClear: code,
      nightGliderRough: code,
    })
    .strict(),
  /** FAQ 41: air attacks destroy their one target stand on a D10 roll of 1 to `destroyOn`. */
  'gbww2-air-attack': z.object({ ...baseRow, destroyOn: z.number().int().min(1).max(10) }).strict(),
} as const satisfies Record<string, z.ZodType>;
