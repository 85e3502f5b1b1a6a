/** The source files (relative to the repository root) that put code into what loading `entry` loads up front. */
export declare function firstLoadInputs(entry: string, external?: string[]): Promise<string[]>;
