import { ApiRequestError } from '@/shared/api';
import { applyServerErrors, errorMessageOf } from './form-errors';

const failure = new ApiRequestError({
  status: 400,
  code: 'VALIDATION_ERROR',
  message: 'Revisa los campos marcados',
  fields: [
    { field: 'body.lookAndFeel.primary', message: 'Escribe un color' },
    { field: 'body.domain', message: 'Usa minúsculas' },
    { field: 'headers.x-community-id', message: 'No existe' },
  ],
});

describe('applyServerErrors', () => {
  it('puts each body field error on its form field and counts them', () => {
    const setError = vi.fn();
    expect(applyServerErrors(setError, failure, ['domain', 'lookAndFeel.primary', 'name'])).toBe(2);
    expect(setError).toHaveBeenCalledWith('lookAndFeel.primary', { type: 'server', message: 'Escribe un color' });
    expect(setError).toHaveBeenCalledWith('domain', { type: 'server', message: 'Usa minúsculas' });
  });

  it('sends a nested error to its parent field when only the parent is a form field', () => {
    const setError = vi.fn();
    applyServerErrors(setError, new ApiRequestError({ status: 400, code: 'X', message: '', fields: [{ field: 'body.teamMembers.2.personId', message: 'No' }] }), ['teamMembers']);
    expect(setError).toHaveBeenCalledWith('teamMembers', { type: 'server', message: 'No' });
  });

  it('ignores anything that is not an API answer', () => {
    expect(applyServerErrors(vi.fn(), new Error('boom'), ['name'])).toBe(0);
    expect(errorMessageOf(new Error('boom'), 'Falló')).toBe('Falló');
    expect(errorMessageOf(failure, 'Falló')).toBe('Revisa los campos marcados');
  });
});
