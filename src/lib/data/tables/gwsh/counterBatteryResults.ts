import json from '../../../../content/tables/gwsh/counter-battery-results.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const counterBatteryResultsTable = /* @__PURE__ */ loadTable('gwsh', 'counter-battery-results', json);
