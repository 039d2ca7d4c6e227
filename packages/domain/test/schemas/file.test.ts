import { describe, expect, it } from 'vitest';
import { FILES } from '../../src/limits.ts';
import { fileInput, fileSchema, fileUpdate, uploadSchema } from '../../src/schemas/file.ts';
import { messages, uuid } from './helpers.ts';

const upload = { filename: 'todistus.pdf', mimeType: 'application/pdf', size: 1200 };

describe('file', () => {
  it('parses the API shape of a file and a directory', () => {
    const file = {
      _id: uuid(1),
      type: 'file',
      filename: 'todistus.pdf',
      isShared: false,
      isSharedWithAll: false,
      isPublic: false,
      size: 1200,
      mimeType: 'application/pdf',
      parent: uuid(2),
      owner: uuid(3),
      ownerName: 'Väinö Työntekijä',
      createdAt: '2025-03-01T08:00:00Z',
    };
    expect(fileSchema.parse(file)).toEqual(file);
    expect(fileSchema.safeParse({ ...file, type: 'directory', mimeType: null, size: 0 }).success).toBe(true);
  });

  it('fills defaults on create, none on update', () => {
    expect(fileInput.parse({ filename: 'Todistukset' })).toMatchObject({
      type: 'file',
      parent: null,
      sharedWith: [],
    });
    expect(fileUpdate.parse({ isShared: true })).toEqual({ isShared: true });
  });

  // The name's own rule (bytes, controls, separators, NFC) is tested in rules/fileName.test.ts.
  it('holds every name to the file name rule, in bytes', () => {
    expect(fileInput.safeParse({ filename: 'x'.repeat(FILES.filename) }).success).toBe(true);
    expect(messages(fileInput, { filename: 'x'.repeat(FILES.filename + 1) }).filename).toEqual({
      key: 'maxBytes',
      params: { field: 'filename', max: FILES.filename },
    });
    expect(messages(uploadSchema, { ...upload, filename: 'a\u0000.pdf' }).filename?.key).toBe(
      'invalidCharacter',
    );
  });

  it('accepts only the listed types up to the size limit', () => {
    expect(uploadSchema.safeParse(upload).success).toBe(true);
    expect(messages(uploadSchema, { ...upload, mimeType: 'application/x-msdownload' }).mimeType?.key).toBe(
      'enum',
    );
    expect(uploadSchema.safeParse({ ...upload, size: FILES.maxFileBytes }).success).toBe(true);
    expect(messages(uploadSchema, { ...upload, size: FILES.maxFileBytes + 1 }).size).toEqual({
      key: 'maxValue',
      params: { field: 'size', max: FILES.maxFileBytes },
    });
  });

  it('names missing, mistyped and path-like names', () => {
    expect(messages(uploadSchema, { filename: 'a.pdf', mimeType: 'application/pdf' }).size?.key).toBe(
      'required',
    );
    expect(messages(fileInput, { filename: 'a', isShared: 'no' }).isShared?.key).toBe('type');
    expect(messages(fileInput, { filename: '../etc/passwd' }).filename?.key).toBe('invalidCharacter');
  });
});
