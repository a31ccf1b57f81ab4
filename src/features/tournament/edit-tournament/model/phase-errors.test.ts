import { phaseConfigurationDefaults, phaseSportMisfit, validationMessage } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { applyServerErrors } from '@/shared/lib/form-errors';
import { PHASE_FIELDS } from './phase-values';

describe("the phase form and the server's refusals", () => {
  it("puts a tie-break that does not fit the sport on the form's tie-break field, in the server's words", () => {
    const misfit = phaseSportMisfit(1, { ...phaseConfigurationDefaults(1), tieBreakPreset: 'uefa' });
    if (!misfit) throw new Error('expected a misfit');
    const message = validationMessage(misfit.message, 'en');
    const refusal = new ApiRequestError({ status: 400, code: 'VALIDATION_ERROR', message, fields: [{ field: `body.configuration.${misfit.field}`, message }] });
    const setError = vi.fn();
    expect(applyServerErrors(setError, refusal, PHASE_FIELDS)).toBe(1);
    expect(setError).toHaveBeenCalledWith('configuration.tieBreakPreset', { type: 'server', message: "This tie-break is not the tournament's sport's, and would count each match's points wrongly: use ITTF" });
  });

  it('leaves a refused version to the message shown beside the form: it is no field of it', () => {
    const message = validationMessage('versionRequired', 'es');
    const refusal = new ApiRequestError({ status: 400, code: 'VALIDATION_ERROR', message, fields: [{ field: 'body.version', message }] });
    expect(applyServerErrors(vi.fn(), refusal, PHASE_FIELDS)).toBe(0);
  });
});
