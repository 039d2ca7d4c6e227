import { describe, expect, it } from 'vitest';
import { UPLOAD_MIME_TYPES } from '../../src/enums.ts';
import { opensInline, UPLOAD_EXTENSIONS, uploadTypeOfName } from '../../src/rules/fileType.ts';

describe('uploadTypeOfName', () => {
  it('reads the type from the extension, in any case', () => {
    expect(uploadTypeOfName('Todistus.PDF')).toBe('application/pdf');
    expect(uploadTypeOfName('kuva.jpeg')).toBe('image/jpeg');
    expect(uploadTypeOfName('taulukko.xlsx')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('refuses names without an accepted extension', () => {
    expect(uploadTypeOfName('ohjelma.exe')).toBeNull();
    expect(uploadTypeOfName('README')).toBeNull();
    expect(uploadTypeOfName('toString')).toBeNull();
    expect(uploadTypeOfName('x.constructor')).toBeNull();
  });

  it('maps only to accepted types, and reaches each but the legacy rar alias', () => {
    const reached = new Set(Object.values(UPLOAD_EXTENSIONS));
    for (const type of reached) expect(UPLOAD_MIME_TYPES).toContain(type);
    expect(UPLOAD_MIME_TYPES.filter((t) => !reached.has(t as never))).toEqual([
      'application/x-rar-compressed',
    ]);
  });
});

describe('opensInline', () => {
  it('is true for raster images and pdf only', () => {
    expect(opensInline('image/png')).toBe(true);
    expect(opensInline('application/pdf')).toBe(true);
    expect(opensInline('image/svg+xml')).toBe(false);
    expect(opensInline('text/plain')).toBe(false);
    expect(opensInline(null)).toBe(false);
  });
});
