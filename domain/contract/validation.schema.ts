import * as v from 'valibot';
import { id, idParam, requiredText } from './fields';
import { nullableText, optionalDate, versionField, type Owned } from './catalog-fields';

/** A check a player passes to compete (medical certificate, federation licence…), optionally for a period. */
export const ValidationInput = v.pipe(
  v.object({
    name: requiredText(120),
    description: nullableText(500),
    validFrom: optionalDate,
    validUntil: optionalDate,
    version: versionField,
  }),
  v.forward(
    v.partialCheck([['validFrom'], ['validUntil']], (input) => !input.validFrom || !input.validUntil || input.validUntil >= input.validFrom, 'dateRange'),
    ['validUntil'],
  ),
);
export type ValidationInput = v.InferOutput<typeof ValidationInput>;

export const PersonValidationInput = v.object({ personId: id, validationId: id });
export const PersonValidationQuery = v.object({ personId: idParam });

export interface Validation extends Owned {
  id: number;
  name: string;
  description: string | null;
  validFrom: string | null;
  validUntil: string | null;
}

export interface PersonValidation {
  id: number;
  personId: number;
  validationId: number;
  validation: Validation;
  createdAt: string;
  createdByAccountId: number | null;
}
