/** The list's name, player, nation, year, list type, part, division grade and front, with the points limit they give. */
import type { Finding } from '#src/lib/findings.ts';
import type { ListCost } from '#src/lib/gwsh/list/costList.ts';
import { listTypeName, partName } from '#src/lib/gwsh/list/listEdits.ts';
import { divisionGradeName } from '#src/lib/gwsh/list/artilleryGrade.ts';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { divisionGrades, listParts, listTypes } from '#src/lib/gwsh/list/listFormat.ts';
import { capitalised } from '#src/lib/capitalised.ts';
import { SelectField, yearOptions } from '../../shared/Fields.tsx';
import { frontNames, fronts, type Front } from '#src/lib/gwsh/front.ts';
import { gameYears } from '#src/lib/gwsh/gameYears.ts';
import { useMemo } from 'react';
import { RuleLink } from '../shared/RuleLink.tsx';
import Findings from '../../shared/Findings.tsx';
import { findingTermCard } from '../findingTerm.tsx';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import { useLoadedTables } from './useListModel.ts';

const YEARS = yearOptions(gameYears);
const TYPES = listTypes.map((t) => [t, listTypeName(t)] as const);
const PARTS = listParts.map((p) => [p, capitalised(partName(p))] as const);
const DIVISIONS = divisionGrades.map((g) => [g, capitalised(divisionGradeName[g])] as const);
const FRONTS: readonly (readonly ['' | Front, string])[] = [['', 'Not set'], ...fronts.map((f) => [f, frontNames[f]] as const)];

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
  const { nations } = useLoadedTables();
  const nationOptions = useMemo(() => nations.rows.map((n) => [n.id, n.name] as const), [nations]);
  const knownNation = nations.rows.some((n) => n.id === list.nation);
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
        <SelectField
          family="lb"
          id={id('nation')}
          label="Nation"
          value={list.nation}
          options={knownNation ? nationOptions : [[list.nation, `“${list.nation}” (not in the tables)`], ...nationOptions]}
          onChange={(nation) => onChange({ nation })}
        />
        <SelectField family="lb" id={id('year')} label="Year" value={list.year} options={YEARS} onChange={(year) => onChange({ year })} />
        <SelectField
          family="lb"
          id={id('type')}
          label="List type"
          value={list.list}
          options={TYPES}
          onChange={(t) => onChange({ list: t })}
        />
        <SelectField family="lb" id={id('part')} label="Part" value={list.part} options={PARTS} onChange={(part) => onChange({ part })} />
        <SelectField
          family="lb"
          id={id('division')}
          label="Division rated"
          value={list.divisionGrade ?? 'mixed'}
          options={DIVISIONS}
          describedBy={id('division-hint')}
          onChange={(divisionGrade) => onChange({ divisionGrade })}
        />
        <SelectField
          family="lb"
          id={id('front')}
          label="Front"
          value={list.theatre ?? ''}
          options={FRONTS}
          describedBy={id('front-hint')}
          onChange={(front) => onChange({ theatre: front || undefined })}
        />
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
      <Findings links={gwshRuleLink} extra={findingTermCard} findings={findings} label="Findings about the list settings" />
    </section>
  );
}
