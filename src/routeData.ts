/**
 * Starlight route data. The home page (a splash page) keeps the site's menu, so that a phone, whose menu
 * button Starlight draws only on pages with a sidebar, can reach every page from the front door.
 */
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';

export const onRequest = defineRouteMiddleware((context) => {
  const route = context.locals.starlightRoute;
  if (route.id === '' || route.id === 'index') route.hasSidebar = true;
});
