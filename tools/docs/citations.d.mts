/** Every source file and document whose citations are checked. */
export function citingFiles(root: string): string[];
/** `where: what` for every citation of a rule, decision, decision file or file that is missing. */
export function staleCitations(root: string, files?: string[]): string[];
