import { describe, expect, it } from 'vitest';
import { fragmentToken } from './fragment-token';

describe('fragmentToken', () => {
  it('reads the token of a mailed link and refuses anything else', () => {
    const token = 'a'.repeat(43);
    expect(fragmentToken(`#token=${token}`)).toBe(token);
    expect(fragmentToken('')).toBeNull();
    expect(fragmentToken('#token=short')).toBeNull();
    expect(fragmentToken('#token=<script>alert(1)</script>')).toBeNull();
  });
});
