package io.jshmem.bootstrap;

/**
 * One frame read from or queued for a bootstrap connection.
 *
 * @param type    what the frame is.
 * @param payload its bytes after the type (never null; may be empty). Not copied: owners do not modify it.
 */
record Frame(FrameType type, byte[] payload) {
}
