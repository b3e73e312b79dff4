import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services';
import type { Mail } from './mailer';

/**
 * Courtesy mails to customers (welcome, points, redemption) go out after the operation committed; a
 * mail server being down must not undo or fail the operation, so a failure is only logged.
 */
export async function sendQuietly(services: Services, log: FastifyBaseLogger, mail: Mail): Promise<void> {
  try {
    await services.mailer.send(mail);
  } catch (error) {
    log.error({ err: error }, 'A customer mail could not be sent');
  }
}
