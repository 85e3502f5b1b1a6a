export declare function findChromium(): string | undefined;
export declare const CHROMIUM_ARGS: string[];
