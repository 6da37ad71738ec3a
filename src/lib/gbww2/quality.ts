/** The five qualities of troops and artillery on the Great Battles of WWII charts, in chart column order. */
export const QUALITIES = ['raw', 'inferior', 'average', 'experienced', 'veteran'] as const;
export type Quality = (typeof QUALITIES)[number];

export const QUALITY_LABELS: Record<Quality, string> = {
  raw: 'Raw',
  inferior: 'Inferior',
  average: 'Average',
  experienced: 'Experienced',
  veteran: 'Veteran',
};

export const isQuality = (value: unknown): value is Quality => QUALITIES.includes(value as Quality);

/** The qualities as select options: [id, label]. */
export const QUALITY_OPTIONS = QUALITIES.map((q) => [q, QUALITY_LABELS[q]] as const);
