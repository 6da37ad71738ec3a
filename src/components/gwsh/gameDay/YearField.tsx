/** The year of the game, 1914–1918, as the game-day calculators ask for it. */
import { SelectField, yearOptions } from '../../shared/Fields.tsx';

const YEARS = yearOptions([1914, 1915, 1916, 1917, 1918]);

export function YearField({ id, value, onChange }: { id: string; value: number; onChange: (year: number) => void }) {
  return <SelectField id={id} label="Year of the game" value={value} options={YEARS} onChange={onChange} />;
}
