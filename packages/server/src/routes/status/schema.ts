import { Type } from 'typebox';
import { successEnvelope } from '../../middleware/envelope.ts';

export const getStatusSchema = {
  summary: 'Whether the server is up (no authentication)',
  tags: ['status'],
  response: {
    200: successEnvelope(Type.Object({ status: Type.Literal('up') })),
  },
};
