/**
 * The symmetric heap: each PE's physical segment (a memory file), the virtual window into which every
 * co-located PE's segment is mapped, the first-fit allocator over the user part of the segment, the layout of
 * the internal region, and the buffer handles users hold.
 */
package io.jshmem.core.heap;
