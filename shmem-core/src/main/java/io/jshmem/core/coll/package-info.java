/**
 * Collective algorithms on a team: barriers, broadcast, all-gather, all-reduce, all-to-all and scans, built from
 * puts into other members' scratch and signal lines and acquire-load waits on this PE's own, through the
 * transport of each member (so they run over any transport). {@link io.jshmem.core.coll.TeamChannel} explains
 * the signalling rules that keep back-to-back collectives apart.
 */
package io.jshmem.core.coll;
