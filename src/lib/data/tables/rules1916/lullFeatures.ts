import json from '../../../../content/tables/1916/lull-features.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const lullFeaturesTable = /* @__PURE__ */ loadTable('1916', '1916-lull-features', json);
