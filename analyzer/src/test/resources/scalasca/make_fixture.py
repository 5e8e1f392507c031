#!/usr/bin/env python3
"""Builds scout-2procs.cubex: a hand-made report laid out as Scalasca 2.x's scout writes it through CubeW 4.x
(anchor.xml text as cube_write_def and the element writers produce it; Time stored INCLUSIVE with rows in
CubeW's "wide" enumeration; other metrics EXCLUSIVE in pre-order; SPARSE and DENSE indices; one zlib-compressed
data file (ZCUBEX.DATA); a metric without data files; a derived metric). Values are chosen so that every
expected number in CubexReaderScalascaTest can be checked by hand. Run from this directory."""
import io, struct, tarfile, zlib

ANCHOR = """<?xml version="1.0" encoding="UTF-8"?>

<cube version="4.4">
<attr key="CubePL Version" value="1.1"/>
<attr key="Cube Version" value="4.6"/>
<attr key="Creator" value="Scalasca 2.6"/>
<doc>
<mirrors>
<murl>https://apps.fz-juelich.de/scalasca/releases/scalasca/2.6/help/</murl>
</mirrors>
</doc>
<metrics title="Metric tree">
<metric id="0" type="INCLUSIVE">
<disp_name>Time</disp_name>
<uniq_name>time</uniq_name>
<dtype>FLOAT</dtype>
<uom>sec</uom>
<url>@mirror@scalasca_patterns.html#time</url>
<descr>Total CPU allocation time</descr>
</metric>
<metric id="1" type="EXCLUSIVE">
<disp_name>Visits</disp_name>
<uniq_name>visits</uniq_name>
<dtype>INTEGER</dtype>
<uom>occ</uom>
<url>@mirror@scalasca_patterns.html#visits</url>
<descr>Number of visits</descr>
</metric>
<metric id="2" type="EXCLUSIVE">
<disp_name>Late Sender</disp_name>
<uniq_name>mpi_latesender</uniq_name>
<dtype>FLOAT</dtype>
<uom>sec</uom>
<url>@mirror@scalasca_patterns.html#mpi_latesender</url>
<descr>Time a receiving process is waiting for a message</descr>
<metric id="3" type="EXCLUSIVE">
<disp_name>Messages in Wrong Order</disp_name>
<uniq_name>mpi_latesender_wo</uniq_name>
<dtype>FLOAT</dtype>
<uom>sec</uom>
<url>@mirror@scalasca_patterns.html#mpi_latesender_wo</url>
<descr>Late Sender situation due to messages received in the wrong order</descr>
</metric>
</metric>
<metric id="4" type="EXCLUSIVE">
<disp_name>Late Receiver</disp_name>
<uniq_name>mpi_latereceiver</uniq_name>
<dtype>FLOAT</dtype>
<uom>sec</uom>
<url>@mirror@scalasca_patterns.html#mpi_latereceiver</url>
<descr>Time a sending process is waiting for the receiver to become ready</descr>
</metric>
<metric id="5" type="POSTDERIVED">
<disp_name>Waiting share</disp_name>
<uniq_name>wait_share</uniq_name>
<dtype>DOUBLE</dtype>
<uom>sec</uom>
<url></url>
<descr>Late Sender per Time</descr>
<cubepl>metric::mpi_latesender() / metric::time()</cubepl>
</metric>
</metrics>
<program title="Call tree">
<region id="0" mod="ping.c" begin="10" end="40">
<name>main</name>
<mangled_name>main</mangled_name>
<paradigm>compiler</paradigm>
<role>function</role>
<url></url>
<descr></descr>
</region>
<region id="1" mod="ping.c" begin="42" end="60">
<name>foo</name>
<mangled_name>foo</mangled_name>
<paradigm>compiler</paradigm>
<role>function</role>
<url></url>
<descr></descr>
</region>
<region id="2" mod="MPI" begin="-1" end="-1">
<name>MPI_Send</name>
<mangled_name>MPI_Send</mangled_name>
<paradigm>mpi</paradigm>
<role>point2point</role>
<url></url>
<descr></descr>
</region>
<region id="3" mod="MPI" begin="-1" end="-1">
<name>MPI_Recv</name>
<mangled_name>MPI_Recv</mangled_name>
<paradigm>mpi</paradigm>
<role>point2point</role>
<url></url>
<descr></descr>
</region>
<cnode id="0" calleeId="0">
<cnode id="1" line="20" mod="ping.c" calleeId="1">
<cnode id="3" line="50" mod="ping.c" calleeId="3">
</cnode>
</cnode>
<cnode id="2" line="30" mod="ping.c" calleeId="2">
</cnode>
</cnode>
</program>
<system title="System tree">
<systemtreenode Id="0">
<name>Linux</name>
<class>machine</class>
<systemtreenode Id="1">
<name>node01</name>
<class>node</class>
<locationgroup Id="0">
<name>MPI Rank 0</name>
<rank>0</rank>
<type>process</type>
<location Id="0">
<name>Master thread</name>
<rank>0</rank>
<type>thread</type>
</location>
</locationgroup>
<locationgroup Id="1">
<name>MPI Rank 1</name>
<rank>1</rank>
<type>process</type>
<location Id="1">
<name>Master thread</name>
<rank>0</rank>
<type>thread</type>
</location>
</locationgroup>
</systemtreenode>
</systemtreenode>
<topologies>
</topologies>
</system>
</cube>
"""

