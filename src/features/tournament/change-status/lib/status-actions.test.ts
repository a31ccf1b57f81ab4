import { legalStatusActions } from './status-actions';

describe('legalStatusActions', () => {
  it('offers exactly what the status machine allows from each status', () => {
    expect(legalStatusActions(1)).toEqual(['start', 'cancel']);
    expect(legalStatusActions(2)).toEqual(['pause', 'finish', 'cancel']);
    expect(legalStatusActions(5)).toEqual(['resume', 'cancel']);
    expect(legalStatusActions(3)).toEqual([]);
    expect(legalStatusActions(4)).toEqual([]);
    expect(legalStatusActions(99)).toEqual([]);
  });
});
