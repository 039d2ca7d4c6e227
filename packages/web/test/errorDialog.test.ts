// The error dialog's texts (spec §8): the status's title, the text of the error's message key
// (docs/decisions/030) and per-field list for an API error; the network texts when nothing
// answered; 'unknown error' otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../src/api/client.ts';
import { describeError } from '../src/components/errorDialog.tsx';
import enErrors from '../src/i18n/en.errors.json';
import fiErrors from '../src/i18n/fi.errors.json';
import fi from '../src/i18n/fi.json';
import { applyLocale } from '../src/i18n/index.ts';

describe('describeError', () => {
  it('gives the status title, the text of the message key and a line per field', () => {
    const error = new ApiError(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid input',
      code: 'VALIDATION',
      key: 'request.invalid',
      fields: {
        password: { key: 'minLength', params: { field: 'password', length: 10 } },
        'personal.nickname': { key: 'required', params: { field: 'personal.nickname' } },
      },
    });
    expect(describeError(error)).toEqual({
      title: fiErrors.errors.status['400'].title,
      message: fiErrors.errors.message.request.invalid,
      fields: ['Salasana on oltava vähintään 10 merkkiä', 'personal.nickname on pakollinen'],
    });
  });

  it('has no field list when the server sent none', () => {
    const error = new ApiError(409, {
      statusCode: 409,
      error: 'Conflict',
      message: 'This shift is settled and can no longer be changed',
      code: 'CONFLICT',
      key: 'shift.settled',
    });
    expect(describeError(error)).toEqual({
      title: fiErrors.errors.status['409'].title,
      message: fiErrors.errors.message.shift.settled,
      fields: [],
    });
  });

  it('titles a status from the translations, not the server’s English reason phrase', () => {
    const error = new ApiError(502, { statusCode: 502, error: 'Bad Gateway', message: 'Bad Gateway' });
    expect(describeError(error).title).toBe(fiErrors.errors.status['502'].title);
    // A status without a title of its own: the general one.
    const teapot = new ApiError(418, { statusCode: 418, error: "I'm a Teapot", message: 'Short and stout' });
    expect(describeError(teapot).title).toBe(fi.errors.responseTitle);
  });

  it('puts the parameters of the key into its text', () => {
    const error = new ApiError(404, {
      statusCode: 404,
      error: 'Not Found',
      message: 'No route GET /api/nothing',
      code: 'NOT_FOUND',
      key: 'request.noRoute',
      params: { method: 'GET', path: '/api/nothing' },
    });
    expect(describeError(error).message).toBe('Osoitteessa /api/nothing ei ole mitään.');
  });

  it('never shows the server’s English: an unknown key falls back to its code, then its status', () => {
    const said = (status: number, body: { code?: string; key?: string }) =>
      describeError(
        new ApiError(status, { statusCode: status, error: 'x', message: 'Server English', ...body }),
      ).message;
    // A key this app does not know yet (a newer server): the general text of the code.
    expect(said(409, { code: 'CONFLICT', key: 'marketplace.alreadyReserved' })).toBe(
      fiErrors.errors.message.request.conflict,
    );
    // No key at all (Fastify's rate limit before our handler, an older server): the code's text.
    expect(said(429, { code: 'TOO_MANY_TRIES' })).toBe(fiErrors.errors.message.request.tooManyTries);
    // Neither a known key nor a known code: the status's text, then the general one.
    expect(said(503, { code: 'SOMETHING_NEW', key: 'something.new' })).toBe(
      fiErrors.errors.status['503'].text,
    );
    expect(said(418, {})).toBe(fiErrors.errors.status.other.text);
  });

  describe('in English', () => {
    beforeAll(() => applyLocale('en'));
    afterAll(() => applyLocale('fi'));

    it('gives the English text of the key', () => {
      const error = new ApiError(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'Another shift is already running',
        code: 'CONFLICT',
        key: 'shift.otherRunning',
      });
      expect(describeError(error).message).toBe(enErrors.errors.message.shift.otherRunning);
    });
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
