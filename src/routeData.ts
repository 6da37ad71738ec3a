/**
 * Starlight route data. The sidebar's table links are filled in from the tables collection
 * (src/components/site/sidebarTables.ts). The home page (a splash page) keeps the site's menu, so that a
 * phone, whose menu button Starlight draws only on pages with a sidebar, can reach every page from the
 * front door.
 */
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { fillTableLinks } from './components/site/sidebarTables.ts';

export const onRequest = defineRouteMiddleware(async (context) => {
  const route = context.locals.starlightRoute;
  if (route.id === '' || route.id === 'index') route.hasSidebar = true;
  await fillTableLinks(route, context.url.pathname);
});
