/** The event page, which opens a players' link made before the hall view read-only. */
export const EVENT_PAGE = '/gwsh/calculators/event/';

/** The hall view: the event kept in this browser for a projector, and what a players' link opens. */
export const HALL_PAGE = '/gwsh/calculators/event/hall/';
