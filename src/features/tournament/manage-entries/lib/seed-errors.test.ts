import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api';
import { seedErrorsOf } from './seed-errors';

const refused = (fields: { field: string; message: string }[]) => new ApiRequestError({ status: 400, code: 'VALIDATION', message: 'Revisa los datos', fields });

describe('seedErrorsOf', () => {
  it("puts each refused seed's message on the entry it was sent for", () => {
    const sent = [{ id: 7 }, { id: 9 }];
    expect(seedErrorsOf(refused([{ field: 'body.seeds.1.seed', message: 'Mínimo 1' }]), sent)).toEqual({ 9: 'Mínimo 1' });
    expect(seedErrorsOf(refused([{ field: 'body.seeds.0', message: 'No' }, { field: 'body.seeds.0.seed', message: 'Otro' }]), sent)).toEqual({ 7: 'No' });
  });

  it('places nothing for a failure that is not about one seed', () => {
    expect(seedErrorsOf(refused([{ field: 'body.seeds', message: 'Vacío' }]), [{ id: 7 }])).toEqual({});
    expect(seedErrorsOf(refused([{ field: 'body.seeds.4.seed', message: 'Mínimo 1' }]), [{ id: 7 }])).toEqual({});
    expect(seedErrorsOf(new Error('red'), [{ id: 7 }])).toEqual({});
  });
});
