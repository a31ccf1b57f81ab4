import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, 'locales');
const keysOf = (node: unknown, prefix = ''): string[] =>
  node !== null && typeof node === 'object' && !Array.isArray(node)
    ? Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key))
    : [prefix];
const read = (locale: string, file: string) => JSON.parse(readFileSync(path.join(root, locale, file), 'utf8')) as unknown;

describe('message catalogues', () => {
  // Each language stands alone (no fallback to the other is downloaded), so both must say everything.
  it('give Spanish and English the same namespaces and the same keys', () => {
    const files = readdirSync(path.join(root, 'es')).sort();
    expect(readdirSync(path.join(root, 'en')).sort()).toEqual(files);
    for (const file of files) {
      const plain = (keys: string[]) => [...new Set(keys.map((key) => key.replace(/_(one|other|few|many|zero|two)$/, '')))].sort();
      expect(plain(keysOf(read('en', file))), file).toEqual(plain(keysOf(read('es', file))));
    }
  });

  it('write handedness in agreement with a woman’s gender in Spanish, wherever it is shown', () => {
    for (const file of ['people.json', 'edit-person.json']) {
      const texts = read('es', file) as { handedness: Record<string, string> };
      expect(texts.handedness, file).toMatchObject({ 'left-handed': 'Zurdo', 'left-handed_female': 'Zurda', 'right-handed_female': 'Diestra', 'ambidextrous_female': 'Ambidiestra' });
    }
  });
});
