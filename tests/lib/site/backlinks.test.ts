import { describe, expect, it } from 'vitest';
import { pagesUsingTable, type PageSource } from '#src/lib/site/backlinks.ts';

const table = { system: 'gwsh', id: 'aircraft', pageHref: '/gwsh/tables/aircraft/' };
const page = (title: string, body: string): PageSource => ({ title, href: `/${title}/`, body });

describe('the rule pages that use a table', () => {
  it('are those linking to its page, in Markdown or HTML, or embedding it in either attribute order', () => {
    const pages = [
      page('markdown', 'See the [aircraft costs](/gwsh/tables/aircraft/#fighter).'),
      page('html', '<a href="/gwsh/tables/aircraft/">costs</a>'),
      page('embed', '<SystemTable id="aircraft" system="gwsh" />'),
      page('other-table', '<SystemTable system="gwsh" id="aircraft-limits" />'),
      page('other-system', '<SystemTable system="1916" id="aircraft" />'),
      page('unrelated', 'Aircraft are one-shot weapons.'),
    ];
    expect(pagesUsingTable(table, pages).map((p) => p.title)).toEqual(['markdown', 'html', 'embed']);
  });
});
