import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';
import { successEnvelope } from './envelope.ts';

const notification = { id: 'n1', type: 'LEVEL_UP', data: { level: 2 }, seen: false };

// Stands in for authentication (a later issue): a header marks the request as signed in.
const fixtureRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.addHook('onRequest', async (request) => {
    if (request.headers['x-fixture-user'] === 'yes') {
      request.user = { id: 'u1', version: 7, notifications: [notification] };
    }
  });
  api.post(
    '/fixture/buy',
    { schema: { response: { 201: successEnvelope(Type.Object({ gp: Type.Number() })) } } },
    async (_request, reply) =>
      reply.code(201).envelope({ gp: 12.5 }, { message: 'Bought Health Potion' }),
  );
};

describe.each(databasesUnderTest())('the success envelope on $name', (database) => {
  const t = useTestApp(database, { config: { appVersion: '9.8.7' } });
  beforeAll(async () => {
    await t.app.register(fixtureRoutes, { prefix: '/api/v4' });
  });

  it('carries the message, but no user fields when nobody is signed in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v4/fixture/buy' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      data: { gp: 12.5 },
      message: 'Bought Health Potion',
      appVersion: '9.8.7',
    });
  });

  it('adds the signed-in user’s notifications and userV', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v4/fixture/buy',
      headers: { 'x-fixture-user': 'yes' },
    });

    const body = response.json() as Record<string, unknown>;
    expect(body).toEqual({
      success: true,
      data: { gp: 12.5 },
      message: 'Bought Health Potion',
      notifications: [notification],
      userV: 7,
      appVersion: '9.8.7',
    });
    // The serializer writes required keys first; clients read keys by name, never by position.
    expect(Object.keys(body).slice(0, 2)).toEqual(['success', 'data']);
  });
});
