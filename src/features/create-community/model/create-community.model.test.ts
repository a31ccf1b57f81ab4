import { createActor, fromPromise, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { Community, CommunityInput } from '@domain/contract';
import { coverageGaps, declaredTransitions, modelPaths } from '@domain/machines/testing/paths';
import { ApiRequestError } from '@/shared/api';
import { createCommunityMachine } from './create-community.machine';
import { createCommunityModel, MODEL_ONLY_EVENTS } from './create-community.model';

const serializeState = (state: { value: unknown }) => String(state.value);
const walked = modelPaths(createTestModel(createCommunityModel, { serializeState }), { serializeState });
const states = createCommunityModel.config.states ?? {};

const refusal = (field: string) => new ApiRequestError({ status: 400, code: 'VALIDATION_ERROR', message: 'Revisa los campos marcados', fields: [{ field, message: 'No' }] });

/** The real machine, its POST answered by the path's events, what it sent recorded. */
function harness() {
  let settle: { resolve: (value: Community) => void; reject: (error: unknown) => void } | null = null;
  const sent: CommunityInput[] = [];
  const machine = createCommunityMachine.provide({
    actors: {
      createCommunity: fromPromise<Community, CommunityInput>(({ input }) => {
        sent.push(input);
        return new Promise((resolve, reject) => (settle = { resolve, reject }));
      }),
    },
  });
  const actor = createActor(machine).start();
  const answer = async (outcome: Community | Error) => {
    if (outcome instanceof Error) settle?.reject(outcome);
    else settle?.resolve(outcome);
    await waitFor(actor, (s) => !s.matches('submitting'));
  };
  return { actor, answer, sent };
}

const created: Community = { id: 9, name: 'Liga Sur', domain: 'liga-sur', lookAndFeel: { logos: { brand: '/x.png' }, primary: '#123456', secondary: '#abcdef' }, sportId: 1, isDefault: false };

describe('create community wizard, model-based', () => {
  it('keeps the model and the app machine in step: same states, same user events', () => {
    const real = createCommunityMachine.config.states ?? {};
    expect(Object.keys(real).sort()).toEqual(Object.keys(states).sort());
    for (const [name, node] of Object.entries(states)) {
      const events = Object.keys(node.on ?? {}).filter((type) => !(MODEL_ONLY_EVENTS as readonly string[]).includes(type));
      expect(Object.keys(real[name]?.on ?? {}).sort(), name).toEqual(events.sort());
    }
  });

  it('the paths reach every state and take every transition of the model', () => {
    expect(walked.states).toEqual(Object.keys(states).sort());
    expect(coverageGaps(walked, { states: Object.keys(states), transitions: declaredTransitions(createCommunityModel) })).toEqual({ states: [], transitions: [] });
  });

  describe('each path of the model, through the real machine', () => {
    let ran = 0;
    afterAll(() => process.stdout.write(`create-community model: ${ran} of ${walked.paths.length} paths ran\n`));
    for (const { name, path } of walked.paths) {
      it(name, async () => {
        const h = harness();
        const at = (state: string) => () => expect(h.actor.getSnapshot().value).toBe(state);
        await path.test({
          states: {
            identity: at('identity'),
            logo: at('logo'),
            colours: at('colours'),
            sport: at('sport'),
            review: at('review'),
            submitting: () => {
              expect(h.actor.getSnapshot().value).toBe('submitting');
              expect(h.sent.at(-1)).toEqual({ name: 'Liga Sur', domain: 'liga-sur', lookAndFeel: { logos: { brand: '/api/images/3' }, primary: '#123456', secondary: '#abcdef' }, sportId: 1 });
            },
            done: () => expect(h.actor.getSnapshot().context.created).toEqual(created),
          },
          events: {
            'identity.submitted': () => void h.actor.send({ type: 'identity.submitted', name: 'Liga Sur', domain: 'liga-sur' }),
            'logo.submitted': () => void h.actor.send({ type: 'logo.submitted', logo: '/api/images/3' }),
            'colours.submitted': () => void h.actor.send({ type: 'colours.submitted', primary: '#123456', secondary: '#abcdef' }),
            'sport.submitted': () => void h.actor.send({ type: 'sport.submitted', sportId: 1 }),
            'step.back': () => void h.actor.send({ type: 'step.back' }),
            'review.confirmed': () => void h.actor.send({ type: 'review.confirmed' }),
            'wizard.restarted': () => {
              h.actor.send({ type: 'wizard.restarted' });
              expect(h.actor.getSnapshot().context.draft.name).toBe('');
            },
            'create.succeeded': () => h.answer(created),
            'create.refusedDomain': async () => {
              await h.answer(refusal('body.domain'));
              expect(h.actor.getSnapshot().context.fieldErrors.map((item) => item.field)).toEqual(['body.domain']);
            },
            'create.refusedColour': () => h.answer(refusal('body.lookAndFeel.secondary')),
            'create.failed': async () => {
              await h.answer(new ApiRequestError({ status: 500, code: 'INTERNAL_ERROR', message: 'Error interno del servidor' }));
              expect(h.actor.getSnapshot().context.failure).toBe('Error interno del servidor');
            },
          },
        });
        ran += 1;
      });
    }
  });

  it('keeps what was typed when the user goes back and forth', () => {
    const { actor } = harness();
    actor.send({ type: 'identity.submitted', name: 'Liga Sur', domain: 'liga-sur' });
    actor.send({ type: 'logo.submitted', logo: null });
    actor.send({ type: 'step.back' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ name: 'Liga Sur', domain: 'liga-sur', logo: null });
  });
});
