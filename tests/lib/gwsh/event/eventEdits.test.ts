/** What an organiser does to an event (src/lib/gwsh/event/eventEdits.ts). */
import { describe, expect, it } from 'vitest';
import { addPlayer } from '#src/lib/gwsh/event/eventEdits.ts';
import { clubEvent } from './clubEvent.ts';

const club = clubEvent();

describe('a player added by the organiser', () => {
  it('loses the text-direction controls from name and club', () => {
    const added = addPlayer(club, { name: '\u202eZed', club: '\u2066Hussars\u2069', side: 'axis', nation: null });
    expect(added.ok && added.event.players.at(-1)).toMatchObject({ id: 'zed', name: 'Zed', club: 'Hussars' });
  });
});
