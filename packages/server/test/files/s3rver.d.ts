// s3rver ships no types; the storage test uses its constructor, run() and close() only.
declare module 's3rver';
