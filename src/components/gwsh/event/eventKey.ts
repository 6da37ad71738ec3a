/** The event page, which a players' link opens read-only. */
export const EVENT_PAGE = '/gwsh/calculators/event/';
