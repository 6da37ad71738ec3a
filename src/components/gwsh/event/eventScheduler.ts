/** The organiser's page's scheduler for the event's long actions (src/lib/tools/event/eventSteps.ts). */
import { startTransition } from 'react';
import type { Scheduler } from '#src/lib/tools/event/eventSteps.ts';
import { giveBack, runYielding } from '../../shared/eachYielding.ts';

export const eventScheduler: Scheduler = { runSteps: (steps) => runYielding(steps), giveBack, transition: startTransition };
