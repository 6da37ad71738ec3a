import json from '../../../../content/tables/1916/heavy-weapon-recommendations.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const heavyWeaponRecommendationsTable = /* @__PURE__ */ loadTable('1916', '1916-heavy-weapon-recommendations', json);
