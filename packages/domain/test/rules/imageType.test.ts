// Which image an upload is, from its first bytes (decision 108).
import { describe, expect, it } from 'vitest';
import { detectImageType, detectLogoType } from '../../src/rules/imageType.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectImageType', () => {
  it('knows PNG, JPEG, GIF (87a and 89a) and WebP by their signatures', () => {
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(detectImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(detectImageType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses everything else: SVG, HTML, a RIFF that is not WebP, cut-off signatures, nothing', () => {
    for (const other of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
      bytes('<?xml version="1.0"?><svg'),
      bytes('<html><script>'),
      bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '),
      bytes([0x89], 'PNG'),
      bytes([0xff, 0xd8]),
      bytes('GIF8'),
      bytes(),
    ])
      expect(detectImageType(other)).toBeNull();
  });
});

describe('detectLogoType', () => {
  it('knows PNG, JPEG and WebP by their signatures and SVG by its root element after a prolog', () => {
    expect(detectLogoType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectLogoType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectLogoType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      '\uFEFF\n  <?xml version="1.0" encoding="UTF-8"?>\n<!-- Logo --><svg\nwidth="1">',
      '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg>',
    ])
      expect(detectLogoType(new TextEncoder().encode(svg)), svg).toBe('image/svg+xml');
  });

  it('refuses GIF, HTML, text, other XML and an SVG behind a doctype with entities', () => {
    for (const other of [
      bytes('GIF89a', [1, 0]),
      bytes('<html><svg></svg></html>'),
      bytes('just text <svg>'),
      bytes('<?xml version="1.0"?><feed><svg></svg></feed>'),
      bytes('<svgx>'),
      bytes('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'),
      bytes(),
    ])
      expect(detectLogoType(other)).toBeNull();
  });

  it('reads a prolog full of comments in linear time, whether or not an <svg> follows', () => {
    // Exponential backtracking would not finish these: 585 comments fill the sniffed 4 KB.
    const comments = '<!---->'.repeat(585);
    expect(detectLogoType(bytes(`${comments}x`))).toBeNull();
    expect(detectLogoType(bytes(`<!-- a --><!-- b -->${'<!---->'.repeat(500)}<svg>`))).toBe('image/svg+xml');
    expect(detectLogoType(bytes(`<!-- --> -->${'<!---->'.repeat(40)}x`))).toBeNull();
  });
});
