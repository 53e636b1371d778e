/**
 * LINK-1's agents, on the modem library {@code echoai.link1.core}: the NEXUS-0 ring world and
 * its base agent ({@code echoai.nexus0}), the talking agent that keeps testimony apart from its
 * facts ({@code echoai.link1.agent}), and the sessions of agents over channels — wire, pipe, air
 * and the shared room's medium access — with the rows they write ({@code echoai.link1.session}).
 * It needs nothing but core and {@code java.base}; the experiments that run these sessions and
 * judge them are the bench's.
 */
@SuppressWarnings("module")
module echoai.link1.agents {
    requires transitive echoai.link1.core;

    exports echoai.nexus0;
    exports echoai.link1.agent;
    exports echoai.link1.session;
}
