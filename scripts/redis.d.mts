export declare function findRedisServer(): string | undefined;
export declare function freePort(): Promise<number>;
export declare function waitForPort(port: number, timeoutMs: number): Promise<void>;
