import json from '../../../../content/tables/gwsh/national-quality.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const nationalQualityTable = /* @__PURE__ */ loadTable('gwsh', 'national-quality', json);
