import { describe, expect, it } from 'vitest';
import { cloneDefaultsOf } from './clone-values';
import { formFieldOf } from './edit-values';

describe('the edit form and the server', () => {
  it('puts a server field error on the part of the form that shows it', () => {
    expect(formFieldOf('body.name')).toBe('basics.name');
    expect(formFieldOf('body.modalityId')).toBe('basics.modalityId');
    expect(formFieldOf('body.maxEntries')).toBe('schedule.maxEntries');
    expect(formFieldOf('body.inscriptionEnd')).toBe('schedule.inscriptionEnd');
    expect(formFieldOf('body.description')).toBeNull();
  });
});

describe('a clone’s proposed values', () => {
  it('moves the dates 52 weeks on, keeping the weekday, and the year in the name', () => {
    expect(cloneDefaultsOf({ name: 'Abierto 2026', startDate: '2026-06-06', endDate: '2026-06-07' })).toEqual({
      name: 'Abierto 2027',
      startDate: '2027-06-05',
      endDate: '2027-06-06',
      inscriptionEnd: null,
    });
    expect(cloneDefaultsOf({ name: 'Copa de Otoño', startDate: '2026-10-01', endDate: '2026-10-01' }).name).toBe('Copa de Otoño');
  });
});
