import { statusCautions, legalStatusActions } from './status-actions';

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

describe('statusCautions', () => {
  it('warns of inscriptions still open on the day, and of a last day still ahead', () => {
    expect(statusCautions({ inscriptionEnd: '2026-11-27', endDate: '2026-11-29' }, '2026-11-27')).toEqual({ inscriptionsOpenUntil: '2026-11-27', finishBefore: '2026-11-29' });
    expect(statusCautions({ inscriptionEnd: '2026-11-26', endDate: '2026-11-27' }, '2026-11-27')).toEqual({ inscriptionsOpenUntil: null, finishBefore: null });
    expect(statusCautions({ inscriptionEnd: null, endDate: '2026-11-20' }, '2026-11-27')).toEqual({ inscriptionsOpenUntil: null, finishBefore: null });
    expect(statusCautions(undefined, '2026-11-27')).toEqual({ inscriptionsOpenUntil: null, finishBefore: null });
  });
});
