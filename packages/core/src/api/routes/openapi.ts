// Schema of the OpenAPI document's own route, which the document leaves out.
import { apiRoute } from './apiRoute.ts';

export const openapiDocumentSchema = { hide: true };

/** The openapi routes. */
export const openapiApi = {
  openapiDocument: apiRoute('GET', '/openapi.json', openapiDocumentSchema),
};
