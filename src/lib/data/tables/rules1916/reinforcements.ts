import json from '../../../../content/tables/1916/reinforcements.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const reinforcementsTable = /* @__PURE__ */ loadTable('1916', '1916-reinforcements', json);
