import json from '../../../../content/tables/1916/base-sizes.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const baseSizesTable = /* @__PURE__ */ loadTable('1916', '1916-base-sizes', json);
