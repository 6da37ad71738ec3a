import json from '../../../../content/tables/gwsh/optional-rules.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const optionalRulesTable = /* @__PURE__ */ loadTable('gwsh', 'optional-rules', json);
