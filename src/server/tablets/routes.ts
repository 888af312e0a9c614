import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import { sessionUserSchema } from '#domain/auth/schemas';
import { storeParamsSchema } from '#domain/stores/api';
import {
  lockScreenSchema,
  lockSettingsBodySchema,
  newPairingBodySchema,
  pairBodySchema,
  pairingSchema,
  pinSessionSchema,
  pinSignInBodySchema,
  pinStatusSchema,
  setPinBodySchema,
  storeTabletsSchema,
  tabletSchema,
} from '#domain/tablets/api';
import { userIdParamsSchema } from '#domain/users/schemas';
import {
  clearSessionCookie,
  setBrowserCookie,
  requireSession,
  sessionUser,
  setSessionCookie,
} from '../auth/session-plugin';
import type { AppDeps } from '../deps';
import { requireAccess } from '../authz/require-access';
import {
  createPairing,
  pairTablet,
  revokeTablet,
  setLockMinutes,
  storeTablets,
} from './pairing-service';
import { lockTabletSession, pinSignIn, pinStatus, setOwnPin, setPersonPin } from './pin-service';
import { lockScreen } from './lock-screen';
import { findTabletByToken } from './repository';
import { TABLET_MESSAGES } from '#domain/tablets/messages';
import { unauthenticated } from '../http/errors';
import { hashToken } from '../auth/tokens';
import { requireTablet, TABLET_COOKIE } from './tablet-cookie';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['store tablet'];
const tabletParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** Browsers keep a cookie 400 days at most; each use of the tablet sets it again. */
const TABLET_COOKIE_DAYS = 400;

function setTabletCookie(reply: FastifyReply, token: string, publicUrl: string | undefined) {
  setBrowserCookie(
    reply,
    { name: TABLET_COOKIE, token, path: '/', days: TABLET_COOKIE_DAYS },
    publicUrl,
  );
}

/**
 * The shared store tablet (docs/decisions/051). The tablet's own routes answer without a session
 * and check the tablet's credential instead (public-routes.ts); the rest are a manager's, and a
 * person's own PIN.
 */
export function tabletRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { publicUrl } = deps.config;

    app.post(
      '/api/tablet/pair',
      {
        schema: {
          tags,
          summary: "Make this browser the store's tablet with a one-time code from a manager",
          body: pairBodySchema,
          response: { 200: z.object({ tablet: tabletSchema }), ...errors },
        },
      },
      async (request, reply) => {
        const { token } = await pairTablet(deps, request.body, request.ip);
        setTabletCookie(reply, token, publicUrl);
        const paired = await findTabletByToken(deps.db.kysely, hashToken(token));
        if (!paired) throw unauthenticated(TABLET_MESSAGES.notPaired);
        const { tablet } = await lockScreen(deps, paired);
        return { tablet };
      },
    );

    app.get(
      '/api/tablet',
      {
        schema: {
          tags,
          summary: "This tablet's lock screen: its store and the store's people",
          response: { 200: lockScreenSchema, ...errors },
        },
      },
      async (request, reply) => {
        const tablet = await requireTablet(deps, request);
        // Each use keeps the tablet's credential from running out.
        const token = request.cookies[TABLET_COOKIE];
        if (token) setTabletCookie(reply, token, publicUrl);
        return lockScreen(deps, tablet);
      },
    );

    app.post(
      '/api/tablet/sign-in',
      {
        schema: {
          tags,
          summary: "Open a person's session on this tablet with their PIN; sets the session cookie",
          body: pinSignInBodySchema,
          response: {
            200: z.object({ user: sessionUserSchema, ...pinSessionSchema.shape }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const tablet = await requireTablet(deps, request);
        const opened = await pinSignIn(deps, tablet, request.body, request.log, request.ip);
        setSessionCookie(reply, opened.token, publicUrl);
        return {
          user: opened.session.user,
          writeKey: opened.writeKey,
          mustChangePin: opened.mustChangePin,
        };
      },
    );

    app.post(
      '/api/tablet/lock',
      {
        schema: {
          tags,
          summary:
            'Lock the tablet: this session shows nothing more, and sends only its queued changes',
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        await lockTabletSession(deps, session.tokenHash, session.user);
        clearSessionCookie(reply, publicUrl);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/auth/pin',
      {
        schema: {
          tags,
          summary: 'Whether I have a tablet PIN (never the PIN)',
          response: { 200: pinStatusSchema, ...errors },
        },
      },
      async (request) => {
        const user = sessionUser(request);
        requireAccess(user, 'tablet:set-own-pin');
        return pinStatus(deps, user);
      },
    );

    app.put(
      '/api/auth/pin',
      {
        schema: {
          tags,
          summary: 'Set my own tablet PIN (4 to 8 digits)',
          body: setPinBodySchema,
          response: { 200: pinStatusSchema, ...errors },
        },
      },
      async (request) => {
        const user = sessionUser(request);
        await setOwnPin(deps, user, request.body);
        return pinStatus(deps, user);
      },
    );

    app.put(
      '/api/users/:userId/pin',
      {
        schema: {
          tags,
          summary: "Set a person's tablet PIN; they choose their own the first time they use it",
          params: userIdParamsSchema,
          body: setPinBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await setPersonPin(deps, sessionUser(request), request.params.userId, request.body);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/stores/:storeId/tablets',
      {
        schema: {
          tags,
          summary: "A store's paired tablets and how soon they lock",
          params: storeParamsSchema,
          response: { 200: storeTabletsSchema, ...errors },
        },
      },
      async (request) => storeTablets(deps, sessionUser(request), request.params.storeId),
    );

    app.post(
      '/api/stores/:storeId/tablet-pairings',
      {
        schema: {
          tags,
          summary: 'A one-time code (10 minutes) to enter on the browser that becomes the tablet',
          params: storeParamsSchema,
          body: newPairingBodySchema,
          response: { 201: pairingSchema, ...errors },
        },
      },
      async (request, reply) => {
        const pairing = await createPairing(
          deps,
          sessionUser(request),
          request.params.storeId,
          request.body,
        );
        return reply.status(201).send(pairing);
      },
    );

    app.put(
      '/api/stores/:storeId/tablet-settings',
      {
        schema: {
          tags,
          summary: "Minutes without a touch before the store's tablets lock",
          params: storeParamsSchema,
          body: lockSettingsBodySchema,
          response: { 200: lockSettingsBodySchema, ...errors },
        },
      },
      async (request) =>
        setLockMinutes(deps, sessionUser(request), request.params.storeId, request.body),
    );

    app.delete(
      '/api/tablets/:id',
      {
        schema: {
          tags,
          summary: 'Revoke a tablet: it locks within seconds and its sessions end',
          params: tabletParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await revokeTablet(deps, sessionUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
