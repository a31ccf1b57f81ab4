import * as v from 'valibot';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const Day = v.pipe(
  v.object({
    date: v.pipe(v.string(), v.nonEmpty('required'), v.regex(DATE, 'date')),
    start: v.pipe(v.string(), v.nonEmpty('required'), v.regex(TIME, 'time')),
    end: v.pipe(v.string(), v.nonEmpty('required'), v.regex(TIME, 'time')),
  }),
  v.forward(
    v.check((day) => day.end > day.start, 'timeOrder'),
    ['end'],
  ),
);

const PlaceCourts = v.object({
  placeId: v.number(),
  use: v.boolean(),
  /** Court or table names, separated by commas. */
  courts: v.pipe(v.string(), v.maxLength(400, 'tooLong?max=400')),
});

/** The scheduler form: days with their hours, the places and courts to use, and the timing rules. */
export const SchedulerForm = v.pipe(
  v.object({
    days: v.pipe(v.array(Day), v.minLength(1, 'required'), v.maxLength(31, 'tooMany?max=31'), v.check((days) => new Set(days.map((day) => day.date)).size === days.length, 'duplicateDay')),
    places: v.array(PlaceCourts),
    durationMinutes: v.pipe(v.number('integer'), v.integer('integer'), v.minValue(5, 'positive'), v.maxValue(600, 'tooHigh?max=600')),
    restMinutes: v.pipe(v.number('integer'), v.integer('integer'), v.minValue(0, 'integer'), v.maxValue(720, 'tooHigh?max=720')),
    replace: v.boolean(),
  }),
  v.forward(
    v.check((form) => form.places.some((place) => place.use && courtNames(place.courts).length > 0), 'courtsRequired'),
    ['places'],
  ),
);

export type SchedulerFormValues = v.InferInput<typeof SchedulerForm>;

/** "Mesa 1, Mesa 2" → ["Mesa 1", "Mesa 2"], without blanks or repeats. */
export function courtNames(text: string): string[] {
  return [...new Set(text.split(',').map((name) => name.trim()).filter(Boolean))];
}
