/** Where this browser keeps the event page's event (read by the victory points page to record a game in it). */
export const EVENT_KEY = 'gwsh-event';

/** The event page, which a players' link opens read-only. */
export const EVENT_PAGE = '/gwsh/calculators/event/';
