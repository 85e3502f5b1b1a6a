export declare function findRedisServer(): string | undefined;
