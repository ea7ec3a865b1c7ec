import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';
import { successEnvelope } from '../schemas.ts';

export const getStatusSchema = {
  summary: 'Whether the server is up (no authentication)',
  tags: ['status'],
  response: {
    200: successEnvelope(Type.Object({ status: Type.Literal('up') })),
  },
};

/** The status routes. */
export const statusApi = {
  getStatus: apiRoute('GET', '/status', getStatusSchema),
};
