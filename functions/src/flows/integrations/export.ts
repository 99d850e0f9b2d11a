import { deliveriesAbout, outboxEventsAbout } from '../../data/integrations/deliveries.js';

/** A person's export: the webhook events about them, waiting or sent, without the receivers' answers. */
export async function webhooksAbout(uid: string) {
  const [waiting, deliveries] = await Promise.all([outboxEventsAbout(uid), deliveriesAbout(uid)]);
  return {
    waiting: waiting.map((event) => ({ id: event.id, type: event.type, at: event.at.toISOString(), data: event.data })),
    deliveries: deliveries.map((delivery) => ({
      eventId: delivery.eventId,
      type: delivery.type,
      at: delivery.at.toISOString(),
      state: delivery.state,
      data: delivery.data,
      attempts: delivery.attempts.length,
    })),
  };
}
