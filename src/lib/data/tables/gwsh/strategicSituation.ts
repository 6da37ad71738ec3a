import json from '../../../../content/tables/gwsh/strategic-situation.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const strategicSituationTable = /* @__PURE__ */ loadTable('gwsh', 'strategic-situation', json);
