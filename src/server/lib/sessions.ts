import { createHash, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionLifetimes } from '../../core/limits';
import { documents, payments, sessions, users } from '../db/schema';
import { requestCookie } from './cookies';
import { unauthorized } from './errors';
import type { Job } from './jobs';
import { pruneRateLimits } from './rate-limit';

/** The cookie's name on plain http; on an https origin it is `__Host-` + this (see cookieNameFor). */
export const sessionCookieName = 'advena_session';

export type SessionUser = Omit<
  typeof users.$inferSelect,
  'passwordHash' | 'searchText' | 'mfaSecret' | 'mfaPendingSecret'
>;

/** Who is signing in: the role decides how long the session lasts. */
export type SignInUser = Pick<typeof users.$inferSelect, 'id' | 'role'>;

export interface SessionState {
  id: string;
  userId: string | null;
  createdAt: Date;
  /** How long this session may sit unused, by the role it was signed in with. */
  idleSeconds: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
// Every column but secrets and the search helper: a session never carries those.
const {
  passwordHash: _passwordHash,
  searchText: _searchText,
  mfaSecret: _mfaSecret,
  mfaPendingSecret: _mfaPendingSecret,
  ...userColumns
} = getTableColumns(users);

const lifetimeOf = (role: 'admin' | 'user' | null) => sessionLifetimes[role === 'admin' ? 'admin' : 'user'];
/**
 * last_seen_at is written at most every 5 minutes, and often enough that the server's idle limit
 * and the admin portal's countdown (from the last call it made) agree within 15 seconds.
 */
const touchEveryMs = (idleSeconds: number) => Math.min(300, Math.floor(idleSeconds / 60)) * 1000;

const isHttps = (appUrl: string) => appUrl.startsWith('https://');
/**
 * `__Host-` on an https origin (Secure, host-only, path /: nothing on a sibling subdomain can set
 * or read it); browsers refuse that prefix without Secure, so plain http keeps the plain name.
 */
export const cookieNameFor = (appUrl: string) => (isHttps(appUrl) ? `__Host-${sessionCookieName}` : sessionCookieName);

function cookieOptions(app: FastifyInstance, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // Secure in production whatever APP_URL says: a TLS-terminating proxy may still be named http://.
    secure: isHttps(app.config.appUrl) || app.config.nodeEnv === 'production',
    maxAge: maxAgeSeconds,
  };
}

/**
 * Server-side sessions: a random token in an HttpOnly cookie, only its sha256 stored. Anonymous
 * visitors get a session only when they need one (an upload, a payment). The session row's id is
 * stable across token rotation, so what an anonymous visitor owns stays theirs after login.
 */
export const sessionsPlugin = fp(sessionsOfVisits, { name: 'sessions' });

