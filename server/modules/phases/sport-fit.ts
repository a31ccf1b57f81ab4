import type { FastifyRequest } from 'fastify';
import { phaseSportMisfit, validationMessage, type PhaseConfiguration } from '@domain/contract';
import { badRequest } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';

/**
 * A phase configuration its tournament's sport does not allow (another sport's tie-break, periods or extras) is a 400
 * on that setting, under `at`, saying what the sport plays by.
 */
export function assertFitsSport(request: FastifyRequest, sportId: number, configuration: PhaseConfiguration, at: string): void {
  const misfit = phaseSportMisfit(sportId, configuration);
  if (misfit) throw badRequest(`${at}.${misfit.field}`, validationMessage(misfit.message, requestLocale(request)));
}
