/** The list's name, player, nation, year, list type, part, division grade and front, with the points limit they give. */
import type { Finding } from '../../../lib/findings.ts';
import type { ListCost } from '../../../lib/gwsh/list/costList.ts';
import { listTypeName, partName } from '../../../lib/gwsh/list/listEdits.ts';
import { divisionGradeName } from '../../../lib/gwsh/list/artilleryGrade.ts';
import type { GwshList } from '../../../lib/gwsh/list/listFile.ts';
import {
  divisionGrades,
  listParts,
  listTypes,
  type DivisionGrade,
  type ListPart,
  type ListType,
} from '../../../lib/gwsh/list/listFormat.ts';
import { frontNames, fronts, type Front } from '../../../lib/gwsh/front.ts';
import { nationsTable } from '../../../lib/data/tables/gwsh/nations.ts';
import { RuleLink } from '../gameDay/RuleLink.tsx';
import Findings from '../../shared/Findings.tsx';
import { gwshRuleLink } from '../../../lib/gwsh/sections.ts';

const years = [1914, 1915, 1916, 1917, 1918];

interface Props {
  idPrefix: string;
  list: GwshList;
  cost: ListCost;
  findings: readonly Finding[];
  placeholder: string;
  onChange: (patch: Partial<Pick<GwshList, 'name' | 'player' | 'nation' | 'year' | 'list' | 'part' | 'divisionGrade' | 'theatre'>>) => void;
}

export const listNameId = (prefix: string) => `${prefix}-list-name`;

export default function ListSettings({ idPrefix, list, cost, findings, placeholder, onChange }: Props) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const knownNation = nationsTable.rows.some((n) => n.id === list.nation);
  return (
    <section className="lb-settings" aria-labelledby={id('settings-title')}>
      <h2 id={id('settings-title')} className="lb-section-title">
        List
      </h2>
      <div className="lb-fields">
        <div className="lb-field lb-field--wide">
          <label htmlFor={listNameId(idPrefix)}>List name</label>
          <input
            id={listNameId(idPrefix)}
            type="text"
            value={list.name ?? ''}
            maxLength={200}
            autoComplete="off"
            placeholder={placeholder}
            onChange={(e) => onChange({ name: e.target.value })}
          />
        </div>
        <div className="lb-field lb-field--wide">
          <label htmlFor={id('player')}>Player</label>
          <input
            id={id('player')}
            type="text"
            value={list.player ?? ''}
            maxLength={200}
            autoComplete="name"
            onChange={(e) => onChange({ player: e.target.value || undefined })}
          />
        </div>
        <div className="lb-field">
          <label htmlFor={id('nation')}>Nation</label>
          <select id={id('nation')} value={list.nation} onChange={(e) => onChange({ nation: e.target.value })}>
            {!knownNation && <option value={list.nation}>“{list.nation}” (not in the tables)</option>}
            {nationsTable.rows.map((n) => (
              <option key={n.id} value={n.id}>
                {n.name}
              </option>
            ))}
          </select>
        </div>
        <div className="lb-field">
          <label htmlFor={id('year')}>Year</label>
          <select id={id('year')} value={list.year} onChange={(e) => onChange({ year: Number(e.target.value) })}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div className="lb-field">
          <label htmlFor={id('type')}>List type</label>
          <select id={id('type')} value={list.list} onChange={(e) => onChange({ list: e.target.value as ListType })}>
            {listTypes.map((t) => (
              <option key={t} value={t}>
                {listTypeName(t)}
              </option>
            ))}
          </select>
        </div>
        <div className="lb-field">
          <label htmlFor={id('part')}>Part</label>
          <select id={id('part')} value={list.part} onChange={(e) => onChange({ part: e.target.value as ListPart })}>
            {listParts.map((p) => (
              <option key={p} value={p}>
                {partName(p)[0]!.toUpperCase() + partName(p).slice(1)}
              </option>
            ))}
          </select>
        </div>
        <div className="lb-field">
          <label htmlFor={id('division')}>Division rated</label>
          <select
            id={id('division')}
            value={list.divisionGrade ?? 'mixed'}
            aria-describedby={id('division-hint')}
            onChange={(e) => onChange({ divisionGrade: e.target.value as DivisionGrade })}
          >
            {divisionGrades.map((g) => (
              <option key={g} value={g}>
                {divisionGradeName[g][0]!.toUpperCase() + divisionGradeName[g].slice(1)}
              </option>
            ))}
          </select>
        </div>
        <div className="lb-field">
          <label htmlFor={id('front')}>Front</label>
          <select
            id={id('front')}
            value={list.theatre ?? ''}
            aria-describedby={id('front-hint')}
            onChange={(e) => onChange({ theatre: (e.target.value || undefined) as Front | undefined })}
          >
            <option value="">Not set</option>
            {fronts.map((f) => (
              <option key={f} value={f}>
                {frontNames[f]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="lb-muted" id={id('division-hint')}>
        The division the list is drawn from decides its artillery's grade: Regular in a mixed division, the division's own grade when it is
        all Green or all Veteran (<RuleLink section="9.0">rule 9.0</RuleLink>).
      </p>
      <p className="lb-muted" id={id('front-hint')}>
        The front decides, with the year, whether there is an Encounter list and whether defences are bought with points (
        <RuleLink section="3.0">rule 3.0</RuleLink>, <RuleLink section="10.3">10.3</RuleLink>).
      </p>
      <p className="lb-limit">
        Points allowed: {cost.limitText === null ? <strong>none</strong> : <strong>{cost.limitText}</strong>} (
        <a href={cost.limitHref}>list points table</a>)
      </p>
      <Findings links={gwshRuleLink} findings={findings} label="Findings about the list settings" />
    </section>
  );
}
