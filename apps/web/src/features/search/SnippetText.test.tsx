import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { decodeEntities, snippetParts } from './snippet-parts';
import { SnippetText } from './SnippetText';

describe('snippet rendering', () => {
  it('splits on mark tags into text parts', () => {
    expect(snippetParts('the <mark>notice</mark> of <mark>termination</mark>.')).toEqual([
      { text: 'the ', marked: false },
      { text: 'notice', marked: true },
      { text: ' of ', marked: false },
      { text: 'termination', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('undoes the server escaping, and only that', () => {
    expect(decodeEntities('&lt;b&gt; &amp; &quot;x&quot; &#39;y&#x27; &copy; &#0;')).toBe('<b> & "x" \'y\' &copy; &#0;');
  });

  it('shows an escaped <script> as text and highlights with real <mark> elements', () => {
    const { container } = render(
      <p>
        <SnippetText html="&lt;script&gt;alert(1)&lt;/script&gt; a <mark>notice</mark> &amp; more" />
      </p>,
    );
    expect(container.textContent).toBe('<script>alert(1)</script> a notice & more');
    expect(container.querySelector('script')).toBeNull();
    const marks = container.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.textContent).toBe('notice');
  });

  it('never turns any other tag into an element, even unescaped', () => {
    const { container } = render(
      <p>
        <SnippetText html={'<img src=x onerror="alert(1)"><b>bold</b><script>alert(2)</script><mark onclick="x">m</mark>'} />
      </p>,
    );
    expect(container.querySelector('img, b, script')).toBeNull();
    expect(container.querySelectorAll('mark')).toHaveLength(0);
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });
});
