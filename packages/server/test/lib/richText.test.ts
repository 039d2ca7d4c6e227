// What a hostile editor sends loses everything that could run, and keeps the formatting.
import { describe, expect, it } from 'vitest';
import { cleanRichText } from '../../src/lib/richText.ts';

describe('cleanRichText', () => {
  it('keeps the formatting the editor writes', () => {
    const html = '<h2>Otsikko</h2><p><strong>Tärkeä</strong> ja <em>kursiivi</em></p><ul><li>yksi</li></ul>';
    expect(cleanRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and frames', () => {
    const clean = cleanRichText(
      '<p onclick="alert(1)" style="color:red">x</p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil"></iframe><svg onload=alert(1)></svg>',
    );
    expect(clean).toBe('<p>x</p>');
  });

  it('keeps only http(s) and mailto links, opened without the opener', () => {
    expect(cleanRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(cleanRichText('<a href="JaVaScRiPt&#58;alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(cleanRichText('<a href="data:text/html,<script>">x</a>')).not.toMatch(/data:/);
    expect(cleanRichText('<a href="https://tuura.fi">x</a>')).toBe(
      '<a href="https://tuura.fi" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});
