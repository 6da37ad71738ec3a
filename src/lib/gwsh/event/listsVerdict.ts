/**
 * How a player's lists stand in an event (eventLists.ts decides it), in the words a player's row and the
 * command line say it. Apart from the checks, which the event page fetches only once a player has lists.
 */
export type ListsVerdict = 'breaks' | 'to-check' | 'fine' | 'none';

export const verdictWords: Readonly<Record<ListsVerdict, string>> = {
  breaks: 'breaks a rule',
  'to-check': 'to check',
  fine: 'fine',
  none: 'no list yet',
};
