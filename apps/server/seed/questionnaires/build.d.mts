export declare function build(args: string[], io?: { root?: string; log?: (line: string) => void }): number;
