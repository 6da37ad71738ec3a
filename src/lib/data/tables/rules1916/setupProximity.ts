import json from '../../../../content/tables/1916/setup-proximity.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const setupProximityTable = /* @__PURE__ */ loadTable('1916', '1916-setup-proximity', json);
