/** Table files in the browser bundle without their description; the server keeps the whole file. */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { clientTables, withoutDescription } from '../../src/integrations/clientTables.ts';

type Hooks = Required<AstroIntegration['hooks']>;
type Transform = (
  this: { environment: { config: { consumer: 'client' | 'server' } } },
  code: string,
  id: string,
) => { code: string } | null;

function setUp() {
  const integration = clientTables();
  let plugin: Plugin | undefined;
  const setup = integration.hooks['astro:config:setup'] as unknown as (o: {
    updateConfig: (c: { vite: { plugins: Plugin[] } }) => void;
  }) => void;
  setup({ updateConfig: (c) => (plugin = c.vite.plugins[0]) });
  const transform = plugin!.transform as unknown as Transform;
  const on = (consumer: 'client' | 'server') => (code: string, id: string) =>
    transform.call({ environment: { config: { consumer } } }, code, id);
  const done = () => (integration.hooks['astro:build:done'] as unknown as Hooks['astro:build:done'] & (() => void))();
  return { client: on('client'), server: on('server'), done };
}

const table =
  '{"id":"aircraft","system":"gwsh","title":"Aircraft","section":"10.4","description":"Prose for the page.","kind":"aircraft","rows":[{"id":"a","name":"A","points":5}]}';

describe('client tables', () => {
  it('drops the description and keeps every other field, in order', () => {
    expect(withoutDescription(table)).toBe(
      '{"id":"aircraft","system":"gwsh","title":"Aircraft","section":"10.4","kind":"aircraft","rows":[{"id":"a","name":"A","points":5}]}',
    );
  });

  it('changes table files for the browser only, and no other file', () => {
    const { client, server, done } = setUp();
    expect(done).toThrow(/no table file reached the browser bundle/);
    const path = '/work/site/src/content/tables/gwsh/aircraft.json';
    expect(server(table, path)).toBeNull();
    expect(client('{"description":"kept"}', '/work/site/src/content/docs/x.json')).toBeNull();
    expect(JSON.parse(client(table, `${path}?import`)!.code)).not.toHaveProperty('description');
    expect(done).not.toThrow();
  });
});
