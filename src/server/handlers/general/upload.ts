/**
 * /general/upload-file/{modelType}: checks who may upload this kind of image, its type from the bytes,
 * and keeps it in the database (uploads/storeFile.ts) within the store's quota, answering the address
 * every server process serves it at, /uploads/<modelType>/<name>.<ext>.
 */
import { requireAdmin, requireStoreSettings } from '../../auth/authorization';
import type { Caller } from '../../auth/caller';
import type { UploadBody, UploadHandler } from '../../contract/handlerTypes';
import { badRequest } from '../../http/apiError';
import { messages } from '../../messages';
import { detectImageType } from '../../uploads/imageType';
import { storeFile } from '../../uploads/storeFile';

/** Images of platform catalogues and platform content; the rest belong to a store. */
const ADMIN_KINDS: ReadonlySet<UploadBody['modelType']> = new Set([
  'category',
  'storetype',
  'admin-offer',
  'admin-news',
  'admin-notification',
]);

/** Platform images belong to no store; only administrators send them. */
function platformUpload(caller: Caller | null): null {
  requireAdmin(caller);
  return null;
}

export const generalUploadFile: UploadHandler = async ({ body, caller, services }) => {
  const storeId = ADMIN_KINDS.has(body.modelType)
    ? platformUpload(caller)
    : requireStoreSettings(caller).storeId;
  const type = detectImageType(body.file.bytes);
  if (!type) throw badRequest(messages.upload.notAnImage);
  const file = await storeFile(services, {
    storeId,
    userId: caller?.userId ?? null,
    folder: body.modelType,
    extension: type.extension,
    contentType: type.contentType,
    bytes: body.file.bytes,
  });
  return { m: messages.ok.uploaded, file: { url: file.url, fileName: file.fileName } };
};
