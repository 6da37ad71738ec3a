import { engineFlows } from './flows.ts';
import { openFirefox } from './firefox.ts';

engineFlows(openFirefox);
