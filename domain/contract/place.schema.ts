import * as v from 'valibot';
import { requiredText, text } from './fields';
import { nullableText, versionField, type Owned } from './catalog-fields';

const optionalCoordinate = (limit: number) =>
  v.optional(v.nullable(v.pipe(v.number('invalidType'), v.check((value) => Number.isFinite(value) && Math.abs(value) <= limit, 'coordinate'))), null);

const code = v.optional(v.nullable(v.pipe(text, v.trim(), v.regex(/^[A-Za-z0-9]{1,8}$/, 'oneOf'), v.toUpperCase())), null);

export const PlaceInput = v.object({
  name: requiredText(120),
  address: nullableText(200),
  city: nullableText(120),
  countryCode: code,
  stateCode: code,
  latitude: optionalCoordinate(90),
  longitude: optionalCoordinate(180),
  version: versionField,
});
export type PlaceInput = v.InferOutput<typeof PlaceInput>;

export interface Place extends Owned {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  countryCode: string | null;
  stateCode: string | null;
  latitude: number | null;
  longitude: number | null;
}
