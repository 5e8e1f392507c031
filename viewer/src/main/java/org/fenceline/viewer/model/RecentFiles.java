package org.fenceline.viewer.model;

import java.util.ArrayList;
import java.util.List;

/** The File › Recent list: most recent first, no duplicates, at most {@link #LIMIT} entries. */
public final class RecentFiles {
    public static final int LIMIT = 8;
    private final List<String> files = new ArrayList<>();

    public RecentFiles(List<String> initial) {
        for (int i = initial.size() - 1; i >= 0; i--) {
            add(initial.get(i));
        }
    }

    public void add(String file) {
        files.remove(file);
        files.add(0, file);
        while (files.size() > LIMIT) {
            files.remove(files.size() - 1);
        }
    }

    public List<String> files() {
        return List.copyOf(files);
    }
}
