/** What the lull the check brought allows, row by row from the lull features chart, each linked to its row. */
import { rowHref } from '../../lib/data/links.ts';
import type { LullFeature, LullLength } from '../../lib/rules1916/lulls.ts';
import type { SetupTables } from '../../lib/rules1916/setupTables.ts';

interface Props {
  length: LullLength;
  features: LullFeature[];
  /** The chart the features were read from, whose rows they link to. */
  chart: SetupTables['lullFeatures'];
}

export default function LullFeatures({ length, features, chart }: Props) {
  return (
    <div className="gw-table-wrap" role="region" aria-labelledby="lull-features-caption" tabIndex={0}>
      <table className="gw-table" data-testid="lull-features">
        <caption id="lull-features-caption">What this {length} lull allows (lull features chart)</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">In a {length} lull</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {features.map((f) => (
            <tr key={f.id} data-feature={f.id}>
              <th scope="row">
                <a href={rowHref(chart, f.id)}>{f.name}</a>
              </th>
              <td>{f.permission}</td>
              <td>{[f.footnote, f.note].filter(Boolean).join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
