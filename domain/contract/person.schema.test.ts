import * as v from 'valibot';
import { compactAddress, DoubleInput, PlayerInput, sportAllowsKind, TeamInput } from './person.schema';

const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => [issue.path?.map((item) => item.key).join('.'), issue.message]);
};
const members = (...ids: number[]) => ids.map((personId) => ({ personId }));

describe('people contract', () => {
  it('drops empty address parts and an address with nothing left', () => {
    expect(compactAddress({ street: ' Calle 10 ', number: '', city: 'Bogotá', state: '  ', country: undefined })).toEqual({ street: 'Calle 10', city: 'Bogotá' });
    expect(compactAddress({ street: '', postalCode: ' ' })).toBeNull();
    const player = v.parse(PlayerInput, { firstName: 'Ana', address: { street: 'Calle 10', number: '' }, birthDate: '' });
    expect(player.address).toEqual({ street: 'Calle 10' });
    expect(player.birthDate).toBeNull();
  });

  it('reads both date forms and refuses impossible dates and unknown handedness', () => {
    expect(v.parse(PlayerInput, { firstName: 'Ana', birthDate: '05-17-2004' }).birthDate).toBe('2004-05-17');
    expect(issues(PlayerInput, { firstName: 'Ana', birthDate: '2026-13-40', handedness: 'both' })).toEqual([
      ['birthDate', 'date'],
      ['handedness', 'oneOf'],
    ]);
  });

  it('takes only a birth date that is past and plausible', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(issues(PlayerInput, { firstName: 'Ana', birthDate: tomorrow })).toEqual([['birthDate', 'birthDateFuture']]);
    expect(issues(PlayerInput, { firstName: 'Ana', birthDate: '1899-12-31' })).toEqual([['birthDate', 'birthDateTooOld']]);
    expect(issues(PlayerInput, { firstName: 'Ana', birthDate: '1900-01-01' })).toEqual([]);
    expect(issues(PlayerInput, { firstName: 'Ana', birthDate: new Date().toISOString().slice(0, 10) })).toEqual([]);
  });

  it('wants exactly two different players in a double', () => {
    expect(issues(DoubleInput, { firstName: 'Dúo', teamMembers: members(1, 2) })).toEqual([]);
    expect(issues(DoubleInput, { firstName: 'Trío', teamMembers: members(1, 2, 3) })).toEqual([['teamMembers', 'doubleMembers']]);
    expect(issues(DoubleInput, { firstName: 'Eco', teamMembers: members(4, 4) })).toEqual([['teamMembers', 'duplicateMember']]);
  });

  it("holds a team to its sport's roster limit", () => {
    expect(issues(TeamInput, { firstName: 'Cinco', sportId: 1, teamMembers: members(1, 2, 3, 4, 5) })).toEqual([]);
    expect(issues(TeamInput, { firstName: 'Seis', sportId: 1, teamMembers: members(1, 2, 3, 4, 5, 6) })).toEqual([['teamMembers', 'teamRoster']]);
    expect(issues(TeamInput, { firstName: 'Seis', sportId: 5, teamMembers: members(1, 2, 3, 4, 5, 6) })).toEqual([]);
    expect(issues(TeamInput, { firstName: 'Nadie', sportId: 1, teamMembers: [] })).toEqual([['teamMembers', 'teamMembers']]);
  });

  it("lets a sport's configuration decide which kinds can be created", () => {
    expect(sportAllowsKind('doubles', 1)).toBe(true);
    expect(sportAllowsKind('doubles', 5)).toBe(false);
    expect(sportAllowsKind('teams', 2)).toBe(true);
    expect(sportAllowsKind('players', 2)).toBe(true);
    expect(sportAllowsKind('coaches', null)).toBe(true);
  });
});
