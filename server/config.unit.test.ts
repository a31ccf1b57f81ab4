import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('settings checked at start', () => {
  it('caps live streams per address at 20 unless told otherwise, and refuses a cap that is not a whole number of at least one', () => {
    expect(loadConfig({}).LIVE_STREAMS_PER_ADDRESS).toBe(20);
    expect(loadConfig({ LIVE_STREAMS_PER_ADDRESS: '5' }).LIVE_STREAMS_PER_ADDRESS).toBe(5);
    expect(problemsOf({ LIVE_STREAMS_PER_ADDRESS: '0' })).toEqual(['LIVE_STREAMS_PER_ADDRESS must be at least 1']);
    expect(problemsOf({ LIVE_STREAMS_PER_ADDRESS: 'many' })).toEqual(['LIVE_STREAMS_PER_ADDRESS must be a whole number']);
  });

  it('leaves HSTS preloading off unless HSTS_PRELOAD says true', () => {
    expect(loadConfig({}).HSTS_PRELOAD).toBe(false);
    expect(loadConfig({ HSTS_PRELOAD: 'true' }).HSTS_PRELOAD).toBe(true);
    expect(problemsOf({ HSTS_PRELOAD: 'sometimes' })).toEqual(['HSTS_PRELOAD must be true or false']);
  });

  it('says the address of the port it listens on unless PUBLIC_URL names another', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3100' }).PUBLIC_URL).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '3100', PUBLIC_URL: 'https://torneos.example.org' }).PUBLIC_URL).toBe('https://torneos.example.org');
  });
});
