// The error dialog's texts (spec §8): server title, message and per-field list for an API
// error; the network texts when nothing answered; 'unknown error' otherwise.
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../src/api/client.ts';
import { describeError } from '../src/components/errorDialog.tsx';
import fi from '../src/i18n/fi.json';

describe('describeError', () => {
  it('gives the server title, message and a line per field', () => {
    const error = new ApiError(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Body is invalid',
      fields: {
        password: { key: 'minLength', params: { field: 'password', length: 10 } },
        'personal.nickname': { key: 'required', params: { field: 'personal.nickname' } },
      },
    });
    expect(describeError(error)).toEqual({
      title: 'Bad Request',
      message: 'Body is invalid',
      fields: ['Salasana on oltava vähintään 10 merkkiä', 'personal.nickname on pakollinen'],
    });
  });

  it('has no field list when the server sent none', () => {
    const error = new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'Already reserved' });
    expect(describeError(error)).toEqual({ title: 'Conflict', message: 'Already reserved', fields: [] });
  });

  it('gives the network texts when the request got no answer', () => {
    expect(describeError(new NetworkError('TypeError: Failed to fetch'))).toEqual({
      title: fi.errors.networkTitle,
      message: fi.errors.networkText,
      fields: [],
    });
  });

  it("gives 'unknown error' for anything else", () => {
    expect(describeError(new TypeError('x is undefined'))).toEqual({
      title: fi.errors.unknownTitle,
      message: fi.errors.unknownText,
      fields: [],
    });
    expect(describeError('just a string').title).toBe(fi.errors.unknownTitle);
  });
});
