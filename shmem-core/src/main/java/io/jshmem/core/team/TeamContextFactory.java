package io.jshmem.core.team;

import io.jshmem.ContextOption;
import io.jshmem.ShmemContext;

import java.util.Set;
import java.util.function.Consumer;

/**
 * Creates the communication contexts of teams ({@code shmem_team_create_ctx}) and destroys them with their team.
 * Implemented by the PE, which owns every context and ends those still open when it closes.
 */
public interface TeamContextFactory {
    /**
     * Creates a context whose PE numbers are a team's: its PE {@code i} is world PE {@code members[i]}.
     *
     * @param members world PEs in team order.
     * @param options the context's options.
     * @param team    the team, as error messages name it.
     * @param onEnd   told once when the context is destroyed (on its own or with its team).
     * @return the context.
     * @throws IllegalStateException when the PE is closed.
     */
    ShmemContext create(int[] members, Set<ContextOption> options, String team, Consumer<ShmemContext> onEnd);

    /**
     * Destroys a context because its team is being destroyed: completes its operations, then makes every later
     * use throw, saying why.
     *
     * @param context a context this factory created.
     */
    void destroyWithTeam(ShmemContext context);
}
