package echoai.link1.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** The PNG next to E2.json: PER (%) against SNR, one line per room × K (XChart, headless). */
final class E2Plot {
    private E2Plot() {
    }

    /** Writes {@code file} from outcomes grouped by room, K and content, in their order. */
    static void write(Path file, String title, double yMaxPercent, List<AirTrial.Outcome> outcomes)
            throws IOException {
        Map<String, List<double[]>> series = new LinkedHashMap<>();
        for (AirTrial.Outcome o : outcomes) {
            String name = o.point().room().label() + " K=" + o.point().plan().groups()
                    + (o.point().content() == AirTrial.Content.CLAIM ? " CLAIM" : "");
            series.computeIfAbsent(name, k -> new ArrayList<>()).add(new double[] {
                o.point().snrDb(), 100.0 * o.lost() / o.point().frames()});
        }
        XYChart chart = new XYChartBuilder().width(800).height(500).title(title)
                .xAxisTitle("SNR (dB)").yAxisTitle("PER (%)").build();
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(yMaxPercent);
        for (Map.Entry<String, List<double[]>> e : series.entrySet()) {
            List<double[]> pts = new ArrayList<>(e.getValue());
            pts.sort((a, b) -> Double.compare(a[0], b[0]));
            double[] x = new double[pts.size()];
            double[] y = new double[pts.size()];
            for (int i = 0; i < x.length; i++) {
                x[i] = pts.get(i)[0];
                y[i] = pts.get(i)[1];
            }
            chart.addSeries(e.getKey(), x, y).setMarker(SeriesMarkers.CIRCLE);
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        BitmapEncoder.saveBitmap(chart, file.toString(), BitmapEncoder.BitmapFormat.PNG);
    }
}
