import { engineFlows } from './flows.ts';
import { openWebKit } from './webkit.ts';

engineFlows(openWebKit);
