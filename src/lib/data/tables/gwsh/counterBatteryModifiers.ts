import json from '../../../../content/tables/gwsh/counter-battery-modifiers.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const counterBatteryModifiersTable = /* @__PURE__ */ loadTable('gwsh', 'counter-battery-modifiers', json);
