// Route schemas compile to validators (Ajv) and serializers (fast-json-stringify) once per
// process instead of once per app. The schemas are module constants, so every app built in one
// process reuses what the first compiled: the tests build an app per file, and compiling every
// route's schemas again cost about 0.3 s each time. A production process builds one app and
// sees no difference.
import { AjvCompiler } from '@fastify/ajv-compiler';
import {
  SerializerSelector,
  type SerializerFactory,
  type Serializer,
} from '@fastify/fast-json-stringify-compiler';

/** Ajv's pool is shared: one Ajv per set of options, and Ajv keeps each compiled schema. */
export const buildValidator = AjvCompiler();

const compileSerializer = SerializerSelector();
const serializersByOptions = new Map<string, WeakMap<object, Map<string, Serializer>>>();

export const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = compileSerializer(externalSchemas, options);
  const optionsKey = JSON.stringify([externalSchemas, options]);
  let serializers = serializersByOptions.get(optionsKey);
  if (!serializers) {
    serializers = new WeakMap();
    serializersByOptions.set(optionsKey, serializers);
  }
  const cache = serializers;
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let byStatus = cache.get(schema);
    if (!byStatus) {
      byStatus = new Map();
      cache.set(schema, byStatus);
    }
    const cached = byStatus.get(route.httpStatus);
    if (cached) return cached;
    const serializer = compile(route);
    byStatus.set(route.httpStatus, serializer);
    return serializer;
  };
};
