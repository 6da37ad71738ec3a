import json from '../../../../content/tables/1916/weapon-ranges.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const weaponRangesTable = /* @__PURE__ */ loadTable('1916', '1916-weapon-ranges', json);
