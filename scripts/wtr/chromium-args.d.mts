export declare const chromiumArgs: string[];
export declare const chromiumPath: string;
export declare const playwrightChromiumArgs: string[];
