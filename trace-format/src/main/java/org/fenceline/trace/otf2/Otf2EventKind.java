package org.fenceline.trace.otf2;

/**
 * The event records of OTF2 2.x/3.x by record id (share/otf2/otf2.events). {@code singleton} records (defined in
 * OTF2 1.1 or earlier with exactly one compressed attribute) are stored without a record length; every other
 * record, including every record a newer OTF2 version adds, carries its length and can be skipped.
 */
public enum Otf2EventKind {
    BUFFER_FLUSH(10, "BufferFlush"),
    MEASUREMENT_ON_OFF(11, "MeasurementOnOff"),
    ENTER(12, "Enter", true),
    LEAVE(13, "Leave", true),
    MPI_SEND(14, "MpiSend"),
    MPI_ISEND(15, "MpiIsend"),
    MPI_ISEND_COMPLETE(16, "MpiIsendComplete", true),
    MPI_IRECV_REQUEST(17, "MpiIrecvRequest", true),
    MPI_RECV(18, "MpiRecv"),
    MPI_IRECV(19, "MpiIrecv"),
    MPI_REQUEST_TEST(20, "MpiRequestTest", true),
    MPI_REQUEST_CANCELLED(21, "MpiRequestCancelled", true),
    MPI_COLLECTIVE_BEGIN(22, "MpiCollectiveBegin"),
    MPI_COLLECTIVE_END(23, "MpiCollectiveEnd"),
    OMP_FORK(24, "OmpFork", true),
    OMP_JOIN(25, "OmpJoin"),
    OMP_ACQUIRE_LOCK(26, "OmpAcquireLock"),
    OMP_RELEASE_LOCK(27, "OmpReleaseLock"),
    OMP_TASK_CREATE(28, "OmpTaskCreate", true),
    OMP_TASK_SWITCH(29, "OmpTaskSwitch", true),
    OMP_TASK_COMPLETE(30, "OmpTaskComplete", true),
    METRIC(31, "Metric"),
    PARAMETER_STRING(32, "ParameterString"),
    PARAMETER_INT(33, "ParameterInt"),
    PARAMETER_UNSIGNED_INT(34, "ParameterUnsignedInt"),
    RMA_WIN_CREATE(35, "RmaWinCreate"),
    RMA_WIN_DESTROY(36, "RmaWinDestroy"),
    RMA_COLLECTIVE_BEGIN(37, "RmaCollectiveBegin"),
    RMA_COLLECTIVE_END(38, "RmaCollectiveEnd"),
    RMA_GROUP_SYNC(39, "RmaGroupSync"),
    RMA_REQUEST_LOCK(40, "RmaRequestLock"),
    RMA_ACQUIRE_LOCK(41, "RmaAcquireLock"),
    RMA_TRY_LOCK(42, "RmaTryLock"),
    RMA_RELEASE_LOCK(43, "RmaReleaseLock"),
    RMA_SYNC(44, "RmaSync"),
    RMA_WAIT_CHANGE(45, "RmaWaitChange"),
    RMA_PUT(46, "RmaPut"),
    RMA_GET(47, "RmaGet"),
    RMA_ATOMIC(48, "RmaAtomic"),
    RMA_OP_COMPLETE_BLOCKING(49, "RmaOpCompleteBlocking"),
    RMA_OP_COMPLETE_NON_BLOCKING(50, "RmaOpCompleteNonBlocking"),
    RMA_OP_TEST(51, "RmaOpTest"),
    RMA_OP_COMPLETE_REMOTE(52, "RmaOpCompleteRemote"),
    THREAD_FORK(53, "ThreadFork"),
    THREAD_JOIN(54, "ThreadJoin"),
    THREAD_TEAM_BEGIN(55, "ThreadTeamBegin"),
    THREAD_TEAM_END(56, "ThreadTeamEnd"),
    THREAD_ACQUIRE_LOCK(57, "ThreadAcquireLock"),
    THREAD_RELEASE_LOCK(58, "ThreadReleaseLock"),
    THREAD_TASK_CREATE(59, "ThreadTaskCreate"),
    THREAD_TASK_SWITCH(60, "ThreadTaskSwitch"),
    THREAD_TASK_COMPLETE(61, "ThreadTaskComplete"),
    THREAD_CREATE(62, "ThreadCreate"),
    THREAD_BEGIN(63, "ThreadBegin"),
    THREAD_WAIT(64, "ThreadWait"),
    THREAD_END(65, "ThreadEnd"),
    CALLING_CONTEXT_ENTER(66, "CallingContextEnter"),
    CALLING_CONTEXT_LEAVE(67, "CallingContextLeave"),
    CALLING_CONTEXT_SAMPLE(68, "CallingContextSample"),
    IO_CREATE_HANDLE(69, "IoCreateHandle"),
    IO_DESTROY_HANDLE(70, "IoDestroyHandle"),
    IO_DUPLICATE_HANDLE(71, "IoDuplicateHandle"),
    IO_SEEK(72, "IoSeek"),
    IO_CHANGE_STATUS_FLAGS(73, "IoChangeStatusFlags"),
    IO_DELETE_FILE(74, "IoDeleteFile"),
    IO_OPERATION_BEGIN(75, "IoOperationBegin"),
    IO_OPERATION_TEST(76, "IoOperationTest"),
    IO_OPERATION_ISSUED(77, "IoOperationIssued"),
    IO_OPERATION_COMPLETE(78, "IoOperationComplete"),
    IO_OPERATION_CANCELLED(79, "IoOperationCancelled"),
    IO_ACQUIRE_LOCK(80, "IoAcquireLock"),
    IO_RELEASE_LOCK(81, "IoReleaseLock"),
    IO_TRY_LOCK(82, "IoTryLock"),
    PROGRAM_BEGIN(83, "ProgramBegin"),
    PROGRAM_END(84, "ProgramEnd");

    private static final Otf2EventKind[] BY_ID = new Otf2EventKind[256];

    static {
        for (Otf2EventKind k : values()) {
            BY_ID[k.id] = k;
        }
    }

    private final int id;
    private final String recordName;
    private final boolean singleton;

    Otf2EventKind(int id, String recordName) {
        this(id, recordName, false);
    }

    Otf2EventKind(int id, String recordName, boolean singleton) {
        this.id = id;
        this.recordName = recordName;
        this.singleton = singleton;
    }

    public int id() {
        return id;
    }

    /** OTF2's name of the record, e.g. "RmaAcquireLock". */
    public String recordName() {
        return recordName;
    }

    boolean singleton() {
        return singleton;
    }

    /** Enter, Leave and their calling-context forms: the records that open and close regions. */
    boolean region() {
        return this == ENTER || this == LEAVE || this == CALLING_CONTEXT_ENTER || this == CALLING_CONTEXT_LEAVE;
    }

    /** The kind with record id {@code id}, or null for a record this reader does not know. */
    public static Otf2EventKind of(int id) {
        return id >= 0 && id < BY_ID.length ? BY_ID[id] : null;
    }
}
