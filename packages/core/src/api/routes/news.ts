// Schemas of the news calls.
import { successEnvelope } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['news'];

const NewsPost = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  title: Type.String(),
  text: Type.String(),
  credits: Type.String(),
  author: Type.Union([Type.String(), Type.Null()]),
  publishDate: Type.String(),
  published: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const PostId = Type.Object({ postId: Type.String({ format: 'uuid' }) });
const Fields = {
  title: Type.String({ minLength: 1, maxLength: 500 }),
  text: Type.String({ minLength: 1, maxLength: 100_000 }),
  credits: Type.String({ minLength: 1, maxLength: 500 }),
  publishDate: Type.String({ format: 'date-time' }),
  published: Type.Boolean(),
};
const Empty = Type.Object({});

export const listNewsSchema = {
  summary: 'News posts, newest first, 10 a page (staff with `news` also see drafts)',
  tags,
  querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })) }),
  response: { 200: successEnvelope(Type.Array(NewsPost)) },
};

export const getNewsSchema = {
  summary: 'One news post (an unpublished one is a 404 newsPostNotFound for players)',
  tags,
  params: PostId,
  response: { 200: successEnvelope(NewsPost) },
};

export const createNewsSchema = {
  summary: 'Write a news post (permission `news`)',
  tags,
  body: Type.Object({
    title: Fields.title,
    text: Fields.text,
    credits: Fields.credits,
    publishDate: Type.Optional(Fields.publishDate),
    published: Type.Optional(Fields.published),
  }),
  response: { 201: successEnvelope(NewsPost) },
};

export const updateNewsSchema = {
  summary: 'Change a news post (permission `news`)',
  tags,
  params: PostId,
  body: Type.Partial(Type.Object(Fields)),
  response: { 200: successEnvelope(NewsPost) },
};

export const deleteNewsSchema = {
  summary: 'Delete a news post (permission `news`)',
  tags,
  params: PostId,
  response: { 200: successEnvelope(Empty) },
};

export const readNewsSchema = {
  summary: 'Mark the newest post read (flags.newStuff becomes false)',
  tags,
  response: { 200: successEnvelope(Empty) },
};

export const tellMeLaterSchema = {
  summary: 'Mark the newest post read and keep it in the notifications (NEW_STUFF, seen)',
  tags,
  response: { 200: successEnvelope(Empty) },
};

/** The news routes. */
export const newsApi = {
  listNews: apiRoute('GET', '/news', listNewsSchema),
  getNews: apiRoute('GET', '/news/:postId', getNewsSchema),
  readNews: apiRoute('POST', '/news/read', readNewsSchema),
  tellMeLater: apiRoute('POST', '/news/tell-me-later', tellMeLaterSchema),
  createNews: apiRoute('POST', '/news', createNewsSchema),
  updateNews: apiRoute('PUT', '/news/:postId', updateNewsSchema),
  deleteNews: apiRoute('DELETE', '/news/:postId', deleteNewsSchema),
};
