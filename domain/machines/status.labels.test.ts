import { canTransition, stateOfStatusId, statusIdOfState } from './status.rules';
import { statusFullLabel, statusLabel } from './status.labels';

describe('status labels', () => {
  it.each([
    [1, 'No iniciado', 'Not started'],
    [2, 'En curso', 'In progress'],
    [3, 'Finalizado', 'Finished'],
    [4, 'Desconocido', 'Unknown'],
    [5, 'Desconocido', 'Unknown'],
    [0, 'Desconocido', 'Unknown'],
  ])('short label of %i: %s / %s', (id, es, en) => {
    expect([statusLabel(id, 'es'), statusLabel(id, 'en')]).toEqual([es, en]);
  });

  it.each([
    [1, 'No iniciado', 'Not started'],
    [2, 'Iniciado', 'Started'],
    [3, 'Finalizado', 'Finished'],
    [4, 'Cancelado', 'Canceled'],
    [5, 'Pausado', 'Paused'],
    [6, 'Desconocido', 'Unknown'],
  ])('full label of %i: %s / %s', (id, es, en) => {
    expect([statusFullLabel(id, 'es'), statusFullLabel(id, 'en')]).toEqual([es, en]);
  });
});

describe('status ids and states', () => {
  it('map both ways and answer canTransition', () => {
    expect(statusIdOfState('paused')).toBe(5);
    expect(stateOfStatusId(4)).toBe('canceled');
    expect(canTransition(1, 'status.start')).toBe(true);
    expect(canTransition(3, 'status.cancel')).toBe(false);
  });
});
