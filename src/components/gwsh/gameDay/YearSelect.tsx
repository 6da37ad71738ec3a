/** The year of the game, 1914–1918, as the game-day calculators ask for it. */
const YEARS = [1914, 1915, 1916, 1917, 1918] as const;

interface Props {
  id: string;
  value: number;
  onChange: (year: number) => void;
}

export function YearSelect({ id, value, onChange }: Props) {
  return (
    <div className="gd-field">
      <label htmlFor={id}>Year of the game</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {YEARS.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </div>
  );
}
