import json from '../../../../content/tables/gwsh/nations.json' with { type: 'json' };
import { loadTable } from '../../loadTable.ts';

export const nationsTable = /* @__PURE__ */ loadTable('gwsh', 'nations', json);
