// Schemas of the tag calls.
import { successEnvelope, TagSchema as Tag } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['tags'];
const TagId = Type.Object({ tagId: Type.String({ format: 'uuid' }) });
const TagDetails = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) });
const Empty = Type.Object({});

export const listTagsSchema = {
  summary: "The player's tags in their order",
  tags,
  response: { 200: successEnvelope(Type.Array(Tag)) },
};

export const createTagSchema = {
  summary: 'Add a tag at the end of the list',
  tags,
  body: TagDetails,
  response: { 201: successEnvelope(Tag) },
};

export const getTagSchema = {
  summary: 'One tag (a non-UUID id is a 400, an unknown one a 404 tagNotFound)',
  tags,
  params: TagId,
  response: { 200: successEnvelope(Tag) },
};

export const updateTagSchema = {
  summary: 'Rename a tag',
  tags,
  params: TagId,
  body: TagDetails,
  response: { 200: successEnvelope(Tag) },
};

export const deleteTagSchema = {
  summary: 'Delete a tag and strip it from every task',
  tags,
  params: TagId,
  response: { 200: successEnvelope(Empty) },
};

export const reorderTagsSchema = {
  summary: 'Move a tag to index `to` (0 = first; -1 or past the end = last)',
  tags,
  body: Type.Object({
    tagId: Type.String({ format: 'uuid' }),
    to: Type.Integer({ minimum: -1 }),
  }),
  response: { 200: successEnvelope(Empty) },
};

/** The tags routes. */
export const tagsApi = {
  listTags: apiRoute('GET', '/tags', listTagsSchema),
  createTag: apiRoute('POST', '/tags', createTagSchema),
  getTag: apiRoute('GET', '/tags/:tagId', getTagSchema),
  updateTag: apiRoute('PUT', '/tags/:tagId', updateTagSchema),
  deleteTag: apiRoute('DELETE', '/tags/:tagId', deleteTagSchema),
  reorderTags: apiRoute('POST', '/reorder-tags', reorderTagsSchema),
};
