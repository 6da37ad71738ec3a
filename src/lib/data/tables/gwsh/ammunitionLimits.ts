import json from '../../../../content/tables/gwsh/ammunition-limits.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const ammunitionLimitsTable = /* @__PURE__ */ loadTable('gwsh', 'ammunition-limits', json);
