// The HTTP side of sign-in devices (services/signInDevices.ts): the id a request brings (the
// `x-device-id` header from API clients, else the `questlog_device` cookie the web client keeps)
// and the cookie a successful sign-in sets.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEVICE_COOKIE,
  DEVICE_HEADER,
  MAX_DEVICE_ID_LENGTH,
  type AttemptOrigin,
} from '../services/signInDevices.ts';
import { singleHeader } from './headers.ts';

const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The device id the request brings: the header first (API clients), else the cookie. */
export function presentedDeviceId(request: FastifyRequest): string | undefined {
  const id = singleHeader(request, DEVICE_HEADER) ?? cookieValue(request, DEVICE_COOKIE);
  return id && id.length <= MAX_DEVICE_ID_LENGTH ? id : undefined;
}

/** Where the request's sign-in attempt comes from. */
export function attemptOriginOf(request: FastifyRequest): AttemptOrigin {
  return { deviceId: presentedDeviceId(request), address: request.ip };
}

/** Sets the device cookie: sent only to the API, never readable by scripts or other sites. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, deviceId: string) {
  const attributes = [
    `Path=/api`,
    `Max-Age=${COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (request.protocol === 'https') attributes.push('Secure');
  reply.header('set-cookie', [`${DEVICE_COOKIE}=${deviceId}`, ...attributes].join('; '));
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
