import json from '../../../../content/tables/1916/barrage-modifiers.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const barrageModifiersTable = /* @__PURE__ */ loadTable('1916', '1916-barrage-modifiers', json);
