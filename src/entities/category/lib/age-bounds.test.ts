import { describeAgeBounds } from './age-bounds';

const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options ?? {})}`;

describe('describeAgeBounds', () => {
  it('picks the text for both bounds, the lower only or the upper only, by kind', () => {
    expect(describeAgeBounds({ boundKind: 'birth-year', minValue: 2009, maxValue: 2011 }, t)).toBe('bounds.born.between {"min":2009,"max":2011}');
    expect(describeAgeBounds({ boundKind: 'age', minValue: 40, maxValue: null }, t)).toBe('bounds.age.from {"min":40}');
    expect(describeAgeBounds({ boundKind: 'age', minValue: null, maxValue: 14 }, t)).toBe('bounds.age.upTo {"max":14}');
  });
});