async function sessionsOfVisits(app: FastifyInstance) {
  // Cookies are parsed when a route reads one (cookies.ts), not by a hook on every request.
  await app.register(fastifyCookie, { hook: false });
  const cookieName = cookieNameFor(app.config.appUrl);

  app.decorateRequest('sessionCache', null);

  async function load(request: FastifyRequest): Promise<SessionState | null> {
    if (request.sessionCache !== null) return request.sessionCache.state;
    const token = requestCookie(request, cookieName);
    let state: SessionState | null = null;
    if (token) {
      const now = new Date();
      const [row] = await app.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)));
      const unusedMs = row ? now.getTime() - row.lastSeenAt.getTime() : 0;
      if (row && unusedMs < row.idleSeconds * 1000) {
        state = { id: row.id, userId: row.userId, createdAt: row.createdAt, idleSeconds: row.idleSeconds };
        if (unusedMs > touchEveryMs(row.idleSeconds)) {
          await app.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
        }
      }
    }
    request.sessionCache = { state, user: undefined };
    return state;
  }

  app.decorateRequest('session', async function (this: FastifyRequest) {
    return load(this);
  });

  app.decorateRequest('currentUser', async function (this: FastifyRequest) {
    const state = await load(this);
    if (!state?.userId) return null;
    const cache = this.sessionCache as NonNullable<FastifyRequest['sessionCache']>;
    if (cache.user !== undefined) return cache.user;
    const [user] = await app.db.select(userColumns).from(users).where(eq(users.id, state.userId));
    cache.user = (user as SessionUser | undefined) ?? null;
    return cache.user;
  });

  app.decorate('sessions', {
    /** The visitor's session, created (anonymous) when there is none. */
    async ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionState> {
      const existing = await load(request);
      if (existing) return existing;
      const token = newToken();
      const lifetime = lifetimeOf(null);
      const [row] = await app.db
        .insert(sessions)
        .values({
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + lifetime.absoluteSeconds * 1000),
          idleSeconds: lifetime.idleSeconds,
        })
        .returning();
      if (!row) throw new Error('session not created');
      reply.setCookie(cookieName, token, cookieOptions(app, lifetime.absoluteSeconds));
      const state = { id: row.id, userId: null, createdAt: row.createdAt, idleSeconds: row.idleSeconds };
      request.sessionCache = { state, user: undefined };
      return state;
    },

    /**
     * Signs a user in with a fresh token (rotation). The session record is kept only when it is
     * anonymous (its draft and uploads become the user's) or already this user's; a session of
     * someone else is ended and a new record started, so nothing of theirs carries over.
     */
    async signIn(request: FastifyRequest, reply: FastifyReply, user: SignInUser): Promise<SessionState> {
      const existing = await load(request);
      const userId = user.id;
      const lifetime = lifetimeOf(user.role);
      const token = newToken();
      const values = {
        tokenHash: hashToken(token),
        userId,
        createdAt: new Date(),
        lastSeenAt: new Date(),
        expiresAt: new Date(Date.now() + lifetime.absoluteSeconds * 1000),
        idleSeconds: lifetime.idleSeconds,
      };
      const keep = existing && (existing.userId === null || existing.userId === userId) ? existing : null;
      const row = await app.db.transaction(async (tx) => {
        if (existing && !keep) await tx.delete(sessions).where(eq(sessions.id, existing.id));
        if (keep?.userId === null) {
          // What the visitor uploaded or paid before signing in is theirs from now on, from any session.
          await tx
            .update(documents)
            .set({ userId })
            .where(and(eq(documents.sessionId, keep.id), isNull(documents.userId)));
          await tx
            .update(payments)
            .set({ userId })
            .where(and(eq(payments.sessionId, keep.id), isNull(payments.userId)));
        }
        const [saved] = keep
          ? await tx.update(sessions).set(values).where(eq(sessions.id, keep.id)).returning()
          : await tx.insert(sessions).values(values).returning();
        return saved;
      });
      if (!row) throw new Error('session not created');
      reply.setCookie(cookieName, token, cookieOptions(app, lifetime.absoluteSeconds));
      const state = { id: row.id, userId, createdAt: row.createdAt, idleSeconds: row.idleSeconds };
      request.sessionCache = { state, user: undefined };
      return state;
    },

    async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const existing = await load(request);
      if (existing) await app.db.delete(sessions).where(eq(sessions.id, existing.id));
      reply.clearCookie(cookieName, cookieOptions(app, 0));
      request.sessionCache = { state: null, user: undefined };
    },

    /** Ends every session of a user except, optionally, one (after a password reset). */
    async endAllFor(userId: string, exceptSessionId?: string): Promise<void> {
      await app.db
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptSessionId}`)
            : eq(sessions.userId, userId),
        );
    },
  });

  /**
   * Starts an anonymous session ahead of work that needs one (the wizard calls it before its first
   * upload), so parallel first uploads cannot each create a session and strand each other's files.
   */
  app.post('/api/session', async (request, reply) => {
    const state = await app.sessions.ensure(request, reply);
    return { signedIn: state.userId !== null };
  });
}

/** Hourly, remove expired sessions and rate-limit counts older than a day. */
export const sessionsCleanupJob = (app: FastifyInstance): Job => ({
  name: 'sessions.cleanup',
  everyMs: 3600_000,
  async run() {
    await app.db
      .delete(sessions)
      .where(
        sql`${sessions.expiresAt} < now() or ${sessions.lastSeenAt} < now() - make_interval(secs => ${sessions.idleSeconds})`,
      );
    await pruneRateLimits(app.db);
  },
});

/** preHandler for routes that need a signed-in user (401 otherwise). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await request.currentUser())) throw unauthorized();
}

/** The signed-in user, or 401. */
export async function signedInUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionCache: { state: SessionState | null; user: SessionUser | null | undefined } | null;
    session(): Promise<SessionState | null>;
    currentUser(): Promise<SessionUser | null>;
  }
  interface FastifyInstance {
    sessions: {
      ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionState>;
      signIn(request: FastifyRequest, reply: FastifyReply, user: SignInUser): Promise<SessionState>;
      signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      endAllFor(userId: string, exceptSessionId?: string): Promise<void>;
    };
  }
}
