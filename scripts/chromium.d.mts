export declare const chromiumPath: string;
export declare const headlessShellPath: string;
export declare const chromiumArgs: string[];
export declare const defaultViewport: { width: number; height: number };
