import json from '../../../../content/tables/1916/barrage-availability.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const barrageAvailabilityTable = /* @__PURE__ */ loadTable('1916', '1916-barrage-availability', json);
