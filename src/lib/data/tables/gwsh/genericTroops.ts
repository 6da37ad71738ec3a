import json from '../../../../content/tables/gwsh/generic-troops.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const genericTroopsTable = /* @__PURE__ */ loadTable('gwsh', 'generic-troops', json);
