import json from '../../../../content/tables/gwsh/list-points.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const listPointsTable = /* @__PURE__ */ loadTable('gwsh', 'list-points', json);
