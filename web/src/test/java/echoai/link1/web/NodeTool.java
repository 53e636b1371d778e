package echoai.link1.web;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/** Whether {@code node} runs here (the browser build's tests skip without it). */
final class NodeTool {
    private NodeTool() {
    }

    static boolean available() {
        try {
            Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
