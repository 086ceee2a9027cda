import type { FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { NOTIFICATION_HUB_PATH } from '@rekry/domain';
import { HUB_MAX_PAYLOAD } from '../platform/realtime.ts';
import type { Services } from '../platform/services.ts';

/** The real-time hub (SPEC §4, §7): a WebSocket at /notifications; platform/realtime.ts does the rest. */
export async function registerNotificationHub(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: HUB_MAX_PAYLOAD } });
  app.get(NOTIFICATION_HUB_PATH, { websocket: true }, (socket) => services.hub.attach(socket));
}
