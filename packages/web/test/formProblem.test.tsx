// The shared form-error mechanism (components/FormProblem.tsx): the server's field paths land on
// the form's fields; an answer about fields the form does not show, or none, opens the dialog.
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../src/api/client.ts';
import { overlaysMounted } from '../src/app/overlays.ts';
import { useFormProblem } from '../src/components/FormProblem.tsx';
import { formFieldOf, serverFieldErrors } from '../src/components/serverFieldErrors.ts';
import fi from '../src/i18n/fi.json';

const refused = (fields: Record<string, { key: string; params?: Record<string, unknown> }>) =>
  new ApiError(400, {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Invalid',
    key: 'request.invalid',
    fields,
  });

beforeAll(() => overlaysMounted());
afterEach(() => vi.restoreAllMocks());

describe('server field errors', () => {
  const values = { name: '', from: null, to: null };

  it('names the form field a body path points to', () => {
    expect(formFieldOf('shift.from', values)).toBe('from');
    expect(formFieldOf('to', values)).toBe('to');
    expect(formFieldOf('shift.billing', values)).toBeUndefined();
  });

  it('are the form’s own field errors in the person’s language', () => {
    expect(
      serverFieldErrors(refused({ 'shift.to': { key: 'after', params: { field: 'to' } } }), values),
    ).toEqual({
      to: 'Lopun on oltava alun jälkeen',
    });
  });

  it('are none when a field is not on the form, or the error is not about fields', () => {
    expect(
      serverFieldErrors(refused({ 'shift.to': { key: 'after' }, salary: { key: 'required' } }), values),
    ).toBe(null);
    expect(serverFieldErrors(refused({}), values)).toBeNull();
    expect(serverFieldErrors(new NetworkError(), values)).toBeNull();
  });
});

describe('useFormProblem', () => {
  const setup = () =>
    renderHook(() => {
      const form = useForm({ initialValues: { name: '', from: '' } });
      return { form, problem: useFormProblem(form) };
    });

  it('puts server field messages under the fields and the title above the action', () => {
    const open = vi.spyOn(modals, 'open');
    const { result } = setup();
    let where = '';
    act(() => {
      where = result.current.problem.onServerError(refused({ 'shift.from': { key: 'ongoing' } }), 'Virhe');
    });
    expect(where).toBe('fields');
    expect(result.current.form.errors.from).toBe(fi.validation.ongoing);
    expect(result.current.problem.problem).toEqual({
      title: 'Virhe',
      text: fi.errors.formText,
      aboutFields: true,
    });
    // Once the field is fixed, the message above the action goes too.
    act(() => result.current.form.clearFieldError('from'));
    expect(result.current.problem.problem).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the error dialog for an answer that is not about the form’s fields, and says so', async () => {
    const open = vi.spyOn(modals, 'open').mockReturnValue('modal');
    const onDialogOpen = vi.fn();
    const { result } = setup();
    const conflict = new ApiError(409, {
      statusCode: 409,
      error: 'Conflict',
      message: 'x',
      key: 'shift.otherRunning',
    });
    act(() => {
      expect(result.current.problem.onServerError(conflict, 'Virhe', { onDialogOpen })).toBe('dialog');
    });
    expect(onDialogOpen).toHaveBeenCalled();
    await waitFor(() => expect(open).toHaveBeenCalledWith(expect.objectContaining({ title: 'Virhe' })));
    expect(result.current.problem.problem).toBeNull();
  });
});
