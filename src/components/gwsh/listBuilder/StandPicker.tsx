/**
 * Type-ahead stand picker (ARIA combobox with a listbox): the chosen nation's rows and the generic troops,
 * with points, rows outside the year marked. A leading number adds several at once ("9 inf").
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { filterOptions, parsePickerQuery, standOptions, type PickerOption } from '#src/lib/gwsh/list/standPicker.ts';
import { useLoadedTables, usePackInForce } from './useListModel.ts';

interface Props {
  id: string;
  nation: string;
  year: number;
  /** Where the stands go, for the label: "Brigade 1". */
  into: string;
  onPick: (unit: string, count: number, option: PickerOption) => void;
}

export default function StandPicker({ id, nation, year, into, onPick }: Props) {
  const listId = useId();
  const hintId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const wrap = useRef<HTMLDivElement>(null);

  const tables = useLoadedTables();
  const alternatives = usePackInForce()?.alternatives;
  const options = useMemo(() => standOptions(tables, nation, year, alternatives), [tables, nation, year, alternatives]);
  const { count, words } = parsePickerQuery(query);
  const wordsKey = words.join(' ');
  const matches = useMemo(() => filterOptions(options, wordsKey === '' ? [] : wordsKey.split(' ')), [options, wordsKey]);
  const optionId = (i: number) => `${listId}-${i}`;
  const current = open && matches.length > 0 ? Math.min(active, matches.length - 1) : -1;

  useEffect(() => {
    if (current >= 0) document.getElementById(`${listId}-${current}`)?.scrollIntoView({ block: 'nearest' });
  }, [current, listId]);
  // When the options open low on a phone screen, bring them into view (clear of the total bar).
  useEffect(() => {
    if (open) requestAnimationFrame(() => document.getElementById(listId)?.scrollIntoView({ block: 'nearest' }));
  }, [open, listId]);

  const pick = (option: PickerOption) => {
    onPick(option.id, count, option);
    // Closed after each pick so that nothing stays drawn over the brigade; typing or a tap opens it again.
    setQuery('');
    setActive(0);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setOpen(true);
      else setActive(current >= last ? 0 : current + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive(current <= 0 ? last : current - 1);
    } else if (e.key === 'Home' && open) {
      setActive(0);
    } else if (e.key === 'End' && open) {
      setActive(last);
    } else if (e.key === 'Enter') {
      if (current >= 0) {
        e.preventDefault();
        pick(matches[current]!);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
      } else setQuery('');
    }
  };

  return (
    <div
      className="lb-picker"
      ref={wrap}
      onBlur={(e) => {
        if (!wrap.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={id}>Add stands to {into}</label>
      <div className="lb-combo">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="done"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-describedby={hintId}
          placeholder="Type a name, e.g. 9 inf"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={`Stands for ${into}`} className="lb-options" hidden={!open}>
          {open && matches.length === 0 && (
            <li className="lb-option-none" role="option" aria-disabled="true" aria-selected={false}>
              Nothing matches “{query}”.
            </li>
          )}
          {open &&
            matches.map((o, i) => (
              // The keyboard works the options from the field (a combobox: arrows, Enter), so an option takes clicks only.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={o.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                className={`lb-option${o.inYear ? '' : ' lb-option--out'}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(o)}
              >
                <span className="lb-option-name">
                  {count > 1 && <>{count} × </>}
                  {o.name}
                </span>{' '}
                <span className="lb-option-points">{o.points === null ? 'no value' : `${o.pointsText} pts`}</span>
                {!o.inYear && (
                  <>
                    {' '}
                    <span className="lb-badge">{o.yearsText} only</span>
                  </>
                )}
                {o.source === 'generic' && (
                  <>
                    {' '}
                    <span className="lb-badge lb-badge--plain">generic</span>
                  </>
                )}
              </li>
            ))}
        </ul>
      </div>
      <p id={hintId} className="lb-hint">
        Start with a number to add several at once. Rows marked with their years are outside {year}.
      </p>
    </div>
  );
}
