package org.fenceline.viewer.ui;

import java.nio.file.Path;
import java.util.Map;

import javafx.application.Application;
import javafx.stage.Stage;

import org.fenceline.viewer.ViewerInput;
import org.fenceline.viewer.model.ViewerSettings;

/**
 * The JavaFX application. Started only through {@link org.fenceline.viewer.ViewerLauncher}: a main class that
 * extends Application fails on a plain classpath. Named parameters: {@code --report}, {@code --trace},
 * {@code --diff} (a report to subtract from the first).
 */
public final class ViewerApplication extends Application {

    @Override
    public void start(Stage stage) throws Exception {
        Map<String, String> p = getParameters().getNamed();
        MainWindow window = new MainWindow(stage, ViewerSettings.user());
        stage.show();
        if (p.containsKey("report")) {
            window.open(ViewerInput.resolve(Path.of(p.get("report")), p.containsKey("trace") ? Path.of(p.get("trace")) : null));
            if (p.containsKey("diff")) {
                window.openDifference(Path.of(p.get("diff")));
            }
        }
    }
}
