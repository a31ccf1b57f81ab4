import { readListParams } from './list-params';

const read = (query: string) => readListParams(new URLSearchParams(query));

describe('readListParams', () => {
  it('reads the dates, the venue and the order the address keeps', () => {
    expect(read('from=2026-06-01&to=2026-06-30&place=2&sort=name&sport=1')).toMatchObject({ from: '2026-06-01', to: '2026-06-30', placeId: 2, sort: 'name', sportId: 1, page: 0 });
    expect(read('sort=startDate').sort).toBe('startDate');
  });

  it('orders by the latest start when no order, or an unknown one, is named', () => {
    expect(read('').sort).toBe('-startDate');
    expect(read('sort=oldest').sort).toBe('-startDate');
  });

  it('leaves out what the list cannot use: no real day, another date form, a venue that is no id, an end before the start', () => {
    expect(read('from=2026-02-30&to=06-01-2026&place=norte')).toMatchObject({ from: undefined, to: undefined, placeId: undefined });
    expect(read('from=2026-06-10&to=2026-06-01')).toMatchObject({ from: '2026-06-10', to: undefined });
  });
});
