package org.fenceline.tracer.sci;

/** An SCI resource is exhausted (ATT entries of an adapter), as the SISCI driver would report it. */
public class SciResourceException extends RuntimeException {
    public SciResourceException(String message) {
        super(message);
    }
}
