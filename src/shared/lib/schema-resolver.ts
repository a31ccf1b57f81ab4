import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { issueMessageRef } from '@domain/contract/issue-messages';

/**
 * A form resolver that checks the form's values, as `prepare` shapes them for the call, with the contract's
 * valibot schema: the errors name the schema's dotted paths, so they land on the fields the server would name, with
 * the message reference the server would answer.
 */
export function schemaResolver<TValues extends FieldValues, TOutput extends FieldValues>(
  schema: v.GenericSchema<unknown, TOutput>,
  prepare: (values: TValues) => unknown = (values) => values,
): Resolver<TValues, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = v.safeParse(schema, prepare(values), { abortPipeEarly: true });
    if (result.success) return { values: result.output, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.issues) {
      const path = v.getDotPath(issue);
      if (path && !errors[path]) errors[path] = { type: issue.type, message: issueMessageRef(issue) };
    }
    return { values: {}, errors: toNestErrors<TValues>(errors, options) };
  };
}
