import * as v from 'valibot';
import { AgeCategoryInput } from './category.schema';
import { CommunityInput } from './community.schema';
import { OrganizerInput } from './organizer.schema';
import { SeasonInput } from './season.schema';

const fields = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [issue.path?.map((item) => item.key).join('.'), issue.message]));
};

describe('catalogue contract', () => {
  it('checks a season: real dates in either form, an end after the start, a percent of 0 to 100', () => {
    expect(v.parse(SeasonInput, { name: 'T', startDate: '01-15-2026', endDate: '2026-12-15' })).toMatchObject({ startDate: '2026-01-15', carryOverPercent: 0 });
    expect(fields(SeasonInput, { name: 'T', startDate: '2026-13-40', endDate: '2026-12-15', carryOverPercent: 101 })).toEqual({ startDate: 'date', carryOverPercent: 'percent' });
    expect(fields(SeasonInput, { name: 'T', startDate: '2026-12-15', endDate: '2026-01-15' })).toEqual({ endDate: 'dateRange' });
  });

  it('checks an age category: one bound at least, in order, ages up to 120', () => {
    expect(fields(AgeCategoryInput, { name: 'Sub 15', boundKind: 'birth-year', minValue: 2012, maxValue: 2010 })).toEqual({ maxValue: 'minMax' });
    expect(fields(AgeCategoryInput, { name: 'Libre', boundKind: 'age' })).toEqual({ minValue: 'required' });
    expect(fields(AgeCategoryInput, { name: 'Vieja', boundKind: 'age', maxValue: 400 })).toEqual({ maxValue: 'ageRange' });
    expect(fields(AgeCategoryInput, { name: 'Mayores', boundKind: 'age', minValue: 18 })).toEqual({});
  });

  it('checks slugs and colours', () => {
    const look = { logos: { brand: '/logo.svg' }, primary: '#0b3d91', secondary: '#e11d48' };
    expect(fields(CommunityInput, { name: 'Liga', domain: 'liga-sur', lookAndFeel: look })).toEqual({});
    expect(fields(CommunityInput, { name: 'Liga', domain: 'Liga Sur', lookAndFeel: { ...look, primary: 'azul' } })).toEqual({ domain: 'slug', 'lookAndFeel.primary': 'color' });
    expect(fields(CommunityInput, { name: 'Liga', domain: 'liga-sur', lookAndFeel: look, timeZone: 'America/Bogota' })).toEqual({});
    expect(fields(CommunityInput, { name: 'Liga', domain: 'liga-sur', lookAndFeel: look, timeZone: 'Europa/Madrid' })).toEqual({ timeZone: 'timeZone' });
    for (const bad of ['-liga', 'liga-', 'liga--sur', 'LIGA', 'liga_sur']) expect(fields(OrganizerInput, { name: 'L', slug: bad }), bad).toEqual({ slug: 'slug' });
  });
});
