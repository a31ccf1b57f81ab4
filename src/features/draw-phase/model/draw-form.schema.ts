import * as v from 'valibot';
import { DRAW_METHODS, MAX_INT, SEED_ORDERS, wholeNumber, type DrawInput, type Phase, type PhaseDraw } from '@domain/contract';

/** The draw form's fields: empty numbers are null (the server then picks), everything else as DrawInput takes it. */
export const DrawFormSchema = v.object({
  method: v.picklist(DRAW_METHODS, 'oneOf'),
  groupCount: v.nullable(wholeNumber(1, 64)),
  seed: v.nullable(wholeNumber(0, MAX_INT)),
  separateClubs: v.boolean('invalidType'),
  seedOrder: v.picklist(SEED_ORDERS, 'oneOf'),
  thirdPlace: v.boolean('invalidType'),
});
export type DrawFormValues = v.InferOutput<typeof DrawFormSchema>;

/** Starts from the draw as made, else from the phase's configuration. */
export function drawFormDefaults(phase: Phase, draw: PhaseDraw | null): DrawFormValues {
  const config = phase.configuration;
  const method = draw && draw.options.kind === 'groups' ? draw.method : config.drawMethod;
  return {
    method: DRAW_METHODS.find((name) => name === method && name !== 'manual') ?? 'snake',
    groupCount: draw?.options.groupCount ?? config.groupCount,
    seed: null,
    separateClubs: draw ? draw.options.separateBy.includes('clubId') : config.separateClubs,
    seedOrder: draw?.bracket?.order ?? config.seedOrder,
    thirdPlace: draw?.options.thirdPlace ?? config.thirdPlace,
  };
}

/** What is sent: only the fields the phase's format uses, and the version of the draw being replaced. */
export function toDrawInput(values: DrawFormValues, knockout: boolean, draw: PhaseDraw | null): DrawInput {
  const input: DrawInput = { separateClubs: values.separateClubs };
  if (draw) input.version = draw.version;
  if (values.seed !== null) input.seed = values.seed;
  if (knockout) return { ...input, seedOrder: values.seedOrder, thirdPlace: values.thirdPlace };
  return { ...input, method: values.method, ...(values.groupCount !== null ? { groupCount: values.groupCount } : {}) };
}
