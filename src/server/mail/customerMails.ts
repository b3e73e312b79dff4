/**
 * The courtesy mails a store's customers get: welcome, points given, reward redeemed, reward request
 * confirmed. Each goes only when the store's switch for it is on (the request confirmation always, since
 * the customer is waiting for it) and the customer has an email; a failure is only logged.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { stores } from '../db/schema';
import { messages } from '../messages';
import type { Services } from '../services';
import { customerCode } from '../views/customerView';
import { sendQuietly } from './sendQuietly';

export interface MailedCustomer {
  id: number;
  firstName: string;
  email: string;
  points: number;
}

async function storeMailSettings(db: Database, storeId: number) {
  const [store] = await db
    .select({
      name: stores.name,
      emailOnCustomerCreation: stores.emailOnCustomerCreation,
      emailOnGivePoints: stores.emailOnGivePoints,
      emailOnRedeemed: stores.emailOnRedeemed,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store;
}

export async function mailWelcome(
  services: Services,
  log: FastifyBaseLogger,
  storeId: number,
  customer: MailedCustomer,
) {
  const store = await storeMailSettings(services.db, storeId);
  if (!store?.emailOnCustomerCreation || !customer.email) return;
  await sendQuietly(services, log, {
    to: customer.email,
    subject: messages.mail.welcomeSubject(store.name),
    text: messages.mail.welcomeText(
      customer.firstName,
      store.name,
      customer.points,
      customerCode(customer.id),
    ),
  });
}

export async function mailPointsGiven(
  services: Services,
  log: FastifyBaseLogger,
  storeId: number,
  customer: MailedCustomer,
  points: number,
) {
  const store = await storeMailSettings(services.db, storeId);
  if (!store?.emailOnGivePoints || !customer.email || points <= 0) return;
  await sendQuietly(services, log, {
    to: customer.email,
    subject: messages.mail.pointsSubject(store.name),
    text: messages.mail.pointsText(customer.firstName, store.name, points, customer.points),
  });
}

export async function mailRewardRedeemed(
  services: Services,
  log: FastifyBaseLogger,
  storeId: number,
  customer: MailedCustomer,
  rewardName: string,
) {
  const store = await storeMailSettings(services.db, storeId);
  if (!store?.emailOnRedeemed || !customer.email) return;
  await sendQuietly(services, log, {
    to: customer.email,
    subject: messages.mail.redeemedSubject(store.name),
    text: messages.mail.redeemedText(customer.firstName, store.name, rewardName, customer.points),
  });
}

export async function mailRequestConfirmed(
  services: Services,
  log: FastifyBaseLogger,
  storeId: number,
  customer: Pick<MailedCustomer, 'firstName' | 'email'>,
  rewardName: string,
) {
  const store = await storeMailSettings(services.db, storeId);
  if (!store || !customer.email) return;
  await sendQuietly(services, log, {
    to: customer.email,
    subject: messages.mail.requestConfirmedSubject(store.name),
    text: messages.mail.requestConfirmedText(customer.firstName, store.name, rewardName),
  });
}
