/**
 * /general/upload-file/{modelType}: checks who may upload this kind of image, its type from the bytes,
 * and stores it under DATA_DIR/uploads/<modelType>/<random>.<ext>, answering the address it is served at.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { requireAdmin, requireStoreSettings } from '../../auth/authorization';
import type { Caller } from '../../auth/caller';
import type { UploadBody, UploadHandler } from '../../contract/handlerTypes';
import { uploads } from '../../db/schema';
import { badRequest } from '../../http/apiError';
import { messages } from '../../messages';
import { detectImageType } from '../../uploads/imageType';
import { UPLOADS_URL_PREFIX, uploadsDirectory } from '../../uploads/uploadPaths';

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
  const fileName = `${randomBytes(16).toString('hex')}.${type.extension}`;
  const directory = join(uploadsDirectory(services.config.dataDir), body.modelType);
  await mkdir(directory, { recursive: true });
  await writeFile(join(directory, fileName), body.file.bytes, { flag: 'wx' });
  const relativePath = `${body.modelType}/${fileName}`;
  await services.db.insert(uploads).values({
    storeId,
    userId: caller?.userId ?? null,
    modelType: body.modelType,
    path: relativePath,
    contentType: type.contentType,
    size: body.file.bytes.length,
    createdAt: services.now(),
  });
  return { m: messages.ok.uploaded, file: { url: `${UPLOADS_URL_PREFIX}${relativePath}`, fileName } };
};
