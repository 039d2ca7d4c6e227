// Free-text search through ILIKE: the words match literally (a typed % or _ is not a wildcard).
export const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
