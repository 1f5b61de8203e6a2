import type { Logger } from 'pino';
import { canSeeEvent, type Caller } from '../domain/context';
import type { Notifier } from '../infra/notifier';
import { EVENTS_CHANNEL, type BusEvent } from './dispatcher';

export interface SubscriptionFilter {
  /** Who subscribed: nothing reaches a subscriber that the domain's `canSeeEvent` refuses it. */
  caller: Caller;
  verificationId?: string | null;
  eventNames?: readonly string[] | null;
  /**
   * The subscriber reads no event, only the verification as it may see it afterwards
   * (`verificationUpdated`): every event of a verification it may see wakes it, the account-only
   * ones included (a finding accepted by staff changes what the end client's slots show).
   */
  wakeOnly?: boolean;
}

export class SlowSubscriberError extends Error {
  constructor() {
    super('subscriber too slow: disconnected');
    this.name = 'SlowSubscriberError';
  }
}

interface Subscriber {
  filter: SubscriptionFilter;
  queue: BusEvent[];
  wakeUp: (() => void) | null;
  failed: boolean;
  onOverflow: () => void;
}

/**
 * Fans NOTIFY'd events out to this instance's GraphQL subscribers. Each subscriber has a bounded
 * queue: one that cannot keep up is cut off instead of holding memory without bound.
 */
export class EventHub {
  private readonly subscribers = new Set<Subscriber>();

  constructor(
    private readonly logger: Logger,
    private readonly queueLimit = 1000,
  ) {}

  async start(notifier: Notifier): Promise<void> {
    await notifier.listen(EVENTS_CHANNEL, (payload) => {
      try {
        this.publish(JSON.parse(payload) as BusEvent);
      } catch (err) {
        this.logger.warn({ err }, 'unreadable event notification');
      }
    });
  }

  get size(): number {
    return this.subscribers.size;
  }

  publish(event: BusEvent): void {
    for (const s of this.subscribers) {
      const f = s.filter;
      if (!canSeeEvent(f.caller, f.wakeOnly ? { ...event, eventName: undefined } : event)) continue;
      if (f.verificationId && f.verificationId !== event.verificationId) continue;
      if (f.eventNames && f.eventNames.length > 0 && !f.eventNames.includes(event.eventName)) continue;
      if (s.queue.length >= this.queueLimit) {
        s.failed = true;
        s.queue.length = 0;
        this.subscribers.delete(s);
        s.onOverflow();
      } else {
        s.queue.push(event);
      }
      s.wakeUp?.();
    }
  }

  /** An async iterator of the matching events; `onOverflow` disconnects the client. */
  subscribe(filter: SubscriptionFilter, onOverflow: () => void): AsyncIterableIterator<BusEvent> {
    const sub: Subscriber = { filter, queue: [], wakeUp: null, failed: false, onOverflow };
    this.subscribers.add(sub);
    const done = (): IteratorResult<BusEvent> => {
      this.subscribers.delete(sub);
      return { value: undefined, done: true };
    };
    let closed = false;
    const iterator: AsyncIterableIterator<BusEvent> = {
      next: async () => {
        while (!closed) {
          if (sub.failed) throw new SlowSubscriberError();
          const event = sub.queue.shift();
          if (event) return { value: event, done: false };
          await new Promise<void>((resolve) => (sub.wakeUp = resolve));
          sub.wakeUp = null;
        }
        return done();
      },
      return: async () => {
        closed = true;
        sub.wakeUp?.();
        return done();
      },
      throw: async (err: unknown) => {
        closed = true;
        done();
        throw err;
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }
}
