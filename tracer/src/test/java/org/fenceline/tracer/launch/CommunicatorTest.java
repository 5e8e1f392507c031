package org.fenceline.tracer.launch;

import org.fenceline.tracer.programs.ArgumentErrors;
import org.fenceline.tracer.programs.AttributeCaching;
import org.fenceline.tracer.programs.CommunicatorCreation;
import org.fenceline.tracer.programs.Communicators;
import org.fenceline.tracer.programs.DistGraphs;
import org.fenceline.tracer.programs.InfoEnv;
import org.fenceline.tracer.programs.ManyRanks;
import org.fenceline.tracer.programs.RankStatics;
import org.junit.jupiter.api.Test;

class CommunicatorTest {
    @Test
    void dupSplitCreateGroupsAndTopologies() {
        MpiRun.run(6, Communicators.class).expectSuccess();
    }

    @Test
    void nonBlockingDupHintsSplitTypeCreateGroupAndDisconnect() {
        MpiRun.run(4, CommunicatorCreation.class).expectSuccess();
    }

    @Test
    void attributesOnCommunicatorsAndDatatypes() {
        MpiRun.run(2, AttributeCaching.class).expectSuccess();
    }

    @Test
    void distributedGraphsAndTheirNeighbourCollectives() {
        MpiRun.run(4, DistGraphs.class).expectSuccess();
    }

    @Test
    void argumentErrorsNameTheCallAndArgument() {
        MpiRun.run(2, ArgumentErrors.class).expectSuccess();
    }

    @Test
    void sixtyFourRanksInOneRun() {
        MpiRun.run(64, ManyRanks.class).expectSuccess();
    }

    @Test
    void staticsArePerRank() {
        MpiRun.run(4, RankStatics.class).expectSuccess();
    }

    @Test
    void infoEnvHoldsTheLaunchOfEachRank() {
        MpiRun.run(3, InfoEnv.class, "alpha", "beta").expectSuccess();
    }
}
