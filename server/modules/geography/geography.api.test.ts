// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { api, fieldsOf } from '../../test/catalog';
import type { City, Country, State, UserLocation } from '@domain/contract';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('geography', () => {
  it("lists countries from the dataset, named in the caller's language", async () => {
    const es = await api(t.url).get<Country[]>('/api/countries');
    expect(es.body.data.length).toBeGreaterThan(240);
    expect(es.body.data.find((c) => c.id === 'DE')?.name).toBe('Alemania');
    const en = await api(t.url, { 'accept-language': 'en' }).get<Country[]>('/api/countries');
    expect(en.body.data.find((c) => c.id === 'DE')?.name).toBe('Germany');
  });

  it("lists a country's states and a state's cities", async () => {
    const states = await api(t.url).get<State[]>('/api/countries/co/states');
    const antioquia = states.body.data.find((s) => s.name === 'Antioquia');
    expect(antioquia?.id).toBe('ANT');
    const cities = await api(t.url).get<City[]>('/api/countries/CO/states/ANT/cities');
    expect(cities.body.data.map((c) => c.name)).toContain('Medellín');
    expect((await api(t.url).get('/api/countries/XX/states')).status).toBe(404);
    expect((await api(t.url).get('/api/countries/CO/states/NOPE/cities')).status).toBe(404);
  });

  it('finds the nearest city of a point and refuses coordinates out of range', async () => {
    const near = await api(t.url).get<UserLocation>('/api/countries/geolocalization?latitude=4.6482&longitude=-74.0621');
    expect(near.body.data.city?.countryId).toBe('CO');
    expect(near.body.data.city?.name).toMatch(/Bogotá/);
    expect(near.body.data.country?.name).toBe('Colombia');
    const bad = await api(t.url).get('/api/countries/geolocalization?latitude=91&longitude=abc');
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['query.latitude', 'query.longitude']);
  });

  it("approximates a location from the language region, or says it cannot", async () => {
    const peru = await api(t.url, { 'accept-language': 'es-PE,es;q=0.9' }).get<UserLocation>('/api/countries/location');
    expect(peru.body.data).toMatchObject({ source: 'lookup', country: { id: 'PE' } });
    const none = await api(t.url, { 'accept-language': 'es' }).get<UserLocation | null>('/api/countries/location');
    expect(none.body.data).toBeNull();
  });
});
