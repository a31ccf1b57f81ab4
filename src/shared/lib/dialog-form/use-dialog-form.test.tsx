import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api';
import { useDialogForm } from './use-dialog-form';

type Values = { name: string };

function setup(save: (values: Values) => Promise<{ id: number }>, onSaved = vi.fn()) {
  return renderHook(() => {
    const form = useForm<Values, unknown, Values>({ defaultValues: { name: '' } });
    const dialog = useDialogForm({
      form,
      defaults: { name: 'Nuevo' },
      fields: ['name'],
      save,
      successText: (saved, values) => `${values.name} #${saved.id}`,
      failureText: 'No se pudo guardar',
      onSaved,
    });
    return { form, dialog };
  });
}

describe('useDialogForm', () => {
  it('opens on fresh values, and closes after a save with the saved record', async () => {
    const onSaved = vi.fn();
    const save = vi.fn(async () => ({ id: 7 }));
    const { result } = setup(save, onSaved);
    act(() => result.current.form.setValue('name', 'Viejo'));
    act(() => result.current.dialog.toggle(true));
    expect(result.current.dialog.open).toBe(true);
    expect(result.current.form.getValues('name')).toBe('Nuevo');
    await act(async () => result.current.dialog.submit());
    expect(save).toHaveBeenCalledWith({ name: 'Nuevo' });
    expect(result.current.dialog.open).toBe(false);
    expect(onSaved).toHaveBeenCalledWith({ id: 7 });
  });

  it('keeps the dialog open and puts the server field error on its field', async () => {
    const refusal = new ApiRequestError({ status: 400, code: 'VALIDATION_ERROR', message: 'Revisa', fields: [{ field: 'body.name', message: 'Ya existe' }] });
    const { result } = setup(async () => Promise.reject(refusal));
    act(() => result.current.dialog.toggle(true));
    await act(async () => result.current.dialog.submit());
    expect(result.current.dialog.open).toBe(true);
    expect(result.current.form.getFieldState('name').error?.message).toBe('Ya existe');
  });
});
