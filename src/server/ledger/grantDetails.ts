/**
 * The loyalty settings 'pedir una descripción / número de ticket al dar puntos' (Store.showDescriptionField,
 * showTicketNumberField): when on, a grant at the counter (points or a purchase) must say what it is for.
 * The back office asks for them too; this keeps an integration or an older screen to the same rule.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { stores } from '../db/schema';
import { badRequest } from '../http/apiError';
import { messages } from '../messages';

export async function assertGrantDetails(
  db: Database,
  storeId: number,
  details: { description?: string | undefined; ticketNumber?: string | undefined },
): Promise<void> {
  const [store] = await db
    .select({
      askDescription: stores.showDescriptionField,
      askTicketNumber: stores.showTicketNumberField,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (store?.askDescription && !details.description?.trim())
    throw badRequest(messages.invalid.descriptionRequired);
  if (store?.askTicketNumber && !details.ticketNumber?.trim())
    throw badRequest(messages.invalid.ticketNumberRequired);
}
