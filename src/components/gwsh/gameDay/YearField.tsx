/** The year of the game, 1914–1918, as the game-day calculators ask for it. */
import { SelectField, yearOptions } from '../../shared/Fields.tsx';
import { gameYears } from '#src/lib/gwsh/gameYears.ts';

const YEARS = yearOptions(gameYears);

export function YearField({ id, value, onChange }: { id: string; value: number; onChange: (year: number) => void }) {
  return <SelectField id={id} label="Year of the game" value={value} options={YEARS} onChange={onChange} />;
}
