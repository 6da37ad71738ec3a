import json from '../../../../content/tables/gwsh/fire-missions.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const fireMissionsTable = /* @__PURE__ */ loadTable('gwsh', 'fire-missions', json);
