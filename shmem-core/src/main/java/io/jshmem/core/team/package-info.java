/**
 * Teams: the pool of team slots (each with its signal lines and scratch in the internal region), the predefined
 * world and shared teams, strided and 2-D splits agreed over the parent without a central allocator, and the
 * {@link io.jshmem.Team} implementation that checks arguments and hands collectives to
 * {@link io.jshmem.core.coll.Collectives}.
 */
package io.jshmem.core.team;
