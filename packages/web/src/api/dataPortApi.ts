// Questlog's own export file and the import (docs/data-port.md).
import type { ImportBody } from '@questlog/core/api';
import { api, apiText } from './request.ts';

export const dataPortApi = {
  /** Everything the player owns as one JSON file's text. */
  exportQuestlog: () => apiText('/export/questlog.json'),
  importData: async (body: ImportBody) => (await api.call('POST /user/import', { body })).data,
};
