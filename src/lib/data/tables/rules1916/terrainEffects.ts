import json from '../../../../content/tables/1916/terrain-effects.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const terrainEffectsTable = /* @__PURE__ */ loadTable('1916', '1916-terrain-effects', json);
