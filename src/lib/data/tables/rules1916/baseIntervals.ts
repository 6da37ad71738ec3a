import json from '../../../../content/tables/1916/base-intervals.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const baseIntervalsTable = /* @__PURE__ */ loadTable('1916', '1916-base-intervals', json);
