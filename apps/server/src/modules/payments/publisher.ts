import type { FastifyInstance } from 'fastify';
import type { Outbox, Publisher, Tx } from '../../lib/outbox';
import { sendReceiptMail } from './receipt-mail';

/**
 * The realtime publisher (and its job queue) plus the receipt e-mail of every order that became paid. The mail goes
 * after the commit and is not awaited: a slow SMTP server never holds a payment or a webhook.
 */
export function moneyPublisher(app: FastifyInstance): Publisher {
  return {
    // The jobs of the transaction's notifications (e-mail, push) go in as for any other change.
    enqueue: async (tx: Tx, outbox: Outbox) => app.realtime.enqueue?.(tx, outbox),
    publish(outbox: Outbox) {
      app.realtime.publish(outbox);
      for (const orderId of outbox.paidOrderIds) {
        sendReceiptMail(app, orderId).catch((error: unknown) =>
          app.log.error({ err: error, orderId }, 'receipt mail failed'),
        );
      }
    },
  };
}
