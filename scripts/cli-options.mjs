// How Node runs the operator's command line (`npm run portal`, and the bench's imports). Plan
// files are streamed, so what an import keeps is small (its duplicate keys: about 75 MB for
// 1,000,000 claims); left to itself V8 lets garbage grow the heap first (a 1,000,000-line claims
// file peaked at 440 MB resident). A 256 MB heap keeps it collecting as it goes: 240 MB.
export const CLI_NODE_OPTIONS = ['--max-old-space-size=256'];
