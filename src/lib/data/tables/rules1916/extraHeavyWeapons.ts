import json from '../../../../content/tables/1916/extra-heavy-weapons.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const extraHeavyWeaponsTable = /* @__PURE__ */ loadTable('1916', '1916-extra-heavy-weapons', json);
