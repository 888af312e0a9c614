import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import { checklistItemParamsSchema, checklistParamsSchema } from '#domain/checklists/api';
import { itemPhotoQuerySchema, photoParamsSchema, photoSchema } from '#domain/photos/api';
import {
  PHOTO_PIXELS_MAX,
  PHOTO_UPLOAD_MAX_BYTES,
  PHOTO_UPLOADS_PER_MINUTE,
} from '#domain/photos/messages';
import { callerOf } from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { RECORD_ERRORS } from '../http/error-answers';
import { uploadReader } from './read-upload';
import { addPhoto, readPhoto, removePhoto } from './service';
import { createUploadLimits } from './upload-limits';

const errors = {
  ...RECORD_ERRORS,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};
const tags = ['photos'];
const UPLOAD =
  'multipart/form-data with one part named "photo": a JPEG, PNG or WebP of at most 3 MB. ' +
  'It is re-encoded as a JPEG of at most 1600 px with all metadata (EXIF, GPS) removed. ' +
  `An image holding more than a ${PHOTO_PIXELS_MAX / 1_000_000}-megapixel phone photo is ` +
  `refused (400); one person may upload ${PHOTO_UPLOADS_PER_MINUTE} photos a minute ` +
  '(429 with Retry-After).';

/**
 * Photo evidence: thin routes over the photo service. Multipart is accepted here only. Uploads
 * pass this app's limits: a rate per person, and a decode queue that keeps a burst of them to
 * two cores.
 */
export function photoRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    await fastify.register(fastifyMultipart, {
      limits: { fileSize: PHOTO_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    const limits = createUploadLimits(deps);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/checklists/:id/items/:itemId/photos',
      {
        schema: {
          tags,
          summary:
            "Add a photo to a failed item's issue (kind=failure) or its fix (kind=resolution)",
          description: UPLOAD,
          params: checklistItemParamsSchema,
          querystring: itemPhotoQuerySchema,
          response: { 201: photoSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { id, itemId } = request.params;
        const target = { kind: request.query.kind, itemId };
        const upload = uploadReader(request);
        const photo = await addPhoto(deps, callerOf(request), id, target, upload, limits);
        return reply.status(201).send(photo);
      },
    );

    app.post(
      '/api/checklists/:id/feedback/photos',
      {
        schema: {
          tags,
          summary: 'Add a photo to the store feedback (its author only)',
          description: UPLOAD,
          params: checklistParamsSchema,
          response: { 201: photoSchema, ...errors },
        },
      },
      async (request, reply) => {
        const target = { kind: 'feedback' as const };
        const user = callerOf(request);
        const upload = uploadReader(request);
        const photo = await addPhoto(deps, user, request.params.id, target, upload, limits);
        return reply.status(201).send(photo);
      },
    );

    app.delete(
      '/api/checklists/:id/photos/:photoId',
      {
        schema: {
          tags,
          summary: 'Remove a photo',
          params: photoParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removePhoto(deps, callerOf(request), request.params.id, request.params.photoId);
        return reply.status(204).send(null);
      },
    );

    for (const size of ['full', 'thumbnail'] as const) {
      app.get(
        `/api/checklists/:id/photos/:photoId${size === 'thumbnail' ? '/thumbnail' : ''}`,
        {
          schema: {
            tags,
            summary:
              size === 'full' ? 'A photo (JPEG, at most 1600 px)' : "A photo's thumbnail (320 px)",
            params: photoParamsSchema,
            response: { 200: z.any(), ...errors },
          },
        },
        async (request, reply) => {
          const { id, photoId } = request.params;
          const stream = await readPhoto(deps, callerOf(request), id, photoId, size);
          return reply.type('image/jpeg').send(stream);
        },
      );
    }
  };
}
