import { sanitizeHtml } from '@/lib/sanitize';

/** The sanitised HTML as a page would show it. */
async function render(html: string): Promise<HTMLElement> {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

const links = (box: HTMLElement) => [...box.querySelectorAll('a')];

describe('sanitizeHtml: links', () => {
  it('gives every link that opens a new tab rel="noopener noreferrer", and nothing else of rel', async () => {
    const box = await render(
      [
        '<a href="https://a.example" target="_blank">a</a>',
        '<a href="https://b.example" target="_BLANK" rel="opener">b</a>',
        '<a href="https://c.example" target="_blank" rel="noopener">c</a>',
        '<a href="https://d.example" target=" _blank " rel="nofollow noopener noreferrer opener">d</a>',
      ].join(''),
    );
    for (const link of links(box)) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links(box)).toHaveLength(4);
  });

  it('drops rel from a link that stays in the tab, and targets other than a new tab', async () => {
    const box = await render(
      '<p><a href="/fi/pelit" rel="opener">in</a> <a href="https://e.example" target="_top" rel="opener">top</a> <a href="https://f.example" target="win">named</a></p>',
    );
    for (const link of links(box)) {
      expect(link.hasAttribute('rel')).toBe(false);
      expect(link.hasAttribute('target')).toBe(false);
    }
    expect(box.textContent).toBe('in top named');
  });

  it('still removes what runs and keeps the formatting', async () => {
    const box = await render('<h2>Title</h2><script>alert(1)</script><a href="javascript:alert(1)" target="_blank" onclick="x()">x</a><strong>ok</strong>');
    expect(box.querySelector('script')).toBeNull();
    // The link without its address is no link: its text stays, as text.
    expect(box.querySelector('a')).toBeNull();
    expect(box.innerHTML).toContain('x<strong>ok</strong>');
    expect(box.querySelector('[onclick]')).toBeNull();
    expect(box.querySelector('h2')?.textContent).toBe('Title');
    expect(box.querySelector('strong')?.textContent).toBe('ok');
  });
});

describe('sanitizeHtml: link attributes', () => {
  it('keeps a title and an allowed href', async () => {
    const box = await render('<a href="https://g.example/x" title="Terms">t</a><a href="/fi/pelit">p</a><a href="//evil.example">e</a>');
    const [terms, games, evil] = links(box);
    expect(terms?.getAttribute('title')).toBe('Terms');
    expect(terms?.getAttribute('href')).toBe('https://g.example/x');
    expect(games?.getAttribute('href')).toBe('/fi/pelit');
    // The protocol-relative link lost its address, and with it its <a>: "e" stays as text.
    expect(evil).toBeUndefined();
    expect(box.textContent).toBe('tpe');
  });
});
