import * as v from 'valibot';

/** The move form: a wall-clock date and time in the community's zone, where, and for how long. */
export const MoveForm = v.object({
  date: v.pipe(v.string(), v.nonEmpty('required'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date')),
  time: v.pipe(v.string(), v.nonEmpty('required'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time')),
  placeId: v.nullable(v.number()),
  court: v.pipe(v.string(), v.trim(), v.maxLength(40, 'tooLong?max=40')),
  durationMinutes: v.pipe(v.number('integer'), v.integer('integer'), v.minValue(5, 'positive'), v.maxValue(600, 'tooHigh?max=600')),
});

export type MoveFormValues = v.InferInput<typeof MoveForm>;
