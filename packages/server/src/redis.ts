export { createRedisBroker, type RedisBroker, type RedisBrokerOptions, type RedisClientLike } from './redis-broker.js';
export { BrokerUnavailableError } from './types.js';
