/**
 * Unchecked exceptions thrown by jshmem. Every message names the values involved (PE, offset, length,
 * sizes), so a failure can be understood from the message alone.
 */
package io.jshmem.exceptions;
