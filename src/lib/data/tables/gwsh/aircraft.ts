import json from '../../../../content/tables/gwsh/aircraft.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const aircraftTable = /* @__PURE__ */ loadTable('gwsh', 'aircraft', json);
