import { BadRequest, NotAuthorized, NotFound, NotificationNotFound } from '@questlog/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';

// Routes that exist only in this test, to provoke each kind of failure.
const fixtureRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.post(
    '/fixture/members/:memberId',
    {
      schema: {
        params: Type.Object({ memberId: Type.String({ format: 'uuid' }) }),
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1 })) }),
        body: Type.Object({
          username: Type.String({ minLength: 3 }),
          profile: Type.Optional(Type.Object({ age: Type.Integer() })),
        }),
      },
    },
    async (request, reply) => reply.envelope(request.body),
  );
  api.get('/fixture/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  api.get('/fixture/crash-with-non-error', async () => {
    throw 'a string, not an Error';
  });
  api.get('/fixture/gold', async () => {
    throw new NotAuthorized('notEnoughGold', { message: 'Not enough gold.' });
  });
  api.get('/fixture/credentials', async () => {
    throw new NotAuthorized('notAuthorized', { code: 'invalid_credentials' });
  });
  api.get('/fixture/bad', async () => {
    throw new BadRequest('invalidRequestParameters', {
      errors: [{ param: 'password', message: 'Missing password.' }],
    });
  });
  api.get('/fixture/missing', async () => {
    throw new NotFound();
  });
  api.get('/fixture/notification', async () => {
    throw new NotificationNotFound();
  });
};

const validMemberUrl = '/api/v4/fixture/members/6f1a4c57-1a4b-4c5e-9d6e-0a5b3c2d1e0f';

describe.each(databasesUnderTest())('the error handler on $name', (database) => {
  const t = useTestApp(database, { config: { bodyLimit: 1024 } });
  beforeAll(async () => {
    await t.app.register(fixtureRoutes, { prefix: '/api/v4' });
  });

  describe('schema validation', () => {
    it('reports a missing body property by name', async () => {
      const response = await t.app.inject({ method: 'POST', url: validMemberUrl, payload: {} });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        error: 'BadRequest',
        message: 'Invalid request parameters.',
        errors: [{ param: 'username', message: 'Missing username.' }],
      });
    });

    it('reports an invalid body property with its value', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: validMemberUrl,
        payload: { username: 'ab' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'BadRequest',
        message: 'Invalid request parameters.',
        errors: [
          {
            param: 'username',
            message: 'Invalid username: must NOT have fewer than 3 characters.',
            value: 'ab',
          },
        ],
      });
    });

    it('names a nested property by its path', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: validMemberUrl,
        payload: { username: 'alice', profile: { age: 'old' } },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: [{ param: 'profile.age', value: 'old' }],
      });
    });

    it('validates path parameters', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v4/fixture/members/not-a-uuid',
        payload: { username: 'alice' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'BadRequest',
        errors: [{ param: 'memberId', value: 'not-a-uuid' }],
      });
    });

    it('validates the query string', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${validMemberUrl}?limit=0`,
        payload: { username: 'alice' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ param: 'limit', value: 0 }] });
    });

    it('lets a valid request through', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: validMemberUrl,
        payload: { username: 'alice' },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, data: { username: 'alice' } });
    });
  });

  describe('request bodies', () => {
    it('answers malformed JSON with 400 BadRequest', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: validMemberUrl,
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "alice",',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        error: 'BadRequest',
        message: 'The request body is not valid JSON.',
      });
    });

    it('refuses prototype pollution in JSON as malformed', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: validMemberUrl,
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "alice", "__proto__": {"isAdmin": true}}',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'BadRequest' });
    });

    it('treats an empty JSON body as {} so validation names what is missing', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: validMemberUrl,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ param: 'username' }] });
    });

    it('answers a body over the limit with 413 PayloadTooLarge', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: validMemberUrl,
        payload: { username: 'x'.repeat(2048) },
      });

      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        success: false,
        error: 'PayloadTooLarge',
        message: 'The request body is larger than the server accepts.',
      });
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
      'answers a %s body with 415 UnsupportedMediaType',
      async (contentType) => {
        const response = await t.app.inject({
          method: 'POST',
          url: validMemberUrl,
          headers: { 'content-type': contentType },
          payload: 'username=alice',
        });

        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          success: false,
          error: 'UnsupportedMediaType',
          message: 'Unsupported content type: send JSON.',
        });
      },
    );
  });

  describe('unknown API paths', () => {
    it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)(
      'answers %s with a JSON 404',
      async (method) => {
        const response = await t.app.inject({ method, url: '/api/v4/no/such/thing?x=1' });

        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({
          success: false,
          error: 'NotFound',
          message: `There is no ${method} /api/v4/no/such/thing in this API.`,
        });
      },
    );

    it('answers an unknown v3 path and the bare /api with a JSON 404', async () => {
      for (const url of ['/api/v3/nothing', '/api', '/api/v5/status']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ success: false, error: 'NotFound' });
      }
    });

    it('answers a malformed URL with 400, not 500', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v4/fixture/members/%E0%A4%A',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'BadRequest' });
    });
  });

  describe('errors thrown by handlers', () => {
    it.each(['/api/v4/fixture/crash', '/api/v4/fixture/crash-with-non-error'])(
      '%s: an unexpected error is a 500 that reveals nothing',
      async (url) => {
        const response = await t.app.inject({ method: 'GET', url });

        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          success: false,
          error: 'InternalServerError',
          message: 'Something went wrong on our side. Please try again.',
        });
        expect(response.body).not.toMatch(/secret|stack|at /);
      },
    );

    it.each([
      ['/api/v4/fixture/gold', 401, { error: 'NotAuthorized', message: 'Not enough gold.' }],
      [
        '/api/v4/fixture/credentials',
        401,
        { error: 'NotAuthorized', message: 'Not authorized.', code: 'invalid_credentials' },
      ],
      [
        '/api/v4/fixture/bad',
        400,
        {
          error: 'BadRequest',
          message: 'Invalid request parameters.',
          errors: [{ param: 'password', message: 'Missing password.' }],
        },
      ],
      ['/api/v4/fixture/missing', 404, { error: 'NotFound', message: 'Not found.' }],
      [
        '/api/v4/fixture/notification',
        404,
        { error: 'NotificationNotFound', message: 'Notification not found.' },
      ],
    ])('%s maps its ApiError to %i', async (url, status, body) => {
      const response = await t.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ success: false, ...body });
    });
  });
});
