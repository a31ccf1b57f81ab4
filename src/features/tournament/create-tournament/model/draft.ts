import type { WizardData } from './steps.schema';
import type { WizardStep } from './create-tournament.machine';

export interface WizardDraft extends WizardData {
  step: WizardStep;
}

const STEPS: readonly string[] = ['basics', 'schedule', 'phases', 'review'];
const keyOf = (scope: string) => `tournament-draft:${scope}`;

/** The draft of this browser tab (session storage): a reload resumes at the same step with the same data. */
export function readDraft(scope: string): WizardDraft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(scope));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<WizardDraft>;
    if (typeof draft.step !== 'string' || !STEPS.includes(draft.step)) return null;
    const data = { basics: draft.basics ?? null, schedule: draft.schedule ?? null, phases: draft.phases ?? null };
    // A step is only resumed when every step before it was completed.
    const step: WizardStep = !data.basics ? 'basics' : !data.schedule ? (draft.step === 'basics' ? 'basics' : 'schedule') : !data.phases && draft.step === 'review' ? 'phases' : draft.step;
    return { step, ...data };
  } catch {
    return null;
  }
}

export function saveDraft(scope: string, draft: WizardDraft) {
  try {
    sessionStorage.setItem(keyOf(scope), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works, it just won't survive a reload.
  }
}

export function clearDraft(scope: string) {
  sessionStorage.removeItem(keyOf(scope));
}