def index(fmt, positions=()):
    b = b"CUBEX.INDEX" + struct.pack("<IHB", 1, 0, fmt)
    if fmt == 1:
        b += struct.pack("<I", len(positions)) + struct.pack("<%dI" % len(positions), *positions)
    return b

def data(code, rows):
    return b"CUBEX.DATA" + b"".join(struct.pack("<%d%s" % (len(r), code), *r) for r in rows)

def zdata(rows):
    comp = [zlib.compress(struct.pack("<%dd" % len(r), *r)) for r in rows]
    header, body, upos, cpos = b"", b"", 0, 0
    for r, c in zip(rows, comp):
        header += struct.pack("<QQQ", upos, cpos, len(c))
        upos += 8 * len(r); cpos += len(c); body += c
    return b"ZCUBEX.DATA" + struct.pack("<Q", len(rows)) + header + body

members = [
    # Time, INCLUSIVE: wide enumeration = cnodes 0 (main), 1 (foo), 2 (MPI_Send), 3 (MPI_Recv).
    ("0.data", data("d", [[10.0, 8.0], [6.0, 5.0], [1.0, 2.5], [4.0, 0.5]])),
    ("0.index", index(1, [0, 1, 2, 3])),
    # Visits, EXCLUSIVE, DENSE: pre-order = main, foo, MPI_Recv, MPI_Send.
    ("1.data", data("q", [[1, 1], [2, 2], [5, 5], [3, 3]])),
    ("1.index", index(3)),
    # Late Sender, SPARSE: only MPI_Recv (pre-order position 2).
    ("2.data", data("d", [[3.0, 0.0]])),
    ("2.index", index(1, [2])),
    # Wrong order, SPARSE, zlib-compressed.
    ("3.data", zdata([[1.0, 0.0]])),
    ("3.index", index(1, [2])),
    # Late Receiver (4) has no files: all zero. The derived metric (5) stores nothing.
    ("anchor.xml", ANCHOR.encode("utf-8")),
]

with tarfile.open("scout-2procs.cubex", "w", format=tarfile.USTAR_FORMAT) as tar:
    for name, content in members:
        info = tarfile.TarInfo(name)
        info.size, info.mtime, info.mode, info.uname, info.gname = len(content), 1700000000, 0o600, "scalasca", "users"
        tar.addfile(info, io.BytesIO(content))
