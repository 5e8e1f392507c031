package org.fenceline.cli;

/** Something the user asked for cannot be done as asked; the message says what and names the file or option. */
public final class UserInputException extends RuntimeException {
    public UserInputException(String message) {
        super(message);
    }
}
